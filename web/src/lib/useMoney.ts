import { useTranslation } from 'react-i18next';
import { formatMoney } from './numbers';

/** Formats an amount in the interface's language: `const money = useMoney(); money(4500, 'KZT')`. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (n: number, currency?: string) => formatMoney(n, i18n.language, currency);
}
