import { LANGUAGE_COOKIE } from './config.js';
import type { CookieJar } from './cookies.js';

export type Language = 'RU' | 'KZ' | 'EN';
export const LANGUAGES: readonly Language[] = ['RU', 'KZ', 'EN'];
export const DEFAULT_LANGUAGE: Language = 'RU';

/** The language tags that name a language besides its code (Kazakh's ISO 639-1 tag is kk). */
const TAGS: Readonly<Record<string, Language>> = { KK: 'KZ' };

/**
 * The language a value names, in any case: the codes RU, KZ, EN, or the language tags ru, kk, en (a `?lang=` link,
 * a `lang` cookie, an Accept-Language tag); none for anything else.
 */
export function languageOf(value: string | null | undefined): Language | undefined {
  const upper = value?.trim().toUpperCase();
  if (!upper) return undefined;
  return TAGS[upper] ?? LANGUAGES.find((language) => language === upper);
}

/** The language a value names (languageOf: RU, KZ, EN or ru, kk, en, any case); any other value (or none) means Russian. */
export function parseLanguage(value: string | null | undefined): Language {
  return languageOf(value) ?? DEFAULT_LANGUAGE;
}

/** The Accept-Language value of a language: ru, kz or en. */
export function acceptLanguage(language: Language): 'ru' | 'kz' | 'en' {
  return language === 'KZ' ? 'kz' : language === 'EN' ? 'en' : 'ru';
}

export interface LanguageSetting {
  get(): Language;
  /** Writes the language cookie and tells subscribers. */
  set(language: Language): void;
  subscribe(listener: (language: Language) => void): () => void;
}

/**
 * `fixed` (the SDK's `language` option) wins over the cookie until the user picks a language. When the
 * browser refuses the cookie (widget mode on another site), the chosen language lives in memory.
 */
export function createLanguageSetting(cookies: CookieJar, fixed?: Language): LanguageSetting {
  const listeners = new Set<(language: Language) => void>();
  let override = fixed;
  return {
    get: () => override ?? parseLanguage(cookies.get(LANGUAGE_COOKIE)),
    set(language) {
      try {
        cookies.set(LANGUAGE_COOKIE, language);
      } catch {
        // a sandboxed frame may throw on document.cookie: memory it is
      }
      const stored = cookies.get(LANGUAGE_COOKIE);
      override = stored !== undefined && parseLanguage(stored) === language ? undefined : language;
      listeners.forEach((listener) => listener(language));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
