import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_STATUSES, giftCardStatusKey } from './giftCardStatus';

const LOCALES = resolve(dirname(new URL(import.meta.url).pathname), '../../../public/locales');
const texts = (lng: string) =>
  JSON.parse(readFileSync(`${LOCALES}/${lng}/gift-cards.json`, 'utf8')) as { status: Record<string, string>; link: { not: Record<string, string> } };

describe('gift card statuses', () => {
  it('a status the app does not know reads as unknown, a known one as itself', () => {
    expect(giftCardStatusKey('SUSPENDED')).toBe('unknown');
    expect(giftCardStatusKey('')).toBe('unknown');
    for (const status of GIFT_CARD_STATUSES) expect(giftCardStatusKey(status)).toBe(status);
  });

  it.each(['ru', 'kk', 'en'])('every key has a label in %s, unknown included', (lng) => {
    const { status, link } = texts(lng);
    for (const key of [...GIFT_CARD_STATUSES, 'unknown']) {
      expect(status[key], key).toBeTruthy();
      expect(link.not[key], key).toBeTruthy();
    }
  });
});
