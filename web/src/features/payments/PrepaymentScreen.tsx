import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** /salon/reservations/:reservationId/prepayment (placeholder until the payments issue). */
export function PrepaymentScreen() {
  const { reservationId } = useParams();
  const { t } = useTranslation('payments');
  return (
    <PlaceholderScreen ns="payments" prefix="prepayment.">
      <p className="page__lead">{t('prepayment.reservation', { id: reservationId })}</p>
    </PlaceholderScreen>
  );
}
