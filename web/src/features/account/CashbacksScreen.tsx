// /my/cashbacks: the cashback balance and its operations.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/numbers';
import { AccountPage, LoadError } from './AccountPage';
import { useCashbacks } from './api';

export function CashbacksScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('cashbacks.title')}>
      <Cashbacks />
    </AccountPage>
  );
}

function Cashbacks() {
  const { t, i18n } = useTranslation('account');
  const cashbacks = useCashbacks();
  if (cashbacks.isPending) return <p role="status">{t('common:loading')}</p>;
  if (cashbacks.isError) return <LoadError message={t('errors.load')} retry={() => void cashbacks.refetch()} retryLabel={t('common:error.retry')} />;
  const { balance, currency, operations } = cashbacks.data;
  return (
    <>
      <div className="card account__balance">
        <p className="account__balance-label">{t('cashbacks.balance')}</p>
        <p className="account__balance-value">{formatMoney(balance, i18n.language, currency)}</p>
      </div>
      <h2 className="account__heading">{t('cashbacks.operations')}</h2>
      {operations.length === 0 ? (
        <p className="account__empty card">{t('cashbacks.empty')}</p>
      ) : (
        <ul className="account__list">
          {operations.map((op) => (
            <li key={op.id} className="card account__row">
              <div className="account__row-main">
                <p className="account__row-title">{op.description ?? t(`cashbacks.type.${op.type}`)}</p>
                <p className="account__row-sub">
                  {formatDateTime(op.createdAt)}
                  {op.firmName ? ` · ${op.firmName}` : ''}
                </p>
              </div>
              <p className={`account__amount${op.amount < 0 ? ' account__amount--minus' : ' account__amount--plus'}`}>
                {op.amount > 0 ? '+' : op.amount < 0 ? '−' : ''}
                {formatMoney(Math.abs(op.amount), i18n.language, currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
