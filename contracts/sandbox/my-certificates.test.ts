// 'Мои сертификаты': the certificates a client bought for themselves and paid, newest first; a present bought for
// someone else is the recipient's, not listed here.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', 'Content-Type': 'application/json' };

describe('the client’s own certificates', () => {
  it('lists what was bought for oneself and paid, newest first, never a present', async () => {
    const sandbox = createSandbox();
    const { accessToken } = sandbox.signIn();
    const call = async (path: string, body?: unknown) =>
      sandbox.fetch(
        new Request(`http://sandbox.test/rest/clients-app/v2${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { ...KEYS, Authorization: `Bearer ${accessToken}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const mine = async () =>
      (await (await call('/certificate-purchases')).json()) as { id: number; code: string; certificateName?: string; firmName?: string }[];
    expect((await mine()).map((p) => p.code)).toEqual(['CERT-7Q4M-K2XD-9HTP']);
    const card = sandbox.state.cards.find((x) => x.userId === sandbox.state.users[0]!.id)!;
    const own = (await (await call('/subscription-certificates', { certificateId: 4201, cardId: card.id })).json()) as { id: number };
    await call('/gift-certificates', { certificateId: 4101, cardId: card.id, recipientName: 'Мадина' });
    const listed = await mine();
    expect(listed.map((p) => p.id)).toEqual([own.id, 5501]);
    expect(listed[0]).toMatchObject({ certificateName: 'Абонемент: 5 стрижек', firmName: expect.stringContaining('«') });
    const signedOut = await sandbox.fetch(new Request('http://sandbox.test/rest/clients-app/v2/certificate-purchases', { headers: KEYS }));
    expect(signedOut.status).toBe(401);
  });
});
