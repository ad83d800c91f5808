import { ProfessionsScreen } from '../../features/discovery/ProfessionsScreen';
import { page } from '../page';
import { prefetchProfessionsPage } from '../../features/discovery/api';

const screen = page({ title: 'professions', ns: ['discovery'], data: prefetchProfessionsPage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default ProfessionsScreen;
