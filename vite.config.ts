import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = join(ROOT, 'web');
const LOCALES = join(WEB, 'public/locales');

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

/**
 * A tiny inline script that starts, with the HTML, what the first screen will ask for after the main script
 * has run: the shell's texts in the cookie's language and, on '/', the home screen's code, styles and texts.
 * Same URLs (version query included) as i18next and the router request, so the browser reuses them.
 */
function preloadFirstScreen(version: string): Plugin {
  return {
    name: 'salonbook-preload-first-screen',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const home = ctx.bundle
          ? Object.values(ctx.bundle).find(
              (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/features/home/HomeScreen.tsx'),
            )
          : undefined;
        const homeJs = home?.type === 'chunk' ? [home.fileName] : [];
        const homeCss = home?.type === 'chunk' ? [...(home.viteMetadata?.importedCss ?? [])] : [];
        const script = `(function(){var d=document,m=/(?:^|;\\s*)lang=([^;]*)/.exec(d.cookie),c=m?decodeURIComponent(m[1]).trim().toUpperCase():'',l=c==='KZ'?'kk':c==='EN'?'en':'ru',v=${JSON.stringify(version)};
function a(r,u,x){var k=d.createElement('link');k.rel=r;k.href=u;if(x)k.as=x;k.crossOrigin='anonymous';d.head.appendChild(k)}
a('preload','/locales/'+l+'/common.json?v='+v,'fetch');
if(location.pathname==='/'){a('preload','/locales/'+l+'/home.json?v='+v,'fetch');${JSON.stringify(homeJs)}.forEach(function(f){a('modulepreload','/'+f)});${JSON.stringify(homeCss)}.forEach(function(f){a('preload','/'+f,'style')})}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

const LOCALES_VERSION = localesVersion();

// /rest and /auth-app go to the API: Prism under `npm start` and the e2e/perf harness, or a real backend.
const apiTarget = process.env.SALONBOOK_API_PROXY;
const proxy: Record<string, ProxyOptions> | undefined = apiTarget
  ? Object.fromEntries(['/rest', '/auth-app'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]))
  : undefined;

export default defineConfig({
  // Under vitest the workspace root stays the root, so the test project's paths (web/src/**) resolve.
  root: process.env.VITEST ? undefined : WEB,
  envDir: WEB,
  plugins: [react(), preloadFirstScreen(LOCALES_VERSION), ...(process.env.SALONBOOK_PERF ? [chunkReport()] : [])],
  define: {
    __LOCALES_VERSION__: JSON.stringify(LOCALES_VERSION),
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false, proxy },
  build: {
    outDir: join(WEB, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
  },
});
