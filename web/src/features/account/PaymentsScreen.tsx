// /my/payments: the payment history, page by page.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { flattenPages, type OffsetPage } from '@salonbook/sdk/react';
import type { components } from '@salonbook/sdk';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { AccountPage, LoadError } from './AccountPage';
import { usePaymentHistory } from './api';
import { Button } from '../../ui/Button';

type Payment = components['schemas']['Payment'];

/** The payment statuses with a label; one the server adds later reads as 'unknown' (a neutral label), never a raw key. */
const PAYMENT_STATUSES = ['PAID', 'REFUNDED', 'FAILED', 'PENDING'] as const;
const paymentStatusKey = (status: string): (typeof PAYMENT_STATUSES)[number] | 'unknown' =>
  (PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as (typeof PAYMENT_STATUSES)[number]) : 'unknown';

/**
 * What a payment was for, in the page's language and its money format: a gift card's amount and a prepayment's salon
 * come as fields, so the app writes them; a kind it has no words for keeps the server's own description.
 */
function paymentTitle(payment: Payment, t: TFunction<'account'>, lng: string): string {
  if (payment.kind === 'GIFT_CARD') return t('payments.kind.GIFT_CARD', { amount: formatMoney(payment.amount, lng, payment.currency) });
  if (payment.kind === 'PREPAYMENT' && payment.firmName) return t('payments.kind.PREPAYMENT', { name: payment.firmName });
  return payment.description;
}

export function PaymentsScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('payments.title')}>
      <Payments />
    </AccountPage>
  );
}

function Payments() {
  const { t, i18n } = useTranslation('account');
  const history = usePaymentHistory();
  if (history.isPending) return <p role="status">{t('common:loading')}</p>;
  if (history.isError) return <LoadError message={t('errors.load')} retry={() => void history.refetch()} retryLabel={t('common:error.retry')} />;
  const items = flattenPages<Payment>(history.data as unknown as Parameters<typeof flattenPages<Payment>>[0]);
  const total = (history.data.pages[0] as OffsetPage | undefined)?.total ?? items.length;
  if (items.length === 0) return <p className="account__empty card">{t('payments.empty')}</p>;
  return (
    <>
      <p className="account__count">{t('payments.shown', { shown: items.length, total })}</p>
      <ul className="account__list">
        {items.map((payment) => (
          <li key={payment.id} className="card account__row">
            <div className="account__row-main">
              <p className="account__row-title">{paymentTitle(payment, t, i18n.language)}</p>
              <p className="account__row-sub">
                {formatDateTime(payment.createdAt)}
                {payment.cardMaskedNumber && (
                  <>
                    {' · '}
                    <span className="account__nowrap">{payment.cardMaskedNumber}</span>
                  </>
                )}
              </p>
            </div>
            <div className="account__row-side">
              <p className="account__amount">{formatMoney(payment.amount, i18n.language, payment.currency)}</p>
              <p className={`account__status account__status--${paymentStatusKey(payment.status).toLowerCase()}`}>
                {t(`payments.status.${paymentStatusKey(payment.status)}`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button variant="secondary" className="account__more" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? t('wait') : t('payments.more')}
        </Button>
      )}
      {history.isFetchNextPageError && (
        <p className="field__error" role="alert">
          {t('errors.load')}
        </p>
      )}
    </>
  );
}
