// A gift card as it is designed: the design's picture (or a drawn tile when it fails), the amount, whom it is for
// and from, and the message. The buy form's live preview and the card's pages draw it the same way.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOr } from '../../ui/ImageOr';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { formatDate } from '../../lib/format';
import type { GiftCard } from './giftCardsApi';

export interface GiftCardFaceProps {
  design: { id: number; name: string; imageUrl: string } | null;
  amount: number | null;
  currency: string;
  recipientName: string;
  senderName?: string | null;
  message?: string | null;
  /** A caption for the preview (the buy form): 'Предпросмотр'. */
  label?: string;
}

export function GiftCardFace({ design, amount, currency, recipientName, senderName, message, label }: GiftCardFaceProps) {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  return (
    <figure className="giftface" data-design={design?.id ?? 'none'} aria-label={label ?? t('face.label')} data-testid="gift-card-face">
      <div className="giftface__card">
        <ImageOr className="giftface__image" src={design?.imageUrl} alt="" fallback={<span className="giftface__image giftface__image--drawn" aria-hidden />} />
        <div className="giftface__text">
          <span className="giftface__brand">Salonbook</span>
          <span className="giftface__amount">{amount ? formatMoney(amount, lng, currency) : '—'}</span>
          {design && <span className="giftface__design">{design.name}</span>}
        </div>
      </div>
      <figcaption className="giftface__caption">
        <p>
          <strong>{t('face.to')}</strong> {recipientName.trim() || t('face.toEmpty')}
        </p>
        {senderName?.trim() && (
          <p>
            <strong>{t('face.from')}</strong> {senderName.trim()}
          </p>
        )}
        {message?.trim() && <p className="giftface__message">«{message.trim()}»</p>}
      </figcaption>
    </figure>
  );
}

/** What a card holds: its balance (after its amount with `withAmount`), code and valid until; `children` adds rows. */
export function GiftCardFacts({ card, withAmount = false, children }: { card: GiftCard; withAmount?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  return (
    <dl className="gifts__facts">
      {withAmount && (
        <>
          <dt>{t('card.amount')}</dt>
          <dd>{formatMoney(card.amount, lng, card.currency)}</dd>
        </>
      )}
      <dt>{t('card.balance')}</dt>
      <dd>{formatMoney(card.balance, lng, card.currency)}</dd>
      {card.code && (
        <>
          <dt>{t('card.code')}</dt>
          <dd className="gifts__code">{card.code}</dd>
        </>
      )}
      {card.expiresAt && (
        <>
          <dt>{t('card.validUntil')}</dt>
          <dd>{formatDate(card.expiresAt)}</dd>
        </>
      )}
      {children}
    </dl>
  );
}
