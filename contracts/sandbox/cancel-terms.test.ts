// The designed cancel terms of a reservation (cancelDeadline, cancelPolicy) as the sandbox answers them.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB' };

async function call(sandbox: ReturnType<typeof createSandbox>, method: string, path: string, body?: unknown) {
  const { accessToken } = sandbox.signIn();
  const response = await sandbox.fetch(
    new Request(`http://sandbox.test/rest/clients-app/v2${path}`, {
      method,
      headers: { ...KEYS, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('cancel terms', () => {
  it('free until cancelWindowMinutes before the visit, nothing to refund while the prepayment is unpaid; the list says the same', async () => {
    const sandbox = createSandbox({ now: () => NOW, cancelWindowMinutes: 120 });
    const { body } = await call(sandbox, 'GET', '/reservations/90211');
    expect(body).toMatchObject({
      canCancel: true,
      cancelDeadline: '2026-12-01T12:30:00+05:00',
      cancelPolicy: { free: true, refundAmount: 0, currency: 'KZT' },
    });
    const list = await call(sandbox, 'GET', '/reservations?type=future');
    expect((list.body.items as unknown[])[0]).toMatchObject({
      id: 90211,
      cancelDeadline: '2026-12-01T12:30:00+05:00',
      cancelPolicy: { free: true },
      prepayment: { required: true, amount: 2000, paid: false },
    });
  });

  it('a paid prepayment is refunded in full before the deadline; after it, no free cancel and 409 CANCEL_NOT_ALLOWED', async () => {
    const sandbox = createSandbox({ now: () => NOW, cancelWindowMinutes: 60 });
    sandbox.state.reservations.find((r) => r.id === 90211)!.prepayment!.paid = true;
    expect((await call(sandbox, 'GET', '/reservations/90211')).body).toMatchObject({
      cancelDeadline: '2026-12-01T13:30:00+05:00',
      cancelPolicy: { free: true, refundAmount: 2000 },
    });
    sandbox.setNow('2026-12-01T13:45:00+05:00');
    expect((await call(sandbox, 'GET', '/reservations/90211')).body).toMatchObject({ canCancel: false, cancelPolicy: { free: false, refundAmount: 0 } });
    expect(await call(sandbox, 'POST', '/reservations/90211/cancel', { reason: 'OTHER' })).toMatchObject({ status: 409, body: { code: 'CANCEL_NOT_ALLOWED' } });
  });

  it('no deadline once cancelled or finished', async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const cancelled = await call(sandbox, 'POST', '/reservations/90211/cancel', { reason: 'CHANGED_PLANS' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelDeadline: null, cancelPolicy: { free: false } });
    expect((await call(sandbox, 'GET', '/reservations/6001')).body).toMatchObject({ status: 'COMPLETED', cancelDeadline: null });
  });
});
