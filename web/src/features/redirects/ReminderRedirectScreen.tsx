import { useLocation } from 'react-router-dom';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** rsr, rsrwp, rsrqr, firm, firmwp and promo: one reminder-redirect screen (placeholder until its issue). */
export function ReminderRedirectScreen() {
  const { pathname } = useLocation();
  return (
    <div data-reminder-kind={pathname.replace(/^\//, '')}>
      <PlaceholderScreen ns="redirects" />
    </div>
  );
}
