// The apple-itunes-app meta tag: only with a configured App Store id, and Vite's build writes it into the page.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { appleAppBanner, appleAppBannerTag } from './appBanner';

describe("Safari's app banner: the apple-itunes-app meta tag", () => {
  it('is made only when the App Store id is configured', () => {
    expect(appleAppBannerTag({})).toBeNull();
    expect(appleAppBannerTag({ VITE_APPLE_APP_ID: ' ' })).toBeNull();
    expect(appleAppBannerTag({ VITE_APPLE_APP_ID: '1234567890' })).toEqual({
      tag: 'meta',
      attrs: { name: 'apple-itunes-app', content: 'app-id=1234567890' },
      injectTo: 'head',
    });
  });

  it('refuses an id that is not a numeric App Store id (the build fails)', () => {
    expect(() => appleAppBannerTag({ VITE_APPLE_APP_ID: 'kz.salonbook.app' })).toThrow(/numeric App Store id/);
    expect(() => appleAppBanner({ VITE_APPLE_APP_ID: '1"><script>' })).toThrow();
  });

  it("a build writes it into the page's head when set, and nothing when not", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salonbook-banner-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
      const page = async (env: Record<string, string>) => {
        await build({
          root: dir,
          configFile: false,
          logLevel: 'silent',
          plugins: [appleAppBanner(env)],
          build: { outDir: join(dir, 'dist'), emptyOutDir: true },
        });
        return readFileSync(join(dir, 'dist/index.html'), 'utf8');
      };
      expect(await page({ VITE_APPLE_APP_ID: '1234567890' })).toMatch(/<head>[\s\S]*<meta name="apple-itunes-app" content="app-id=1234567890">[\s\S]*<\/head>/);
      expect(await page({})).not.toContain('apple-itunes-app');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
