// The sandbox behind Prism's validating proxy, as `npm start` and the e2e tests run it:
// 1. the demo journey (firms differ, 404, a real photo, sign-in, book → 409 → slot gone → listed → 401 → cancel);
// 2. every operation of the contract called once, through the proxy, with no contract violation.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxStack, type SandboxStack } from './sandbox/stack';
import { DEMO_USER, SMS_CODE } from './sandbox';
import { loadContract, ROOT } from './lib/contract';
import { OPERATIONS } from './lib/operations';
import { ACCESS_TOKEN, contractSdk, HEADERS, REFRESH_TOKEN } from './lib/sdk';

let stack: SandboxStack;

beforeAll(async () => {
  stack = await startSandboxStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { ...HEADERS };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${stack.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, violations: response.headers.get('sl-violations') };
}

describe('the proof journey, through the validating proxy', () => {
  it('firm 101 and firm 102 differ, 999999 is 404, a photo of 101 is a real picture', async () => {
    const a = await call<{ id: number; name: string; photoUrl: string; photos: { url: string }[] }>('GET', '/rest/clients-app/v1/firms/101');
    const b = await call<{ id: number; name: string; photoUrl: string }>('GET', '/rest/clients-app/v1/firms/102');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.name).toBe('Салон красоты «Жасмин»');
    expect(b.body.name).toBe('Студия маникюра «Лотос»');
    expect(b.body.photoUrl).not.toBe(a.body.photoUrl);
    expect((await call('GET', '/rest/clients-app/v1/firms/999999')).status).toBe(404);

    // The photo is a file of the app's origin (web/public), a WebP picture of a real size.
    for (const url of [a.body.photoUrl, a.body.photos[0]!.url]) {
      expect(url).toMatch(/^\/media\/.+\.webp$/);
      const file = join(ROOT, 'web/public', url);
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThanOrEqual(320);
    }
  });

  it('signs the demo client in and refuses a wrong password', async () => {
    const signIn = (password: string) =>
      call('POST', '/auth-app/auth/v1/sign-in', {
        appVersion: '15.0.0',
        clientApp: 'WEB',
        deviceName: 'vitest',
        deviceOS: 'Linux',
        phone: 77011234567,
        password,
      });
    expect((await signIn(DEMO_USER.password)).status).toBe(200);
    expect((await signIn('Qwerty124')).status).toBe(401);
  });

  it('previews, confirms with the SMS code and creates a free slot; 409 again; the slot is gone; listed; 401 without a token; cancel', async () => {
    const session = await call<{ accessToken: string }>('POST', '/auth-app/auth/v1/sign-in', {
      appVersion: '15.0.0',
      clientApp: 'WEB',
      deviceName: 'vitest',
      deviceOS: 'Linux',
      phone: 77011234567,
      password: DEMO_USER.password,
    });
    const token = session.body.accessToken;
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    type Times = { days: { date: string; slots: { startTime: string; masterId: number }[] }[] };
    const times = await call<Times>('GET', `/rest/clients-app/v1/reservations/reservation-times?firmId=101&serviceIds=301&date=${today}&days=14`);
    expect(times.status).toBe(200);
    // A slot a day ahead or later: today's first free one may already sit inside the cancel window (at 09:00 Aqtau
    // the cancel below was refused 409), which depends on the hour the suite runs, not on the sandbox.
    const dayAhead = Date.now() + 24 * 3600_000;
    const slot = times.body.days.flatMap((d) => d.slots).find((s) => Date.parse(s.startTime) > dayAhead);
    expect(slot, 'a free slot for service 301 a day ahead or later, within 14 days').toBeDefined();
    const draft = {
      firmId: 101,
      services: [{ serviceId: 301, masterId: slot!.masterId }],
      startTime: slot!.startTime,
      peopleCount: 1,
      clientName: 'Алия',
      clientPhone: '+77011234567',
    };

    const preview = await call<{ totalPrice: number; smsCodeRequired: boolean }>('POST', '/rest/clients-app/v1/reservations/preview', draft);
    expect(preview.status).toBe(200);
    expect(preview.body.totalPrice).toBe(6000);
    expect(preview.body.smsCodeRequired).toBe(true); // anonymous
    expect((await call('POST', '/rest/clients-app/v1/reservations/sms-code', { phone: draft.clientPhone, firmId: 101 })).status).toBe(200);
    expect((await call<{ valid: boolean }>('POST', '/rest/clients-app/v1/reservations/sms', { phone: draft.clientPhone, code: SMS_CODE })).body.valid).toBe(
      true,
    );

    const created = await call<{ id: number; status: string }>('POST', '/rest/clients-app/v2/reservations/create', { ...draft, smsCode: SMS_CODE }, token);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('CONFIRMED');

    const again = await call<{ code: string }>('POST', '/rest/clients-app/v2/reservations/create', { ...draft, smsCode: SMS_CODE }, token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SLOT_TAKEN');

    const day = slot!.startTime.slice(0, 10);
    const after = await call<Times>(
      'GET',
      `/rest/clients-app/v1/reservations/available-times?firmId=101&serviceIds=301&masterId=${slot!.masterId}&date=${day}`,
    );
    expect(after.body.days[0]!.slots.map((s) => s.startTime)).not.toContain(slot!.startTime);

    const future = await call<{ items: { id: number }[] }>('GET', '/rest/clients-app/v2/reservations?type=future', undefined, token);
    expect(future.body.items.map((r) => r.id)).toContain(created.body.id);
    expect((await call('GET', '/rest/clients-app/v2/reservations?type=future')).status).toBe(401);

    const cancelled = await call<{ status: string }>('POST', `/rest/clients-app/v2/reservations/${created.body.id}/cancel`, { reason: 'CHANGED_PLANS' }, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const fetched = await call<{ status: string }>('GET', `/rest/clients-app/v2/reservations/${created.body.id}`, undefined, token);
    expect(fetched.body.status).toBe('CANCELLED');
  });

  it('an uploaded avatar reaches the sandbox byte for byte (Prism alone would forward it as UTF-8 text)', async () => {
    const token = (
      await call<{ accessToken: string }>('POST', '/auth-app/auth/v1/sign-in', {
        appVersion: '15.0.0',
        clientApp: 'WEB',
        deviceName: 'vitest',
        deviceOS: 'Linux',
        phone: 77011234567,
        password: DEMO_USER.password,
      })
    ).body.accessToken;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'avatar.jpg');
    const response = await fetch(`${stack.url}/rest/clients-app/v1/my/profiles/avatar-upload`, {
      method: 'POST',
      headers: { ...HEADERS, Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(Buffer.from(avatarUrl.slice('data:image/jpeg;base64,'.length), 'base64').equals(jpeg)).toBe(true);
  });

  it('reported no contract violation', () => {
    expect(stack.violations).toEqual([]);
  });
});

describe('every operation once, through the validating proxy', () => {
  const contract = loadContract();

  it('the sandbox answers each of them within the contract', async () => {
    await fetch(`${stack.sandboxUrl}/__sandbox/reset`, { method: 'POST' });
    const before = stack.violations.length;
    const statuses: Record<string, number> = {};
    for (const [operationId, row] of Object.entries(OPERATIONS)) {
      const op = contract.byId.get(operationId)!;
      // The contract SDK's session (access-1 / refresh-1), known to the sandbox.
      stack.server.sandbox.signIn(undefined, { accessToken: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN });
      const { sdk } = contractSdk(stack.url, { signedIn: op.bearer || row.signedIn, city: row.city });
      const { response } = await row
        .call(sdk.api, () => op.requestBody?.example as never)
        .catch((error: unknown) => {
          throw new Error(`${operationId}: ${String(error)}`);
        });
      statuses[operationId] = response.status;
    }
    const violations = stack.violations.slice(before);
    expect(violations).toEqual([]);
    // Beyond "within the contract": the sandbox answers most of them with success.
    const failures = Object.entries(statuses).filter(([, status]) => status >= 400);
    console.log(`${Object.keys(statuses).length} operations called; not 2xx: ${failures.map(([id, s]) => `${id} ${s}`).join(', ') || 'none'}`);
    expect(failures.length).toBeLessThanOrEqual(Object.keys(statuses).length / 5);
  }, 120_000);
});
