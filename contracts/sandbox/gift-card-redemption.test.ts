// A prepayment paid from a gift card's balance (payPrepaymentGiftCard) and in parts (payPrepaymentInstallment), as
// the sandbox keeps them: the balance goes down once per attempt (a repeated Idempotency-Key gets the first answer),
// a card at zero is used, the refusals' codes, INSTALLMENT listed and taken only while the bnpl feature is on.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const LINK = '?token=pp_7d1e4b9c2a';
const GIFT = `/rest/clients-app/v2/reservations/90211/prepayments/gift-card${LINK}`;
const PARTS = `/rest/clients-app/v2/reservations/90211/prepayments/installment${LINK}`;
const KEY = '5f0c6b2e-3a8d-4c1e-9b7a-2d4e6f8a0c1b';

function post(sandbox: Sandbox, path: string, body: unknown, key = crypto.randomUUID()) {
  const headers = { Accept: 'application/json', api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json', 'Idempotency-Key': key };
  return sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

describe('a prepayment from a gift card', () => {
  let sandbox: Sandbox;
  const card = () => sandbox.state.giftCards.find((g) => g.id === 6602)!;
  const prepayment = () => sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  });

  it('takes the whole prepayment once, even when the attempt is repeated; the prepayment is paid', async () => {
    const before = card().balance;
    const first = await post(sandbox, GIFT, { code: 'gc 7k2m 9qxd' }, KEY);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { amount: number; balance: number; currency: string };
    expect(body).toMatchObject({ status: 'SUCCEEDED', amount: prepayment().amount, balance: before - prepayment().amount, currency: card().currency });
    const again = await post(sandbox, GIFT, { code: 'gc 7k2m 9qxd' }, KEY);
    expect(await again.json()).toEqual(body);
    expect(card().balance).toBe(before - prepayment().amount);
    expect(prepayment().paid).toBe(true);
  });

  it('a card spent to zero is USED', async () => {
    card().balance = prepayment().amount;
    expect((await post(sandbox, GIFT, { code: 'GC-7K2M-9QXD' })).status).toBe(200);
    expect(card()).toMatchObject({ balance: 0, status: 'USED' });
  });

  it.each([
    ['unknown', () => {}, 'GC-NOPE', 404, 'GIFT_CARD_NOT_FOUND'],
    [
      'used',
      (s: Sandbox) =>
        Object.assign(
          s.state.giftCards.find((g) => g.id === 6602)!,
          { balance: 0, status: 'USED' },
        ),
      'GC-7K2M-9QXD',
      409,
      'GIFT_CARD_USED',
    ],
    [
      'expired',
      (s: Sandbox) =>
        Object.assign(
          s.state.giftCards.find((g) => g.id === 6602)!,
          { expiresAt: '2026-11-01T00:00:00+05:00' },
        ),
      'GC-7K2M-9QXD',
      409,
      'GIFT_CARD_EXPIRED',
    ],
    [
      'not enough',
      (s: Sandbox) =>
        Object.assign(
          s.state.giftCards.find((g) => g.id === 6602)!,
          { balance: 1 },
        ),
      'GC-7K2M-9QXD',
      409,
      'GIFT_CARD_NOT_ENOUGH',
    ],
    [
      'another currency',
      (s: Sandbox) =>
        Object.assign(
          s.state.giftCards.find((g) => g.id === 6602)!,
          { currency: 'RUB' },
        ),
      'GC-7K2M-9QXD',
      409,
      'GIFT_CARD_CURRENCY',
    ],
  ] as const)('%s: refused with its code, nothing taken', async (_name, arrange, code, status, error) => {
    arrange(sandbox);
    const before = card().balance;
    const response = await post(sandbox, GIFT, { code });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { code: string }).code).toBe(error);
    expect(card().balance).toBe(before);
    expect(prepayment().paid).toBe(false);
  });

  it('a paid prepayment is not paid again from the card', async () => {
    prepayment().paid = true;
    const before = card().balance;
    const response = await post(sandbox, GIFT, { code: 'GC-7K2M-9QXD' });
    expect(response.status).toBe(409);
    expect(card().balance).toBe(before);
  });
});

describe('a prepayment in parts', () => {
  it('listed and taken while bnpl is on; not listed and refused while off', async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    const methods = async () =>
      (
        (await (
          await sandbox.fetch(
            new Request(`${BASE}/rest/clients-app/v2/reservations/90211/prepayments${LINK}`, { headers: { api_key: 'k', client_secret: 's', client_id: 'c' } }),
          )
        ).json()) as { methods: string[] }
      ).methods;
    expect(await methods()).toEqual(expect.arrayContaining(['GIFT_CARD', 'INSTALLMENT']));
    const go = await post(sandbox, PARTS, { returnUrl: 'https://salonbook.kz/ok', failureUrl: 'https://salonbook.kz/no' });
    expect(go.status).toBe(200);
    expect(new URL(((await go.json()) as { redirectUrl: string }).redirectUrl).pathname).toBe('/__sandbox/installment');
    sandbox.state.features.bnpl = false;
    expect(await methods()).not.toContain('INSTALLMENT');
    const off = await post(sandbox, PARTS, { returnUrl: 'https://salonbook.kz/ok' });
    expect(off.status).toBe(409);
    expect(((await off.json()) as { code: string }).code).toBe('INSTALLMENT_UNAVAILABLE');
  });
});
