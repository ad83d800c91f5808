// The server's side of every page (React Router's server entry): the app renders with the request's own services
// (app/context.ts: SDK, query cache, i18next, made by web/server/handler.ts), its loaders having asked for its data.
// A page renders to a string in one pass when nothing in it waits (its lazy parts loaded before: every page but the
// first of each after a start); otherwise React's prerender waits for every lazy part instead of leaving its fallback
// for the client.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
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
  await readDataAhead(routerContext);
  const app = (
    <StrictMode>
      <DocumentContext.Provider value={{ services }}>
        <ServerViewProvider view={services.view}>
          <PhoneTextsContext.Provider value={phoneTexts}>
            <ServerRouter context={routerContext} url={request.url} nonce={services.nonce} />
          </PhoneTextsContext.Provider>
        </ServerViewProvider>
      </DocumentContext.Provider>
    </StrictMode>
  );
  const page = inOnePass(app) ?? (await whenWhole(app, services));
  // The state after the render, which formatted the page's phone numbers and read its text modules as it went.
  const matches = routerContext.staticHandlerContext.matches;
  const ns = matches.flatMap((m) => (m.route as { handle?: PageHandle }).handle?.ns ?? []);
  // The state goes in last: the scripts' rewrite then reads the page without it (a quarter of the time).
  const html = fillPageState(scriptsAfterPaint(page, services.nonce), pageState(services, ns));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // A page that is not there, or not whole, is never kept by a shared cache.
  if (status >= 400) headers.set('Cache-Control', PERSONAL_CACHE);
  headers.set('Vary', 'Cookie, Accept-Language');
  headers.append('Server-Timing', `render;dur=${(performance.now() - start).toFixed(1)}`);
  return new Response(html, { status, headers });
}

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * React Router's stream of the page's loader data, read to its end before the render and handed to its
 * <StreamTransfer> as chunks already read (its own cache of them), so that no render of the page waits for it. The
 * stream ends at once: every loader returns its data whole (page.tsx's HeadData, no promise in it).
 */
async function readDataAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const decoder = new TextDecoder();
  let text = '';
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  text += decoder.decode();
  const read = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });
  context.renderMeta.streamCache = { 0: read(false, text), 1: read(true, '') } satisfies StreamCache;
  // Each render takes a reader of its own (a page rendered again takes another); nothing is left to read.
  Object.defineProperty(context, 'serverHandoffStream', { get: () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }) });
}

/** React's marker of a boundary whose content it left to the client (a part that waited, or threw). */
const LEFT_TO_CLIENT = '<!--$!-->';

/**
 * The page rendered synchronously, as a string (12 % less CPU per salon page than a stream, which encodes each piece to
 * be decoded again: `npm run bench:server`), or null when a part of it waited or threw: whenWhole renders it again.
 */
function inOnePass(app: ReactNode): string | null {
  try {
    const html = renderToString(app);
    return html.includes(LEFT_TO_CLIENT) ? null : `<!DOCTYPE html>${html}`;
  } catch {
    return null;
  }
}

/** The page once every part is in (React's prerender, which waits for the lazy ones), or it ran out of time or threw. */
async function whenWhole(app: ReactNode, services: PageServices): Promise<string> {
  const { prelude } = await prerender(app, {
    // Every boundary in place, none outlined with a script to move it (the page has no inline script to allow).
    signal: AbortSignal.timeout(RENDER_WAIT_MS),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // An abort (a part too slow) or a bug (the page threw): either way the page is not whole (server.ts).
      const abort = error instanceof Error && error.name === 'AbortError';
      if (!abort) console.error('[salonbook] server render', error);
      if (services.renderError !== 'error') services.renderError = abort ? 'abort' : 'error';
    },
  });
  return new Response(prelude).text();
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
