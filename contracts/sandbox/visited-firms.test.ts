// 'Вы уже были здесь' (listReservationHistoryFirms): the salons of the client's finished visits, latest first; never a
// salon the client has only booked ahead, nor one whose visit was cancelled or missed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00').getTime();
const HOUR = 3_600_000;
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB' };
const STATUSES = ['CONFIRMED', 'PENDING', 'CANCELLED', 'NO_SHOW', 'COMPLETED'] as const;

async function visited(sandbox: ReturnType<typeof createSandbox>) {
  const { accessToken } = sandbox.signIn();
  const response = await sandbox.fetch(
    new Request('http://sandbox.test/rest/clients-app/v2/reservations/history/firms', { headers: { ...KEYS, Authorization: `Bearer ${accessToken}` } }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }[]).map((f) => f.id);
}

describe('the salons the client has been to', () => {
  it('lists none for a client whose visits are all ahead', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const user = sandbox.state.users[0]!.id;
    for (const r of sandbox.state.reservations.filter((x) => x.userId === user)) {
      r.start = NOW + 48 * HOUR;
      r.end = r.start + HOUR;
      r.status = 'CONFIRMED';
    }
    expect(await visited(sandbox)).toEqual([]);
  });

  it('lists exactly the salons of finished visits, latest first, whatever the mix (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ firm: fc.constantFrom(101, 102, 103), hoursFromNow: fc.integer({ min: -400, max: 400 }), status: fc.constantFrom(...STATUSES) }), {
          maxLength: 8,
        }),
        async (visits) => {
          const sandbox = createSandbox({ now: () => NOW });
          const user = sandbox.state.users[0]!.id;
          const template = sandbox.state.reservations.find((x) => x.userId === user)!;
          sandbox.state.reservations = sandbox.state.reservations.filter((x) => x.userId !== user);
          visits.forEach((v, i) =>
            sandbox.state.reservations.push({
              ...template,
              id: 990_000 + i,
              firmId: v.firm,
              start: NOW + v.hoursFromNow * HOUR,
              end: NOW + (v.hoursFromNow + 1) * HOUR,
              status: v.status,
            }),
          );
          const finished = visits
            .filter((v) => v.status === 'COMPLETED' || ((v.status === 'CONFIRMED' || v.status === 'PENDING') && v.hoursFromNow + 1 <= 0))
            .sort((a, b) => b.hoursFromNow - a.hoursFromNow)
            .map((v) => v.firm);
          expect(await visited(sandbox)).toEqual([...new Set(finished)]);
        },
      ),
      { seed: 20261128, numRuns: 60 },
    );
  });
});
