// /card-payment: the full-page return of a payment (PayBox returns here; a 3-D Secure return that was not in the app's
// frame comes here from /payment-return.html), with `reservationId`, `status` (paid, declined, pending), `reason`,
// `token` (paid by the link) in the query. The query is not trusted: the prepayment's state is asked from the server
// (and asked again, a limited number of times, while the bank has not settled). Paid: the visit is now paid, links
// to my bookings and the visit; declined: why, and another card; still pending after the polls: say so. A gift
// card's, a certificate's or a card's 3-D Secure return that reached the top level (`giftCardId`,
// `certificatePurchaseId`, `cardId`) goes on to the gift card's page, the certificates' page or the account's cards,
// which ask the server for the state. No TermUrl names this page: the 3-D Secure
// frame's return page is the light /payment-return.html.
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseId, paths } from '../../config/paths';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { useApi } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { PageError, PageLoading } from '../../ui/PageState';
import { accountPaths } from '../../entities/session/returnTo';
import { useRefreshAfterPayment } from './api';
import { failureKey } from './outcome';
import '../../entities/bank-card/pay.css';
import './payments.css';
import { buttonClass } from '../../ui/Button';

/** How often, and how many times, a payment the bank has not settled is asked again. */
export const POLL_MS = 2000;
export const POLL_LIMIT = 10;

export function CardPaymentScreen() {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const giftCardId = parseId(search.get('giftCardId') ?? undefined);
  if (giftCardId !== null) return <Navigate to={paths.giftCard(giftCardId)} replace />;
  if (search.has('cardId')) return <Navigate to={accountPaths.cards()} replace />;
  const certificatePurchaseId = parseId(search.get('certificatePurchaseId') ?? undefined);
  if (certificatePurchaseId !== null) return <Navigate to={paths.allCertificates(certificatePurchaseId)} replace />;
  const reservationId = parseId(search.get('reservationId') ?? undefined);
  const status = search.get('status');
  const token = search.get('token');
  if (reservationId === null)
    return (
      <div className="page payment">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__lead">{t('outcome.unknown')}</p>
        <Link className={buttonClass('primary')} to={paths.home()}>
          {t('outcome.home')}
        </Link>
      </div>
    );
  return <Outcome reservationId={reservationId} status={status} reason={search.get('reason')} token={token} />;
}

function Outcome({ reservationId, status, reason, token }: { reservationId: number; status: string | null; reason: string | null; token: string | null }) {
  const { t } = useTranslation('payments');
  const { lng } = useLanguage();
  const signedIn = useCurrentUser() !== null;
  const refresh = useRefreshAfterPayment();
  /** Answers so far (the first, then the polls) and the last one counted. */
  const polls = useRef(0);
  const seen = useRef(0);
  const canAsk = signedIn || token !== null;
  const query = useApi().useQuery(
    'get',
    '/rest/clients-app/v2/reservations/{reservationId}/prepayments',
    { params: { path: { reservationId }, query: token ? { token } : {} } },
    {
      enabled: canAsk,
      staleTime: 0,
      // The bank may settle a moment after it returned: ask again while not paid and not declined, within the limit.
      refetchInterval: (q) => {
        const data = q.state.data;
        // Asked once per answer (react-query asks this more often than it fetches).
        if (q.state.dataUpdatedAt !== seen.current) {
          seen.current = q.state.dataUpdatedAt;
          polls.current += 1;
        }
        if (!data || data.paid || status === 'declined' || polls.current > POLL_LIMIT) return false;
        return POLL_MS;
      },
    },
  );
  const paid = query.data?.paid ?? (!canAsk && status === 'paid');

  useEffect(() => {
    if (paid) void refresh(reservationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it is known to be paid
  }, [paid]);

  const again = token ? paths.prepaymentByLink(reservationId, token) : paths.prepayment(reservationId);

  if (canAsk && query.isPending) return <PageLoading className="payment" title={t('title')} status={t('checking')} placeholder={false} />;
  if (canAsk && query.isError) return <PageError className="payment" title={t('title')} message={t('errors.load')} onRetry={() => void query.refetch()} />;
  if (paid)
    return (
      <div className="page payment">
        <h1 className="page__title">{t('outcome.paidTitle')}</h1>
        <div className="card payment__done" role="status">
          <p>
            {query.data
              ? t('outcome.paid', {
                  amount: formatMoney(query.data.amount, lng, query.data.currency),
                  rest: formatMoney(Math.max(0, (query.data.totalPrice ?? query.data.amount) - query.data.amount), lng, query.data.currency),
                  firm: query.data.firm?.name ?? '',
                })
              : t('outcome.paidShort')}
          </p>
        </div>
        {signedIn ? (
          <div className="payment__links">
            <Link className={buttonClass('primary')} to={paths.reservation(reservationId)}>
              {t('outcome.visit')}
            </Link>
            <Link className={buttonClass('secondary')} to={paths.reservationHistory()}>
              {t('outcome.myBookings')}
            </Link>
          </div>
        ) : (
          // A client without an account (the booking's own page, or the SMS link): the booking as this browser knows it.
          <div className="payment__links">
            <Link className={buttonClass('primary')} to={paths.reservationSuccess(reservationId)}>
              {t('outcome.booking')}
            </Link>
            <Link className={buttonClass('secondary')} to={paths.home()}>
              {t('outcome.home')}
            </Link>
          </div>
        )}
      </div>
    );
  if (status === 'declined')
    return (
      <div className="page payment">
        <h1 className="page__title">{t('outcome.declinedTitle')}</h1>
        <p className="payment__error" role="alert">
          {t(`errors.${failureKey(reason)}`)}
        </p>
        <Link className={buttonClass('primary')} to={again}>
          {t('outcome.tryAnother')}
        </Link>
      </div>
    );
  // Read on every answer (dataUpdatedAt changes even when the answer does not), so the last poll's end is shown.
  const gaveUp = (query.dataUpdatedAt > 0 && polls.current > POLL_LIMIT) || !canAsk;
  return (
    <div className="page payment">
      <h1 className="page__title">{t('outcome.pendingTitle')}</h1>
      <p role="status">{gaveUp ? t('outcome.stillPending') : t('outcome.pending')}</p>
      {gaveUp && (
        <Link className={buttonClass('secondary')} to={again}>
          {t('outcome.back')}
        </Link>
      )}
    </div>
  );
}
