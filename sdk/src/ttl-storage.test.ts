import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './storage';
import { createTimeLimitedStorage, TTL_RECORDS_KEY } from './ttl-storage';

function setup() {
  const clock = { now: 1_000_000 };
  const backend = createMemoryStorage();
  return { clock, backend, ttl: createTimeLimitedStorage(backend, () => clock.now) };
}

describe('time-limited storage', () => {
  it('keeps a record for its default 300 seconds and no longer', () => {
    const { clock, ttl } = setup();
    ttl.set('home-banner-closed', true);
    clock.now += 299_999;
    expect(ttl.get('home-banner-closed')).toBe(true);
    clock.now += 1;
    expect(ttl.get('home-banner-closed')).toBeUndefined();
  });

  it('stores the spec fields storageKey, timeToLive and time', () => {
    const { clock, backend, ttl } = setup();
    ttl.set('sms-resend', { phone: '+77011234567' }, 60);
    expect(JSON.parse(backend.getItem(TTL_RECORDS_KEY)!)).toEqual([
      { storageKey: 'sms-resend', timeToLive: 60, time: clock.now, value: { phone: '+77011234567' } },
    ]);
  });

  it('lists the keys of the records that have not expired', () => {
    const { clock, ttl } = setup();
    ttl.set('created-reservation-1', { id: 1 }, 60);
    ttl.set('reservation-sms-+77011234567', { codeLength: 4 }, 600);
    expect(ttl.keys()).toEqual(['created-reservation-1', 'reservation-sms-+77011234567']);
    clock.now += 60_000;
    expect(ttl.keys()).toEqual(['reservation-sms-+77011234567']);
  });

  it('clean-up removes the expired records only', () => {
    const { clock, backend, ttl } = setup();
    ttl.set('short', 1, 10);
    ttl.set('long', 2, 1000);
    clock.now += 10_000;
    expect(ttl.cleanup()).toBe(1);
    expect(ttl.get('long')).toBe(2);
    clock.now += 1_000_000;
    ttl.cleanup();
    expect(backend.getItem(TTL_RECORDS_KEY)).toBeNull();
  });

  it('replaces a record stored again under the same key', () => {
    const { ttl } = setup();
    ttl.set('k', 'old');
    ttl.set('k', 'new');
    expect(ttl.get('k')).toBe('new');
  });
});
