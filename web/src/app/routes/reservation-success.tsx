import { ReservationSuccessScreen } from '../../features/reservations/ReservationSuccessScreen';
import { page } from '../page';

const screen = page({ title: 'reservationSuccess', ns: ['booking'], clientOnly: true });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.component(ReservationSuccessScreen);
