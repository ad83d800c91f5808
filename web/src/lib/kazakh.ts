// Kazakh grammar the texts need: the dative case ('-ға/-ге/-қа/-ке') of what a text puts before 'дейін' ('until'):
// a time ('09:00-ға дейін', '21:00-ге дейін'), a date ('1 желтоқсанға дейін'), a number ('5-ке дейін'), an amount
// ('50 000 ₸-ге дейін').

/** The last word of 0–9 read aloud, and of the tens. */
const UNITS = ['нөл', 'бір', 'екі', 'үш', 'төрт', 'бес', 'алты', 'жеті', 'сегіз', 'тоғыз'];
const TENS = ['', 'он', 'жиырма', 'отыз', 'қырық', 'елу', 'алпыс', 'жетпіс', 'сексен', 'тоқсан'];
const HUNDRED = 'жүз';
const THOUSAND = 'мың';

/** The last word of a whole number as read aloud ('21' → 'бір', '30' → 'отыз', '100' → 'жүз', '5000' → 'мың'). */
export function lastNumeralWord(n: number): string {
  if (n === 0) return UNITS[0]!;
  if (n % 10 !== 0) return UNITS[n % 10]!;
  if (n % 100 !== 0) return TENS[(n % 100) / 10]!;
  if (n % 1000 !== 0) return HUNDRED;
  return THOUSAND;
}

const BACK = /[аоұыя]/;
const FRONT = /[әөүіеиэю]/;
const VOICELESS = /[кқпстфхцчшщ]$/;

/** The dative ending of a Kazakh word: by its last vowel (back: -ға/-қа, front: -ге/-ке) and last sound. */
export function dativeEnding(word: string): string {
  const lower = word.toLowerCase();
  const vowels = [...lower].filter((c) => BACK.test(c) || FRONT.test(c));
  const back = vowels.length > 0 && BACK.test(vowels.at(-1)!);
  const voiceless = VOICELESS.test(lower);
  return back ? (voiceless ? 'қа' : 'ға') : voiceless ? 'ке' : 'ге';
}

/**
 * `text` in the dative: a time or number gets its ending after a hyphen, by the last word it is read with
 * ('09:00' is read by its hour, 'тоғыз': '09:00-ға'; '10:45': '…қырық бес' → '10:45-ке'); a word takes it directly
 * ('1 желтоқсан' → '1 желтоқсанға').
 */
export function kkDative(text: string): string {
  const trimmed = text.trimEnd();
  const time = /(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (time) {
    const minutes = Number(time[2]);
    return `${trimmed}-${dativeEnding(lastNumeralWord(minutes === 0 ? Number(time[1]) : minutes))}`;
  }
  // An amount is read with its currency's name: теңге, рубль (both take -ге).
  if (/[₸₽]$/.test(trimmed)) return `${trimmed}-ге`;
  const number = /(\d[\d\s\u00a0]*)$/.exec(trimmed);
  if (number) return `${trimmed}-${dativeEnding(lastNumeralWord(Number(number[1]!.replace(/\D/g, ''))))}`;
  const word = /([\p{L}]+)$/u.exec(trimmed);
  return word ? `${trimmed}${dativeEnding(word[1]!)}` : trimmed;
}
