/** The cookie operations the SDK needs; the default reads and writes document.cookie. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { maxAgeSeconds?: number; path?: string }): void;
  remove(name: string): void;
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/** A cookie value decoded; a malformed one (`%E0%A4%A`) reads as absent instead of throwing. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function documentCookies(doc: Document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index < 0) continue;
        if (part.slice(0, index).trim() === name) return safeDecode(part.slice(index + 1).trim());
      }
      return undefined;
    },
    set(name, value, { maxAgeSeconds = ONE_YEAR, path = '/' } = {}) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAgeSeconds}; samesite=lax`;
    },
    remove(name) {
      doc.cookie = `${name}=; path=/; max-age=0`;
    },
  };
}

/** A jar in memory, for code that runs outside a browser. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar {
  const map = new Map(Object.entries(initial));
  return {
    get: (name) => map.get(name),
    set: (name, value) => void map.set(name, value),
    remove: (name) => void map.delete(name),
  };
}

export function defaultCookies(): CookieJar {
  return typeof document === 'undefined' ? memoryCookies() : documentCookies(document);
}
