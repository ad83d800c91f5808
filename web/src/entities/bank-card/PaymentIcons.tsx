// The icons that make the pay form's methods real choices: the card brands (on a new card's method and beside each
// saved card, after its bank), the hosted pages' providers, the installment and a gift card. Decorative: the method's
// or the card's name is written beside each. The brands' colours are their own, not the app's tokens.
import cardValidator from 'card-validator';

/** The brand of a saved card from the first digits of its masked number ('4400 43•• •••• 1234': visa), or null. */
export function brandOfMasked(maskedNumber: string): string | null {
  const digits = /^[\d\s]+/.exec(maskedNumber)?.[0].replace(/\s/g, '') ?? '';
  if (digits.length < 2) return null;
  return cardValidator.number(digits).card?.type ?? null;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mir: 'Мир',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  'american-express': 'American Express',
};

/** The brand's printed name ('Visa', 'Мир'), for text beside an icon. */
export const brandName = (brand: string): string => BRAND_NAMES[brand] ?? brand;

/** A card brand's mark, 40×26 like a card's. */
export function BrandIcon({ brand, height = 20 }: { brand: string; height?: number }) {
  const width = Math.round((height * 40) / 26);
  const box = { width, height, viewBox: '0 0 40 26', 'aria-hidden': true, focusable: 'false' as const, 'data-brand': brand };
  switch (brand) {
    case 'visa':
      return (
        <svg {...box}>
          <rect width="40" height="26" rx="4" fill="#1a1f71" />
          <text x="20" y="17.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontStyle="italic" fontWeight="800" fontSize="12" fill="#ffffff">
            VISA
          </text>
        </svg>
      );
    case 'mastercard':
    case 'maestro':
      return (
        <svg {...box}>
          <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#e6e3ef" />
          <circle cx="16" cy="13" r="7.5" fill={brand === 'maestro' ? '#0099df' : '#eb001b'} />
          <circle cx="24" cy="13" r="7.5" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      );
    case 'mir':
      return (
        <svg {...box}>
          <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#e6e3ef" />
          <text x="20" y="17.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="11" fill="#0f754e">
            МИР
          </text>
        </svg>
      );
    case 'unionpay':
      return (
        <svg {...box}>
          <rect width="40" height="26" rx="4" fill="#005b9a" />
          <text x="20" y="17" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="8.5" fill="#ffffff">
            UnionPay
          </text>
        </svg>
      );
    default:
      return <CardIcon height={height} />;
  }
}

/** A card: the saved cards' method and an unknown brand. */
export function CardIcon({ height = 20 }: { height?: number }) {
  return (
    <svg width={Math.round((height * 40) / 26)} height={height} viewBox="0 0 40 26" aria-hidden focusable="false" data-brand="card">
      <rect x="1" y="1" width="38" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="1" y="6" width="38" height="5" fill="currentColor" />
      <rect x="6" y="16" width="12" height="3" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** The brands a new card may be of (those of the countries served), side by side. */
export function NewCardIcons() {
  return (
    <span className="payment__icons">
      <BrandIcon brand="visa" />
      <BrandIcon brand="mastercard" />
      <BrandIcon brand="mir" />
    </span>
  );
}

/** A provider's hosted page: its name in a badge ('PayBox'), the installment's four parts, a gift card's bow. */
export function ProviderIcon({ provider }: { provider: 'paybox' | 'installment' | 'gift-card' | 'hosted' }) {
  const box = { width: 31, height: 20, viewBox: '0 0 40 26', 'aria-hidden': true, focusable: 'false' as const, 'data-provider': provider };
  if (provider === 'paybox')
    return (
      <svg {...box}>
        <rect width="40" height="26" rx="4" fill="#00a650" />
        <text x="20" y="17" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="9" fill="#ffffff">
          PayBox
        </text>
      </svg>
    );
  if (provider === 'installment')
    return (
      <svg {...box}>
        <rect x="1" y="1" width="38" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x={6 + i * 7.5} y="9" width="5.5" height="8" rx="1.5" fill="currentColor" fillOpacity={i === 0 ? 1 : 0.35} />
        ))}
      </svg>
    );
  if (provider === 'gift-card')
    return (
      <svg {...box}>
        <rect x="1" y="1" width="38" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 1v24M1 13h38" stroke="currentColor" strokeWidth="2" />
        <path d="M14 13c-3-5-8-5-8-1s5 2 8 1c3 1 8 3 8-1s-5-4-8 1Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    );
  return (
    <svg {...box}>
      <rect x="1" y="1" width="38" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13h14m-5-5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
