// Certificate codes cannot be guessed: a paid purchase's code carries at least 60 random bits (CERT- and 12
// characters of Crockford's base32), not derived from the purchase's id, so one code says nothing of the next. Whatever
// is bought in whatever order (a saved card at once, or the hosted page paid later), the codes are of that form, all
// different, the same id gets another code in another sandbox, and the next code is not this one's next value. (Its
// random characters may spell the id's digits by chance, about once in 100,000 codes: that is no sign of the id.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', 'Content-Type': 'application/json' };
/** Crockford's base32: 5 bits a character. */
const CODE = /^CERT-([0-9ABCDEFGHJKMNPQRSTVWXYZ]{4})-([0-9ABCDEFGHJKMNPQRSTVWXYZ]{4})-([0-9ABCDEFGHJKMNPQRSTVWXYZ]{4})$/;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const valueOf = (code: string) => [...code.replace(/^CERT-|-/g, '')].reduce((n, ch) => n * 32n + BigInt(ALPHABET.indexOf(ch)), 0n);

describe('certificate codes', () => {
  it('have at least 60 random bits, are all different and never follow from the id or the code before', async () => {
    const purchase = fc.record({ certificateId: fc.constantFrom(4101, 4201), hosted: fc.boolean(), present: fc.boolean() });
    /** Each purchase id's codes, over the runs: every run is a fresh sandbox, whose ids start at the same number. */
    const codesOfId = new Map<number, Set<string>>();
    await fc.assert(
      fc.asyncProperty(fc.array(purchase, { minLength: 2, maxLength: 6 }), async (purchases) => {
        const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
        const { accessToken } = sandbox.signIn();
        const card = sandbox.state.cards.find((x) => x.userId === sandbox.state.users[0]!.id)!;
        const call = (method: string, path: string, body?: unknown) =>
          sandbox.fetch(
            new Request(`http://sandbox.test${path}`, {
              method,
              headers: { ...KEYS, Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
              body: body === undefined ? undefined : JSON.stringify(body),
            }),
          );
        const bought: { id: number; code: string }[] = [];
        for (const { certificateId, hosted, present } of purchases) {
          const product = certificateId === 4101 ? 'gift' : 'subscription';
          const body = {
            certificateId,
            ...(hosted ? { returnUrl: 'http://app.test/certificates' } : { cardId: card.id }),
            ...(present ? { recipientName: 'Мадина' } : {}),
          };
          const made = await call('POST', `/rest/clients-app/v2/${product}-certificates`, body);
          expect(made.status).toBe(201);
          const answer = (await made.json()) as { id: number; code: string | null };
          const id = answer.id;
          let code = answer.code;
          if (hosted) {
            // The hosted page pays it (the PayBox stand-in's Pay).
            expect(code).toBeNull();
            const paid = await sandbox.fetch(
              new Request(`http://sandbox.test/__sandbox/paybox/pay?certificate=${id}`, { method: 'POST', body: new URLSearchParams({ decision: 'ok' }) }),
            );
            expect(paid.status).toBeLessThan(400);
            code = ((await (await call('GET', `/rest/clients-app/v2/certificate-purchases/${id}`)).json()) as { code: string | null }).code;
          }
          expect(code).toMatch(CODE);
          const codes = codesOfId.get(id) ?? new Set<string>();
          expect(codes.has(code!)).toBe(false);
          codesOfId.set(id, codes.add(code!));
          bought.push({ id, code: code! });
        }
        expect(new Set(bought.map((b) => b.code)).size).toBe(bought.length);
        for (const [i, { code }] of bought.entries()) {
          // 12 characters of 5 bits: 60 bits; the next purchase's code is not this one's next value.
          expect(code.replace(/^CERT-|-/g, '').length * 5).toBeGreaterThanOrEqual(60);
          const next = bought[i + 1];
          if (next) expect(valueOf(next.code) - valueOf(code)).not.toBe(BigInt(next.id - bought[i]!.id));
        }
      }),
      { seed: 20261123, numRuns: 25 },
    );
    // The same id was bought in many sandboxes, with a code of its own each time.
    expect(Math.max(...[...codesOfId.values()].map((codes) => codes.size))).toBeGreaterThan(10);
  });
});
