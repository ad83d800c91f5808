// The photo CDN (cdn.salonbook.kz) is out of reach of test and perf machines. Tests and `npm run perf` serve
// its pictures from here instead, so a page loads its images as it would in production and logs no errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CDN_ORIGIN = 'https://cdn.salonbook.kz';
export const CDN_HOST = new URL(CDN_ORIGIN).host;

/** A gradient picture (640x480 SVG) whose colours depend on the URL, so neighbouring photos differ. */
export function placeholderSvg(url) {
  const hue = [...url].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 55% 62%)"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/></svg>`;
}

/**
 * An HTTPS stand-in for the CDN on 127.0.0.1 with a throwaway self-signed certificate (made by openssl).
 * Chromium reaches it with the returned flags: the CDN's host name is mapped to it, certificate errors ignored.
 */
export async function startCdnStandIn() {
  const dir = mkdtempSync(join(tmpdir(), 'salonbook-cdn-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${CDN_HOST}`,
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(placeholderSvg(`${CDN_ORIGIN}${req.url}`));
    });
    await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', () => done(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    return {
      chromiumFlags: [`--host-resolver-rules=MAP ${CDN_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
      stop: () => new Promise((done) => server.close(() => done(undefined))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
