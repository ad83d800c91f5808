// node scripts/make-pictures.mjs: draws the sandbox's pictures (salon covers and interiors, works, master
// portraits, banners, category icons, gift-card designs, logos) as SVG scenes and encodes them to WebP with
// sharp into web/public/media/. They are served from the app's own origin (/media/…) in every setup: the
// sandbox's seed and the contract's examples both point there. Deterministic: the same files every run. No picture
// carries words (only the logos their letter): the app names what a picture shows, in the page's language.
// Budget (checked at the end): each file at most 40 kB, all together at most 3 MB.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/prism.mjs';
import { random } from './lib/random.mjs';

const OUT = join(ROOT, 'web/public/media');
const MAX_FILE = 40 * 1024;
const MAX_TOTAL = 3 * 1024 * 1024;

const hsl = (h, s, l) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const grad = (id, a, b, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** A salon interior: wall, floor, mirrors with lamps, chairs, a plant. */
function interior(seed, w = 800, h = 500) {
  const r = random(seed);
  const hue = r() * 360;
  const wall = hsl(hue, 25 + r() * 20, 82 - r() * 10);
  const wall2 = hsl(hue + 10, 30, 70);
  const floor = hsl(hue + 30, 20, 45 + r() * 10);
  const accent = hsl(hue + 180, 45, 45);
  const mirrors = 2 + Math.floor(r() * 3);
  let body = `<defs>${grad('w', wall, wall2)}${grad('f', floor, hsl(hue + 30, 20, 30))}<radialGradient id="l"><stop offset="0" stop-color="#fff8e0" stop-opacity=".9"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>`;
  body += `<rect width="${w}" height="${h}" fill="url(#w)"/><rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="url(#f)"/>`;
  for (let i = 0; i < 8; i++) body += `<rect x="${(i * w) / 8}" y="${h * 0.72}" width="2" height="${h * 0.28}" fill="#0002"/>`;
  const gap = w / (mirrors + 1);
  for (let i = 1; i <= mirrors; i++) {
    const x = gap * i;
    body += `<circle cx="${x}" cy="${h * 0.12}" r="${h * 0.16}" fill="url(#l)"/>`;
    body += `<rect x="${x - gap * 0.22}" y="${h * 0.16}" width="${gap * 0.44}" height="${h * 0.42}" rx="${gap * 0.2}" fill="${hsl(hue + 200, 20, 88)}" stroke="${hsl(hue + 40, 40, 55)}" stroke-width="6"/>`;
    body += `<rect x="${x - gap * 0.17}" y="${h * 0.2}" width="${gap * 0.1}" height="${h * 0.34}" rx="6" fill="#ffffff55"/>`;
    body += `<rect x="${x - gap * 0.16}" y="${h * 0.6}" width="${gap * 0.32}" height="${h * 0.13}" rx="14" fill="${accent}"/>`;
    body += `<rect x="${x - gap * 0.13}" y="${h * 0.5}" width="${gap * 0.26}" height="${h * 0.14}" rx="14" fill="${hsl(hue + 180, 40, 38)}"/>`;
    body += `<rect x="${x - 4}" y="${h * 0.73}" width="8" height="${h * 0.1}" fill="#333"/><ellipse cx="${x}" cy="${h * 0.84}" rx="${gap * 0.14}" ry="8" fill="#222"/>`;
  }
  const px = r() < 0.5 ? w * 0.05 : w * 0.93;
  body += `<rect x="${px - 18}" y="${h * 0.62}" width="36" height="${h * 0.12}" rx="6" fill="${hsl(hue + 20, 35, 40)}"/>`;
  for (let i = 0; i < 7; i++)
    body += `<ellipse cx="${px + (r() - 0.5) * 60}" cy="${h * 0.55 - r() * h * 0.12}" rx="12" ry="30" transform="rotate(${(r() - 0.5) * 70} ${px} ${h * 0.62})" fill="${hsl(110 + r() * 30, 45, 30 + r() * 15)}"/>`;
  return svg(w, h, body);
}

/** A work: nails on a hand, a hairstyle, a beard, a face or brows, by kind. */
function work(seed, w = 480, h = 480) {
  const r = random(seed * 7 + 3);
  const hue = r() * 360;
  const kind = seed % 4;
  let body = `<defs>${grad('b', hsl(hue, 35, 88), hsl(hue + 40, 30, 72))}</defs><rect width="${w}" height="${h}" fill="url(#b)"/>`;
  if (kind === 0) {
    // A hand with painted nails.
    const skin = hsl(25, 45, 72);
    body += `<rect x="${w * 0.28}" y="${h * 0.55}" width="${w * 0.44}" height="${h * 0.5}" rx="60" fill="${skin}"/>`;
    for (let i = 0; i < 4; i++) {
      const x = w * 0.3 + i * w * 0.11;
      const top = h * (0.22 + Math.abs(1.5 - i) * 0.05);
      body += `<rect x="${x}" y="${top}" width="${w * 0.09}" height="${h * 0.45}" rx="${w * 0.045}" fill="${skin}"/>`;
      body += `<rect x="${x + 5}" y="${top + 5}" width="${w * 0.09 - 10}" height="${h * 0.1}" rx="${w * 0.035}" fill="${hsl(hue + 180, 65, 45)}"/>`;
      body += `<circle cx="${x + w * 0.045}" cy="${top + h * 0.05}" r="4" fill="#fff9"/>`;
    }
    body += `<rect x="${w * 0.18}" y="${h * 0.6}" width="${w * 0.14}" height="${h * 0.08}" rx="30" transform="rotate(-35 ${w * 0.25} ${h * 0.64})" fill="${skin}"/>`;
  } else if (kind === 1) {
    // A hairstyle from behind.
    const hair = hsl(20 + r() * 30, 40 + r() * 30, 18 + r() * 35);
    body += `<ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.38}" ry="${h * 0.2}" fill="${hsl(hue + 180, 30, 40)}"/>`;
    body += `<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.27}" ry="${h * 0.33}" fill="${hair}"/>`;
    body += `<path d="M${w * 0.23} ${h * 0.45} Q${w / 2} ${h * 1.05} ${w * 0.77} ${h * 0.45}" fill="${hair}"/>`;
    for (let i = 0; i < 9; i++)
      body += `<path d="M${w * (0.3 + i * 0.05)} ${h * 0.2} Q${w * (0.28 + i * 0.055)} ${h * 0.5} ${w * (0.32 + i * 0.045)} ${h * 0.78}" stroke="#fff3" stroke-width="3" fill="none"/>`;
  } else if (kind === 2) {
    // A profile with a trimmed beard.
    const skin = hsl(25, 40, 65);
    body += `<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.22}" ry="${h * 0.28}" fill="${skin}"/>`;
    body += `<path d="M${w * 0.29} ${h * 0.45} Q${w / 2} ${h * 0.95} ${w * 0.71} ${h * 0.45} Q${w / 2} ${h * 0.62} ${w * 0.29} ${h * 0.45}" fill="${hsl(25, 35, 20)}"/>`;
    body += `<path d="M${w * 0.28} ${h * 0.3} Q${w / 2} ${h * 0.05} ${w * 0.72} ${h * 0.3} L${w * 0.72} ${h * 0.24} Q${w / 2} ${h * 0.02} ${w * 0.28} ${h * 0.24}Z" fill="${hsl(25, 35, 18)}"/>`;
    body += `<rect x="${w * 0.38}" y="${h * 0.4}" width="${w * 0.08}" height="8" rx="4" fill="#333"/><rect x="${w * 0.54}" y="${h * 0.4}" width="${w * 0.08}" height="8" rx="4" fill="#333"/>`;
  } else {
    // An eye with lashes and a brow.
    body += `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w * 0.32}" ry="${h * 0.14}" fill="#fff" stroke="${hsl(25, 40, 55)}" stroke-width="8"/>`;
    body += `<circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.11}" fill="${hsl(hue, 50, 35)}"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.05}" fill="#111"/><circle cx="${w * 0.53}" cy="${h * 0.47}" r="8" fill="#fff"/>`;
    for (let i = 0; i < 11; i++) {
      const x = w * (0.22 + i * 0.056);
      body += `<path d="M${x} ${h * 0.4 + Math.abs(5 - i) * 3} l${(i - 5) * 3} -${h * 0.08}" stroke="#111" stroke-width="5" stroke-linecap="round"/>`;
    }
    body += `<path d="M${w * 0.16} ${h * 0.3} Q${w / 2} ${h * 0.14} ${w * 0.84} ${h * 0.28}" stroke="${hsl(25, 35, 22)}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
  }
  return svg(w, h, body);
}

/** A master's portrait: shoulders, face, hair. */
function portrait(seed, w = 320, h = 320) {
  const r = random(seed * 13 + 5);
  const hue = r() * 360;
  const skin = hsl(22 + r() * 10, 35 + r() * 15, 55 + r() * 20);
  const hair = hsl(20 + r() * 25, 30 + r() * 30, 10 + r() * 35);
  const long = seed % 3 !== 0;
  let body = `<defs>${grad('b', hsl(hue, 40, 85), hsl(hue + 30, 35, 65))}</defs><rect width="${w}" height="${h}" fill="url(#b)"/>`;
  if (long) body += `<rect x="${w * 0.27}" y="${h * 0.3}" width="${w * 0.46}" height="${h * 0.5}" rx="60" fill="${hair}"/>`;
  body += `<path d="M${w * 0.12} ${h} Q${w * 0.15} ${h * 0.72} ${w / 2} ${h * 0.7} Q${w * 0.85} ${h * 0.72} ${w * 0.88} ${h}Z" fill="${hsl(hue + 180, 35, 38)}"/>`;
  body += `<rect x="${w * 0.44}" y="${h * 0.55}" width="${w * 0.12}" height="${h * 0.16}" fill="${skin}"/>`;
  body += `<ellipse cx="${w / 2}" cy="${h * 0.44}" rx="${w * 0.17}" ry="${h * 0.21}" fill="${skin}"/>`;
  body += `<path d="M${w * 0.32} ${h * 0.4} Q${w * 0.34} ${h * 0.16} ${w / 2} ${h * 0.17} Q${w * 0.68} ${h * 0.16} ${w * 0.68} ${h * 0.4} Q${w * 0.6} ${h * 0.26} ${w * 0.32} ${h * 0.4}Z" fill="${hair}"/>`;
  body += `<circle cx="${w * 0.43}" cy="${h * 0.45}" r="5" fill="#222"/><circle cx="${w * 0.57}" cy="${h * 0.45}" r="5" fill="#222"/>`;
  body += `<path d="M${w * 0.44} ${h * 0.55} Q${w / 2} ${h * 0.59} ${w * 0.56} ${h * 0.55}" stroke="#8a3b3b" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return svg(w, h, body);
}

/**
 * A banner's soft scene. No text: the app writes the banner's title over it, in the page's language (a picture's own
 * words would be doubled, cropped on a phone and Russian in every language).
 */
function banner(seed, w = 960, h = 400) {
  const r = random(seed);
  const hue = r() * 360;
  let body = `<defs>${grad('b', hsl(hue, 60, 55), hsl(hue + 50, 60, 40), false)}</defs><rect width="${w}" height="${h}" fill="url(#b)"/>`;
  for (let i = 0; i < 9; i++)
    body += `<circle cx="${w * (0.55 + r() * 0.45)}" cy="${h * r()}" r="${30 + r() * 90}" fill="#ffffff${(16 + Math.floor(r() * 20)).toString(16)}"/>`;
  return svg(w, h, body);
}

const ICON_PATHS = {
  hair: 'M30 70 Q20 30 48 22 Q76 30 66 70 Q58 48 48 46 Q38 48 30 70Z',
  haircut: 'M28 30 L68 70 M68 30 L28 70 M26 28 a8 8 0 1 0 0.1 0 M70 28 a8 8 0 1 0 0.1 0',
  coloring: 'M34 24 h28 v20 l-6 30 h-16 l-6 -30Z M40 74 h16 v8 h-16Z',
  nails: 'M38 78 V40 a10 10 0 0 1 20 0 V78Z M40 42 a8 8 0 0 1 16 0 v10 h-16Z',
  manicure: 'M30 78 V44 a8 8 0 0 1 16 0 V78Z M50 78 V36 a8 8 0 0 1 16 0 V78Z',
  pedicure: 'M30 70 Q30 30 50 30 Q70 30 66 70 Q50 80 30 70Z M36 36 a5 5 0 1 0 .1 0',
  men: 'M48 24 a14 14 0 1 0 .1 0 M24 80 Q26 52 48 52 Q70 52 72 80Z',
  barber: 'M40 20 h16 v60 h-16Z M40 30 l16 10 M40 46 l16 10 M40 62 l16 10',
  beard: 'M26 36 Q48 90 70 36 Q60 52 48 52 Q36 52 26 36Z',
  cosmetology: 'M48 20 Q70 40 48 78 Q26 40 48 20Z',
  face: 'M48 20 a24 28 0 1 0 .1 0 M40 44 a3 3 0 1 0 .1 0 M56 44 a3 3 0 1 0 .1 0 M40 60 Q48 66 56 60',
  massage: 'M22 60 h52 v8 h-52Z M30 50 a8 8 0 1 0 .1 0 M42 52 h30 v6 h-30Z',
  brows: 'M22 44 Q48 24 74 42 M30 60 Q48 50 66 60 Q48 72 30 60Z',
  brow: 'M20 50 Q48 24 76 46',
  lashes: 'M24 56 Q48 40 72 56 M30 52 l-4 -10 M40 47 l-2 -11 M50 46 v-11 M60 48 l3 -10 M68 52 l5 -9',
  hairdresser: 'M28 30 L68 70 M68 30 L28 70',
  'tab-beauty': 'M48 22 l8 18 l20 2 l-15 13 l5 20 l-18 -11 l-18 11 l5 -20 l-15 -13 l20 -2Z',
  'tab-health': 'M40 22 h16 v18 h18 v16 h-18 v18 h-16 v-18 h-18 v-16 h18Z',
  'tab-men': 'M40 30 a14 14 0 1 0 .1 0 M50 40 L74 16 M60 16 h14 v14',
};

function icon(name, seed) {
  const hue = (seed * 47) % 360;
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="24" fill="${hsl(hue, 60, 92)}"/><path d="${ICON_PATHS[name]}" fill="${hsl(hue, 55, 45)}" stroke="${hsl(hue, 55, 35)}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" fill-rule="evenodd"/>`,
  );
}

/** A gift card's or certificate's face: colour and shapes only, the app names it (see banner). */
function card(seed, w = 600, h = 380) {
  const r = random(seed + 99);
  const hue = r() * 360;
  let body = `<defs>${grad('b', hsl(hue, 55, 60), hsl(hue + 60, 55, 40), false)}</defs><rect width="${w}" height="${h}" rx="28" fill="url(#b)"/>`;
  for (let i = 0; i < 14; i++)
    body += `<circle cx="${w * r()}" cy="${h * r()}" r="${8 + r() * 40}" fill="#ffffff${(16 + Math.floor(r() * 30)).toString(16)}"/>`;
  return svg(w, h, body);
}

function logo(text, seed) {
  const hue = (seed * 71) % 360;
  return svg(
    200,
    200,
    `<circle cx="100" cy="100" r="96" fill="${hsl(hue, 55, 45)}"/><circle cx="100" cy="100" r="80" fill="none" stroke="#fff8" stroke-width="4"/><text x="100" y="122" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="64" fill="#fff">${esc(text)}</text>`,
  );
}

/** The seed's salons (contracts/sandbox/seed-catalogue.ts FIRMS): one photo each. */
const FIRM_IDS = Array.from({ length: 17 }, (_, i) => 101 + i);

const jobs = [];
const add = (path, svgText, quality = 72) => jobs.push({ path, svgText, quality });
for (const id of FIRM_IDS) add(`firms/${id}.webp`, interior(id * 31, 640, 400));
for (let i = 1; i <= 12; i++) add(`interiors/${i}.webp`, interior(i * 101 + 7));
for (let i = 1; i <= 16; i++) add(`works/${i}.webp`, work(i));
for (let i = 1; i <= 16; i++) add(`masters/${i}.webp`, portrait(i));
add('banners/41.webp', banner(41));
add('banners/42.webp', banner(42));
add('banners/43.webp', banner(43));
add('compilations/winter.webp', banner(44));
for (const [i, name] of Object.keys(ICON_PATHS).entries()) add(`icons/${name}.webp`, icon(name, i + 1), 80);
add('gift-cards/1.webp', card(1));
add('gift-cards/2.webp', card(2));
add('gift-cards/3.webp', card(3));
add('certificates/gift.webp', card(4));
add('certificates/subscription.webp', card(5));
add('raffle/red_apple.webp', card(6));
add('companies/jasmin.webp', logo('Ж', 3), 80);
add('banks/kaspi.webp', logo('K', 0), 80);
add('banks/default.webp', logo('₸', 5), 80);
add('rooms/1501.webp', interior(1501, 640, 400));

rmSync(OUT, { recursive: true, force: true });
let total = 0;
const tooBig = [];
for (const job of jobs) {
  const file = join(OUT, job.path);
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(job.svgText)).webp({ quality: job.quality, effort: 6 }).toFile(file);
  const size = statSync(file).size;
  total += size;
  if (size > MAX_FILE) tooBig.push(`${job.path} ${size} B`);
}
const count = readdirSync(OUT, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
console.log(
  `${count} pictures in ${relative(ROOT, OUT)}, ${(total / 1024).toFixed(0)} kB in all, largest ${Math.max(...jobs.map((j) => statSync(join(OUT, j.path)).size))} B`,
);
if (tooBig.length || total > MAX_TOTAL) {
  console.error(`over budget (40 kB each, 3 MB in all): ${tooBig.join(', ') || `${total} B in all`}`);
  process.exit(1);
}
