// The one TermUrl of every 3-D Secure step (designed completePrepayment3ds): a card being saved and a gift card paid
// with a new card name the backend's address (never the app's pages, whatever the request says); the bank's page
// always form-posts PaRes and MD there, and the term endpoint completes the step by its kind and sends the browser
// to /payment-return.html with the outcome.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index';

const BASE = 'http://sandbox.test';
const TERM = '/rest/clients-app/v1/payments/3ds/term';
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB' };

describe('the 3-D Secure TermUrl', () => {
  let sandbox: Sandbox;
  let userId: number;
  let accessToken: string;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    ({ userId, accessToken } = sandbox.signIn());
  });

  const post = (path: string, body: unknown) =>
    sandbox.fetch(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        headers: {
          ...KEYS,
          Accept: 'application/json',
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      }),
    );

  /** The bank's page answered: its form post (always to the TermUrl), then where the term endpoint sends the browser. */
  async function bank(step: { md: string; termUrl: string }, decision: 'ok' | 'fail') {
    const page = await sandbox.fetch(
      new Request(`${BASE}/__sandbox/3ds/confirm`, { method: 'POST', body: new URLSearchParams({ MD: step.md, TermUrl: step.termUrl, decision }) }),
    );
    const html = await page.text();
    expect(html).not.toContain('location.replace');
    expect(/<form method="post" action="([^"]+)"/.exec(html)![1]).toBe(step.termUrl);
    const paRes = /name="PaRes" value="([^"]*)"/.exec(html)![1]!;
    const term = await sandbox.fetch(new Request(step.termUrl, { method: 'POST', body: new URLSearchParams({ MD: step.md, PaRes: paRes }) }));
    expect(term.status).toBe(200);
    const next = new URL(/url=([^"]+)"/.exec(await term.text())![1]!.replace(/&amp;/g, '&'), BASE);
    expect(next.pathname).toBe('/payment-return.html');
    return Object.fromEntries(next.searchParams);
  }

  async function cardStep() {
    const answer = (await (await post('/rest/clients-app/v1/payments/cards', { cryptogram: '014400430000987603290DEV' })).json()) as {
      transactionId: number;
      termUrl: string;
    };
    expect(new URL(answer.termUrl).pathname).toBe(TERM);
    return { md: String(answer.transactionId), termUrl: answer.termUrl };
  }

  async function giftCardStep() {
    const answer = (await (
      await post('/rest/clients-app/v2/gift-cards/6601/pay', {
        method: 'NEW_CARD',
        cryptogram: '014242424242123012DEV',
        termUrl: 'https://salonbook.kz/card-payment',
      })
    ).json()) as {
      status: string;
      threeDs: { md: string; termUrl: string };
    };
    expect(answer.status).toBe('REQUIRES_3DS');
    // The request's termUrl is ignored: the server names its own.
    expect(new URL(answer.threeDs.termUrl).pathname).toBe(TERM);
    return answer.threeDs;
  }

  const myCards = () => sandbox.state.cards.filter((c) => c.userId === userId);
  const giftCard = () => sandbox.state.giftCards.find((g) => g.id === 6601)!;

  it('a card being saved: confirmed, the card is saved and the return says so; once only', async () => {
    const before = myCards().length;
    const step = await cardStep();
    const outcome = await bank(step, 'ok');
    expect(outcome).toEqual({ cardId: expect.any(String), status: 'saved' });
    expect(myCards().map((c) => String(c.id))).toContain(outcome.cardId);
    expect(myCards()).toHaveLength(before + 1);
    // The bank's post again (the browser's resubmitted form) saves nothing more.
    const again = await sandbox.fetch(new Request(step.termUrl, { method: 'POST', body: new URLSearchParams({ MD: step.md, PaRes: `sbx-pares-${step.md}` }) }));
    expect(await again.text()).toContain('status=declined&amp;reason=NOT_FOUND');
    expect(myCards()).toHaveLength(before + 1);
  });

  it('a card being saved: declined at the bank, nothing saved', async () => {
    const before = myCards().length;
    expect(await bank(await cardStep(), 'fail')).toEqual({ cardId: expect.any(String), status: 'declined', reason: 'THREE_DS_FAILED' });
    expect(myCards()).toHaveLength(before);
  });

  it('a gift card: confirmed, it is paid (ACTIVE); declined, it still awaits payment', async () => {
    expect(await bank(await giftCardStep(), 'fail')).toEqual({ giftCardId: '6601', status: 'declined', reason: 'THREE_DS_FAILED' });
    expect(giftCard().status).toBe('AWAITING_PAYMENT');
    expect(await bank(await giftCardStep(), 'ok')).toEqual({ giftCardId: '6601', status: 'paid' });
    expect(giftCard().status).toBe('ACTIVE');
  });
});
