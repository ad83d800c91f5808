// /my/gift-cards (signed in): the gift cards the client bought, newest first (listGiftCards): each with its design,
// amount, balance, whom it is for, its status and valid-until; opening one shows its page (pay it, or its link and
// QR code). Empty: the way to buy one.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { ErrorState } from '../../ui/ErrorState';
import { ContentLoading } from '../../ui/PageState';
import { ImageOr } from '../../ui/ImageOr';
import { SignInGate } from '../../entities/session/SignInGate';
import { useMyGiftCards } from './giftCardsApi';
import { useMyCertificates } from './certificatesApi';
import { giftCardStatusKey } from './giftCardStatus';
import './gift-cards.css';
import { buttonClass } from '../../ui/Button';

export function MyGiftCardsScreen() {
  return (
    <SignInGate>
      <MyGiftCards />
    </SignInGate>
  );
}

function MyGiftCards() {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  const query = useMyGiftCards();
  return (
    <div className="page gifts">
      <h1 className="page__title">{t('mine.title')}</h1>
      {query.isPending ? (
        <ContentLoading status={t('mine.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('mine.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="card gifts__issued">
          <p>{t('mine.empty')}</p>
          <Link className={buttonClass('primary')} to={paths.giftCards()}>
            {t('mine.buy')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="gifts__mine">
            {query.data.map((card) => (
              <li key={card.id}>
                <Link
                  className="card gifts__mine-item"
                  to={paths.giftCard(card.id)}
                  aria-label={t('mine.open', { name: card.recipientName, amount: formatMoney(card.amount, lng, card.currency) })}
                >
                  <ImageOr
                    className="gifts__mine-image"
                    src={card.design.imageUrl}
                    alt=""
                    fallback={<span className="gifts__mine-image gifts__design-image--drawn" data-design={card.design.id} aria-hidden />}
                  />
                  <span className="gifts__mine-body">
                    <strong>{formatMoney(card.amount, lng, card.currency)}</strong>
                    <span>{t('mine.to', { name: card.recipientName })}</span>
                    <span className={`gifts__status gifts__status--${giftCardStatusKey(card.status).toLowerCase()}`}>
                      {t(`status.${giftCardStatusKey(card.status)}`)}
                    </span>
                    {card.status === 'ACTIVE' && <span>{t('mine.balance', { amount: formatMoney(card.balance, lng, card.currency) })}</span>}
                    {card.expiresAt && card.status === 'ACTIVE' && <span>{t('mine.until', { date: formatDate(card.expiresAt) })}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.giftCards()}>{t('card.another')}</Link>
        </>
      )}
      <MyCertificates />
    </div>
  );
}

/** The salons' certificates the client bought for themselves: each with its salon, code and valid-until. */
function MyCertificates() {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  const query = useMyCertificates();
  if (!query.data || query.data.length === 0)
    return query.isError ? <ErrorState message={t('mine.certificates.error')} onRetry={() => void query.refetch()} /> : null;
  return (
    <section className="gifts__certificates" aria-labelledby="my-certificates">
      <h2 id="my-certificates">{t('mine.certificates.title')}</h2>
      <ul className="gifts__mine">
        {query.data.map((purchase) => (
          <li key={purchase.id} className="card gifts__mine-item">
            <span className="gifts__mine-body">
              <strong>{purchase.certificateName ?? formatMoney(purchase.price, lng, purchase.currency)}</strong>
              {purchase.firmName && <span>{purchase.firmName}</span>}
              {purchase.code && <span>{t('mine.certificates.code', { code: purchase.code })}</span>}
              {purchase.expiresAt && <span>{t('mine.until', { date: formatDate(purchase.expiresAt) })}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
