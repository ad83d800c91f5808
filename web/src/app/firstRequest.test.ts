import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createBookingSdk, type BookingSdk } from '@salonbook/sdk';
import { config } from '../config/env';
import { firmQuery } from '../entities/firm/firm';
import { homeQueries } from '../features/home/api';
import { createQueryClient } from '../lib/query';
import { signIn } from '../test/app';
import { adoptFirstRequest, FIRST_REQUEST, startFirstRequest, type FirstRequest } from './firstRequest';
import { FIRST_SCREEN_MARKS } from './carryOver';
import { firstRequestPlan } from './prerender';

// The function as the page runs it: from its source text alone (vite.config.ts writes it into the HTML).
const inline = new Function(`return (${startFirstRequest.toString()})`)() as typeof startFirstRequest;

const FIRM = { id: 101, name: 'Салон', photos: [{ id: 1, url: 'https://cdn.test/firm-101.webp' }], photoUrl: 'https://cdn.test/cover.webp' };

let pageFetch: Mock<(input: RequestInfo | URL) => Promise<Response>>;
let sdkOwnFetch: Mock<(request: Request) => Promise<Response>>;
const sdks: BookingSdk[] = [];

/** The app's SDK as app/early.ts makes it: the page's first request adopted, anything else to its own fetch. */
function appSdk() {
  const first = (window as unknown as Record<string, FirstRequest | undefined>)[FIRST_REQUEST];
  const sdk = createBookingSdk({ baseUrl: config.apiBaseUrl || location.origin, credentials: config.credentials, fetch: adoptFirstRequest(first, sdkOwnFetch), navigate: () => {} });
  sdks.push(sdk);
  return sdk;
}

beforeEach(() => {
  pageFetch = vi.fn(async (input: RequestInfo | URL) => Response.json(String(input).includes('/firms/') ? FIRM : { banners: [], compilations: [] }));
  sdkOwnFetch = vi.fn(async () => Response.json(FIRM));
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
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
    localStorage.setItem('time-limited-records', JSON.stringify([{ storageKey: 'app-banner-dismissed', timeToLive: 60, time: Date.now() - 61_000, value: true }]));
    inline(await firstRequestPlan());
    const html = document.documentElement;
    expect(FIRST_SCREEN_MARKS.filter((mark) => html.hasAttribute(mark))).toEqual(['data-first-screen']);
  });
});

describe("the first screen's request in the HTML (data before code)", () => {
  it('on /salon/:id the page asks for the salon before any module, the SDK adopts the answer: one request, and the photo is preloaded', async () => {
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    expect(pageFetch).toHaveBeenCalledTimes(1);
    const firm = await createQueryClient().fetchQuery(firmQuery(appSdk(), 101));
    expect(firm).toMatchObject({ id: 101 });
    expect(pageFetch).toHaveBeenCalledTimes(1);
    expect(sdkOwnFetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href).toBe('https://cdn.test/firm-101.webp'));
    // The boot loader starts the app's downloads once the photo has loaded (or failed).
    let ready = false;
    void (window as unknown as Record<string, FirstRequest>)[FIRST_REQUEST]!.ready!.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    document.head.querySelector('link[rel="preload"][as="image"]')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(ready).toBe(true));
  });

  it('a salon whose data fails still lets the app start (its readiness settles)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    await (window as unknown as Record<string, FirstRequest>)[FIRST_REQUEST]!.ready;
  });

  it("shows the salon's photo in the frame's photo box (the HTML's salon page) before the app's code has run", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div class="page salon"><div class="gallery" aria-hidden="true"><span class="skeleton gallery__main"></span></div></div>';
    document.body.append(root);
    history.replaceState(null, '', '/salon/101');
    inline(await firstRequestPlan());
    const place = root.querySelector<HTMLElement>('.gallery__main')!;
    await vi.waitFor(() => expect(place.style.backgroundImage).toContain('https://cdn.test/firm-101.webp'));
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
    const sent = (window as unknown as Record<string, FirstRequest>)[FIRST_REQUEST]!.headers;
    expect(sent).toMatchObject({ Authorization: 'Bearer token', user_id: '5521', city_id: '3', country_code: 'KZ', 'accept-language': 'kz' });
    await createQueryClient().fetchQuery(firmQuery(appSdk(), 101));
    expect(pageFetch).toHaveBeenCalledTimes(1);
    expect(sdkOwnFetch).not.toHaveBeenCalled();
  });

  it("on / the home screen's data is asked for by the page and adopted by the home screen's query", async () => {
    history.replaceState(null, '', '/');
    inline(await firstRequestPlan());
    await createQueryClient().fetchQuery(homeQueries.screen(appSdk(), null));
    expect(pageFetch).toHaveBeenCalledTimes(1);
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
    expect(pageFetch).toHaveBeenCalledTimes(1);

    delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST];
    history.replaceState(null, '', '/my/reservation/history');
    inline(await firstRequestPlan());
    expect(pageFetch).toHaveBeenCalledTimes(1);
    expect((window as unknown as Record<string, unknown>)[FIRST_REQUEST]).toBeUndefined();
  });
});
