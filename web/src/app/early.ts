// The first of the app's modules to run, a build entry of its own (vite.config.ts) that main.tsx imports too:
// it makes the SDK and the query client and, on the salon page, asks for the salon (and then its photo) while React,
// the router and the screens are still downloading. On a landing page the HTML's inline script has already sent the
// first screen's request (app/firstRequest.ts): the SDK adopts its response instead of asking again.
import { createBookingSdk } from '@salonbook/sdk';
import { prefetchSalon } from '../entities/firm/firm';
import { config } from '../config/env';
import { createQueryClient } from '../lib/query';
import { nextTask } from '../lib/idle';
import { adoptFirstRequest, FIRST_REQUEST, type FirstRequest } from './firstRequest';

type Navigate = (path: string, state?: unknown) => void;

let navigateTo: Navigate | null = null;
// A navigation the SDK asked for before the router was mounted (the early salon request answered 404): done as
// soon as RouterProvider listens to the router, with its state, instead of a page load.
let pending: Parameters<Navigate> | null = null;

/** Hands the SDK the router's navigation (main.tsx, once RouterProvider has subscribed to the router). */
export function setNavigate(navigate: Navigate) {
  navigateTo = navigate;
  if (pending) navigate(...pending);
  pending = null;
}

/** The app's SDK: same-origin API (or VITE_API_BASE_URL), the router's navigation for the 404 policy. */
export const sdk = createBookingSdk({
  baseUrl: config.apiBaseUrl,
  credentials: config.credentials,
  fetch: adoptFirstRequest((window as unknown as Record<string, FirstRequest[] | undefined>)[FIRST_REQUEST], (request) => globalThis.fetch(request)),
  navigate: (path, state) => {
    if (navigateTo) navigateTo(path, state);
    else pending = [path, state];
  },
});

export const queryClient = createQueryClient();

// In a task of its own: the SDK's first request runs code for the first time (about as long as making the SDK).
const salon = /^\/salon\/(\d+)$/.exec(window.location.pathname);
if (salon) void nextTask().then(() => prefetchSalon(sdk, queryClient, Number(salon[1])));
