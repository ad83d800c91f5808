// The app's build: the browser's files (<dist>/client, with Vite's manifest) and the Node server that renders the
// pages (<dist>/server/main.js); the deployment's headers go to <dist>/_deploy. `npm run build`, the preview, the e2e
// and perf runs all build through here.
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from './prism.mjs';

export const DIST = join(ROOT, 'web/dist');

/** Builds the client and the server into `dist` (default web/dist). */
export async function buildApp(dist = DIST, { logLevel = 'warn' } = {}) {
  const configFile = join(ROOT, 'vite.config.ts');
  await build({ configFile, logLevel, build: { outDir: join(dist, 'client'), emptyOutDir: true } });
  await build({ configFile, logLevel, build: { ssr: true, outDir: join(dist, 'server'), emptyOutDir: true } });
  return dist;
}

/** Starts a built server in this process (its main.js exports startAppServer). */
export async function startBuiltServer(dist, options) {
  // React's production build: it reads NODE_ENV once, when the server first loads it.
  process.env.NODE_ENV ??= 'production';
  const { startAppServer } = await import(join(dist, 'server/main.js'));
  return startAppServer({ dist, ...options });
}
