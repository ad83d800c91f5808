// The floor of `npm run perf` (scripts/perf.mjs): the libraries the app must use (react, react-dom, react-router,
// @tanstack/react-query, jotai, i18next, react-i18next) starting as an app does (a router, a query client, a store,
// the texts) and hydrating one static screen the HTML already carries (index.html). What the app's pages cost beyond
// this is the app's own.
import i18next from 'i18next';
import { atom, Provider as StoreProvider, useAtomValue } from 'jotai';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

void i18next.use(initReactI18next).init({
  lng: 'ru',
  initAsync: false,
  showSupportNotice: false,
  resources: {
    ru: {
      home: {
        title: 'Салоны красоты рядом',
        lead: 'Запишитесь онлайн к мастеру в удобное время: стрижки, маникюр, окрашивание и уход.',
      },
    },
  },
});

const cityAtom = atom('Актау');
const queryClient = new QueryClient();

function Home() {
  const { t } = useTranslation('home');
  useAtomValue(cityAtom);
  useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve(null), staleTime: Infinity });
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StoreProvider>
        <RouterProvider router={router} />
      </StoreProvider>
    </QueryClientProvider>
  </StrictMode>,
);
