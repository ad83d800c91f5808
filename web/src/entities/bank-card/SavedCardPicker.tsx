// Paying with a saved card: the client's cards (bank icon, masked number, the default marked) to choose one, and the
// pay button: the saved-card part of the pay form (PayForm), which the prepayment page and a gift card's page share.
import type { components } from '@salonbook/sdk';
import { BankIcon } from './BankIcon';
import { BrandIcon, brandName, brandOfMasked } from './PaymentIcons';
import './pay.css';
import { Button } from '../../ui/Button';

type Card = components['schemas']['PaymentCard'];

export interface SavedCardPickerProps {
  cards: Card[];
  chosen: number | null;
  onChoose: (cardId: number) => void;
  onPay: () => void;
  pending: boolean;
  /** The section's name, the default card's badge, and the button's text. */
  labels: { title: string; default: string; pay: string };
}

export function SavedCardPicker({ cards, chosen, onChoose, onPay, pending, labels }: SavedCardPickerProps) {
  return (
    <section className="card payment__cards" aria-label={labels.title}>
      <ul className="payment__card-list">
        {cards.map((card) => {
          const brand = brandOfMasked(card.maskedNumber);
          return (
            <li key={card.id}>
              <label className="payment__card" data-testid={`pay-card-${card.id}`}>
                <input type="radio" name="card" checked={chosen === card.id} onChange={() => onChoose(card.id)} />
                <BankIcon card={card} iconUrl={card.iconUrl} size={32} />
                <span className="payment__card-text">
                  {brand && <span className="visually-hidden">{brandName(brand)}</span>} <span className="payment__number">{card.maskedNumber}</span>{' '}
                  {card.bankName && <span className="payment__bank">{card.bankName}</span>}{' '}
                  {card.isDefault && <span className="payment__badge">{labels.default}</span>}
                </span>
                {brand && <BrandIcon brand={brand} />}
              </label>
            </li>
          );
        })}
      </ul>
      <Button variant="primary" className="payment__pay" disabled={pending || chosen === null} onClick={onPay}>
        {labels.pay}
      </Button>
    </section>
  );
}
