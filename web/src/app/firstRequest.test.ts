import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createElement } from 'react';
import { render, cleanup, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBookingSdk, type BookingSdk } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { config } from '../config/env';
import { firmQuery } from '../entities/firm/firm';
import { homeQueries } from '../features/home/api';
import { createAnalytics } from '../lib/analytics';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query';
import { localeFetch, signIn } from '../test/app';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { adoptFirstRequest, FIRST_REQUEST, startFirstRequest, type FirstRequest } from './firstRequest';
import { FIRST_SCREEN_MARKS } from './carryOver';
import { firstRequestPlan } from './prerender';

// The function as the page runs it: from its source text alone (vite.config.ts writes it into the HTML).
const inline = new Function(`return (${startFirstRequest.toString()})`)() as typeof startFirstRequest;

const FIRM = { id: 101, name: 'Салон', photos: [{ id: 1, url: 'https://cdn.test/firm-101.webp' }], photoUrl: 'https://cdn.test/cover.webp' };

let pageFetch: Mock<(input: RequestInfo | URL) => Promise<Response>>;
let sdkOwnFetch: Mock<(request: Request) => Promise<Response>>;
const sdks: BookingSdk[] = [];

/** The requests the page's inline script started. */
const firstRequests = () => (window as unknown as Record<string, FirstRequest[] | undefined>)[FIRST_REQUEST] ?? [];

/** What the app's SDK asked for (adopted or sent). */
let sdkAsked: string[] = [];

/** The app's SDK as app/early.ts makes it: the page's first requests adopted, anything else to its own fetch. */
function appSdk() {
  const adopt = adoptFirstRequest(firstRequests(), sdkOwnFetch);
  const fetch = (request: Request) => {
    sdkAsked.push(request.url);
    return adopt(request);
  };
  const sdk = createBookingSdk({ baseUrl: config.apiBaseUrl || location.origin, credentials: config.credentials, fetch, navigate: () => {} });
  sdks.push(sdk);
  return sdk;
}

beforeEach(() => {
  sdkAsked = [];
  pageFetch = vi.fn(async (input: RequestInfo | URL) => Response.json(String(input).includes('/firms/') ? FIRM : { banners: [], compilations: [] }));
  sdkOwnFetch = vi.fn(async () => Response.json(FIRM));
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
  cleanup();
  sdks.splice(0).forEach((sdk) => sdk.dispose());
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST];
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  history.replaceState(null, '', '/');
  for (const mark of FIRST_SCREEN_MARKS) document.documentElement.removeAttribute(mark);
});

describe("the HTML's first screen adjusted to this visitor until the app takes over", () => {
  it('a stored session hides sign-in, a closed banner stays closed, a sign-in link returns to this page', async () => {
    localStorage.setItem('accessToken', JSON.stringify('token'));
    localStorage.setItem('time-limited-records', JSON.stringify([{ storageKey: 'app-banner-dismissed', timeToLive: 3600, time: Date.now(), value: true }]));
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<a href="/login?returnTo=%2Fsalon%2F101">Войти</a>';
    document.body.append(root);
    history.replaceState(null, '', '/salon/102?tab=reviews');
    inline(await firstRequestPlan());
    const html = document.documentElement;
    expect(['data-first-screen', 'data-signed-in', 'data-banner-closed'].filter((mark) => html.hasAttribute(mark))).toHaveLength(3);
    const link = root.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(new URL(link.href).searchParams.get('returnTo')).toBe('/salon/102?tab=reviews');
    root.remove();
  });

  it('keeps the last button tapped and a search sent before any module ran (the form is not sent natively)', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<button type="button">Актау</button><form role="search"><input><button>Найти</button></form>';
    document.body.append(root);
    inline(await firstRequestPlan());
    root.querySelector('button')!.click();
    const taps = (window as unknown as Record<string, { pressed: number; submitted: number }>)['__salonbookFirstScreen']!;
    expect(taps.pressed).toBe(0);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(taps).toEqual({ pressed: 0, submitted: 0 });
    document.documentElement.removeAttribute('data-first-screen');
    root.querySelector('button')!.click();
    expect(taps.pressed).toBe(0);
    root.remove();
  });

  it('a first visit has only the first-screen mark; an expired banner record does not count', async () => {
    localStorage.setItem(
      'time-limited-records',
      JSON.stringify([{ storageKey: 'app-banner-dismissed', timeToLive: 60, time: Date.now() - 61_000, value: true }]),
    );
    inline(await firstRequestPlan());
    const html = document.documentElement;
    expect(FIRST_SCREEN_MARKS.filter((mark) => html.hasAttribute(mark))).toEqual(['data-first-screen']);
  });
});

describe("the first screen's request in the HTML (data before code)", () => {
  it('on /salon/:id the page asks for the salon (and the configuration) before any module, the SDK adopts the answer: one request, and the photo is preloaded', async () => {
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    expect(pageFetch).toHaveBeenCalledTimes(2);
    const firm = await createQueryClient().fetchQuery(firmQuery(appSdk(), 101));
    expect(firm).toMatchObject({ id: 101 });
    expect(pageFetch).toHaveBeenCalledTimes(2);
    expect(sdkOwnFetch).not.toHaveBeenCalled();
    await waitFor(() => expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href).toBe('https://cdn.test/firm-101.webp'));
    // The boot loader starts the app's downloads once the photo has loaded (or failed).
    let ready = false;
    void firstRequests()
      .find((r) => r.ready)!
      .ready!.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    document.head.querySelector('link[rel="preload"][as="image"]')!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(ready).toBe(true));
  });

  it('a salon whose data fails still lets the app start (its readiness settles)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    await firstRequests().find((r) => r.ready)!.ready;
  });

  it("shows the salon's photo in the frame's photo box (the HTML's salon page) before the app's code has run", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div class="page salon"><div class="gallery" aria-hidden="true"><span class="skeleton gallery__main"></span></div></div>';
    document.body.append(root);
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    const place = root.querySelector<HTMLElement>('.gallery__main')!;
    await waitFor(() => expect(place.style.backgroundImage).toContain('https://cdn.test/firm-101.webp'));
    expect(place.style.backgroundSize).toBe('cover');
    root.remove();
  });

  it("sends the SDK's own headers: the language cookie, the stored session, user and city (else the SDK would ask again)", async () => {
    signIn(appSdk());
    const setup = appSdk();
    setup.storage.set('currentUsersCity', { id: 3, name: 'Актау' });
    setup.storage.set('currentUsersCountry', { isoCode: 'KZ' });
    document.cookie = 'lang=KZ; path=/';
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    const sent = firstRequests()[0]!.headers;
    expect(sent).toMatchObject({ Authorization: 'Bearer token', user_id: '5521', city_id: '3', country_code: 'KZ', 'accept-language': 'kz' });
    await createQueryClient().fetchQuery(firmQuery(appSdk(), 101));
    expect(pageFetch).toHaveBeenCalledTimes(2);
    expect(sdkOwnFetch).not.toHaveBeenCalled();
  });

  it("on / the home screen's data is asked for by the page and adopted by the home screen's query", async () => {
    history.replaceState(null, '', '/');
    inline(await firstRequestPlan());
    await createQueryClient().fetchQuery(homeQueries.screen(appSdk(), null));
    expect(pageFetch).toHaveBeenCalledTimes(2);
    expect(sdkOwnFetch).not.toHaveBeenCalled();
  });

  it('a request that differs (another salon, a second call) goes out as usual; pages without data send nothing', async () => {
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    const sdk = appSdk();
    await createQueryClient().fetchQuery(firmQuery(sdk, 102));
    expect(sdkOwnFetch).toHaveBeenCalledTimes(1);
    await createQueryClient().fetchQuery(firmQuery(sdk, 101));
    await createQueryClient().fetchQuery(firmQuery(sdk, 101));
    expect(sdkOwnFetch).toHaveBeenCalledTimes(2);
    expect(pageFetch).toHaveBeenCalledTimes(2);

    delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST];
    history.replaceState(null, '', '/search/firms');
    inline(await firstRequestPlan());
    expect(pageFetch).toHaveBeenCalledTimes(2);
    expect((window as unknown as Record<string, unknown>)[FIRST_REQUEST]).toBeUndefined();
  });
});

describe("the app's screens adopt the page's requests (their queries send exactly what firstScreens.ts names)", () => {
  /** The page at `path` against a sandbox: the inline script first, then the app's routes with the app's SDK. */
  async function land(path: string, { signedIn = false } = {}) {
    const sandbox = createSandbox();
    pageFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => sandbox.fetch(new Request(input, init)));
    vi.stubGlobal('fetch', pageFetch);
    sdkOwnFetch = vi.fn((request: Request) => sandbox.fetch(request));
    if (signedIn) signIn(appSdk(), sandbox.signIn());
    history.replaceState(null, '', path);
    inline(await firstRequestPlan());
    const sent = firstRequests().map((r) => r.url);
    sdkAsked = [];
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const i18n = createI18n({ lng: 'ru', version: 'test', fetch: localeFetch().fetch, log: () => {} });
    const services = { sdk: appSdk(), i18n, queryClient: createQueryClient(), analytics: createAnalytics(null) };
    render(createElement(AppProviders, { services, children: createElement(RouterProvider, { router }) }));
    // Every request the page sent is one the screen asks for, answered by the page's response (never sent again).
    await waitFor(() => expect(sent.filter((url) => !sdkAsked.includes(url))).toEqual([]));
    expect(sdkOwnFetch.mock.calls.map(([request]) => request.url).filter((url) => sent.includes(url))).toEqual([]);
    return sent.map((url) => url.replace(/^https?:\/\/[^/]+/, ''));
  }

  it('My bookings signed in: the upcoming visits, the visited salons (their photos preloaded) and the configuration', async () => {
    const sent = await land('/my/reservation/history', { signedIn: true });
    expect(sent).toEqual([
      '/rest/clients-app/v2/reservations?type=future&limit=10&offset=0',
      '/rest/clients-app/v2/reservations/history/firms',
      '/rest/clients-app/v2/configs',
    ]);
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]').length).toBeGreaterThan(0));
    // Each preloaded photo is a visited salon's card photo the screen loads at once (not lazy: no preload left unused).
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href);
    await waitFor(() => expect(document.querySelectorAll('.history__firm-photo').length).toBeGreaterThanOrEqual(preloaded.length));
    const eager = [...document.querySelectorAll<HTMLImageElement>('img.history__firm-photo')]
      .filter((img) => img.getAttribute('loading') === 'eager')
      .map((img) => img.src);
    expect(eager).toEqual(preloaded);
  });

  it('My bookings: the past tab is not the upcoming list; without a session nothing of the client is asked', async () => {
    expect(await land('/my/reservation/history?tab=past', { signedIn: true })).toEqual([
      '/rest/clients-app/v2/reservations/history/firms',
      '/rest/clients-app/v2/configs',
    ]);
    cleanup();
    localStorage.clear();
    delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST];
    expect(await land('/my/reservation/history')).toEqual(['/rest/clients-app/v2/configs']);
  });

  it("a prepayment: the client's own signed in, the SMS link's by its token", async () => {
    expect(await land('/salon/reservations/90211/prepayment', { signedIn: true })).toEqual([
      '/rest/clients-app/v2/reservations/90211/prepayments',
      '/rest/clients-app/v2/configs',
    ]);
    cleanup();
    localStorage.clear();
    delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST];
    expect(await land('/salon/reservations/90211/prepayment/pp_7d1e4b9c2a')).toEqual([
      '/rest/v1/client/prepayment-registration/90211/pp_7d1e4b9c2a',
      '/rest/clients-app/v2/configs',
    ]);
  });

  it("the booking step: the salon's booking information and the configuration", async () => {
    expect(await land('/salon/101/book')).toEqual(['/rest/clients-app/v1/reservations/firm/101', '/rest/clients-app/v2/configs']);
  });

  it("home and salon pages: the screen's data and the configuration", async () => {
    expect(await land('/')).toEqual(['/rest/clients-app/v1/screen/home', '/rest/clients-app/v2/configs']);
    cleanup();
    delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST];
    expect(await land('/salon/101')).toEqual(['/rest/clients-app/v1/firms/101', '/rest/clients-app/v2/configs']);
  });
});
