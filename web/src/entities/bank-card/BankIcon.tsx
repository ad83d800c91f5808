import { ImageOr } from '../../ui/ImageOr';
import { bankOf, type CardLike } from './banks';

const DEFAULT_ICON = '/media/banks/default.webp';

function DefaultCardIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false" data-bank="default">
      <rect x="2" y="8" width="36" height="24" rx="4" fill="#5d5872" />
      <rect x="2" y="13" width="36" height="5" fill="#1c1830" />
      <rect x="7" y="23" width="12" height="3" rx="1.5" fill="#e6e3ef" />
    </svg>
  );
}

/**
 * The icon of a card's issuing bank: a badge in the bank's colours for the known banks, the server's
 * icon for another bank when it sends one, else the default card icon. Decorative (the bank's name is
 * written beside it).
 */
export function BankIcon({ card, iconUrl, size = 40 }: { card: CardLike; iconUrl?: string | null; size?: number }) {
  const bank = bankOf(card);
  if (bank) {
    const fontSize = bank.short.length > 2 ? 11 : bank.short.length === 2 ? 14 : 18;
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false" data-bank={bank.code}>
        <rect width="40" height="40" rx="10" fill={bank.color} />
        <text
          x="20"
          y="21"
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="700"
          fontSize={fontSize}
          fill={bank.text}
        >
          {bank.short}
        </text>
      </svg>
    );
  }
  return (
    <ImageOr
      src={iconUrl && iconUrl !== DEFAULT_ICON ? iconUrl : null}
      alt=""
      width={size}
      height={size}
      data-bank="server"
      fallback={<DefaultCardIcon size={size} />}
    />
  );
}
