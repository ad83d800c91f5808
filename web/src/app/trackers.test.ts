import { afterEach, describe, expect, it } from 'vitest';
import { COUNTER_SRC, PIXEL_SRC, isTrackerFree, loadTrackers, loadTrackersWhenAllowed } from './trackers';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

describe('advertising pixel and visitor counter', () => {
  it('load nothing when their ids are not configured', () => {
    expect(loadTrackers({ adPixelId: null, counterId: null })).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it('load each script only when its id is configured', () => {
    expect(loadTrackers({ adPixelId: '123456', counterId: null })).toEqual([PIXEL_SRC]);
    expect(scripts()).toEqual([PIXEL_SRC]);
    expect(loadTrackers({ adPixelId: '123456', counterId: '987' })).toEqual([COUNTER_SRC]);
    expect(scripts()).toEqual([PIXEL_SRC, COUNTER_SRC]);
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
});

describe('trackers beside the tokens', () => {
  const ids = { adPixelId: '123456', counterId: '987' };
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete (window as { fbq?: unknown }).fbq;
    delete (window as { ym?: unknown }).ym;
    history.replaceState(null, '', '/');
  });

  it.each([
    '/my/profile',
    '/my/cards',
    '/my/payments',
    '/my/login',
    '/MY/Cards',
    '/my//cards',
    '/card-payment',
    '/card-payment?MD=1&PaRes=x',
    '/salon/reservations/90211/prepayment',
    '/salon/reservations/90211/prepayment/tok',
    '/gift-cards',
    '/bnpl',
    '/delete-account',
    '/?MD=1500231&PaRes=eJx',
  ])('never load on %s', (address) => {
    history.replaceState(null, '', address);
    expect(isTrackerFree(location.pathname, location.search)).toBe(true);
    expect(loadTrackers(ids)).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it.each(['/', '/salon/101', '/search/firms?query=a', '/jasmin', '/card-paymentx'])('may load on %s', (address) => {
    history.replaceState(null, '', address);
    expect(isTrackerFree(location.pathname, location.search)).toBe(false);
  });

  it('never load inside a frame, even on a public page', () => {
    const framed = { location: window.location, document, self: window, get top(): Window { throw new DOMException('cross-origin', 'SecurityError'); } } as unknown as Window;
    expect(loadTrackers(ids, framed)).toEqual([]);
    let listening = false;
    loadTrackersWhenAllowed(ids, () => ((listening = true), () => {}), framed);
    expect(listening).toBe(false);
    expect(scripts()).toEqual([]);
  });

  it('landing on a tracker-free route waits for a public one', () => {
    history.replaceState(null, '', '/my/cards');
    const listeners: (() => void)[] = [];
    let stopped = false;
    loadTrackersWhenAllowed(ids, (listener) => (listeners.push(listener), () => void (stopped = true)));
    expect(scripts()).toEqual([]);
    history.replaceState(null, '', '/card-payment?MD=1');
    listeners.forEach((l) => l());
    expect(scripts()).toEqual([]);
    history.replaceState(null, '', '/salon/101');
    listeners.forEach((l) => l());
    expect(scripts()).toEqual([PIXEL_SRC, COUNTER_SRC]);
    expect(stopped).toBe(true);
  });
});
