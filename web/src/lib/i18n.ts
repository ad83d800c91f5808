// i18next with one static JSON file per module (namespace) and language under /locales/<lng>/<ns>.json,
// fetched with a `?v=` version query. A file that fails to load is logged and treated as empty.
import { kkDative } from './kazakh';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOf, type Language } from '@salonbook/sdk';

export type Lng = 'ru' | 'kk' | 'en';

/** The three UI languages: the cookie value (RU, KZ, EN), the i18next / <html lang> code and the own name. */
export const LANGUAGES: ReadonlyArray<{ code: Language; lng: Lng; short: string; name: string }> = [
  { code: 'RU', lng: 'ru', short: 'Рус', name: 'Русский' },
  { code: 'KZ', lng: 'kk', short: 'Қаз', name: 'Қазақша' },
  { code: 'EN', lng: 'en', short: 'Eng', name: 'English' },
];

export const DEFAULT_LNG: Lng = 'ru';

/** The UI language a cookie or link value names (the SDK's languageOf: RU, KZ, EN or ru, kk, en, any case), else Russian. */
export function lngOf(code: string | undefined | null): Lng {
  const language = languageOf(code);
  return LANGUAGES.find((l) => l.code === language)?.lng ?? DEFAULT_LNG;
}

export function codeOf(lng: string | undefined | null): Language {
  return LANGUAGES.find((l) => l.lng === lng)?.code ?? 'RU';
}

export interface LocaleBackendOptions {
  /** Where /locales lives (import.meta.env.BASE_URL). */
  base?: string;
  version: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export function localeUrl(lng: string, ns: string, { base = '/', version }: Pick<LocaleBackendOptions, 'base' | 'version'>) {
  return `${base.replace(/\/?$/, '/')}locales/${lng}/${ns}.json?v=${encodeURIComponent(version)}`;
}

/** The i18next backend: fetch, and on any failure log it and answer an empty namespace. */
export function localeBackend(options: LocaleBackendOptions): BackendModule {
  const log = options.log ?? ((message: string) => console.warn(message));
  return {
    type: 'backend',
    init() {},
    read(lng: string, ns: string, callback: ReadCallback) {
      const url = localeUrl(lng, ns, options);
      const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
      doFetch(url, { headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const data: unknown = await response.json();
          if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
          callback(null, data as Record<string, unknown>);
        })
        .catch((error: unknown) => {
          log(`[i18n] ${url} failed to load (${error instanceof Error ? error.message : String(error)}); its texts are treated as empty`);
          callback(null, {});
        });
    },
  };
}

export interface CreateI18nOptions extends LocaleBackendOptions {
  lng: Lng;
  /** Namespaces to load at start besides 'common' (the first screen's module). */
  ns?: string[];
  /** Keeps <html lang> in step (default: document.documentElement). */
  root?: HTMLElement | null;
  /**
   * Texts already at hand, per module, in `lng` (the server reads the files; the page carries the server's to the
   * client): no request for them, and the instance is ready at once. Other modules still load over HTTP.
   */
  resources?: Texts;
  /**
   * Texts the instance's fixed `t` (what useTranslation gives) has already made, shared by the instances of one
   * server, whose texts never change while it runs (app/server.ts). A page asks for the same few hundred texts
   * again and again, and i18next makes each anew (its options merged, the key resolved, the values put in).
   */
  memo?: TextMemo;
}

/** Made texts, by language, module, key and options (createI18n's `memo`). */
export type TextMemo = Map<string, string>;

/** How many texts a memo keeps before it starts again (a bound on the texts with values in them: prices, names). */
const MEMO_LIMIT = 20_000;

/** Texts per language and module: the page's own language and Russian, its fallback. */
export type Texts = Partial<Record<Lng, Record<string, Record<string, unknown>>>>;

export function createI18n(options: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  const root = options.root === undefined ? (typeof document === 'undefined' ? null : document.documentElement) : options.root;
  instance.on('languageChanged', (lng) => {
    if (root) root.lang = lngOf(codeOf(lng));
  });
  void instance
    .use(localeBackend(options))
    .use(initReactI18next)
    .init({
      lng: options.lng,
      supportedLngs: LANGUAGES.map((l) => l.lng),
      // A text missing in Kazakh or English (or a Kazakh/English file that failed) falls back to Russian.
      fallbackLng: DEFAULT_LNG,
      load: 'currentOnly',
      ns: ['common', ...(options.ns ?? [])],
      ...(options.resources && { resources: options.resources, partialBundledLanguages: true, initAsync: false }),
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // '{{time, dative}} дейін': Kazakh puts what comes before 'until' in the dative ('09:00-ға дейін'); Russian and
  // English texts do not use it.
  instance.services.formatter?.add('dative', (value: unknown, lng?: string) => (lng === 'kk' ? kkDative(String(value)) : String(value)));
  if (options.memo) remember(instance, options.memo);
  return instance;
}

type AnyT = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Each fixed `t` of `instance` answers a text it can name (textId) from `memo`, and keeps what it makes there. */
function remember(instance: I18n, memo: TextMemo) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT & Record<string, unknown>;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = `${String(args[0])}\u0001${String(args[1])}\u0001${String(args[2])}\u0001`;
    const t: AnyT = (key, textOptions, ...rest) => {
      const id = rest.length === 0 ? textId(key, textOptions) : undefined;
      if (id === undefined) return fixed(key, textOptions, ...rest);
      const name = `${scope}${instance.language}\u0001${id}`;
      const known = memo.get(name);
      if (known !== undefined) return known;
      const text = fixed(key, textOptions);
      if (typeof text === 'string') {
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(name, text);
      }
      return text;
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as I18n['getFixedT'];
}

/**
 * A name for a `t` call's text: its key and every option, or undefined when an option is an object or a function
 * (a selector key, `returnObjects`' result, a formatter's options), which is then made each time.
 */
export function textId(key: unknown, options: unknown): string | undefined {
  let id: string;
  if (typeof key === 'string') id = key;
  else if (Array.isArray(key) && key.every((k) => typeof k === 'string')) id = key.join('\u0002');
  else return undefined;
  if (options === undefined) return id;
  if (typeof options === 'string') return `${id}\u0001default=${options}`;
  if (typeof options !== 'object' || options === null) return undefined;
  for (const [name, value] of Object.entries(options)) {
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return undefined;
    id += `\u0001${name}=${typeof value}:${String(value)}`;
  }
  return id;
}
