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
   * The API path of its first screen's data, asked for by the page's inline script before any module is downloaded
   * ($1… from `path`'s groups; app/firstRequest.ts); `photo`: preload the salon's first photo when it arrives.
   */
  api?: string;
  photo?: boolean;
}

export const FIRST_SCREENS: FirstScreen[] = [
  { path: '^/$', example: '/', module: 'src/features/home/HomeScreen.tsx', ns: ['home', 'search'], frame: 'home', api: '/rest/clients-app/v1/screen/home' },
  {
    path: '^/salon/(\\d+)$',
    example: '/salon/101',
    module: 'src/features/salon/SalonScreen.tsx',
    ns: ['salon'],
    frame: 'salon',
    api: '/rest/clients-app/v1/firms/$1',
    photo: true,
  },
  {
    path: '^/salon/\\d+/book$',
    example: '/salon/101/book',
    module: 'src/features/booking/BookingScreen.tsx',
    ns: ['booking', 'salon'],
    frame: 'booking',
  },
  { path: '^/master/\\d+$', example: '/master/501', module: 'src/features/master/MasterScreen.tsx', ns: ['master', 'salon'] },
  { path: '^/search/firms$', example: '/search/firms', module: 'src/features/search/SearchScreen.tsx', ns: ['search'] },
  // Reminder, QR and promotion links: people land on them from an SMS or a poster.
  { path: '^/(rsr|rsrwp|rsrqr|firm|firmwp|promo)$', example: '/rsr', module: 'src/features/redirects/ReminderRedirectScreen.tsx', ns: ['redirects'] },
];
