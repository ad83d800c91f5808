// A visit's review as the sandbox keeps it: the overall mark for the salon, a mark for each master of the visit that
// counts in the master's rating and reviews, and 422s naming the mark that is wrong.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };

async function call(sandbox: ReturnType<typeof createSandbox>, method: string, path: string, body?: unknown) {
  const { accessToken } = sandbox.signIn();
  const response = await sandbox.fetch(
    new Request(`http://sandbox.test/rest/clients-app${path}`, {
      method,
      headers: { ...KEYS, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('reviews of a visit', () => {
  it("keeps each master's mark: the master's reviews show it as their rating, the salon's the overall mark; the form shows the review", async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const form = await call(sandbox, 'GET', '/v2/reservations/6001/reviews');
    expect(form.body).toMatchObject({ alreadyReviewed: false, masters: [{ id: 201 }] });
    const before = (await call(sandbox, 'GET', '/v1/masters/201/profile')).body as { reviewCount: number };
    const sent = await call(sandbox, 'POST', '/v2/reservations/6001/reviews', {
      rating: 5,
      text: 'Чисто и уютно',
      masterRatings: [{ masterId: 201, rating: 3 }],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      rating: 5,
      masterName: 'Айгерим Сарсенова',
      masterRatings: [{ masterId: 201, masterName: 'Айгерим Сарсенова', rating: 3 }],
    });
    const firm = (await call(sandbox, 'GET', '/v1/firms/101/reviews?limit=1')).body as { items: { text: string; rating: number }[] };
    expect(firm.items[0]).toMatchObject({ text: 'Чисто и уютно', rating: 5 });
    const master = (await call(sandbox, 'GET', '/v1/masters/201/reviews?limit=1')).body as { items: { text: string; rating: number }[] };
    expect(master.items[0]).toMatchObject({ text: 'Чисто и уютно', rating: 3 });
    expect(((await call(sandbox, 'GET', '/v1/masters/201/profile')).body as { reviewCount: number }).reviewCount).toBe(before.reviewCount + 1);
    expect((await call(sandbox, 'GET', '/v2/reservations/6001/reviews')).body).toMatchObject({
      alreadyReviewed: true,
      review: { text: 'Чисто и уютно', masterRatings: [{ masterId: 201, rating: 3 }] },
    });
  });

  it('a master left out gets the overall mark; a master who was not on the visit, or named twice, is a 422 naming the item', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    for (const [masterRatings, field] of [
      [[{ masterId: 202, rating: 4 }], 'masterRatings[0].masterId'],
      [
        [
          { masterId: 201, rating: 4 },
          { masterId: 201, rating: 5 },
        ],
        'masterRatings[1].masterId',
      ],
      [[{ masterId: 201, rating: 6 }], 'masterRatings[0].rating'],
    ] as const) {
      const refused = await call(sandbox, 'POST', '/v2/reservations/6001/reviews', { rating: 4, text: 'Хорошо', masterRatings });
      expect(refused.status).toBe(422);
      expect((refused.body.fields as { field: string }[]).map((f) => f.field)).toContain(field);
    }
    const sent = await call(sandbox, 'POST', '/v2/reservations/6001/reviews', { rating: 4, text: 'Хорошо' });
    expect(sent.body).toMatchObject({ masterRatings: [{ masterId: 201, rating: 4 }] });
  });
});
