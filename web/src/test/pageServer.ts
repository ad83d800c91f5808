// The page renderer (app/server.ts) as `npm start` loads it: React Router's server build of the current code, through
// Vite with the framework's plugin, so that a test renders pages exactly as the server does.
import { dirname, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { createPageServer } from '../app/server';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

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
