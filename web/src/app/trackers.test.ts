import { describe, expect, it } from 'vitest';
import { COUNTER_SRC, PIXEL_SRC, loadTrackers } from './trackers';

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
