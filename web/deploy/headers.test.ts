import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildKind, frameAncestorsOf, inlineHashes, missingCredentials, nginxSnippet, securityHeaders } from './headers';

const page = `<html><head><style>body{margin:0}</style><script>(function(){boot()})();</script>
<script type="module" src="/assets/index-abc.js"></script></head><body></body></html>`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers of the deployment', () => {
  it('allows exactly the inline boot loader and inline styles by their hashes, not the scripts with a src', () => {
    expect(inlineHashes(page)).toEqual({ scripts: [hash('(function(){boot()})();')], styles: [hash('body{margin:0}')] });
    const csp = securityHeaders(page, {})['Content-Security-Policy'];
    expect(csp).toContain(`script-src 'self' ${hash('(function(){boot()})();')} https://checkout.cloudpayments.ru;`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('names the API, analytics and picture hosts, and the tracker hosts only when they are configured', () => {
    const bare = securityHeaders(page, {})['Content-Security-Policy'];
    expect(bare).not.toMatch(/facebook|yandex|recaptcha/);
    const csp = securityHeaders(page, {
      VITE_API_BASE_URL: 'https://api.salonbook.kz/',
      VITE_ANALYTICS_SERVER_URL: 'https://stats.salonbook.kz/2/httpapi',
      VITE_CDN_ORIGIN: 'https://cdn.salonbook.kz',
      VITE_AD_PIXEL_ID: '123',
      VITE_COUNTER_ID: '456',
      VITE_RECAPTCHA_SITE_KEY: 'site-key',
      SALONBOOK_FRAME_ANCESTORS: 'https://partner.kz https://other.kz',
    })['Content-Security-Policy'];
    expect(csp).toContain(
      "connect-src 'self' https://api.salonbook.kz https://stats.salonbook.kz https://checkout.cloudpayments.ru https://www.facebook.com https://mc.yandex.ru",
    );
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.salonbook.kz");
    expect(csp).toContain('https://connect.facebook.net');
    expect(csp).toContain("frame-src 'self' https: https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toContain("frame-ancestors 'self' https://partner.kz https://other.kz");
  });

  it("card payments: the Checkout script's host in script-src and connect-src, the banks' 3-D Secure pages in frame-src and form-action", () => {
    const bare = securityHeaders(page, {})['Content-Security-Policy'];
    // By default any bank's ACS (https:), and the published Checkout script's host.
    expect(bare).toContain("frame-src 'self' https:;");
    expect(bare).toContain("form-action 'self' https:;");
    expect(bare).toMatch(/script-src [^;]*https:\/\/checkout\.cloudpayments\.ru/);
    const csp = securityHeaders(page, {
      VITE_CLOUDPAYMENTS_SCRIPT_URL: 'http://127.0.0.1:4010/__sandbox/checkout.js',
      SALONBOOK_3DS_SOURCES: 'http://127.0.0.1:4010',
    })['Content-Security-Policy'];
    expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:4010/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:4010/);
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4010;");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:4010;");
    expect(csp).not.toContain('cloudpayments.ru');
  });

  it('refuses a malformed URL instead of writing a policy that blocks the app', () => {
    expect(() => securityHeaders(page, { VITE_API_BASE_URL: 'api.salonbook.kz' })).toThrow('Not a URL');
  });

  it('writes nginx add_header lines that survive error pages', () => {
    const snippet = nginxSnippet({ 'X-Content-Type-Options': 'nosniff' });
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('calls a build without the production credentials a demo build', () => {
    expect(missingCredentials({ VITE_API_KEY: 'k', VITE_CLIENT_SECRET: ' ' })).toEqual([
      'VITE_CLIENT_SECRET',
      'VITE_CLIENT_ID',
      'VITE_CLOUDPAYMENTS_PUBLIC_ID',
    ]);
    // Without CloudPayments' public id a production build would save cards to the development terminal: it fails too.
    expect(missingCredentials({ VITE_API_KEY: 'k', VITE_CLIENT_SECRET: 's', VITE_CLIENT_ID: 'WEB' })).toEqual(['VITE_CLOUDPAYMENTS_PUBLIC_ID']);
    expect(missingCredentials({ VITE_API_KEY: 'k', VITE_CLIENT_SECRET: 's', VITE_CLIENT_ID: 'WEB', VITE_CLOUDPAYMENTS_PUBLIC_ID: 'pk_live' })).toEqual([]);
  });

  it('SALONBOOK_FRAME_ANCESTORS is a list of origins, nothing else', () => {
    expect(frameAncestorsOf(undefined)).toEqual([]);
    expect(frameAncestorsOf(' https://Partner.kz  https://*.partner-two.kz https://p.kz:8443 http://localhost:3000 ')).toEqual([
      'https://partner.kz',
      'https://*.partner-two.kz',
      'https://p.kz:8443',
      'http://localhost:3000',
    ]);
    for (const bad of [
      '*',
      'https:',
      "'none'",
      "'self'",
      'http://partner.kz',
      'https://partner.kz/',
      'https://partner.kz/widget',
      'https://partner.kz?x',
      'partner.kz',
      'https://partner.kz;script-src',
      'https://*',
      'data:',
      'https://a..kz',
    ]) {
      expect(() => frameAncestorsOf(bad), bad).toThrow(/SALONBOOK_FRAME_ANCESTORS/);
      expect(() => securityHeaders('', { SALONBOOK_FRAME_ANCESTORS: `https://ok.kz ${bad}` }), bad).toThrow(/not an origin/);
    }
  });

  it('a production build without its credentials fails unless a demo build is asked for', () => {
    const full = { VITE_API_KEY: 'k', VITE_CLIENT_SECRET: 's', VITE_CLIENT_ID: 'WEB', VITE_CLOUDPAYMENTS_PUBLIC_ID: 'pk_live' };
    expect(buildKind(full, undefined)).toBe('ok');
    expect(buildKind({ ...full, VITE_CLOUDPAYMENTS_PUBLIC_ID: '' }, undefined)).toBe('fail');
    expect(buildKind({}, undefined)).toBe('fail');
    expect(buildKind({ VITE_API_KEY: 'k' }, '0')).toBe('fail');
    expect(buildKind({}, '1')).toBe('demo');
    expect(buildKind({}, 'true')).toBe('demo');
  });
});
