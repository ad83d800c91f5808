// The advertising pixel and the visitor counter: third-party scripts that load only when their ids are
// configured (VITE_AD_PIXEL_ID, VITE_COUNTER_ID), after the first paint.
export interface TrackerIds {
  adPixelId: string | null;
  counterId: string | null;
}

export const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const COUNTER_SRC = 'https://mc.yandex.ru/metrika/tag.js';

type PixelQueue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
type TrackerWindow = Window & { fbq?: PixelQueue; _fbq?: PixelQueue; ym?: PixelQueue & { a?: unknown[][]; l?: number } };

function addScript(doc: Document, src: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return script;
}

/** Injects the configured trackers; returns the sources it added (none when nothing is configured). */
export function loadTrackers(ids: TrackerIds, win: Window = window): string[] {
  const doc = win.document;
  const w = win as TrackerWindow;
  const added: string[] = [];
  if (ids.adPixelId && !w.fbq) {
    const fbq: PixelQueue = (...args: unknown[]) => void (fbq.queue ??= []).push(args);
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = w._fbq = fbq;
    fbq('init', ids.adPixelId);
    fbq('track', 'PageView');
    added.push(addScript(doc, PIXEL_SRC).src);
  }
  if (ids.counterId && !w.ym) {
    const ym = ((...args: unknown[]) => void (ym.a ??= []).push(args)) as NonNullable<TrackerWindow['ym']>;
    ym.l = Date.now();
    w.ym = ym;
    ym(Number(ids.counterId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
    added.push(addScript(doc, COUNTER_SRC).src);
  }
  return added;
}
