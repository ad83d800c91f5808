// The app's build: the browser's files (<dist>/client, with Vite's manifest) and the Node server that renders the
// pages (<dist>/server/main.js); the deployment's headers go to <dist>/_deploy. `npm run build`, the preview, the e2e
// and perf runs all build through here.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './prism.mjs';

export const DIST = join(ROOT, 'web/dist');

/** Builds the client and the server into `dist` (default web/dist), with `plugins` besides the config's (`npm run perf`'s). */
export async function buildApp(dist = DIST, { logLevel = 'warn', plugins = [] } = {}) {
  const configFile = join(ROOT, 'vite.config.ts');
  // React Router's plugin builds the client's files, then the server (vite.config.ts names its entry), into `dist`
  // (web/react-router.config.ts reads the folder from here).
  process.env.SALONBOOK_DIST = dist;
  const { createBuilder } = await import('vite');
  const builder = await createBuilder({ configFile, logLevel, plugins });
  await builder.buildApp();
  precompress(join(dist, 'client'));
  return dist;
}

/** Starts a built server in this process (its main.js exports startAppServer). */
export async function startBuiltServer(dist, options) {
  // React's production build: it reads NODE_ENV once, when the server first loads it.
  process.env.NODE_ENV ??= 'production';
  const { startAppServer } = await import(join(dist, 'server/main.js'));
  return startAppServer({ dist, ...options });
}

const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt', '.webmanifest']);

/**
 * Each text file of the client's build gets its .br and .gz beside it, compressed once at their best: the app server
 * (serveStatic's `precompressed`) and nginx (`gzip_static`) send them without compressing per request.
 */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
  }
}
