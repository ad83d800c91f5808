import { describe, expect, it } from 'vitest';
import { draftBody, draftFromReservation } from './client';
import { makeDraft, timeHasPassed, withDate, withMaster, withServices } from './draft';

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
