// The page renderer (app/server.ts) as `npm start` loads it: React Router's server build of the current code, through
// Vite with the framework's plugin, so that a test renders pages exactly as the server does.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import type { createPageServer } from '../app/server';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

/** A translation module's texts as the server reads them (web/public/locales), for a page renderer under test. */
export function localeTexts(lng: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(ROOT, 'web/public/locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

export async function loadPageServer(): Promise<{ createPageServer: typeof createPageServer; close(): Promise<void> }> {
  process.env.SALONBOOK_FRAMEWORK = '1';
  const vite: ViteDevServer = await createServer({
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const module = (await vite.ssrLoadModule('/src/app/server.ts')) as { createPageServer: typeof createPageServer };
  return { createPageServer: module.createPageServer, close: () => vite.close() };
}

/** The page renderer for a test file: loaded before its tests, closed after them (`pages.create` within a test). */
export function pageServerForFile(): { create: typeof createPageServer } {
  let close = () => Promise.resolve();
  const pages = {
    create: (() => {
      throw new Error('the page server is not loaded yet');
    }) as typeof createPageServer,
  };
  beforeAll(async () => {
    const server = await loadPageServer();
    pages.create = server.createPageServer;
    close = server.close;
  }, 120_000);
  afterAll(() => close());
  return pages;
}
