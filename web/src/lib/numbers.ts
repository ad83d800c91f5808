// Money, numbers, durations and distances (SPEC.md section 9). Each takes the UI language ('ru' | 'kk' | 'en');
// Russian is the default. Russian and Kazakh are written by hand rather than through Intl, because browsers
// ship different locale data (Debian's Chromium printed '₽ 6,000 бастап', '4.8' and '1 ч 30 мин' on Kazakh
// pages): '6 000 ₽', '4,8' and '1 сағ 30 мин' in every browser. English uses Intl's en-US, which every
// browser carries.

type Lng = 'ru' | 'kk' | 'en';

const lngOf = (lng: string | undefined): Lng => (lng === 'kk' || lng === 'en' ? lng : 'ru');

/** The currency signs the API sends (`currency`); RUB is the spec's default. Others show their code. */
const CURRENCY_SIGNS: Record<string, string> = { RUB: '₽', KZT: '₸', USD: '$', EUR: '€' };

/** The sign of an ISO 4217 currency code (₽, ₸), or the code itself when it has no sign here. */
export function currencySign(currency: string | null | undefined = 'RUB'): string {
  const code = (currency || 'RUB').toUpperCase();
  return CURRENCY_SIGNS[code] ?? code;
}

const NBSP = '\u00a0';

/** 6 000, 1 234 567,5: digits grouped by three with a no-break space, a decimal comma (ru, kk). */
function groupDigits(value: number, fraction: number): string {
  const fixed = Math.abs(value).toFixed(fraction);
  const [whole = '0', decimals] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${value < 0 ? '−' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** English's number formats by fraction digits, made once: a format is costly to make (the first one loads its data). */
const EN_NUMBERS: Intl.NumberFormat[] = [];
const enNumber = (fraction: number) =>
  (EN_NUMBERS[fraction] ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: fraction, maximumFractionDigits: fraction }));

/** A number in the UI language: 4,8 and 6 000 (ru, kk), 4.8 and 6,000 (en). */
export function formatNumber(value: number, lng?: string, maximumFractionDigits = 1, minimumFractionDigits = 0): string {
  const rounded = Number(value.toFixed(maximumFractionDigits));
  const own = Number.isInteger(rounded) ? 0 : (String(rounded).split('.')[1]?.length ?? 0);
  const fraction = Math.max(minimumFractionDigits, Math.min(maximumFractionDigits, own));
  if (lngOf(lng) === 'en') return enNumber(fraction).format(rounded);
  return groupDigits(rounded, fraction);
}

/**
 * 6 000 ₽, 6 000 ₸ (ru, kk); ₽6,000 (en): money in the API's `currency` (RUB by default); kopecks or tiyn only
 * when there are any.
 */
export function formatMoney(amount: number, lng?: string, currency: string | null = 'RUB'): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const sign = currencySign(currency);
  if (lngOf(lng) === 'en') {
    const number = enNumber(fraction).format(Math.abs(amount));
    return `${amount < 0 ? '-' : ''}${sign.length === 1 ? sign : `${sign} `}${number}`;
  }
  return `${groupDigits(amount, fraction)}${NBSP}${sign}`;
}

const UNITS: Record<Lng, { hour: string; minute: string; metre: string; kilometre: string }> = {
  ru: { hour: 'ч', minute: 'мин', metre: 'м', kilometre: 'км' },
  kk: { hour: 'сағ', minute: 'мин', metre: 'м', kilometre: 'км' },
  en: { hour: 'hr', minute: 'min', metre: 'm', kilometre: 'km' },
};

/** 1 ч 30 мин, 1 сағ 30 мин, 1 hr 30 min: a service duration given in minutes. */
export function formatDuration(minutes: number, lng?: string): string {
  const units = UNITS[lngOf(lng)];
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const parts = [];
  if (hours) parts.push(`${hours}${NBSP}${units.hour}`);
  if (rest || !hours) parts.push(`${rest}${NBSP}${units.minute}`);
  return parts.join(' ');
}

/** 850 м, 1,9 км (ru, kk); 850 m, 1.9 km (en): a distance given in metres. */
export function formatDistance(metres: number, lng?: string): string {
  const units = UNITS[lngOf(lng)];
  if (metres < 1000) return `${formatNumber(Math.round(metres / 10) * 10, lng, 0)}${NBSP}${units.metre}`;
  const km = metres / 1000;
  return `${formatNumber(km, lng, metres < 10_000 ? 1 : 0)}${NBSP}${units.kilometre}`;
}
