// The analytics transport rules, driven against a local HTTP endpoint with the real Amplitude library, on a clock of
// the test's own: the library's waits (flush interval, back-off) pass as fast as the endpoint answers, and each gap is
// the one the library chose, whatever the machine's speed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DEFAULTS, CappedMemoryStorage, createAnalytics, withDropOnClientError, type Analytics } from './analytics';

interface Batch {
  status: number;
  at: number;
  ids: string[];
  types: string[];
}

let server: Server | null = null;
const clients: Analytics[] = [];

/** An endpoint answering the given statuses in turn, then 200; it records every batch it receives. */
async function endpoint(answers: number[]) {
  const batches: Batch[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const payload = JSON.parse(raw) as { events: Array<{ insert_id: string; event_type: string }> };
      const status = answers.shift() ?? 200;
      batches.push({ status, at: Date.now(), ids: payload.events.map((e) => e.insert_id), types: payload.events.map((e) => e.event_type) });
      const body =
        status === 200
          ? JSON.stringify({ code: 200, events_ingested: payload.events.length, payload_size_bytes: raw.length, server_upload_time: Date.now() })
          : status === 413
            ? JSON.stringify({ code: 413, error: 'Payload too large' })
            : status === 429
              ? JSON.stringify({ code: 429, error: 'Too many requests for some devices and users' })
              : status === 400
                ? JSON.stringify({ code: 400, error: 'Request rejected' })
                : 'upstream failure';
      res.writeHead(status, { 'Content-Type': status === 500 || status === 408 ? 'text/plain' : 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const analytics = createAnalytics({ serverUrl: `http://127.0.0.1:${port}/batch`, apiKey: 'test-api-key', widget: true });
  clients.push(analytics);
  await analytics.start();
  return { analytics, batches };
}

/** The clock runs on in 10 ms steps, each after the endpoint's and the library's real input and output have had a turn. */
async function tick() {
  await new Promise((done) => setImmediate(done));
  await vi.advanceTimersByTimeAsync(10);
}

async function until(check: () => boolean, timeout = 8_000) {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await tick();
  }
}

async function sleep(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) await tick();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  clients.splice(0).forEach((c) => c.setUserId(null));
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = null;
  vi.restoreAllMocks();
});

describe('analytics transport (real @amplitude/analytics-browser against a local endpoint)', () => {
  it('200: sends the tracked events in one batch, once', async () => {
    const { analytics, batches } = await endpoint([]);
    analytics.track('open_firm', { firmId: 101 });
    analytics.track('press_category', { categoryId: 5 });
    analytics.track('press_service');
    await until(() => batches.length === 1);
    expect(batches[0]!.types).toEqual(['open_firm', 'press_category', 'press_service']);
    await sleep(1_500);
    expect(batches).toHaveLength(1);
  });

  it('flushes at 30 events per batch', async () => {
    const { analytics, batches } = await endpoint([]);
    for (let i = 0; i < 31; i++) analytics.track('add_service', { i });
    await until(() => batches.length === 2);
    expect(batches.map((b) => b.ids.length)).toEqual([30, 1]);
  });

  it('413: halves the batch and resends the same events', async () => {
    const { analytics, batches } = await endpoint([413]);
    for (let i = 0; i < 40; i++) analytics.track('add_another_service', { i });
    await until(() => batches.reduce((n, b) => n + (b.status === 200 ? b.ids.length : 0), 0) === 40, 10_000);
    expect(batches.map((b) => [b.status, b.ids.length])).toEqual([
      [413, 30],
      [200, 10],
      [200, 15],
      [200, 15],
    ]);
    const resent = new Set(batches.slice(2).flatMap((b) => b.ids));
    expect(batches[0]!.ids.every((id) => resent.has(id))).toBe(true);
  });

  it('429: backs off and resends the same events', async () => {
    const { analytics, batches } = await endpoint([429]);
    analytics.track('open_reservation', { reservationId: 7 });
    analytics.track('created_reservation_successfully');
    await until(() => batches.length === 2);
    expect(batches[1]!.ids).toEqual(batches[0]!.ids);
    expect(batches[1]!.at - batches[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it.each([500, 408])('%i: resends after a back-off', async (status) => {
    const { analytics, batches } = await endpoint([status]);
    analytics.track('press_subcategory', { id: 3 });
    await until(() => batches.length === 2);
    expect(batches.map((b) => b.status)).toEqual([status, 200]);
    expect(batches[1]!.ids).toEqual(batches[0]!.ids);
    expect(batches[1]!.at - batches[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('other 4xx: drops the batch, nothing is resent', async () => {
    const { analytics, batches } = await endpoint([400]);
    analytics.track('open_firm', { firmId: 1 });
    await until(() => batches.length === 1);
    await sleep(3_000);
    expect(batches).toHaveLength(1);
  });

  it('gives up after 5 tries, waiting longer each time', async () => {
    const { analytics, batches } = await endpoint([500, 500, 500, 500, 500, 500, 500]);
    analytics.track('open_firm', { firmId: 2 });
    await until(() => batches.length === 5, 16_000);
    await sleep(3_000);
    expect(batches).toHaveLength(ANALYTICS_DEFAULTS.flushMaxRetries);
    // Back-off: Amplitude waits attempts × 1 s (at least the 1 s flush interval): about 1, 1, 2, 3 s.
    const gaps = batches.slice(1).map((b, i) => b.at - batches[i]!.at);
    gaps.forEach((gap) => expect(gap).toBeGreaterThanOrEqual(900));
    expect(gaps[2]!).toBeGreaterThan(gaps[0]! + 500);
    expect(gaps[3]!).toBeGreaterThan(gaps[2]! + 500);
  });

  it('in widget mode writes nothing to localStorage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { analytics, batches } = await endpoint([]);
    analytics.track('open_firm', { firmId: 3 });
    await until(() => batches.length === 1);
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});

describe('analytics configuration', () => {
  it('is off when no endpoint is configured: nothing is loaded or sent', async () => {
    const analytics = createAnalytics(null);
    expect(analytics.enabled).toBe(false);
    analytics.track('open_firm');
    await analytics.start();
    await analytics.flush();
  });

  it('loads the library only on start(), with the spec’s constants and the configured server URL', async () => {
    const init = vi.fn(() => ({ promise: Promise.resolve() }));
    const track = vi.fn(() => ({ promise: Promise.resolve() }));
    const load = vi.fn(async () => {
      class AmplitudeBrowser {
        config = { transportProvider: { send: vi.fn() } };
        init = init;
        track = track;
        setUserId = vi.fn();
        flush = () => ({ promise: Promise.resolve() });
      }
      return { AmplitudeBrowser, Types: { LogLevel: { Warn: 2 } } } as never;
    });
    const analytics = createAnalytics({ serverUrl: 'https://events.salonbook.kz/2/httpapi', apiKey: 'key', widget: false, load });
    for (let i = 0; i < 1_005; i++) analytics.track('press_service', { i });
    expect(load).not.toHaveBeenCalled();

    await analytics.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      'key',
      expect.objectContaining({
        serverUrl: 'https://events.salonbook.kz/2/httpapi',
        flushIntervalMillis: 1_000,
        flushQueueSize: 30,
        flushMaxRetries: 5,
        sessionTimeout: 30 * 60 * 1_000,
        cookieOptions: { expiration: 365 },
        identityStorage: 'cookie',
        autocapture: false,
        fetchRemoteConfig: false,
      }),
    );
    // What was tracked before the library loaded is sent, capped at 1000 events.
    expect(track).toHaveBeenCalledTimes(ANALYTICS_DEFAULTS.queueCap);
  });

  it('the in-memory queue is capped at 1000 events', async () => {
    const storage = new CappedMemoryStorage<number[]>();
    await storage.set(
      'queue',
      Array.from({ length: 1_200 }, (_, i) => i),
    );
    expect(await storage.get('queue')).toHaveLength(1_000);
  });

  it('a 4xx answer without field details is marked so Amplitude drops it; 413/429 are left alone', async () => {
    const answers = [
      { status: 'invalid', statusCode: 403, body: { error: '', missingField: '' } },
      { status: 'payload_too_large', statusCode: 413, body: { error: '' } },
    ];
    const transport = withDropOnClientError({ send: async () => answers.shift()! });
    expect(await transport.send('u', {})).toMatchObject({ body: { missingField: 'rejected with 403' } });
    expect(await transport.send('u', {})).toEqual({ status: 'payload_too_large', statusCode: 413, body: { error: '' } });
  });
});
