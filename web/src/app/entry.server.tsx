// The server's side of every page (React Router's server entry): the app renders with the request's own services
// (app/context.ts: SDK, query cache, i18next, made by web/server/handler.ts), its loaders having asked for its data,
// and React's prerender waits for every lazy part instead of leaving its fallback for the client.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { ServerViewProvider } from '../lib/hydration';
import { formatPhone } from '../lib/phone';
import { PhoneTextsContext, type PhoneTexts } from '../ui/usePhoneText';
import { dehydrate } from '@tanstack/react-query';
import { DEFAULT_LNG, type Lng } from '../lib/i18n';
import { servicesContext, type PageServices } from './context';
import { PERSONAL_CACHE, type PageHandle } from './page';
import { fillPageState, type PageState } from './pageState';
import { scriptsAfterPaint } from './afterPaint';
import { DocumentContext } from './document';

/** How long a render waits for a lazy part before the client is left to finish it. */
const RENDER_WAIT_MS = 3_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const services = loadContext.get(servicesContext);
  const phones = services.phones;
  // The phone numbers the page shows, formatted here and carried to the browser (which then needs no phone module).
  const phoneTexts: PhoneTexts = { texts: phones, format: (phone) => (phones[phone] ??= formatPhone(phone)) };
  const start = performance.now();
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentContext.Provider value={{ services }}>
        <ServerViewProvider view={services.view}>
          <PhoneTextsContext.Provider value={phoneTexts}>
            <ServerRouter context={routerContext} url={request.url} nonce={services.nonce} />
          </PhoneTextsContext.Provider>
        </ServerViewProvider>
      </DocumentContext.Provider>
    </StrictMode>,
    // Every boundary in place, none outlined with a script to move it (the page has no inline script to allow).
    {
      signal: AbortSignal.timeout(RENDER_WAIT_MS),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        // An abort (a part too slow) or a bug (the page threw): either way the page is not whole (server.ts).
        const abort = error instanceof Error && error.name === 'AbortError';
        if (!abort) console.error('[salonbook] server render', error);
        if (services.renderError !== 'error') services.renderError = abort ? 'abort' : 'error';
      },
    },
  );
  // The state after the render, which formatted the page's phone numbers and read its text modules as it went.
  const matches = routerContext.staticHandlerContext.matches;
  const ns = matches.flatMap((m) => (m.route as { handle?: PageHandle }).handle?.ns ?? []);
  // The state goes in last: the scripts' rewrite then reads the page without it (a quarter of the time).
  const html = fillPageState(scriptsAfterPaint(await new Response(prelude).text(), services.nonce), pageState(services, ns));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // A page that is not there, or not whole, is never kept by a shared cache.
  if (status >= 400) headers.set('Cache-Control', PERSONAL_CACHE);
  headers.set('Vary', 'Cookie, Accept-Language');
  headers.append('Server-Timing', `render;dur=${(performance.now() - start).toFixed(1)}`);
  return new Response(html, { status, headers });
}

/** The page's state: what the client's first render needs to render the same (pageState.ts). */
function pageState(services: PageServices, ns: string[]): PageState {
  const { i18n, lng } = services;
  const names = [...new Set(['common', ...ns, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])])];
  const bundle = (language: Lng) =>
    Object.fromEntries(names.map((name) => [name, (i18n.getResourceBundle(language, name) as Record<string, unknown> | undefined) ?? {}]));
  return {
    lng,
    view: services.view ?? {},
    queries: dehydrate(services.queryClient),
    texts: lng === DEFAULT_LNG ? { [lng]: bundle(lng) } : { [lng]: bundle(lng), [DEFAULT_LNG]: bundle(DEFAULT_LNG) },
    ...(Object.keys(services.phones).length > 0 && { phones: services.phones }),
  };
}
