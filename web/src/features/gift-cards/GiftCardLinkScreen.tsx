// /gift-cards/link/:token: the gift card its recipient opens from the link (no sign-in, getGiftCardByToken): the card
// as designed, who it is from and the message, the amount and what is left, the code, valid until, where it can be
// spent, and 'book' to choose a salon.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoading, PageState } from '../../ui/PageState';
import { GiftCardFace, GiftCardFacts } from './GiftCardFace';
import { useGiftCardByToken } from './giftCardsApi';
import './gift-cards.css';
import { giftCardStatusKey } from './giftCardStatus';
import { buttonClass } from '../../ui/Button';
import { TwoColumn } from '../../ui/TwoColumn';

export function GiftCardLinkScreen() {
  const { token = '' } = useParams();
  return <LinkCard key={token} token={token} />;
}

function LinkCard({ token }: { token: string }) {
  const { t } = useTranslation('gift-cards');
  const query = useGiftCardByToken(token);
  if (query.isPending) return <PageLoading className="gifts" title={t('link.title')} status={t('card.loading')} />;
  if (query.isError)
    return (
      <PageState className="gifts" title={t('link.title')}>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <div className="card gifts__issued" role="alert">
            <p>{t('link.notFound')}</p>
            <Link className={buttonClass('secondary')} to={paths.home()}>
              {t('link.home')}
            </Link>
          </div>
        ) : (
          <ErrorState message={t('errors.loadCard')} onRetry={() => void query.refetch()} />
        )}
      </PageState>
    );
  const card = query.data;
  const usable = card.status === 'ACTIVE' && card.balance > 0;
  return (
    <div className="page gifts">
      <h1 className="page__title">{t('link.heading', { name: card.recipientName })}</h1>
      <TwoColumn from="m">
        <aside className="gifts__preview">
          <GiftCardFace
            design={card.design}
            amount={card.amount}
            currency={card.currency}
            recipientName={card.recipientName}
            senderName={card.senderName}
            message={card.message}
          />
        </aside>
        <section className="card gifts__issued gifts__form" aria-label={t('card.details')}>
          <p className={`gifts__status gifts__status--${giftCardStatusKey(card.status).toLowerCase()}`}>{t(`status.${giftCardStatusKey(card.status)}`)}</p>
          <GiftCardFacts card={card} withAmount />
          <h2 className="gifts__subtitle">{t('link.whereTitle')}</h2>
          <p>{t('link.where')}</p>
          {usable ? (
            <>
              <p className="gifts__lead">{t('link.how')}</p>
              <Link className={buttonClass('primary')} to={paths.search()}>
                {t('link.book')}
              </Link>
            </>
          ) : (
            <p role="status">{t(`link.not.${giftCardStatusKey(card.status)}`)}</p>
          )}
        </section>
      </TwoColumn>
    </div>
  );
}
