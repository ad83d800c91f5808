// Data before code (issue 23): on a landing page the HTML's inline script asks for the first screen's data before any
// module is downloaded, and the app adopts that response as its own request's. No imports: vite.config.ts serialises
// startFirstRequest with toString() into the page, and reads this file too.

/** What the build writes into the page for startFirstRequest. */
export interface FirstRequestPlan {
  /** The API's base URL (VITE_API_BASE_URL; '' for the page's origin). */
  base: string;
  /** Per first screen: its pathname (a regular expression source) and the API path it needs ($1… from the groups). */
  screens: Array<{ path: string; api: string; photo?: boolean }>;
  /**
   * The SDK's headers of a GET with nothing stored, per language (RU, KZ, EN: the `lang` cookie), as the build's SDK
   * sends them (credentials from the build's env). The stored session, user and city add theirs as the SDK does.
   */
  headers: Record<string, Record<string, string>>;
}

/** The request the page started: its URL, headers and response, for the SDK to adopt (adoptFirstRequest). */
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
 * On a first screen with data (the salon on /salon/:id, the home screen's on /) it sends the request the SDK would
 * send, headers included (fixed ones from the plan, the stored session, user and city read from localStorage as the
 * SDK stores them), and leaves it on window for the app. On the salon page it preloads the salon's first photo (the
 * largest thing on its first screen) the moment the salon's data arrives, and shows it in the frame's photo box.
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
  if (Array.isArray(records) && records.some((r: { storageKey?: unknown; value?: unknown; time?: unknown; timeToLive?: unknown } | null) => r?.storageKey === 'app-banner-dismissed' && r.value === true && now - Number(r.time) < Number(r.timeToLive) * 1000))
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
    code = cookie ? decodeURIComponent(cookie[1] ?? '').trim().toUpperCase() : 'RU';
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
  const url = new URL(plan.base + win.location.pathname.replace(new RegExp(screen.path), screen.api), win.location.href).href;
  const response = win.fetch(url, { headers });
  response.catch(() => undefined); // a failure is the adopting request's to report, never an unhandled rejection
  let loaded = () => {};
  const ready = screen.photo ? new Promise<void>((done) => (loaded = done)) : undefined;
  const request: FirstRequest = { url, headers, response, ready };
  (win as unknown as Record<string, FirstRequest>)['__salonbookFirstRequest'] = request; // FIRST_REQUEST
  if (screen.photo)
    response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((firm: { photos?: Array<{ url?: string }>; photoUrl?: string } | null) => {
        // The first of its photos, else its cover (entities/firm firmPhotos).
        const src = firm?.photos?.length ? firm.photos[0]?.url : firm?.photoUrl;
        if (!src) return loaded();
        const href = new URL(src, win.location.href).href; // percent-encoded: safe inside url("…")
        const link = win.document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'image');
        link.setAttribute('fetchpriority', 'high');
        link.onload = link.onerror = () => loaded();
        link.href = href;
        win.document.head.appendChild(link);
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

/**
 * The SDK's fetch (app/early.ts): the page's first request answers the SDK's first identical one (same GET URL, same
 * headers) instead of a second request; anything else, or a differing request, goes to `fetch`.
 */
export function adoptFirstRequest(first: FirstRequest | undefined, fetch: (request: Request) => Promise<Response>) {
  let pending = first;
  return (request: Request): Promise<Response> => {
    if (pending && request.method === 'GET' && request.url === pending.url && sameHeaders(request.headers, pending.headers)) {
      const { response } = pending;
      pending = undefined;
      return response;
    }
    return fetch(request);
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
