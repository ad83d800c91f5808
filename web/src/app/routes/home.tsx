import { HomeScreen } from '../../features/home/HomeScreen';
import { page } from '../page';
import { prefetchHomePage } from '../../features/home/api';

const screen = page({ title: 'home', ns: ['home', 'search'], data: prefetchHomePage });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default HomeScreen;
