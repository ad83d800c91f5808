// Paying in four parts through the provider's installment page (/bnpl says what it is): one method for every pay form
// that offers it (the prepayment, a gift card), each with its own sentence of what the parts are.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import type { PayMethod } from './PayForm';
import { ProviderIcon } from './PaymentIcons';

/** `installment(lead, amount, onGo)`: the installment method for PayForm. */
export function useInstallmentMethod() {
  const { t } = useTranslation('payments');
  return (lead: string, amount: string, onGo: () => void): PayMethod => ({
    kind: 'redirect',
    id: 'installment',
    label: t('methods.installment'),
    icon: <ProviderIcon provider="installment" />,
    lead: (
      <p>
        {lead} <Link to={paths.bnpl()}>{t('installment.more')}</Link>
      </p>
    ),
    button: t('installment.go', { amount }),
    onGo,
  });
}
