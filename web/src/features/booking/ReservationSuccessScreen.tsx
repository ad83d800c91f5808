import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** /my/reservation/:reservationId/success (placeholder until the booking issue). */
export function ReservationSuccessScreen() {
  const { reservationId } = useParams();
  const { t } = useTranslation('booking');
  return (
    <PlaceholderScreen ns="booking">
      <p className="page__lead">{t('success.reservation', { id: reservationId })}</p>
    </PlaceholderScreen>
  );
}
