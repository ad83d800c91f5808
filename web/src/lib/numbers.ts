// Money with the ₽ sign and service durations (SPEC.md section 9), with Intl only. Each takes the UI language
// ('ru' | 'kk' | 'en'); Russian is the default.

type Lng = 'ru' | 'kk' | 'en';

const INTL_LOCALES: Record<Lng, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-US' };

const intlLocale = (lng: string | undefined) => INTL_LOCALES[lng === 'kk' || lng === 'en' ? lng : 'ru'];

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1 500 ₽ (ru), 1 500 ₽ (kk), ₽1,500 (en); kopecks only when there are any. */
export function formatMoney(amount: number, lng?: string): string {
  const locale = intlLocale(lng);
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}:${fraction}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** 1 ч 30 мин, 45 мин, 2 h: a service duration given in minutes. */
export function formatDuration(minutes: number, lng?: string): string {
  const locale = intlLocale(lng);
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [];
  if (hours) parts.push(unit(hours, 'hour'));
  if (rest || !hours) parts.push(unit(rest, 'minute'));
  return parts.join(' ');
}

/** 850 м, 1,9 км (ru); 850 m, 1.9 km (en): a distance given in metres. */
export function formatDistance(metres: number, lng?: string): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(intlLocale(lng), {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: km && metres < 10_000 ? 1 : 0,
  }).format(km ? metres / 1000 : Math.round(metres / 10) * 10);
}
