// The document every page is rendered in (React Router's framework mode): the head React Router fills from the
// routes' meta and links, the shell (AppShell) with the current screen, and the scripts (entry.server.tsx adds the
// state the client's first render continues from: app/pageState.ts).
import { Links, Meta, Scripts, useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { AppShell } from './AppShell';
import { AppProviders } from './AppProviders';
import { DEFAULT_LNG } from '../lib/i18n';
import { PWA_ASSETS } from '../lib/pwaAssets';
import { JsonLd, type HeadData } from './page';
import { BootScreen } from './BootScreen';
import { RootError } from './RootError';
import { DocumentContext, navigation } from './document';
import { PAGE_STATE } from './pageState';
import { EARLY_TAPS_SCRIPT, replayEarlyTaps } from '../lib/earlyTaps';
import '../styles/global.css';

const APPLE_APP_ID = (import.meta.env.VITE_APPLE_APP_ID as string | undefined)?.trim();

export function Layout({ children }: { children: ReactNode }) {
  const document = useContext(DocumentContext);
  const nonce = document?.services.nonce;
  const lng = document?.services.lng ?? DEFAULT_LNG;
  const html = (
    <html lang={lng}>
      <head>
        {/* Vite's client finds the page's nonce here for the <style> elements it adds (`npm start` only). */}
        {import.meta.env.DEV && nonce && <meta property="csp-nonce" nonce={nonce} />}
        <meta charSet="UTF-8" />
        {/* Taps before the app has the page are held, and tapped again once it has (lib/earlyTaps.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The brand colour (--color-primary, src/styles/tokens.css; the manifests say the same: scripts/make-app-icons.mjs). */}
        <meta name="theme-color" content={PWA_ASSETS.themeColor} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="Salonbook" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        {/* Safari's smart app banner, when the iOS app's id is configured (checked by the build: web/deploy/appBanner.ts). */}
        {APPLE_APP_ID && <meta name="apple-itunes-app" content={`app-id=${APPLE_APP_ID}`} />}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* The installable app: the manifest in the page's language, the home-screen icon iOS asks for (lib/pwaAssets.ts). */}
        <link rel="manifest" href={PWA_ASSETS.manifest[lng]} />
        <link rel="apple-touch-icon" href={PWA_ASSETS.appleTouchIcon} />
        <Meta />
        <Links nonce={nonce} />
        <JsonLd nonce={nonce} />
      </head>
      <body>
        <div id="root">{children}</div>
        <noscript>Salonbook работает с включённым JavaScript.</noscript>
        {/* The page's state (pageState.ts), filled in by the server after its render: before the app's script, which
            is async and may run before the rest of the document has been read. */}
        {document && <script type="application/json" id={PAGE_STATE} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
  return document ? (
    <AppProviders services={document.services} fallback={null}>
      {html}
    </AppProviders>
  ) : (
    html
  );
}

/**
 * The head of the page (the routes' meta, from their loaders) in step with what the page shows: asked again in the
 * language the client switched to, and once the page's own data (its title's) has come in the browser.
 */
function useHeadFollows() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const head = useMatches().at(-1)?.loaderData as HeadData | undefined;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void revalidate.current();
  }, [i18n.language]);
  const waiting = !!head?.waiting;
  useEffect(() => {
    if (!waiting) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') void revalidate.current();
    });
  }, [waiting, queryClient]);
}

export default function Root() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const document = useContext(DocumentContext);
  useHeadFollows();
  useLayoutEffect(() => navigation.attach((path, state) => void navigate(path, { state })), [navigate]);
  useEffect(() => navigation.changed(), [pathname]);
  useEffect(() => {
    // The server asked the API without a session: a signed-in client's answers can differ, so once the page is
    // theirs its data is asked again, shown meanwhile as it came.
    if (document?.hydrating && document.services.sdk.session.get().status === 'authenticated') void document.services.queryClient.invalidateQueries();
    // The page is the app's: its text fields take taps again (global.css), and the taps held meanwhile count now.
    window.document.documentElement.setAttribute('data-hydrated', '');
    replayEarlyTaps();
  }, [document]);
  return <AppShell />;
}
export const ErrorBoundary = RootError;
export const HydrateFallback = BootScreen;
