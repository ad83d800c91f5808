import { afterEach, describe, expect, it } from 'vitest';
import { COUNTER_SRC, PIXEL_SRC, isTrackerFree, loadTrackers, loadTrackersWhenAllowed, trackerAddress } from './trackers';

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
    const framed = {
      location: window.location,
      document,
      self: window,
      get top(): Window {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    } as unknown as Window;
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

describe('addresses with tokens', () => {
  const ids = { adPixelId: '123456', counterId: '987' };
  type Queued = ((...args: unknown[]) => void) & { queue?: unknown[][]; a?: unknown[][]; disablePushState?: boolean };
  const tracker = (name: 'fbq' | 'ym') => (window as unknown as Record<string, Queued | undefined>)[name]!;
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete (window as { fbq?: unknown }).fbq;
    delete (window as { _fbq?: unknown })._fbq;
    delete (window as { ym?: unknown }).ym;
    history.replaceState(null, '', '/');
  });

  it.each(['/salon/reservations/90211/prepayment/pp_7d1e4b9c2a', '/gift-cards/link/gc_5f2a', '/rsr?token=r_81c2', '/selection/p13n_4be1'])(
    'never load on %s',
    (address) => {
      history.replaceState(null, '', address);
      expect(isTrackerFree(location.pathname, location.search)).toBe(true);
      expect(loadTrackers(ids)).toEqual([]);
    },
  );

  it('the questionnaire’s start (no token) is public', () => {
    expect(isTrackerFree('/selection/start')).toBe(false);
  });

  it.each([
    ['/salon/reservations/90211/prepayment/pp_7d1e4b9c2a', '/salon/reservations/90211/prepayment/:token'],
    ['/gift-cards/link/gc_5f2a?utm_source=sms', '/gift-cards/link/:token?utm_source=sms'],
    ['/rsr?token=r_81c2&lang=kz', '/rsr?lang=kz'],
    ['/selection/p13n_4be1', '/selection/:token'],
    ['/selection/start', '/selection/start'],
    ['/salon/101?MD=1&PaRes=eJx&utm_campaign=a', '/salon/101?utm_campaign=a'],
    ['/salon/101', '/salon/101'],
  ])('an address reported to a tracker has its tokens removed: %s', (address, reported) => {
    expect(trackerAddress(`https://salonbook.kz${address}`)).toBe(`https://salonbook.kz${reported}`);
  });

  it('the pixel’s automatic history tracking is off before it starts, and it reports nothing by itself', () => {
    history.replaceState(null, '', '/salon/101');
    loadTrackers(ids);
    const fbq = tracker('fbq');
    expect(fbq.disablePushState).toBe(true);
    const calls = fbq.queue!.map((args) => args.slice(0, 2).join(' '));
    expect(calls.indexOf('set autoConfig')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('set autoConfig')).toBeLessThan(calls.indexOf('init 123456'));
  });

  it('the counter sends no view by itself; the app sends the address without tokens', () => {
    history.replaceState(null, '', '/salon/101?utm_source=ig');
    loadTrackers(ids);
    const ym = tracker('ym');
    expect(ym.a).toEqual([
      [987, 'init', expect.objectContaining({ defer: true })],
      [987, 'hit', `${location.origin}/salon/101?utm_source=ig`],
    ]);
  });
});
