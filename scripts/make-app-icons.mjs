// node scripts/make-app-icons.mjs: the installable app's files, made once from the logo and committed.
//   - web/public/icons/icon-192.png, icon-512.png ('any': the logo as it is, web/public/favicon.svg), icon-maskable-512.png
//     (the logo's letter in the safe zone, the brand colour to every edge) and web/public/apple-touch-icon.png (180 px,
//     no transparency: iOS fills it black), drawn by the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium);
//   - web/public/manifest.webmanifest (Russian) and manifest-kk / manifest-en.webmanifest: names and shortcuts from
//     web/public/locales/<lng>/common.json (`pwa`), colours from the design tokens (web/src/styles/tokens.css);
//   - web/src/swOffline.ts: the page the service worker shows for a page never saved (web/src/sw.ts), in each language;
//   - web/src/lib/pwaAssets.ts: their addresses with a hash of their content (`?v=`), so they may be cached for a year.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/prism.mjs';

const PUBLIC = join(ROOT, 'web/public');
const LANGUAGES = ['ru', 'kk', 'en'];
const LOCALE_TAG = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-US' };

const tokens = readFileSync(join(ROOT, 'web/src/styles/tokens.css'), 'utf8');
const token = (name) => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`design token --${name} not found in tokens.css`);
  return value;
};
const THEME = token('color-primary');
const BACKGROUND = token('color-bg');
const TEXT = token('color-text');
const MUTED = token('color-muted');
const SURFACE = token('color-surface');

const logo = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const letter = /<path d="([^"]+)"/.exec(logo)?.[1];
if (!letter) throw new Error('the logo (favicon.svg) has no letter path');
const logoFill = /<rect[^>]*fill="(#[0-9a-f]+)"/i.exec(logo)?.[1] ?? THEME;

/** The letter alone on the logo's colour to every edge, inside the maskable safe zone (a circle of 80 %). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${logoFill}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="${letter}" fill="#fff"/></g></svg>`;

const hash = (buffer) => createHash('sha256').update(buffer).digest('hex').slice(0, 10);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
async function png(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  const html = `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;
  await page.setContent(html);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
const files = {
  'icons/icon-192.png': await png(logo, 192),
  'icons/icon-512.png': await png(logo, 512),
  'icons/icon-maskable-512.png': await png(fullBleed(0.75), 512),
  'apple-touch-icon.png': await png(fullBleed(0.9), 180),
};
await browser.close();
const versions = {};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(PUBLIC, name), data);
  versions[name] = `/${name}?v=${hash(data)}`;
}

const OFFLINE_CSS =
  `body{margin:0;font-family:system-ui,sans-serif;background:${BACKGROUND};color:${TEXT}}` +
  `main{max-width:28rem;margin:0 auto;padding:3rem 1.25rem}p{color:${MUTED};line-height:1.5}` +
  `a{display:inline-block;margin:.5rem .75rem 0 0;padding:.75rem 1.25rem;border-radius:.75rem;color:${THEME};font-weight:600}` +
  `a.primary{background:${THEME};color:${SURFACE};text-decoration:none}`;
const manifests = {};
const offlinePages = {};
for (const lng of LANGUAGES) {
  const texts = JSON.parse(readFileSync(join(PUBLIC, `locales/${lng}/common.json`), 'utf8'));
  const pwa = texts.pwa;
  const manifest = {
    id: '/',
    name: pwa.name,
    short_name: pwa.shortName,
    description: texts.meta.description,
    lang: LOCALE_TAG[lng],
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: BACKGROUND,
    categories: ['lifestyle', 'health'],
    icons: [
      { src: versions['icons/icon-192.png'], sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: versions['icons/icon-512.png'], sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: versions['icons/icon-maskable-512.png'], sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: pwa.shortcutBookings, url: '/my/reservation/history', icons: [{ src: versions['icons/icon-192.png'], sizes: '192x192', type: 'image/png' }] },
      { name: pwa.shortcutSearch, url: '/search/firms', icons: [{ src: versions['icons/icon-192.png'], sizes: '192x192', type: 'image/png' }] },
    ],
  };
  const name = lng === 'ru' ? 'manifest.webmanifest' : `manifest-${lng}.webmanifest`;
  const body = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(join(PUBLIC, name), body);
  manifests[lng] = `/${name}?v=${hash(body)}`;

  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  offlinePages[lng] =
    `<!doctype html><html lang="${lng}"><head><meta charset="UTF-8" />` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />` +
    `<meta name="theme-color" content="${THEME}" /><title>${escape(pwa.offlineTitle)} · Salonbook</title>` +
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg" /><style>${OFFLINE_CSS}</style></head>` +
    `<body><main><img src="/favicon.svg" alt="" width="48" height="48" /><h1>${escape(pwa.offlineTitle)}</h1>` +
    `<p>${escape(pwa.offlineText)}</p><p><a class="primary" href="">${escape(pwa.offlineRetry)}</a>` +
    `<a href="/my/reservation/history">${escape(pwa.offlineBookings)}</a></p></main></body></html>`;
}
writeFileSync(
  join(ROOT, 'web/src/swOffline.ts'),
  `// Written by scripts/make-app-icons.mjs from the texts (common.json \`pwa\`) and the design tokens; do not edit.\n` +
    `// The page the service worker (sw.ts) answers a page never saved with, in the customer's language: made by the\n` +
    `// worker itself (no server's CSP applies to it), so it needs no request of its own.\n` +
    `export const OFFLINE_PAGES: Record<'ru' | 'kk' | 'en', string> = ${JSON.stringify(offlinePages, null, 2)};\n`,
);
writeFileSync(
  join(ROOT, 'web/src/lib/pwaAssets.ts'),
  `// Written by scripts/make-app-icons.mjs; do not edit. The installable app's files (web/public), each address with a\n` +
    `// hash of its content, so the server may keep them a year (web/server/handler.ts, web/deploy/salonbook.conf.template).\n` +
    `export const PWA_ASSETS = ${JSON.stringify(
      { manifest: manifests, appleTouchIcon: versions['apple-touch-icon.png'], themeColor: THEME },
      null,
      2,
    )} as const;\n`,
);
// The two modules as prettier writes them (the repository's format check).
execFileSync(join(ROOT, 'node_modules/.bin/prettier'), ['--write', join(ROOT, 'web/src/lib/pwaAssets.ts'), join(ROOT, 'web/src/swOffline.ts')], {
  stdio: 'ignore',
});
console.log('icons, manifests and offline pages written:', Object.keys(files).join(', '));
