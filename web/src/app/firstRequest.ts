// Data before code: on a landing page the HTML's inline script asks for the first screen's data before any
// module is downloaded, and the app adopts that response as its own request's. No imports but types: vite.config.ts serialises
// startFirstRequest with toString() into the page, and reads this file too.
import type { FirstScreenRequest } from './firstScreens';

/** What the build writes into the page for startFirstRequest. */
export interface FirstRequestPlan {
  /** The API's base URL (VITE_API_BASE_URL; '' for the page's origin). */
  base: string;
  /** Per first screen: its pathname (a regular expression source) and the requests it needs (app/firstScreens.ts). */
  screens: Array<{ path: string; requests: FirstScreenRequest[] }>;
  /**
   * The SDK's headers of a GET with nothing stored, per language (RU, KZ, EN: the `lang` cookie), as the build's SDK
   * sends them (credentials from the build's env). The stored session, user and city add theirs as the SDK does.
   */
  headers: Record<string, Record<string, string>>;
}

/** A request the page started: its URL, headers and response, for the SDK to adopt (adoptFirstRequest). */
export interface FirstRequest {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
  /** On the salon page: settles once its photo has loaded (or failed, or there is none); the boot loader waits for it. */
  ready?: Promise<void>;
}

/** Where the page leaves it. */
export const FIRST_REQUEST = '__salonbookFirstRequest';

/**
 * Runs inline in the page's head (serialised with toString(): no outside names, nothing but the page's own API).
 * On a first screen with data (app/firstScreens.ts: the home screen's, the salon, the booking step's salon, the
 * client's bookings, a prepayment) it sends the requests the SDK would send, headers included (fixed ones from the
 * plan, the stored session, user and city read from localStorage as the SDK stores them; the signed-in client's own
 * data only while a session is stored), and leaves them on window for the app. Pictures of the answers are preloaded
 * the moment they arrive: on the salon page its first photo (the largest thing on its first screen), also shown in the
 * frame's photo box; on My bookings the visited salons' photos.
 */
export function startFirstRequest(plan: FirstRequestPlan, win: Window = window): void {
  const stored = (key: string): unknown => {
    try {
      const text = win.localStorage.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  };
  // The HTML's first screen is a first visit's (app/prerender.tsx). Until the app takes it over (it removes these
  // marks, app/carryOver.ts), this visitor's storage adjusts it: a stored session hides 'sign in', a closed app
  // banner stays closed (no shift when the app renders without it), and a sign-in link returns to this page, not to
  // the page the build rendered (the salon frame is salon 101's).
  const html = win.document.documentElement;
  html.setAttribute('data-first-screen', '');
  if (stored('accessToken')) html.setAttribute('data-signed-in', '');
  const records = stored('time-limited-records');
  const now = Date.now();
  if (
    Array.isArray(records) &&
    records.some(
      (r: { storageKey?: unknown; value?: unknown; time?: unknown; timeToLive?: unknown } | null) =>
        r?.storageKey === 'app-banner-dismissed' && r.value === true && now - Number(r.time) < Number(r.timeToLive) * 1000,
    )
  )
    html.setAttribute('data-banner-closed', '');
  // A tap on one of the screen's buttons or a search sent before the app has taken over: kept for the app to do again
  // (app/carryOver.ts reads window.__salonbookFirstScreen); a form is not sent natively (a reload would lose it).
  const taps = { pressed: -1, submitted: -1 };
  (win as unknown as Record<string, typeof taps>)['__salonbookFirstScreen'] = taps; // FIRST_SCREEN_TAPS
  win.document.addEventListener(
    'click',
    (event) => {
      const root = win.document.getElementById('root');
      if (!root || !html.hasAttribute('data-first-screen') || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (button && root.contains(button) && button.type !== 'submit') taps.pressed = [...root.querySelectorAll('button')].indexOf(button);
      const link = event.target.closest('a[href*="returnTo="]');
      if (!link || !root.contains(link)) return;
      const url = new URL((link as HTMLAnchorElement).href);
      url.searchParams.set('returnTo', win.location.pathname + win.location.search);
      (link as HTMLAnchorElement).href = url.href;
    },
    true,
  );
  win.document.addEventListener(
    'submit',
    (event) => {
      const root = win.document.getElementById('root');
      if (!root || !html.hasAttribute('data-first-screen') || !(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
      event.preventDefault();
      taps.submitted = [...root.querySelectorAll('form')].indexOf(event.target);
    },
    true,
  );
  const screen = plan.screens.find((s) => new RegExp(s.path).test(win.location.pathname));
  if (!screen || typeof win.fetch !== 'function') return;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(win.document.cookie);
  let code = 'RU';
  try {
    code = cookie
      ? decodeURIComponent(cookie[1] ?? '')
          .trim()
          .toUpperCase()
      : 'RU';
  } catch {
    code = 'RU';
  }
  const headers: Record<string, string> = { ...(plan.headers[code] ?? plan.headers.RU) };
  const latin1 = (value: unknown) => typeof value === 'string' && /^[\x20-\x7e\xa0-\xff]*$/.test(value);
  const referrer = stored('user-referrer');
  if (latin1(referrer)) headers.referrer = referrer as string;
  const token = stored('accessToken');
  if (latin1(token)) headers.Authorization = `Bearer ${token as string}`;
  const user = stored('currentUser') as { id?: unknown } | null;
  if (user && typeof user === 'object') headers.user_id = String(user.id);
  const city = stored('currentUsersCity') as { id?: unknown } | null;
  const country = stored('currentUsersCountry') as { isoCode?: unknown } | null;
  if (city && country && city.id !== undefined && latin1(country.isoCode)) {
    headers.city_id = String(city.id);
    headers.country_code = country.isoCode as string;
  }
  const search = win.location.search;
  const requests: FirstRequest[] = [];
  for (const wanted of screen.requests) {
    if ((wanted.session && !headers.Authorization) || (wanted.search !== undefined && !new RegExp(wanted.search).test(search))) continue;
    const url = new URL(plan.base + win.location.pathname.replace(new RegExp(screen.path), wanted.api), win.location.href).href;
    const response = win.fetch(url, { headers });
    response.catch(() => undefined); // a failure is the adopting request's to report, never an unhandled rejection
    const request: FirstRequest = { url, headers, response };
    requests.push(request);
    if (!wanted.photos) continue;
    let loaded = () => {};
    if (wanted.photos === 'firm') request.ready = new Promise<void>((done) => (loaded = done));
    const preload = (src: string | undefined, first: boolean) => {
      if (!src) return null;
      const href = new URL(src, win.location.href).href; // percent-encoded: safe inside url("…")
      const link = win.document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      if (first) link.setAttribute('fetchpriority', 'high');
      if (first) link.onload = link.onerror = () => loaded();
      link.href = href;
      win.document.head.appendChild(link);
      return href;
    };
    response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((data: unknown) => {
        if (wanted.photos === 'firms') {
          // The visited salons' cards (features/reservations HistoryScreen): the first three's photoUrl, which it renders eagerly.
          if (Array.isArray(data)) data.slice(0, 3).forEach((firm: { photoUrl?: string } | null, index) => preload(firm?.photoUrl, index === 0));
          return;
        }
        // The salon's first photo, else its cover (entities/firm firmPhotos).
        const firm = data as { photos?: Array<{ url?: string }>; photoUrl?: string } | null;
        const href = preload(firm?.photos?.length ? firm.photos[0]?.url : firm?.photoUrl, true);
        if (!href) return loaded();
        // While the app's code still downloads, the page's frame shows the photo in its place (the photo's box of the
        // salon page's HTML, the same size and fit as the <img> the page then renders over it with the same file).
        const place = win.document.querySelector<HTMLElement>('#root .gallery > .gallery__main');
        if (place) {
          place.style.animation = 'none';
          place.style.background = `center / cover no-repeat url("${href}")`;
        }
      })
      .catch(() => loaded());
  }
  if (requests.length) (win as unknown as Record<string, FirstRequest[]>)['__salonbookFirstRequest'] = requests; // FIRST_REQUEST
}

/**
 * The SDK's fetch (app/early.ts): each request the page started answers the SDK's first identical one (same GET URL,
 * same headers) instead of a second request; anything else, or a differing request, goes to `fetch`.
 */
export function adoptFirstRequest(first: FirstRequest[] | undefined, fetch: (request: Request) => Promise<Response>) {
  const pending = [...(first ?? [])];
  return (request: Request): Promise<Response> => {
    const index = request.method === 'GET' ? pending.findIndex((p) => request.url === p.url && sameHeaders(request.headers, p.headers)) : -1;
    if (index < 0) return fetch(request);
    const [adopted] = pending.splice(index, 1);
    return adopted!.response;
  };
}

function sameHeaders(actual: Headers, expected: Record<string, string>): boolean {
  const want = new Map(Object.entries(expected).map(([name, value]) => [name.toLowerCase(), value]));
  let count = 0;
  for (const [name, value] of actual.entries()) {
    count += 1;
    if (want.get(name.toLowerCase()) !== value) return false;
  }
  return count === want.size;
}
