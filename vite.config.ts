import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin, type ProxyOptions, type Rolldown, type ViteDevServer } from 'vite';
import { startFirstRequest } from './web/src/app/firstRequest.ts';
import { FIRST_SCREENS } from './web/src/app/firstScreens.ts';
import type * as PrerenderModule from './web/src/app/prerender.tsx';
import { appleAppBanner } from './web/deploy/appBanner.ts';
import { SDK_SOURCE_ALIAS } from './scripts/lib/sdk-source.ts';
import { buildKind, DEMO_BUILD_VARIABLE, missingCredentials, nginxSnippet, securityHeaders } from './web/deploy/headers.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = join(ROOT, 'web');
const LOCALES = join(WEB, 'public/locales');
/** The app's first module: a build entry of its own (see bootLoader). */
const EARLY = join(WEB, 'src/app/early.ts');
/** React's DOM renderer and the router as build entries of their own, each evaluated in a task before the app's entry (see bootLoader). */
const LIBRARIES = { libraries: join(WEB, 'src/app/libraries.ts'), routing: join(WEB, 'src/app/routing.ts') };
/** The 3-D Secure frame's light return page (src/entities/bank-card/ThreeDsFrame.return.ts): a page of its own, not the app. */
const PAYMENT_RETURN = join(WEB, 'payment-return.html');

/** A short hash of every translation file: the `?v=` query that busts caches when a text changes. */
function localesVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    let names: string[] = [];
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
 * `npm run perf` only (SALONBOOK_PERF=1): writes .perf/chunks.json with every chunk's imports and the
 * rendered size of each module in it, so the perf script can split the initial JS into libraries and app.
 */
function chunkReport(): Plugin {
  return {
    name: 'salonbook-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])),
        }));
      mkdirSync(join(ROOT, '.perf'), { recursive: true });
      writeFileSync(join(ROOT, '.perf/chunks.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

/** What the page loads to start the app: the entry, its static imports, and per first screen its extras. */
interface BootPlan {
  early: string;
  libraries: string[];
  entry: string;
  modules: string[];
  version: string;
  screens: Array<{ path: string; ns: string[]; js: string[]; css: string[] }>;
  /**
   * Where the list of every other screen's files is (app/routes.tsx's lazy screens beyond the first JavaScript, for
   * the app's preloadRoutes): a file of its own, not in the page, which must stay within the first round trip.
   */
  later: string;
  /** Per language: what the boot screen says when the app's code cannot be loaded. */
  failure: Record<string, { title: string; text: string; action: string }>;
}

/** The boot screen's failure texts, from the translation files (common.json: error.title, boot.*). */
function bootFailureTexts(): BootPlan['failure'] {
  return Object.fromEntries(
    ['ru', 'kk', 'en'].map((lng) => {
      const common = JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8'));
      return [lng, { title: common.error.title, text: common.boot.failed, action: common.boot.reload }];
    }),
  );
}

/**
 * Runs inline in the page's head (serialised with toString(): no outside names). Once the browser has painted
 * the first screen (its first contentful paint; at the latest after 300 ms; at once in a hidden tab, which paints nothing),
 * it starts everything the first screen needs in parallel: the texts of 'common' and of the screen in the
 * cookie's language, the app's modules (app/early.ts's first: it asks for the first screen's data as soon as
 * it has arrived), the screen's own chunks and styles, and then runs the app. URLs and CORS modes are those
 * i18next and Vite's loader use, so the browser reuses the responses. When the code cannot be loaded, the boot
 * screen says so in the cookie's language, with a reload button.
 */
function bootLoader(plan: BootPlan) {
  const doc = document;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(doc.cookie);
  // A malformed cookie (lang=%E0%A4%A) must not stop the start: it reads as no cookie, i.e. Russian.
  let code = '';
  try {
    code = cookie
      ? decodeURIComponent(cookie[1] ?? '')
          .trim()
          .toUpperCase()
      : '';
  } catch {
    code = '';
  }
  const lng = code === 'KZ' ? 'kk' : code === 'EN' ? 'en' : 'ru';
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    element.crossOrigin = 'anonymous';
    doc.head.appendChild(element);
  };
  // The app downloads every other screen's files once its first screen has settled (app/routes.tsx preloadRoutes).
  (window as unknown as Record<string, string>)['__salonbookScreenFiles'] = plan.later; // SCREEN_FILES
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const screen = plan.screens.find((s) => new RegExp(s.path).test(location.pathname));
    // A stored session: the header's account menu reads the 'account' texts on every screen.
    let signedIn = false;
    try {
      signedIn = localStorage.getItem('accessToken') !== null;
    } catch {
      signedIn = false;
    }
    const hints: Array<[string, string, string?]> = [
      ...['common', ...(screen?.ns ?? []), ...(signedIn ? ['account'] : [])].map((ns): [string, string, string] => [
        'preload',
        `/locales/${lng}/${ns}.json?v=${plan.version}`,
        'fetch',
      ]),
      ...[...plan.modules, ...(screen?.js ?? [])].map((file): [string, string] => ['modulepreload', file]),
      ...(screen?.css ?? []).map((file): [string, string, string] => ['preload', file, 'style']),
    ];
    // Each hint, and the imports, cost the main thread a little (a hint about 1.5 ms on a phone with its CPU slowed
    // 4x, and there are 40 and more): a few per task, the imports in a task of their own, so that starting the
    // downloads is never one long task (it was one of 60-100 ms in Chromium's trace, CPU 4x).
    // The entry after React's DOM renderer (app/libraries.ts) and the router (app/routing.ts), each a task later: a
    // module is evaluated once, so the evaluation of the entry's code is three tasks instead of one long one.
    const load = (src: string) => import(/* @vite-ignore */ src);
    const libraries = () =>
      plan.libraries.reduce<Promise<unknown>>(
        (before, file) => before.then(() => load(file)).then(() => new Promise((done) => setTimeout(done))),
        Promise.resolve(),
      );
    setTimeout(() => Promise.all([load(plan.early), libraries().then(() => load(plan.entry))]).catch(failed));
    const next = () => {
      for (const [rel, href, as] of hints.splice(0, 8)) link(rel, href, as);
      if (hints.length) setTimeout(next);
    };
    next();
  };
  // The code did not arrive (offline, or a new release replaced it): say so on the boot screen, with a reload.
  const failed = () => {
    // Only the page's own markup is there while the code has not run (the first screen or the boot screen).
    const main = doc.querySelector('#root .shell__main');
    const texts = plan.failure[lng];
    if (!main || !texts) return;
    const section = doc.createElement('section');
    section.className = 'error-state';
    section.setAttribute('role', 'alert');
    const title = doc.createElement('h1');
    title.className = 'error-state__title';
    title.textContent = texts.title;
    const text = doc.createElement('p');
    text.className = 'error-state__text';
    text.textContent = texts.text;
    const reload = doc.createElement('button');
    reload.type = 'button';
    reload.className = 'btn btn--primary';
    reload.textContent = texts.action;
    reload.onclick = () => location.reload();
    section.append(title, text, reload);
    main.replaceChildren(section);
  };
  if (doc.visibilityState === 'hidden') return start();
  // The salon page's photo (the page's largest paint, shown by app/firstRequest.ts from the HTML's request) goes
  // first: the code's downloads would share the network with it, so they wait until it has loaded, 1.5 s at most.
  const ready = (window as unknown as Record<string, Array<{ ready?: Promise<void> }> | undefined>)['__salonbookFirstRequest']?.find((r) => r.ready)?.ready;
  const go = () => (ready ? void Promise.race([ready, new Promise((done) => setTimeout(done, 1_500))]).then(start) : start());
  try {
    // The first contentful paint, not the first paint (a background can come a frame before the text): downloads
    // started between the two would compete with the screen's first paint.
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) setTimeout(go);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer starts the app.
  }
  setTimeout(go, 300);
}

/**
 * The page paints its boot screen from the HTML alone, before any of the app's code is fetched or run, and
 * then loads the app and the first screen in one parallel wave (bootLoader). Build only:
 * - the entry's stylesheets (a few kB) go inline: no render-blocking CSS request;
 * - the entry's <script> and Vite's modulepreload links are replaced by the boot loader, which also knows, by
 *   path (FIRST_SCREENS), the screen's own chunks (and every chunk they import beyond the entry's), styles
 *   and translation modules;
 * - a preconnect to the photo CDN, whose pictures come right after the first screen's data.
 * The screens' later styles and chunks load with Vite's own loader as usual.
 */
function bootAfterFirstPaint(version: string, cdnOrigin: string): Plugin {
  // The other screens' files, written next to the assets once the bundle is (its name carries its content's hash).
  let later: { fileName: string; source: string } | null = null;
  let outDir = '';
  return {
    name: 'salonbook-boot-after-first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (later) writeFileSync(join(outDir, later.fileName), later.source);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.filename === PAYMENT_RETURN) return html;
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const item of Object.values(ctx.bundle ?? {})) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return into;
          into.add(file);
          chunks.get(file)?.imports.forEach((next) => walk(next, into));
          return into;
        };
        const early = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId === EARLY);
        const libraries = Object.values(LIBRARIES).map((file) => [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId === file));
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk !== early && !libraries.includes(chunk) && chunk.facadeModuleId !== PAYMENT_RETURN,
        );
        if (!entry || !early || libraries.some((chunk) => !chunk)) return html;
        const libraryFiles = libraries.map((chunk) => chunk!.fileName);
        // app/early.ts and its imports first, so they arrive (and it runs) before the rest.
        const initial = walk(
          entry.fileName,
          libraryFiles.reduce((into, file) => walk(file, into), walk(early.fileName, new Set())),
        );
        const inline = new Set(entry.viteMetadata?.importedCss ?? []);
        const stylesOf = (files: string[]) =>
          [...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))].filter((file) => !inline.has(file));
        // Every lazy screen's chunks (routes.tsx's dynamic imports, all the way down) beyond the first JavaScript, and their
        // stylesheets: what the app downloads, without running it, once the first screen has settled.
        const router = [...chunks.values()].find((chunk) => Object.keys(chunk.modules).includes(join(WEB, 'src/app/routes.tsx')));
        const screensJs = [...(router?.dynamicImports ?? []).reduce((into, file) => walk(file, into), new Set<string>())].filter((file) => !initial.has(file));
        const source = JSON.stringify({ js: screensJs.map((f) => `/${f}`), css: stylesOf(screensJs).map((f) => `/${f}`) });
        later = { fileName: `assets/screens-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`, source };
        const plan: BootPlan = {
          early: `/${early.fileName}`,
          libraries: libraryFiles.map((file) => `/${file}`),
          entry: `/${entry.fileName}`,
          modules: [...initial].filter((file) => file !== entry.fileName && file !== early.fileName && !libraryFiles.includes(file)).map((file) => `/${file}`),
          version,
          failure: bootFailureTexts(),
          screens: FIRST_SCREENS.map((screen) => {
            const chunk = [...chunks.values()].find((c) => c.facadeModuleId === join(WEB, screen.module));
            const all = chunk ? [...walk(chunk.fileName, new Set())] : [];
            const js = all.filter((file) => !initial.has(file));
            // Every stylesheet Vite's loader waits for before the screen's chunk runs, those of chunks the app already
            // has too (entities/session's, ui's): else each is a round trip between the code and the screen's first
            // render. The entry's own are inline in the page.
            const css = stylesOf(all);
            return { path: screen.path, ns: screen.ns, js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
          }),
          later: `/${later.fileName}`,
        };
        const page = html
          .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          })
          .replace(/\s*<script type="module"[^>]*src="[^"]+"><\/script>/, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        return {
          html: page,
          tags: [
            { tag: 'link', attrs: { rel: 'preconnect', href: cdnOrigin }, injectTo: 'head' },
            { tag: 'script', children: `(${bootLoader.toString()})(${JSON.stringify(plan)});`, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

type Prerender = typeof PrerenderModule;

/** Where the page's #root content goes in web/index.html (the build puts the first screens' markup there). */
const FRAME_MARKER = '<!--first-screen-->';
const FRAME_LNGS = ['ru', 'kk', 'en'] as const;
/** The language cookie's value (SDK: RU, KZ, EN) → the frame's language, as app/early.ts and the boot loader read it. */
const FRAME_LNG_OF_COOKIE: Record<string, (typeof FRAME_LNGS)[number]> = { KZ: 'kk', EN: 'en' };
const frameFile = (frame: string, lng: string) => `_frames/${frame}.${lng}.html`;

/**
 * The first screens in the HTML. At build time app/prerender.tsx renders, in Vite's SSR runner and from
 * the app's own routes and components, the static part of each landing screen (FIRST_SCREENS with a `frame`: the
 * shell and header, the home hero, the frames of the salon page, the booking step, My bookings and a prepayment) in each language, into
 * `_frames/<frame>.<lng>.html`: the built index.html with that markup in #root, its <html lang> and the screen's own
 * styles inline. index.html itself (every other route) gets the boot screen, rendered the same way. The server
 * answers a landing path with its frame in the `lang` cookie's language: `vite preview` here, nginx through
 * `_deploy/first-screens.conf` (web/deploy/salonbook.conf.template includes it).
 */
function firstScreensInHtml(version: string): Plugin {
  const framed = FIRST_SCREENS.filter((screen): screen is typeof screen & { frame: string } => Boolean(screen.frame));
  let devServer: ViteDevServer | null = null;
  let mode = 'production';
  return {
    name: 'salonbook-first-screens-in-html',
    configResolved(config) {
      mode = config.mode;
    },
    // `npm start`: the boot screen in #root, rendered by the dev server the same way.
    configureServer(server) {
      devServer = server;
    },
    async transformIndexHtml(html) {
      if (!devServer || !html.includes(FRAME_MARKER)) return html;
      const render = (await devServer.ssrLoadModule('/src/app/prerender.tsx')) as Prerender;
      return html.replace(FRAME_MARKER, render.renderBootScreen());
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        let html = String(index.source);
        if (!html.includes(FRAME_MARKER)) this.error(`web/index.html has no ${FRAME_MARKER} in #root`);
        const server = await createServer({
          configFile: false,
          mode,
          root: WEB,
          envDir: WEB,
          logLevel: 'error',
          plugins: [react()],
          define: { __LOCALES_VERSION__: JSON.stringify(version) },
          resolve: { alias: SDK_SOURCE_ALIAS },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          appType: 'custom',
        });
        try {
          const render = (await server.ssrLoadModule('/src/app/prerender.tsx')) as Prerender;
          const readLocale = (lng: string, ns: string) => readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8');
          // Data before code: the first screen's request leaves with the HTML's first script (app/firstRequest.ts).
          const plan = await render.firstRequestPlan();
          html = html.replace('</title>', `</title><script>(${startFirstRequest.toString()})(${JSON.stringify(plan)});</script>`);
          index.source = html.replace(FRAME_MARKER, render.renderBootScreen());
          const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
          for (const screen of framed) {
            // The screen's own styles (its chunk's and its imports' CSS beyond the entry's, which is inline already).
            const chunk = chunks.find((c) => c.facadeModuleId === join(WEB, screen.module));
            const css = new Set<string>();
            const seen = new Set<string>();
            const walk = (file: string) => {
              if (seen.has(file)) return;
              seen.add(file);
              const item = bundle[file];
              if (item?.type !== 'chunk' || item.isEntry) return;
              item.viteMetadata?.importedCss.forEach((f) => css.add(f));
              item.imports.forEach(walk);
            };
            if (chunk) walk(chunk.fileName);
            // Inline, each with a disabled <link> of its file (never fetched): Vite's loader, which adds a screen's
            // stylesheets when its chunk is imported, finds the link and adds nothing, sparing the page a second copy
            // of the rules and a style recalculation while React takes over.
            const styles = [...css]
              .map((file) => bundle[file])
              .filter((item): item is Rolldown.OutputAsset => item?.type === 'asset')
              .map((item) => `<style>${String(item.source)}</style><link rel="stylesheet" href="/${item.fileName}" disabled>`)
              .join('');
            for (const lng of FRAME_LNGS) {
              const markup = await render.renderFirstScreen(screen.example, lng, readLocale, screen.signedIn === true);
              const page = html
                .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
                .replace('</head>', `${styles}</head>`)
                .replace(FRAME_MARKER, markup);
              this.emitFile({ type: 'asset', fileName: frameFile(screen.frame, lng), source: page });
            }
          }
          // nginx (included at the http level by web/deploy/salonbook.conf.template): which frame a path has, and the
          // cookie's language; `location /` tries /_frames/$salonbook_frame.$salonbook_lng.html before index.html.
          const nginx = [
            'map $uri $salonbook_frame {',
            '    default "";',
            ...framed.map((screen) => `    "~${screen.path}" ${screen.frame};`),
            '}',
            'map $cookie_lang $salonbook_lng {',
            '    default ru;',
            ...Object.entries(FRAME_LNG_OF_COOKIE).map(([code, lng]) => `    "~*^${code}$" ${lng};`),
            '}',
          ];
          this.emitFile({ type: 'asset', fileName: '_deploy/first-screens.conf', source: `${nginx.join('\n')}\n` });
        } finally {
          await server.close();
        }
      },
    },
    // `vite preview` (npm run preview, the e2e and perf runs): the same answers as nginx.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const screen = framed.find((s) => new RegExp(s.path).test(path));
        if (!screen) return next();
        const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
        let code = '';
        try {
          code = decodeURIComponent(cookie).trim().toUpperCase();
        } catch {
          code = '';
        }
        const file = frameFile(screen.frame, FRAME_LNG_OF_COOKIE[code] ?? 'ru');
        if (existsSync(join(server.config.build.outDir, file))) req.url = `/${file}`;
        next();
      });
    },
  };
}

/**
 * Build only: writes the deployment's security headers (web/deploy/headers.ts) next to the app, in
 * `_deploy/security-headers.conf` (the nginx snippet web/deploy/salonbook.conf includes) and `_deploy/headers.json`,
 * with the CSP hashes of the page's inline boot loader and styles. Fails without the credential variables unless a
 * demo build is asked for (SALONBOOK_DEMO_BUILD=1), and then warns.
 */
function deploymentHeaders(env: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'salonbook-deployment-headers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
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
      // Every page the server answers: index.html and the first screens' frames (their inline styles differ).
      const frames = join(outDir, '_frames');
      const pages = [
        join(outDir, 'index.html'),
        ...(existsSync(frames)
          ? readdirSync(frames)
              .sort()
              .map((name) => join(frames, name))
          : []),
      ];
      const headers = securityHeaders(pages.map((page) => readFileSync(page, 'utf8')).join('\n'), {
        ...env,
        VITE_CDN_ORIGIN: cdnOrigin(env),
        SALONBOOK_FRAME_ANCESTORS: process.env.SALONBOOK_FRAME_ANCESTORS,
        SALONBOOK_3DS_SOURCES: process.env.SALONBOOK_3DS_SOURCES,
      });
      mkdirSync(join(outDir, '_deploy'), { recursive: true });
      writeFileSync(join(outDir, '_deploy/security-headers.conf'), nginxSnippet(headers));
      writeFileSync(join(outDir, '_deploy/headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
    },
  };
}

/** Where photos, logos and icons come from: the page connects to it early and the CSP allows it. */
const cdnOrigin = (env: Record<string, string>) => env.VITE_CDN_ORIGIN || 'https://cdn.salonbook.kz';

const LOCALES_VERSION = localesVersion();

// /rest and /auth-app go to the API: Prism under `npm start` and the e2e/perf harness, or a real backend.
const apiTarget = process.env.SALONBOOK_API_PROXY;
const proxy: Record<string, ProxyOptions> | undefined = apiTarget
  ? Object.fromEntries(['/rest', '/auth-app'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]))
  : undefined;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, WEB, 'VITE_');
  return {
    // Under vitest the workspace root stays the root, so the test project's paths (web/src/**) resolve.
    root: process.env.VITEST ? undefined : WEB,
    envDir: WEB,
    plugins: [
      react(),
      appleAppBanner(env, [PAYMENT_RETURN]),
      bootAfterFirstPaint(LOCALES_VERSION, cdnOrigin(env)),
      firstScreensInHtml(LOCALES_VERSION),
      deploymentHeaders(env),
      ...(process.env.SALONBOOK_PERF ? [chunkReport()] : []),
    ],
    define: {
      __LOCALES_VERSION__: JSON.stringify(LOCALES_VERSION),
    },
    resolve: { alias: SDK_SOURCE_ALIAS },
    server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false, proxy },
    build: {
      outDir: join(WEB, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: { index: join(WEB, 'index.html'), early: EARLY, ...LIBRARIES, 'payment-return': PAYMENT_RETURN } },
    },
  };
});
