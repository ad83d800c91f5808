import { RafflePrizeScreen } from '../../features/raffle/RafflePrizeScreen';
import { page } from '../page';
import { prefetchRafflePage } from '../../features/raffle/api';
import { FeatureGate } from '../../entities/client-config/FeatureGate';

const screen = page({ title: 'raffle', ns: ['raffle'], data: prefetchRafflePage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default function Page() {
  return (
    <FeatureGate feature="raffle" ns="raffle">
      <RafflePrizeScreen />
    </FeatureGate>
  );
}
