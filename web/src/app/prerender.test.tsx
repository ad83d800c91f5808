import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryStorage } from '@salonbook/sdk';
import { renderApp, signIn } from '../test/app';
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

  it('the frames are the screens FIRST_SCREENS names: home, salon, the booking step, My bookings and a prepayment', () => {
    expect(FIRST_SCREENS.filter((s) => s.frame).map((s) => [s.frame, s.example, s.signedIn ?? false])).toEqual([
      ['home', '/', false],
      ['salon', '/salon/101', false],
      ['booking', '/salon/101/book', false],
      ['history', '/my/reservation/history', true],
      ['prepayment', '/salon/reservations/90301/prepayment', true],
      ['prepayment-link', '/salon/reservations/90301/prepayment/token', false],
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
    // The step's lead is in the HTML: the page's largest paint needs no code.
    expect(frame.querySelector('.booking__step h1 + .booking__lead')?.textContent).toMatch(/^Можно выбрать несколько услуг/);
    const storage = createMemoryStorage();
    storage.setItem(
      'saved-reservation',
      JSON.stringify({
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
      }),
    );
    const live = await liveApp('/salon/101/book', 'ru', storage);
    expect(squash(frame.querySelector('.booking__step'))).toBe(squash(live.querySelector('.booking__step')));
    // Above the step, the salon's line and the progress hold their places.
    expect(frame.querySelector('.booking__header .booking__salon-skeleton')).not.toBeNull();
  });

  for (const [path, title] of [
    ['/my/reservation/history', 'История записей'],
    ['/salon/reservations/90301/prepayment', 'Предоплата записи'],
  ] as const)
    it(`${path}: the frame's content is what a signed-in client sees while its data loads; the shell is a first visit's`, async () => {
      const frame = dom(await renderFirstScreen(path, 'ru', readLocale, true));
      expect(frame.querySelector('[style]')).toBeNull();
      expect(frame.querySelector('main h1')?.textContent).toBe(title);
      expect(frame.querySelector('main [aria-busy="true"]')).not.toBeNull();
      // The header cannot know the client's name: it is the first visit's ('sign in', hidden for a stored session).
      expect(frame.querySelector('[data-testid="sign-in-button"]')).not.toBeNull();
      const storage = createMemoryStorage();
      const view = renderApp(path, { api: () => never(), storage });
      signIn(view.sdk);
      await screen.findByRole('heading', { level: 1, name: title });
      expect(squash(frame.querySelector('main'))).toBe(squash(view.container.querySelector('main')));
      // Without a session the same title stays and the screen asks to sign in.
      const firstVisit = dom(await renderFirstScreen(path, 'ru', readLocale));
      expect(firstVisit.querySelector('main h1')?.textContent).toBe(title);
      expect(firstVisit.querySelector('main a[href^="/my/login"]')).not.toBeNull();
    });

  it("the SMS link's prepayment (no sign-in) is the same frame as the client's own", async () => {
    const link = dom(await renderFirstScreen('/salon/reservations/90301/prepayment/token', 'ru', readLocale));
    const own = dom(await renderFirstScreen('/salon/reservations/90301/prepayment', 'ru', readLocale, true));
    expect(squash(link.querySelector('main'))).toBe(squash(own.querySelector('main')));
  });

  it('every other route starts from the boot screen', () => {
    expect(renderBootScreen()).toContain('class="shell"');
  });
});
