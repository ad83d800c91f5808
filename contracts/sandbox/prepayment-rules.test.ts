// What a prepayment's link may and may not do, and one charge at a time: a link visitor sees no saved cards; a card
// is saved only for the owner paying their own prepayment; while one card payment awaits 3-D Secure a second one
// is refused (409, naming the one in progress), and the bank's confirmation of a superseded one is declined.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const PREPAYMENTS = '/rest/clients-app/v2/reservations/90211/prepayments';
const LINK = '?token=pp_7d1e4b9c2a';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };
const STRANGER = { id: 6100, name: 'Ерлан', surname: 'Садыков', phone: '+77019998877', password: 'secret1', email: null, birthDate: null, avatarUrl: null };

describe('prepayment rules', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  });

  const get = (path: string, token?: string) =>
    sandbox.fetch(new Request(`${BASE}${path}`, { headers: { ...KEYS, ...(token ? { Authorization: `Bearer ${token}` } : {}) } }));
  const post = (path: string, body: unknown, token?: string) =>
    sandbox.fetch(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        headers: {
          ...KEYS,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
  /** The bank's page confirmed (or refused) the step, then the TermUrl's outcome as the return page's query. */
  async function bank(step: { md: string; termUrl: string }, decision: 'ok' | 'fail' = 'ok') {
    const page = await (
      await sandbox.fetch(
        new Request(`${BASE}/__sandbox/3ds/confirm`, { method: 'POST', body: new URLSearchParams({ MD: step.md, TermUrl: step.termUrl, decision }) }),
      )
    ).text();
    const paRes = /name="PaRes" value="([^"]*)"/.exec(page)![1]!;
    const term = await sandbox.fetch(new Request(step.termUrl, { method: 'POST', body: new URLSearchParams({ MD: step.md, PaRes: paRes }) }));
    return Object.fromEntries(new URL(/url=([^"]+)"/.exec(await term.text())![1]!.replace(/&amp;/g, '&'), BASE).searchParams);
  }
  const cardsOf = (userId: number) => sandbox.state.cards.filter((c) => c.userId === userId);
  const prepayment = () => sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!;

  describe('saved cards', () => {
    it('a prepayment link without sign-in shows no saved cards and no saved-card method', async () => {
      const res = await get(`${PREPAYMENTS}${LINK}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { cards: unknown[]; methods: string[] };
      expect(body.cards).toEqual([]);
      expect(body.methods).not.toContain('SAVED_CARD');
    });

    it('a link opened by another signed-in client shows no cards of the owner', async () => {
      sandbox.state.users.push(STRANGER);
      const { accessToken } = sandbox.signIn(STRANGER.phone);
      const body = (await (await get(`${PREPAYMENTS}${LINK}`, accessToken)).json()) as { cards: { id: number }[] };
      expect(body.cards).toEqual([]);
    });

    it('the signed-in owner gets their saved cards', async () => {
      const { accessToken, userId } = sandbox.signIn();
      const body = (await (await get(PREPAYMENTS, accessToken)).json()) as { cards: { id: number }[]; methods: string[] };
      expect(body.cards.map((c) => c.id).sort()).toEqual(
        cardsOf(userId)
          .map((c) => c.id)
          .sort(),
      );
      expect(body.cards.length).toBeGreaterThan(0);
      expect(body.methods).toContain('SAVED_CARD');
    });
  });

  describe('saveCard', () => {
    it("a stranger paying the owner's prepayment by its link with saveCard: the card is saved to no one", async () => {
      sandbox.state.users.push(STRANGER);
      const { accessToken } = sandbox.signIn(STRANGER.phone);
      const ownerId = sandbox.state.reservations.find((r) => r.id === 90211)!.userId!;
      const ownerCards = cardsOf(ownerId).length;
      const res = await post(`${PREPAYMENTS}/cloud-payments${LINK}`, { cryptogram: '014242424242123012DEV', saveCard: true }, accessToken);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { status: string; threeDs: { md: string; termUrl: string } };
      expect(answer.status).toBe('REQUIRES_3DS');
      expect(await bank(answer.threeDs)).toMatchObject({ status: 'paid' });
      expect(prepayment().paid).toBe(true);
      expect(cardsOf(ownerId)).toHaveLength(ownerCards);
      expect(cardsOf(STRANGER.id)).toHaveLength(0);
    });

    it('an anonymous payer by link with saveCard: nothing saved', async () => {
      const ownerId = sandbox.state.reservations.find((r) => r.id === 90211)!.userId!;
      const before = sandbox.state.cards.length;
      const answer = (await (await post(`${PREPAYMENTS}/cloud-payments${LINK}`, { cryptogram: '014242424242123012DEV', saveCard: true })).json()) as {
        threeDs: { md: string; termUrl: string };
      };
      expect(await bank(answer.threeDs)).toMatchObject({ status: 'paid' });
      expect(sandbox.state.cards).toHaveLength(before);
      expect(cardsOf(ownerId).some((c) => c.maskedNumber.endsWith('1230'))).toBe(false);
    });

    it('the signed-in owner paying with saveCard: the card is saved to them', async () => {
      const { accessToken, userId } = sandbox.signIn();
      const before = cardsOf(userId).length;
      const answer = (await (await post(`${PREPAYMENTS}/cloud-payments`, { cryptogram: '014242424242123012DEV', saveCard: true }, accessToken)).json()) as {
        threeDs: { md: string; termUrl: string };
      };
      expect(await bank(answer.threeDs)).toMatchObject({ status: 'paid' });
      expect(cardsOf(userId)).toHaveLength(before + 1);
    });
  });

  describe('one pending charge per prepayment', () => {
    type Result = { status: string; transactionId: string; threeDs: { md: string; termUrl: string } };
    const payByCard = async () => post(`${PREPAYMENTS}/cloud-payments${LINK}`, { cryptogram: '014242424242123012DEV' });
    const prepaymentPayments = () => sandbox.state.payments.filter((p) => p.reservationId === 90211 && p.kind === 'PREPAYMENT');

    it('a second payment while one awaits 3-D Secure is 409 PAYMENT_IN_PROGRESS naming the one in progress; it alone is charged', async () => {
      const first = (await (await payByCard()).json()) as Result;
      expect(first.status).toBe('REQUIRES_3DS');
      const second = await payByCard();
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({
        code: 'PAYMENT_IN_PROGRESS',
        payment: { status: 'REQUIRES_3DS', transactionId: first.transactionId, threeDs: { md: first.threeDs.md } },
      });
      // Any other way of paying waits too: a gift card's balance, PayBox.
      expect((await post(`${PREPAYMENTS}/gift-card${LINK}`, { code: 'GC-7K2M-9QXD' })).status).toBe(409);
      expect((await post(`${PREPAYMENTS}/pay-box${LINK}`, { returnUrl: 'https://salonbook.kz/ok' })).status).toBe(409);
      expect(await bank(first.threeDs)).toMatchObject({ status: 'paid' });
      expect(prepayment().paid).toBe(true);
      expect(prepaymentPayments()).toHaveLength(1);
    });

    it('a charge left at the bank for 15 minutes gives way to a new one; confirming the superseded one is declined (SUPERSEDED)', async () => {
      const old = (await (await payByCard()).json()) as Result;
      sandbox.advance(15 * 60_000 + 1000);
      const fresh = (await (await payByCard()).json()) as Result;
      expect(fresh.status).toBe('REQUIRES_3DS');
      expect(fresh.threeDs.md).not.toBe(old.threeDs.md);
      expect(await bank(old.threeDs)).toMatchObject({ status: 'declined', reason: 'SUPERSEDED' });
      expect(prepayment().paid).toBe(false);
      expect(await bank(fresh.threeDs)).toMatchObject({ status: 'paid' });
      expect(prepaymentPayments()).toHaveLength(1);
    });

    it('confirming a charge after the prepayment was paid another way is declined (ALREADY_PAID), never paid twice', async () => {
      const old = (await (await payByCard()).json()) as Result;
      sandbox.advance(15 * 60_000 + 1000);
      expect((await post(`${PREPAYMENTS}/gift-card${LINK}`, { code: 'GC-7K2M-9QXD' })).status).toBe(200);
      expect(await bank(old.threeDs)).toMatchObject({ status: 'declined', reason: 'ALREADY_PAID' });
      expect(prepaymentPayments()).toHaveLength(1);
    });
  });
});
