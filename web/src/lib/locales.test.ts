import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = resolve(dirname(new URL(import.meta.url).pathname), '../../public/locales');
const LANGUAGES = ['ru', 'kk', 'en'];

/** Every key of a translation file, nested keys joined with dots, plural forms (_one, _few, …) as one key. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const read = (lng: string, file: string) => JSON.parse(readFileSync(`${LOCALES}/${lng}/${file}`, 'utf8')) as unknown;

describe('translation files', () => {
  const files = readdirSync(`${LOCALES}/ru`).sort();

  it('every language has the same modules', () => {
    for (const lng of LANGUAGES) expect(readdirSync(`${LOCALES}/${lng}`).sort()).toEqual(files);
  });

  it.each(files)('%s: every text is in Russian, Kazakh and English, none empty', (file) => {
    const russian = [...new Set(keys(read('ru', file)))].sort();
    for (const lng of LANGUAGES) {
      const data = read(lng, file);
      expect([...new Set(keys(data))].sort(), `${lng}/${file}`).toEqual(russian);
      const empty = JSON.stringify(data).match(/":""/g);
      expect(empty, `${lng}/${file} has empty texts`).toBeNull();
    }
  });

  it('name the people who do the services one way in each language (English: master, never specialist)', () => {
    const texts = (lng: string) => files.map((file) => JSON.stringify(read(lng, file))).join('\n');
    expect(texts('en').match(/[Ss]pecialist/g)).toBeNull();
    // Kazakh 'пікір' is a review: a note for the salon is 'түсініктеме'.
    expect(texts('kk').match(/Салонға пікір/g)).toBeNull();
  });
});
