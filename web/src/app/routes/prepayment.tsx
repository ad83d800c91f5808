import { PrepaymentFallback, PrepaymentScreen } from '../../features/payments/PrepaymentScreen';
import { page } from '../page';

const screen = page({ title: 'prepayment', ns: ['payments'], clientOnly: true, fallback: PrepaymentFallback });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.component(PrepaymentScreen);
