import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftBody, draftFromReservation } from './client';
import { basketAtSalon, basketIsLive, makeDraft, markBasketLive, timeHasPassed, withDate, withMaster, withServices } from './draft';
import type { Service } from '../firm/queries';

const firm = {
  id: 101,
  name: 'Жасмин',
  address: 'Актау',
  location: { lat: 43.65, lng: 51.16 },
  rating: 4.8,
  reviewCount: 1,
  categories: [],
  currency: 'KZT',
  isFavorite: false,
};

describe('the reservation draft', () => {
  it('sends the phone as +7XXXXXXXXXX (the contract pattern) whatever the field shows', () => {
    const draft = {
      ...makeDraft(firm, [301, 302], { '301': 201 }),
      clientName: ' Алия ',
      clientPhone: '+7 701 123 45 67',
      startTime: '2026-12-01T14:30:00+05:00',
    };
    expect(draftBody(draft)).toEqual({
      firmId: 101,
      services: [
        { serviceId: 301, masterId: 201 },
        { serviceId: 302, masterId: null },
      ],
      startTime: '2026-12-01T14:30:00+05:00',
      peopleCount: 1,
      comment: undefined,
      clientName: 'Алия',
      clientPhone: '+77011234567',
    });
  });

  it('a new master, another day or other services ask for the time again; a removed service forgets its master', () => {
    const draft = {
      ...makeDraft(firm, [301, 302], { '301': 201, '302': 202 }),
      params: { masters: { '301': 201, '302': 202 }, date: '2026-12-01' },
      startTime: '2026-12-01T14:30:00+05:00',
    };
    expect(withMaster(draft, 301, null).startTime).toBeNull();
    expect(withDate(draft, '2026-12-01').startTime).toBe(draft.startTime);
    expect(withDate(draft, '2026-12-02').startTime).toBeNull();
    expect(withServices(draft, [301]).params.masters).toEqual({ '301': 201 });
  });

  it('a time that has passed is noticed', () => {
    const draft = { ...makeDraft(firm, [301]), startTime: '2026-12-01T14:30:00+05:00' };
    expect(timeHasPassed(draft, Date.parse('2026-12-01T09:29:00Z'))).toBe(false);
    expect(timeHasPassed(draft, Date.parse('2026-12-01T09:30:00Z'))).toBe(true);
  });

  it('book again: the same firm, services and masters (null where the salon had assigned none), the same client, no time', () => {
    const draft = draftFromReservation({
      firm,
      services: [{ service: { id: 301 }, master: { id: 201 } }, { service: { id: 302 } }],
      peopleCount: 2,
      clientName: 'Алия',
      clientPhone: '+77011234567',
    });
    expect(draft).toMatchObject({ services: [301, 302], params: { masters: { '301': 201, '302': null } }, peopleCount: 2, startTime: null, firm: { id: 101 } });
    expect(draft.clientPhone).toBe('+7 701 123 45 67');
    expect(draftBody({ ...draft, startTime: '2026-12-01T14:30:00+05:00' }).services).toEqual([
      { serviceId: 301, masterId: 201 },
      { serviceId: 302, masterId: null },
    ]);
  });
});

describe('a saved basket on its salon page', () => {
  const service = (id: number) => ({ id, name: `Услуга ${id}`, durationMinutes: 60, price: { from: 1000 * id, currency: 'KZT' } }) as unknown as Service;
  const basket = fc.record({
    firmId: fc.constantFrom(101, 102),
    services: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 5 }),
    masters: fc.dictionary(fc.integer({ min: 1, max: 8 }).map(String), fc.option(fc.integer({ min: 200, max: 210 }))),
    deleted: fc.boolean(),
    startTime: fc.option(fc.constant('2026-11-24T18:00:00+05:00')),
  });
  const page = fc.record({
    firmId: fc.constantFrom(101, 102),
    offered: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
    live: fc.boolean(),
  });

  it("is ticked only when chosen in this page's life, else offered, never merged; another salon's or a deleted one is nothing", () => {
    fc.assert(
      fc.property(fc.option(basket), page, (saved, at) => {
        const draft = saved && {
          ...makeDraft({ ...firm, id: saved.firmId }, saved.services, saved.masters),
          isDeleted: saved.deleted,
          startTime: saved.startTime,
        };
        const offered = at.offered.map(service);
        const result = basketAtSalon(draft, at.firmId, offered, at.live);
        const usable = draft && !draft.isDeleted && draft.firm?.id === at.firmId ? draft.services.filter((id) => at.offered.includes(id)) : [];
        if (usable.length === 0) {
          expect(result).toEqual({ kind: 'none' });
          return;
        }
        // The services it names are the basket's that the salon still offers, in the basket's order.
        expect(result).toMatchObject({ kind: at.live ? 'ticks' : 'offer', services: usable });
        // The page's first render knows no basket (the server's view): a stale one shows no ticks after it either,
        // so what the first paint shows ticked is what a tap toggles.
        const firstPaint = basketAtSalon(null, at.firmId, offered, at.live);
        expect(firstPaint).toEqual({ kind: 'none' });
        if (!at.live) expect(result.kind).not.toBe('ticks');
      }),
      { seed: 20261202, numRuns: 400 },
    );
  });

  it('is live per app (SDK) and salon: a reload or another tab starts with none', () => {
    const app = {};
    const other = {};
    expect(basketIsLive(app, 101)).toBe(false);
    markBasketLive(app, 101);
    expect(basketIsLive(app, 101)).toBe(true);
    expect(basketIsLive(app, 102)).toBe(false);
    expect(basketIsLive(other, 101)).toBe(false);
    markBasketLive(app, 102);
    expect(basketIsLive(app, 101)).toBe(false);
  });
});
