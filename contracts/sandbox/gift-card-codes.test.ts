// Gift-card codes cannot be guessed: a paid card's code carries at least 60 random bits (never its id), and codes
// tried over a prepayment are limited per reservation and per caller (429 with Retry-After), the right code too. The
// caller is the peer address (or the hop a trusted proxy added), never an X-Forwarded-For the client wrote.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'c', Accept: 'application/json', 'Content-Type': 'application/json' };
const GIFT = (id: number, token: string) => `/rest/clients-app/v2/reservations/${id}/prepayments/gift-card?token=${token}`;
/** Crockford's base32: 5 bits a character. */
const BASE32 = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]+$/;

describe('gift-card codes', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  });
  /** A request from the peer `from` (the socket's address), with any extra headers. */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, from = '203.0.113.10') =>
    sandbox.fetch(
      new Request(`${BASE}${path}`, { method: 'POST', headers: { ...KEYS, 'Idempotency-Key': crypto.randomUUID(), ...headers }, body: JSON.stringify(body) }),
      { remoteAddress: from },
    );
  const giftCard = (id: number) => sandbox.state.giftCards.find((g) => g.id === id)!;

  it('a paid gift card gets a code of at least 60 random bits, not made of its id', async () => {
    const { accessToken } = sandbox.signIn();
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const made = (await (
        await post('/rest/clients-app/v2/gift-cards', { amount: 10000, designId: 1, recipientName: 'Мадина' }, { Authorization: `Bearer ${accessToken}` })
      ).json()) as { id: number };
      const paid = await post(
        `/rest/clients-app/v2/gift-cards/${made.id}/pay`,
        { method: 'SAVED_CARD', cardId: 801 },
        { Authorization: `Bearer ${accessToken}` },
      );
      expect(paid.status).toBe(200);
      const code = giftCard(made.id).code!;
      expect(code).not.toContain(String(made.id));
      const random = code.replace(/^GC-/, '').replace(/-/g, '');
      expect(random).toMatch(BASE32);
      expect(random.length * 5).toBeGreaterThanOrEqual(60);
      codes.push(code);
    }
    expect(new Set(codes).size).toBe(3);
  });

  it('five wrong codes over a prepayment link, then 429 with Retry-After even for the right code, from any caller; later it pays', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(GIFT(90211, 'pp_7d1e4b9c2a'), { code: `GC-0000-000${i}` }, {}, `10.0.0.${i}`);
      expect(wrong.status).toBe(404);
    }
    const limited = await post(GIFT(90211, 'pp_7d1e4b9c2a'), { code: 'GC-7K2M-9QXD' }, {}, '10.0.0.99');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(limited.headers.get('Retry-After'))).toBe(15 * 60);
    expect(giftCard(6602).balance).toBe(10000);
    sandbox.advance(15 * 60_000);
    expect((await post(GIFT(90211, 'pp_7d1e4b9c2a'), { code: 'GC-7K2M-9QXD' })).status).toBe(200);
  });

  /** Three more reservations like 90211, with prepayment links pp_other0…2. */
  const addReservations = () => {
    const r = sandbox.state.reservations.find((x) => x.id === 90211)!;
    for (const [i, id] of [90901, 90902, 90903].entries()) {
      sandbox.state.reservations.push({ ...structuredClone(r), id, prepaymentToken: `pp_other${i}`, reminderToken: `rm_other${i}` });
    }
  };

  it('one caller trying codes on several prepayments is stopped after ten wrong codes in all', async () => {
    addReservations();
    for (let i = 0; i < 10; i += 1) {
      const [id, token] = i < 4 ? [90901, 'pp_other0'] : i < 8 ? [90902, 'pp_other1'] : [90903, 'pp_other2'];
      expect((await post(GIFT(id, token), { code: `GC-1111-11${String(i).padStart(2, '0')}` }, {}, '192.0.2.7')).status).toBe(404);
    }
    const limited = await post(GIFT(90903, 'pp_other2'), { code: 'GC-7K2M-9QXD' }, {}, '192.0.2.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another caller on that prepayment is not stopped by this caller's tries (two wrong codes there so far).
    expect((await post(GIFT(90903, 'pp_other2'), { code: 'GC-7K2M-9QXD' }, {}, '198.51.100.1')).status).toBe(200);
  });

  it('X-Forwarded-For written by the client is ignored: a new value each try is still the same caller', async () => {
    addReservations();
    for (let i = 0; i < 10; i += 1) {
      const [id, token] = i < 4 ? [90901, 'pp_other0'] : i < 8 ? [90902, 'pp_other1'] : [90903, 'pp_other2'];
      const forged = { 'X-Forwarded-For': `10.${i}.0.1` };
      expect((await post(GIFT(id, token), { code: `GC-2222-22${String(i).padStart(2, '0')}` }, forged, '192.0.2.7')).status).toBe(404);
    }
    const limited = await post(GIFT(90903, 'pp_other2'), { code: 'GC-7K2M-9QXD' }, { 'X-Forwarded-For': '198.51.100.1' }, '192.0.2.7');
    expect(limited.status).toBe(429);
  });

  it('behind a trusted proxy, the caller is the hop the proxy added, not what the client wrote before it', async () => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00'), trustedProxies: ['10.1.1.1'] });
    addReservations();
    const viaProxy = (client: string, written = '6.6.6.6') => ({ 'X-Forwarded-For': `${written}, ${client}` });
    for (let i = 0; i < 10; i += 1) {
      const [id, token] = i < 4 ? [90901, 'pp_other0'] : i < 8 ? [90902, 'pp_other1'] : [90903, 'pp_other2'];
      const answer = await post(GIFT(id, token), { code: `GC-3333-33${String(i).padStart(2, '0')}` }, viaProxy('192.0.2.7', `10.${i}.0.1`), '10.1.1.1');
      expect(answer.status).toBe(404);
    }
    expect((await post(GIFT(90903, 'pp_other2'), { code: 'GC-7K2M-9QXD' }, viaProxy('192.0.2.7'), '10.1.1.1')).status).toBe(429);
    // Another client behind the same proxy is another caller.
    expect((await post(GIFT(90903, 'pp_other2'), { code: 'GC-7K2M-9QXD' }, viaProxy('192.0.2.8', '192.0.2.7'), '10.1.1.1')).status).toBe(200);
  });
});
