import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import { serwist } from '@serwist/vite';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { appleAppBanner } from './web/deploy/appBanner.ts';
import { SDK_SOURCE_ALIAS } from './scripts/lib/sdk-source.ts';
import { buildKind, DEMO_BUILD_VARIABLE, headerEnv, missingCredentials, nginxSnippet, securityHeaders } from './web/deploy/headers.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = join(ROOT, 'web');
const LOCALES = join(WEB, 'public/locales');
/** The 3-D Secure frame's light return page (src/entities/bank-card/ThreeDsFrame.return.ts): a page of its own, not the app. */
const PAYMENT_RETURN = join(WEB, 'payment-return.html');

/** A short hash of every translation file: the `?v=` query that busts caches when a text changes. */
function localesVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(LOCALES.length)).update(readFileSync(path));
    }
  };
  walk(LOCALES);
  return hash.digest('hex').slice(0, 10);
}

/**
 * Build only (the client's): writes the deployment's security headers (web/deploy/headers.ts) beside the app, in
 * `<dist>/_deploy/security-headers.conf` (the nginx snippet web/deploy/salonbook.conf includes for static files) and
 * `<dist>/_deploy/headers.json` (the app server's, which adds each page's nonce to the CSP). Fails without the credential variables unless a
 * demo build is asked for (SALONBOOK_DEMO_BUILD=1), and then warns.
 */
function deploymentHeaders(env: Record<string, string>): Plugin {
  return {
    name: 'salonbook-deployment-headers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      const missing = missingCredentials(env);
      const kind = buildKind(env, process.env[DEMO_BUILD_VARIABLE]);
      if (kind === 'fail') {
        this.error(
          `${missing.join(', ')} not set: a production build needs the client credentials (web/deploy/README.md). ` +
            `For a demo build with the development keys, ask for it: ${DEMO_BUILD_VARIABLE}=1 npm run build.`,
        );
      }
      if (kind === 'demo') {
        this.warn(`DEMO BUILD (${DEMO_BUILD_VARIABLE}=1): ${missing.join(', ')} not set, so this build sends the development keys.`);
      }
    },
    writeBundle() {
      const outDir = resolve(WEB, this.environment.config.build.outDir);
      // The app's pages carry no inline script or style of their own (the server's pages add a nonce per request for
      // what they write: web/server/handler.ts); the 3-D Secure return page is static.
      // `npm start` computes the same from web/payment-return.html (scripts/start.mjs).
      const headers = securityHeaders(readFileSync(join(outDir, 'payment-return.html'), 'utf8'), headerEnv(env));
      // Beside the client's files, never among them: <dist>/_deploy (the build writes <dist>/client and <dist>/server).
      const deploy = join(dirname(outDir), '_deploy');
      mkdirSync(deploy, { recursive: true });
      writeFileSync(join(deploy, 'security-headers.conf'), nginxSnippet(headers));
      writeFileSync(join(deploy, 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
    },
  };
}

const LOCALES_VERSION = localesVersion();

// /rest and /auth-app go to the API for `vite preview` (a PERF_BASE build of `npm run perf`); the app's own server
// proxies them itself (web/server/handler.ts), under `npm start` too.
const apiTarget = process.env.SALONBOOK_API_PROXY;
const proxy: Record<string, ProxyOptions> | undefined = apiTarget
  ? Object.fromEntries(['/rest', '/auth-app'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]))
  : undefined;

/**
 * What every page's start runs (the client's entry, the root route and all they import statically: the shell, its
 * libraries, the SDK) in one chunk of the client's build, not in 25-odd small ones, each a request, a module record and
 * a hint that the start must add (app/afterPaint.ts). Found from the module graph once it is whole.
 */
function startChunk(): { plugin: Plugin; test: (id: string) => boolean; compileHint: (chunk: { moduleIds: string[] }) => string } {
  const start = new Set<string>();
  return {
    // Most of its functions run while the page starts: V8 compiles them all while the file streams in, on another
    // thread, instead of one by one on the main thread as each is first called (Chrome 136's explicit compile hints).
    compileHint: (chunk) => (chunk.moduleIds.some(isClientEntry) ? '//# allFunctionsCalledOnLoad' : ''),
    // Not the document itself (the root route, its shell and their styles: global.css, the shell's), which stays in the
    // root route's files. The start chunk's styles are a dependency of every chunk loaded later too: React Router marks
    // such a file ('#') and Vite adds it again, last in <head>, when one of them loads; global rules there would win
    // over a screen's (the home page's banner grew and the page shifted).
    test: (id) => start.has(id) && !DOCUMENT.test(id),
    plugin: {
      name: 'salonbook-start-chunk',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd() {
        start.clear();
        const walk = (id: string) => {
          const info = start.has(id) ? null : this.getModuleInfo(id);
          if (!info) return;
          start.add(id);
          info.importedIds.forEach(walk);
        };
        for (const id of this.getModuleIds()) if (/\/web\/src\/app\/(entry\.client|root)\.tsx$/.test(id.split('?')[0]!)) walk(id);
      },
    },
  };
}
const isClientEntry = (id: string) => id.endsWith('/web/src/app/entry.client.tsx');
const START_CHUNK = startChunk();
const DOCUMENT = /\/web\/src\/(app\/(root|AppShell|BootScreen|RootError)\.tsx|app\/shell\/|styles\/)/;

/** The server's entry (the SSR build): the Node server, which renders pages with web/src/app/server.ts (React Router's server build). */
export const SERVER_ENTRY = join(WEB, 'server/main.ts');

/**
 * The service worker (web/src/sw.ts, Serwist): built into the client's /sw.js after the client's bundle, with the list
 * of the files it precaches (every screen's JS and CSS, the texts, the icons and manifests; not the pictures of
 * public/media, which a page asks for as it needs them). Client build only; `npm start` registers none (app/pwa.ts).
 */
function serviceWorker(): Plugin[] {
  const plugins = serwist({
    swSrc: join(WEB, 'src/sw.ts'),
    swDest: 'sw.js',
    swUrl: '/sw.js',
    // The client's outDir as this build resolved it (the perf script builds a second copy elsewhere).
    globDirectory: join(WEB, 'dist/client'),
    integration: {
      configureOptions(config, options) {
        options.globDirectory = resolve(config.root, config.build.outDir);
      },
    },
    globPatterns: ['assets/**/*.{js,css}', 'locales/*/*.json', 'favicon.svg', 'icons/*.png', 'apple-touch-icon.png', 'manifest*.webmanifest'],
    // The 3-D Secure return page's own script is loaded by that page alone, always from the network.
    globIgnores: ['assets/payment-return-*'],
    // Hashed names need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // A classic worker: registered without `type: 'module'`, which Safari before 16.4 and Firefox before 147 lack.
    rollupFormat: 'iife',
    type: 'classic',
  });
  // Not its dev server part: `npm start` registers no worker (its modules change under HMR, a worker would keep old
  // ones), and that part would write and delete <outDir>/sw.js, a build's own file, on a request for /sw.js.
  return plugins.filter((plugin) => plugin.name !== '@serwist/vite:dev');
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, WEB, 'VITE_');
  return {
    // Under vitest the workspace root stays the root, so the test project's paths (web/src/**) resolve.
    root: process.env.VITEST && !process.env.SALONBOOK_FRAMEWORK ? undefined : WEB,
    envDir: WEB,
    plugins: [
      // Under vitest the screens render in a data router of the same route modules (web/src/test/app.tsx).
      // (web/src/test/pageServer.ts loads the framework's server build under vitest: SALONBOOK_FRAMEWORK=1.)
      process.env.VITEST && !process.env.SALONBOOK_FRAMEWORK ? react() : reactRouter(),
      START_CHUNK.plugin,
      appleAppBanner(env, [PAYMENT_RETURN]),
      deploymentHeaders(env),
      ...(process.env.VITEST
        ? []
        : serviceWorker().map((plugin) => ({ ...plugin, applyToEnvironment: (environment: { name: string }) => environment.name === 'client' }))),
    ],
    define: {
      __LOCALES_VERSION__: JSON.stringify(LOCALES_VERSION),
      // The text modules (web/public/locales/ru/*.json), which the client loads once its first screen has settled.
      __LOCALE_NAMESPACES__: JSON.stringify(readdirSync(join(LOCALES, 'ru')).map((file) => file.replace(/\.json$/, ''))),
    },
    resolve: { alias: SDK_SOURCE_ALIAS },
    server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
    // `npm start`: the modules the pages import, found up front (there is no index.html to scan), so that Vite never
    // re-bundles its dependencies mid-visit and reloads the page.
    optimizeDeps: { entries: ['src/app/entry.client.tsx', 'src/app/root.tsx', 'src/app/routes/*.tsx'] },
    // `npm run build` writes web/dist/client (the browser's files) and web/dist/server (main.js: React Router's
    // server build inside the Node server), each an environment of one build (scripts/lib/build.mjs).
    // The service worker's plugin reads the top-level outDir: the client's (React Router sets each environment's own).
    build: { outDir: join(process.env.SALONBOOK_DIST ?? join(WEB, 'dist'), 'client') },
    environments: {
      client: {
        build: {
          target: 'es2022',
          // Safari before 17 has no modulepreload: there a hint is lost, not the module, so no polyfill in every page.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: [PAYMENT_RETURN],
            output: { codeSplitting: { groups: [{ name: 'start', test: START_CHUNK.test }] }, postBanner: START_CHUNK.compileHint },
          },
        },
      },
      ssr: {
        // The built server is self-contained: it runs wherever the build is copied (the e2e run's sits outside web/).
        ...(command === 'build' && { resolve: { noExternal: true } }),
        build: { target: 'node22', copyPublicDir: false, rolldownOptions: { input: SERVER_ENTRY } },
      },
    },
  };
});
