import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryStorage } from '@salonbook/sdk';
import { renderApp } from '../test/app';
import { never } from '../test/sandbox';
import type { Lng } from '../lib/i18n';
import { FIRST_SCREENS } from './firstScreens';
import { renderBootScreen, renderFirstScreen } from './prerender';

const WEB = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const readLocale = (lng: Lng, ns: string) => readFileSync(resolve(WEB, 'public/locales', lng, `${ns}.json`), 'utf8');

/** Markup as a DOM subtree. */
function dom(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

/**
 * An element's markup, comparable between react-dom/server's HTML and the DOM React built in the page: attributes
 * sorted, React's ids (server `_R_…_`, client `_r_…_`) alike, and `selected` read from the property (the server
 * writes the attribute, the client sets the property).
 */
function squash(element: Element | null | undefined): string {
  if (!element) return 'missing';
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'selected')
      .map((a) => `${a.name}="${a.value.replace(/_[Rr]_[0-9a-z]+_/g, 'ID')}"`)
      .sort();
    if (node instanceof HTMLOptionElement && node.selected) attributes.push('(selected)');
    return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return walk(element);
}

/** The live app on `path` with every API request still pending: a first visit before any answer. */
async function liveApp(path: string, lng: Lng, storage = createMemoryStorage()) {
  const view = renderApp(path, { api: () => never(), storage, cookies: { lang: { ru: 'RU', kk: 'KZ', en: 'EN' }[lng] } });
  await screen.findByRole('heading', { level: 1 });
  return view.container;
}

describe("the first screens in the HTML (app/prerender.tsx, which the build puts into the pages' #root)", () => {
  it('web/index.html keeps no hand-made copy of a screen: #root is where the build puts the rendered one', () => {
    const html = readFileSync(resolve(WEB, 'index.html'), 'utf8');
    expect(/<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1]).toBe('<!--first-screen-->');
  });

  it('the frames are the screens FIRST_SCREENS names: home, salon and the booking step', () => {
    expect(FIRST_SCREENS.filter((s) => s.frame).map((s) => [s.frame, s.example])).toEqual([
      ['home', '/'],
      ['salon', '/salon/101'],
      ['booking', '/salon/101/book'],
    ]);
  });

  for (const lng of ['ru', 'kk', 'en'] as const) {
    it(`/ (${lng}): the shell and the home page in the HTML are what the app renders first, hero with heading, lead text and search box`, async () => {
      const frame = dom(await renderFirstScreen('/', lng, readLocale));
      const hero = frame.querySelector('.home__hero');
      expect(hero?.querySelector('h1')?.textContent).toBeTruthy();
      expect(hero?.querySelector('.home__lead')?.textContent).toBeTruthy();
      expect(hero?.querySelector('input')).not.toBeNull();
      const live = await liveApp('/', lng);
      // The whole screen, header to footer: React takes over the same markup, so nothing moves or flashes.
      expect(squash(frame.querySelector('.shell'))).toBe(squash(live.querySelector('.shell')));
    });
  }

  it('/salon/:id: the shell and the salon page frame are what the app renders while the salon loads', async () => {
    const frame = dom(await renderFirstScreen('/salon/101', 'ru', readLocale));
    expect(frame.querySelector('.salon .gallery')).not.toBeNull();
    expect(frame.querySelector('[style]')).toBeNull(); // the CSP drops style attributes from the HTML
    const view = renderApp('/salon/101', { api: () => never() });
    await screen.findByRole('banner');
    await view.findByText((_, element) => element?.classList.contains('salon') === true && element.getAttribute('aria-busy') === 'true');
    expect(squash(frame.querySelector('.shell'))).toBe(squash(view.container.querySelector('.shell')));
  });

  it('/salon/:id/book: the booking step frame is the step the app shows while its data loads', async () => {
    const frame = dom(await renderFirstScreen('/salon/101/book', 'ru', readLocale));
    expect(frame.querySelector('[style]')).toBeNull();
    expect(frame.querySelector('.booking__step h1')?.textContent).toBe('Услуги');
    const storage = createMemoryStorage();
    storage.setItem('saved-reservation', JSON.stringify({
      params: {},
      peopleCount: 1,
      awaitingTime: 0,
      isDeleted: false,
      isTemporary: false,
      services: [1001],
      comment: '',
      clientPhone: '',
      clientName: '',
      firm: { id: 101, name: 'Салон' },
      startTime: null,
    }));
    const live = await liveApp('/salon/101/book', 'ru', storage);
    expect(squash(frame.querySelector('.booking__step'))).toBe(squash(live.querySelector('.booking__step')));
    // Above the step, the salon's line and the progress hold their places.
    expect(frame.querySelector('.booking__header .booking__salon-skeleton')).not.toBeNull();
  });

  it('every other route starts from the boot screen', () => {
    expect(renderBootScreen()).toContain('class="shell"');
  });
});
