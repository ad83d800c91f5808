// The routes table of SPEC.md section 2. Every screen is lazy; preloadRoutes() fetches them all after the
// first paint. react-router ranks static segments above /:company, so the fixed names always win.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { BootScreen } from './BootScreen';
import { RootError } from './RootError';
import { REMINDER_KINDS } from '../config/paths';
import type { RouteHandle } from './routeHandle';
import { FeatureGate } from '../entities/client-config/FeatureGate';
import { inIdlePeriods, type Idle } from '../lib/idle';
import type { Feature } from '../entities/client-config/config';

type ScreenModule = Record<string, ComponentType>;

/**
 * The screen modules, by file (several routes may share one: the gift cards', the certificates', the reminder redirects). The file is
 * also the client build's name for the screen's code and styles (its manifest), which the server names in the page.
 */
const screenModules = import.meta.glob<ScreenModule>([
  '../features/home/HomeScreen.tsx',
  '../features/not-found/NotFoundScreen.tsx',
  '../features/raffle/RafflePrizeScreen.tsx',
  '../features/bnpl/BnplModule.tsx',
  '../features/gift-cards/GiftCardModule.tsx',
  '../features/payments/CardPaymentScreen.tsx',
  '../features/payments/PrepaymentScreen.tsx',
  '../features/account/DeleteAccountScreen.tsx',
  '../features/auth/LoginScreen.tsx',
  '../features/account/ProfileScreen.tsx',
  '../features/account/FavoritesScreen.tsx',
  '../features/account/CardsScreen.tsx',
  '../features/account/PaymentsScreen.tsx',
  '../features/account/CashbacksScreen.tsx',
  '../features/redirects/ReminderRedirectScreen.tsx',
  '../features/landing/AppBannerScreen.tsx',
  '../features/landing/BusinessScreen.tsx',
  '../features/company/CompanyScreen.tsx',
  '../features/reservations/ReservationSuccessScreen.tsx',
  '../features/reservations/HistoryScreen.tsx',
  '../features/reservations/VisitScreen.tsx',
  '../features/salon/SalonScreen.tsx',
  '../features/gift-cards/Certificates.tsx',
  '../features/booking/BookingScreen.tsx',
  '../features/master/MasterScreen.tsx',
  '../features/search/SearchScreen.tsx',
  '../features/discovery/CategoryScreen.tsx',
  '../features/discovery/OffersScreen.tsx',
  '../features/discovery/ProfessionsScreen.tsx',
  '../features/discovery/SelectionScreens.tsx',
]);

/** The screens, by name. */
export const screens = {
  home: '../features/home/HomeScreen.tsx',
  notFound: '../features/not-found/NotFoundScreen.tsx',
  raffle: '../features/raffle/RafflePrizeScreen.tsx',
  bnpl: '../features/bnpl/BnplModule.tsx',
  giftCards: '../features/gift-cards/GiftCardModule.tsx',
  cardPayment: '../features/payments/CardPaymentScreen.tsx',
  prepayment: '../features/payments/PrepaymentScreen.tsx',
  deleteAccount: '../features/account/DeleteAccountScreen.tsx',
  login: '../features/auth/LoginScreen.tsx',
  profile: '../features/account/ProfileScreen.tsx',
  favorites: '../features/account/FavoritesScreen.tsx',
  cards: '../features/account/CardsScreen.tsx',
  payments: '../features/account/PaymentsScreen.tsx',
  cashbacks: '../features/account/CashbacksScreen.tsx',
  redirects: '../features/redirects/ReminderRedirectScreen.tsx',
  landing: '../features/landing/AppBannerScreen.tsx',
  business: '../features/landing/BusinessScreen.tsx',
  company: '../features/company/CompanyScreen.tsx',
  success: '../features/reservations/ReservationSuccessScreen.tsx',
  history: '../features/reservations/HistoryScreen.tsx',
  visit: '../features/reservations/VisitScreen.tsx',
  salon: '../features/salon/SalonScreen.tsx',
  certificates: '../features/gift-cards/Certificates.tsx',
  booking: '../features/booking/BookingScreen.tsx',
  master: '../features/master/MasterScreen.tsx',
  search: '../features/search/SearchScreen.tsx',
  category: '../features/discovery/CategoryScreen.tsx',
  offers: '../features/discovery/OffersScreen.tsx',
  professions: '../features/discovery/ProfessionsScreen.tsx',
  selection: '../features/discovery/SelectionScreens.tsx',
} as const;

type ScreenName = keyof typeof screens;

/** A screen module's name in the client build's manifest (relative to web/). */
export const manifestKey = (name: ScreenName) => screens[name].replace(/^\.\.\//, 'src/');

/**
 * A route's lazy screen. `feature`: a screen v2/configs can switch off (bnpl, raffle), which then says so by its
 * address instead of showing the page (entities/client-config FeatureGate).
 */
function screen(name: ScreenName, exportName: string, handle: Omit<RouteHandle, 'module'>, feature?: Feature): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { ...handle, module: manifestKey(name) } satisfies RouteHandle,
    lazy: async () => {
      const module = await screenModules[screens[name]]!();
      const Screen = module[exportName];
      if (!Screen) throw new Error(`${name} has no export ${exportName}`);
      return { Component: feature ? gated(Screen, feature, handle.ns[0] ?? name) : Screen };
    },
  };
}

/** One gated component per screen, whichever time its route's lazy() runs (a new one each time would remount it). */
const gatedScreens = new WeakMap<ComponentType, ComponentType>();
function gated(Screen: ComponentType, feature: Feature, ns: string): ComponentType {
  let Gated = gatedScreens.get(Screen);
  if (!Gated) {
    Gated = () => (
      <FeatureGate feature={feature} ns={ns}>
        <Screen />
      </FeatureGate>
    );
    gatedScreens.set(Screen, Gated);
  }
  return Gated;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppShell,
    HydrateFallback: BootScreen,
    ErrorBoundary: RootError,
    children: [
      { index: true, ...screen('home', 'HomeScreen', { title: 'home', ns: ['home', 'search'], data: 'home' }) },
      { path: 'not-found', ...screen('notFound', 'NotFoundScreen', { title: 'notFound', ns: [] }) },
      { path: 'raffleprize/red_apple', ...screen('raffle', 'RafflePrizeScreen', { title: 'raffle', ns: ['raffle'] }, 'raffle') },
      { path: 'bnpl', ...screen('bnpl', 'BnplScreen', { title: 'bnpl', ns: ['bnpl'] }, 'bnpl') },
      { path: 'gift-cards', ...screen('giftCards', 'GiftCardsScreen', { title: 'giftCards', ns: ['gift-cards', 'payments'] }) },
      { path: 'gift-cards/:giftCardId', ...screen('giftCards', 'GiftCardScreen', { title: 'giftCards', ns: ['gift-cards', 'payments'], clientOnly: true }) },
      { path: 'my/gift-cards', ...screen('giftCards', 'MyGiftCardsScreen', { title: 'myGiftCards', ns: ['gift-cards'], clientOnly: true }) },
      { path: 'gift-cards/link/:token', ...screen('giftCards', 'GiftCardLinkScreen', { title: 'giftCards', ns: ['gift-cards'], meta: 'giftCardLink' }) },
      { path: 'card-payment', ...screen('cardPayment', 'CardPaymentScreen', { title: 'cardPayment', ns: ['payments'], clientOnly: true }) },
      { path: 'delete-account', ...screen('deleteAccount', 'DeleteAccountScreen', { title: 'deleteAccount', ns: ['account'], clientOnly: true }) },
      // Sign-in and the account: two segments under /my, never taken for /:company.
      { path: 'my/login', ...screen('login', 'LoginScreen', { title: 'login', ns: ['auth'], clientOnly: true }) },
      { path: 'my/profile', ...screen('profile', 'ProfileScreen', { title: 'profile', ns: ['account', 'auth'], clientOnly: true }) },
      { path: 'my/favorites', ...screen('favorites', 'FavoritesScreen', { title: 'favorites', ns: ['account'], clientOnly: true }) },
      { path: 'my/cards', ...screen('cards', 'CardsScreen', { title: 'cards', ns: ['account'], clientOnly: true }) },
      { path: 'my/payments', ...screen('payments', 'PaymentsScreen', { title: 'payments', ns: ['account'], clientOnly: true }) },
      { path: 'my/cashbacks', ...screen('cashbacks', 'CashbacksScreen', { title: 'cashbacks', ns: ['account'], clientOnly: true }) },
      ...REMINDER_KINDS.map((kind) => ({
        path: kind,
        ...screen('redirects', 'ReminderRedirectScreen', { title: 'reminder', ns: ['redirects'], clientOnly: true }),
      })),
      { path: 'mainwp', ...screen('landing', 'AppBannerScreen', { title: 'appBanner', ns: ['landing'], clientOnly: true }) },
      { path: 'business/connect', ...screen('business', 'BusinessScreen', { title: 'business', ns: ['landing'] }) },
      { path: ':company', ...screen('company', 'CompanyScreen', { title: 'company', ns: ['company'], meta: 'company' }) },
      {
        path: 'salon/reservations/:reservationId/prepayment',
        ...screen('prepayment', 'PrepaymentScreen', { title: 'prepayment', ns: ['payments'], clientOnly: true }),
      },
      {
        // The prepayment link (no sign-in): the same page, by the reservation's prepayment token.
        path: 'salon/reservations/:reservationId/prepayment/:token',
        ...screen('prepayment', 'PrepaymentScreen', { title: 'prepayment', ns: ['payments'], clientOnly: true }),
      },
      {
        path: 'my/reservation/:reservationId/success',
        ...screen('success', 'ReservationSuccessScreen', { title: 'reservationSuccess', ns: ['booking'], clientOnly: true }),
      },
      { path: 'my/reservation/history', ...screen('history', 'HistoryScreen', { title: 'history', ns: ['reservations'], clientOnly: true }) },
      { path: 'my/reservation/:reservationId', ...screen('visit', 'VisitScreen', { title: 'reservation', ns: ['reservations'], clientOnly: true }) },
      // Child screens of '/' that the spec does not name.
      { path: 'salon/:firmId', ...screen('salon', 'SalonScreen', { title: 'salon', ns: ['salon'], meta: 'salon', data: 'salon' }) },
      { path: 'salon/:firmId/certificates', ...screen('certificates', 'CertificatesScreen', { title: 'certificates', ns: ['salon', 'payments'] }) },
      { path: 'certificates/all', ...screen('certificates', 'AllCertificatesScreen', { title: 'allCertificates', ns: ['salon'] }) },
      { path: 'salon/:firmId/book', ...screen('booking', 'BookingScreen', { title: 'booking', ns: ['booking', 'salon'], clientOnly: true }) },
      { path: 'master/:masterId', ...screen('master', 'MasterScreen', { title: 'master', ns: ['master', 'salon'], meta: 'master', data: 'master' }) },
      { path: 'search/firms', ...screen('search', 'SearchScreen', { title: 'search', ns: ['search'] }) },
      { path: 'category/:categoryId', ...screen('category', 'CategoryScreen', { title: 'category', ns: ['discovery'] }) },
      { path: 'offers/:kind', ...screen('offers', 'OffersScreen', { title: 'offers', ns: ['discovery'] }) },
      { path: 'masters/professions', ...screen('professions', 'ProfessionsScreen', { title: 'professions', ns: ['discovery'] }) },
      {
        path: 'masters/professions/:professionId',
        ...screen('professions', 'ProfessionScreen', { title: 'profession', ns: ['discovery'] }),
      },
      { path: 'selection/start', ...screen('selection', 'QuestionnaireScreen', { title: 'selection', ns: ['discovery'] }) },
      { path: 'selection/:token', ...screen('selection', 'SelectionScreen', { title: 'selection', ns: ['discovery'] }) },
      { path: '*', ...screen('notFound', 'NotFoundScreen', { title: 'notFound', ns: [], status: 404 }) },
    ],
  },
];

/** Every translation module some route reads. */
export function routeNamespaces(list: RouteObject[] = routes): string[] {
  const all = new Set<string>();
  const walk = (items: RouteObject[]) =>
    items.forEach((route) => {
      (route.handle as RouteHandle | undefined)?.ns.forEach((ns) => all.add(ns));
      if (route.children) walk(route.children);
    });
  walk(list);
  return [...all];
}

/** Every other screen's files in the client build, as the server lists them in the page (app/pageState.ts `later`). */
export interface ScreenFiles {
  js: string[];
  css: string[];
}

/** Files per idle period: each hint costs the main thread a little. */
const FILES_PER_PERIOD = 4;

/**
 * Gets every screen ready, a part per idle period, so the work never blocks input (called once the first screen has
 * settled). With the build's list of their `files` (a production page) it downloads them without running them
 * (`modulepreload`; stylesheets `prefetch`, into the HTTP cache, where a `preload` unused for seconds is a console
 * warning per file): a screen's code runs when it is opened, never as a task of its own here
 * (on a phone each screen's evaluation was one 50-170 ms task after the first screen). Without it (`npm start`,
 * tests) it loads every screen module. `extra` tasks (other translation modules) run in the same gentle queue.
 */
export function preloadRoutes(extra: Array<() => Promise<unknown>> = [], idle?: Idle, files?: ScreenFiles): Promise<void> {
  const screensReady = files ? downloads(files) : Object.values(screenModules);
  return inIdlePeriods([...screensReady, ...extra], idle);
}

function downloads(files: ScreenFiles): Array<() => Promise<unknown>> {
  // What the page already has (the first screen's files, which the server named in the page) is skipped.
  const wanted = [...files.js.map((href) => ['modulepreload', href] as const), ...files.css.map((href) => ['prefetch', href] as const)].filter(
    ([, href]) => !document.querySelector(`link[href="${CSS.escape(href)}"]`),
  );
  const tasks: Array<() => Promise<unknown>> = [];
  for (let i = 0; i < wanted.length; i += FILES_PER_PERIOD) {
    const part = wanted.slice(i, i + FILES_PER_PERIOD);
    tasks.push(() =>
      Promise.all(
        part.map(
          ([rel, href]) =>
            new Promise<void>((done) => {
              const link = document.createElement('link');
              link.rel = rel;
              // The same CORS mode as Vite's loader and the boot loader's hints, so the response is reused.
              link.crossOrigin = 'anonymous';
              link.onload = link.onerror = () => done();
              link.href = href;
              document.head.appendChild(link);
            }),
        ),
      ),
    );
  }
  return tasks;
}
