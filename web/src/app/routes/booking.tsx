import { BookingScreen } from '../../features/booking/BookingScreen';
import { page } from '../page';
import { bookingMeta } from '../meta';

const screen = page({ title: 'booking', ns: ['booking', 'salon'], clientOnly: true, meta: bookingMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default BookingScreen;
