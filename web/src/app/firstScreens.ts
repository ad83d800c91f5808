// The screens visitors most often land on. For these the HTML page itself starts loading the screen's code,
// styles and texts (vite.config.ts writes the hints into index.html), so they arrive together with the main
// script instead of after it; the data of some (api) and their static part (frame) come with the HTML itself.
// No imports here: vite.config.ts reads this file too.

export interface FirstScreen {
  /** The pathname it is (a regular expression source). */
  path: string;
  /** A path it matches (routes.test.tsx checks the table against the routes). */
  example: string;
  /** The screen's module, from web/. */
  module: string;
  /** Its translation modules besides 'common' (the same as its route's handle). */
  ns: string[];
  /**
   * The build renders this screen's static part into an HTML page of its own, `_frames/<frame>.<lng>.html`
   * (app/prerender.tsx, from `example`), which the server answers for the path (vite.config.ts, web/deploy).
   */
  frame?: string;
  /**
   * The frame's screen is the signed-in client's (My bookings, a prepayment): its content is rendered as a client with a
   * stored session sees it before any answer (the title and the content's place), the shell as every frame's. A
   * visitor without a session sees the same title, then the screen's way to sign in.
   */
  signedIn?: true;
  /**
   * Its first screen's data, asked for by the page's inline script before any module is downloaded
   * (app/firstRequest.ts); the SDK adopts each answer instead of asking again.
   */
  requests?: FirstScreenRequest[];
}

export interface FirstScreenRequest {
  /** The API path and query exactly as the screen's query sends it ($1… from the screen's `path` groups). */
  api: string;
  /** The signed-in client's own data: asked only while a session is stored. */
  session?: true;
  /** Asked only when the page's query string (`location.search`) matches this regular expression: the view it is for. */
  search?: string;
  /**
   * Pictures to preload the moment the answer arrives: `firm`, the salon's first photo (shown in the frame's photo
   * box; the boot loader starts the code once it has loaded); `firms`, the photos of the first salons listed.
   */
  photos?: 'firm' | 'firms';
}

/** The client configuration: every screen reads it (entities/client-config). */
const CONFIG: FirstScreenRequest = { api: '/rest/clients-app/v2/configs' };

export const FIRST_SCREENS: FirstScreen[] = [
  {
    path: '^/$',
    example: '/',
    module: 'src/features/home/HomeScreen.tsx',
    ns: ['home', 'search'],
    frame: 'home',
    requests: [{ api: '/rest/clients-app/v1/screen/home' }, CONFIG],
  },
  {
    path: '^/salon/(\\d+)$',
    example: '/salon/101',
    module: 'src/features/salon/SalonScreen.tsx',
    ns: ['salon'],
    frame: 'salon',
    requests: [{ api: '/rest/clients-app/v1/firms/$1', photos: 'firm' }, CONFIG],
  },
  {
    path: '^/salon/(\\d+)/book$',
    example: '/salon/101/book',
    module: 'src/features/booking/BookingScreen.tsx',
    ns: ['booking', 'salon'],
    frame: 'booking',
    requests: [{ api: '/rest/clients-app/v1/reservations/firm/$1' }, CONFIG],
  },
  { path: '^/master/\\d+$', example: '/master/501', module: 'src/features/master/MasterScreen.tsx', ns: ['master', 'salon'] },
  { path: '^/search/firms$', example: '/search/firms', module: 'src/features/search/SearchScreen.tsx', ns: ['search'] },
  // The signed-in client's bookings (the account menu's 'My bookings'): the first page of upcoming visits on the
  // plain address (the header's link), and the visited salons with their photos.
  {
    path: '^/my/reservation/history$',
    example: '/my/reservation/history',
    module: 'src/features/reservations/HistoryScreen.tsx',
    ns: ['reservations'],
    frame: 'history',
    signedIn: true,
    requests: [
      { api: '/rest/clients-app/v2/reservations?type=future&limit=10&offset=0', session: true, search: '^$' },
      { api: '/rest/clients-app/v2/reservations/history/firms', session: true, photos: 'firms' },
      CONFIG,
    ],
  },
  // A prepayment: the client's own (signed in), and the SMS link's (by its token, no sign-in).
  {
    path: '^/salon/reservations/(\\d+)/prepayment$',
    example: '/salon/reservations/90301/prepayment',
    module: 'src/features/payments/PrepaymentScreen.tsx',
    ns: ['payments'],
    frame: 'prepayment',
    signedIn: true,
    requests: [{ api: '/rest/clients-app/v2/reservations/$1/prepayments', session: true }, CONFIG],
  },
  {
    path: '^/salon/reservations/(\\d+)/prepayment/([^/]+)$',
    example: '/salon/reservations/90301/prepayment/token',
    module: 'src/features/payments/PrepaymentScreen.tsx',
    ns: ['payments'],
    frame: 'prepayment-link',
    requests: [{ api: '/rest/v1/client/prepayment-registration/$1/$2' }, CONFIG],
  },
  // Reminder, QR and promotion links: people land on them from an SMS or a poster.
  { path: '^/(rsr|rsrwp|rsrqr|firm|firmwp|promo)$', example: '/rsr', module: 'src/features/redirects/ReminderRedirectScreen.tsx', ns: ['redirects'] },
];
