// The Idempotency-Key rule (routes/idempotency.ts): a repeated key gets the first answer and nothing is done again.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, SMS_CODE, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const NOW = '2026-11-23T10:00:00+05:00';
const KEY = '5f0c6b2e-3a8d-4c1e-9b7a-2d4e6f8a0c1b';
const OTHER_KEY = '0b8a6f4e-2d7a-4b9e-8c1e-3a8d5f0c6b2e';

function call(sandbox: Sandbox, method: string, path: string, body: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    api_key: 'k',
    client_secret: 's',
    client_id: 'c',
    'Content-Type': 'application/json',
    ...extra,
  };
  return sandbox.fetch(new Request(`${BASE}${path}`, { method, headers, body: JSON.stringify(body) }));
}

async function freeSlot(sandbox: Sandbox) {
  const response = await sandbox.fetch(
    new Request(`${BASE}/rest/clients-app/v1/reservations/reservation-times?firmId=101&serviceIds=301&date=2026-11-24&days=14`, {
      headers: { api_key: 'k', client_secret: 's', client_id: 'c' },
    }),
  );
  const times = (await response.json()) as { days: { slots: { startTime: string; masterId: number }[] }[] };
  return times.days.flatMap((d) => d.slots)[0]!;
}

describe('Idempotency-Key', () => {
  let sandbox: Sandbox;
  let draft: Record<string, unknown>;
  const CREATE = '/rest/clients-app/v2/reservations/create';
  beforeEach(async () => {
    sandbox = createSandbox({ now: () => new Date(NOW) });
    const slot = await freeSlot(sandbox);
    draft = {
      firmId: 101,
      services: [{ serviceId: 301, masterId: slot.masterId }],
      startTime: slot.startTime,
      peopleCount: 1,
      clientName: 'Гость',
      clientPhone: '+77020000000',
      smsCode: SMS_CODE,
    };
  });

  it('answers a repeated key with the first answer (status, body, headers) and books once', async () => {
    const before = sandbox.state.reservations.length;
    const first = await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY });
    expect(first.status).toBe(201);
    const body = await first.text();
    const again = await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY });
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(body);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(sandbox.state.reservations.length).toBe(before + 1);
    // Without the key (or with another one) the same body is a new attempt: the slot is now taken.
    expect((await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': OTHER_KEY })).status).toBe(409);
    expect((await call(sandbox, 'POST', CREATE, draft)).status).toBe(409);
    expect(sandbox.state.reservations.length).toBe(before + 1);
  });

  it('runs two simultaneous requests with one key once: the second waits for the first answer', async () => {
    const before = sandbox.state.reservations.length;
    const [a, b] = await Promise.all([
      call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY }),
      call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(((await a.json()) as { id: number }).id).toBe(((await b.json()) as { id: number }).id);
    expect(sandbox.state.reservations.length).toBe(before + 1);
  });

  it('refuses the key with another body (422 IDEMPOTENCY_KEY_REUSED) and a key that is not a UUID (400)', async () => {
    expect((await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY })).status).toBe(201);
    const reused = await call(sandbox, 'POST', CREATE, { ...draft, comment: 'другое' }, { 'Idempotency-Key': KEY });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', fields: [{ field: 'Idempotency-Key' }] });
    expect((await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': 'twice' })).status).toBe(400);
  });

  it('keeps a refusal too (the same key answers 409 again), per caller, and forgets on reset', async () => {
    const { accessToken } = sandbox.signIn();
    const mine: Record<string, unknown> = { ...draft, clientPhone: DEMO_USER.phone };
    delete mine.smsCode;
    const signedIn = { 'Idempotency-Key': KEY, Authorization: `Bearer ${accessToken}` };
    expect((await call(sandbox, 'POST', CREATE, mine, signedIn)).status).toBe(201);
    // The same key from an anonymous caller is another caller's key: it runs, and the slot is taken.
    expect((await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY })).status).toBe(409);
    expect((await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY })).status).toBe(409);
    sandbox.reset();
    const afterReset = await call(sandbox, 'POST', CREATE, draft, { 'Idempotency-Key': KEY });
    expect(afterReset.status).toBe(201);
  });

  it('replays only the same request: another path, query or operation with a used key is 422, nothing done', async () => {
    const { accessToken } = sandbox.signIn();
    const headers = { 'Idempotency-Key': KEY, Authorization: `Bearer ${accessToken}` };
    const PAY = '/rest/clients-app/v2/reservations/90211/prepayments/cards';
    const first = await call(sandbox, 'POST', `${PAY}/801`, {}, headers);
    expect(first.status).toBe(200);
    const payments = sandbox.state.payments.length;
    // The same key and body on card 802 is another request: not card 801's answer.
    const otherCard = await call(sandbox, 'POST', `${PAY}/802`, {}, headers);
    expect(otherCard.status).toBe(422);
    expect(await otherCard.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', fields: [{ field: 'Idempotency-Key' }] });
    // Another query (the link's token) or another operation with the key: refused too.
    expect((await call(sandbox, 'POST', `${PAY}/801?token=pp_7d1e4b9c2a`, {}, headers)).status).toBe(422);
    expect((await call(sandbox, 'POST', '/rest/clients-app/v1/payments/cards', { cryptogram: '014400431234122802TN8VkX' }, headers)).status).toBe(422);
    expect(sandbox.state.payments.length).toBe(payments);
    // The very same request is still replayed.
    const again = await call(sandbox, 'POST', `${PAY}/801`, {}, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });

  it('covers saving a card: one card for a repeated key', async () => {
    const { accessToken } = sandbox.signIn();
    const headers = { 'Idempotency-Key': KEY, Authorization: `Bearer ${accessToken}` };
    const body = { cryptogram: '014400431234122802TN8VkX', cardholderName: 'ALIYA NURLANOVA' };
    const first = await call(sandbox, 'POST', '/rest/clients-app/v1/payments/cards', body, headers);
    expect(first.status).toBe(200);
    const again = await call(sandbox, 'POST', '/rest/clients-app/v1/payments/cards', body, headers);
    expect(await again.json()).toEqual(await first.json());
  });
});
