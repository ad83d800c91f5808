import { BnplScreen } from '../../features/bnpl/BnplModule';
import { page } from '../page';
import { FeatureGate } from '../../entities/client-config/FeatureGate';

const screen = page({ title: 'bnpl', ns: ['bnpl'] });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default function Page() {
  return (
    <FeatureGate feature="bnpl" ns="bnpl">
      <BnplScreen />
    </FeatureGate>
  );
}
