import { RafflePrizeScreen } from '../../features/raffle/RafflePrizeScreen';
import { page } from '../page';
import { prefetchRafflePage } from '../../features/raffle/api';

const screen = page({ title: 'raffle', ns: ['raffle'], data: prefetchRafflePage, feature: 'raffle' });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.component(RafflePrizeScreen);
