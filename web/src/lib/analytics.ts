// Product analytics over @amplitude/analytics-browser, loaded after the first paint and pointed at the
// configured server URL; off (a no-op) when no endpoint is configured.
//
// Transport rules (SPEC.md sections 8 and 9) and where each comes from:
//   flush every 1 s or at 30 events, at most 5 tries with back-off, 30-minute sessions, 365-day device cookie:
//     Amplitude's defaults, passed explicitly below so they are visible;
//   413 halves the batch, 429 / 408 / 5xx back off and resend: Amplitude's Destination plugin;
//   any other 4xx drops the batch: Amplitude only drops what a 400 body flags (missing_field, invalid
//     events), so withDropOnClientError() marks every other 4xx answer as rejected;
//   queue capped at 1000: Amplitude's LocalStorage keeps at most 1000 events; the in-memory storage used in
//     widget mode and the buffer before the library loads keep the same cap.
import type * as AmplitudeBrowser from '@amplitude/analytics-browser';
import type { Types } from '@amplitude/analytics-browser';

export const ANALYTICS_EVENTS = [
  'add_another_service',
  'add_service',
  'created_reservation_successfully',
  'open_firm',
  'open_reservation',
  'press_category',
  'press_service',
  'press_subcategory',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type EventProperties = Record<string, string | number | boolean | null | undefined>;

export const ANALYTICS_DEFAULTS = {
  flushIntervalMillis: 1_000,
  flushQueueSize: 30,
  flushMaxRetries: 5,
  sessionTimeout: 30 * 60 * 1_000,
  cookieExpirationDays: 365,
  queueCap: 1_000,
} as const;

export interface Analytics {
  readonly enabled: boolean;
  track(event: AnalyticsEvent, properties?: EventProperties): void;
  setUserId(userId: string | number | null): void;
  /** Loads the library and sends what was tracked meanwhile (the app calls it after the first paint). */
  start(): Promise<void>;
  flush(): Promise<void>;
}

export interface AnalyticsOptions {
  serverUrl: string;
  apiKey: string;
  /** Widget mode: nothing in localStorage or cookies. */
  widget: boolean;
  appVersion?: string;
  /** For tests: how the library is loaded. */
  load?: () => Promise<typeof AmplitudeBrowser>;
}

/** A queue kept in memory, capped like Amplitude's LocalStorage (used in widget mode). */
export class CappedMemoryStorage<T> implements Types.Storage<T> {
  private readonly map = new Map<string, T>();
  constructor(private readonly cap: number = ANALYTICS_DEFAULTS.queueCap) {}
  async isEnabled() {
    return true;
  }
  async get(key: string) {
    return this.map.get(key);
  }
  async getRaw(key: string) {
    const value = this.map.get(key);
    return value === undefined ? undefined : JSON.stringify(value);
  }
  async set(key: string, value: T) {
    this.map.set(key, (Array.isArray(value) && value.length > this.cap ? value.slice(0, this.cap) : value) as T);
  }
  async remove(key: string) {
    this.map.delete(key);
  }
  async reset() {
    this.map.clear();
  }
}

/** Amplitude's transport interface (not exported by the browser package). */
export interface AmplitudeTransport {
  send(serverUrl: string, payload: unknown, compress?: boolean): Promise<{ status: string; statusCode: number; body?: unknown } | null>;
}

/** Makes any 4xx other than 408, 413 and 429 drop its batch instead of being retried. */
export function withDropOnClientError(transport: AmplitudeTransport): AmplitudeTransport {
  return {
    async send(serverUrl, payload, compress) {
      const response = await transport.send(serverUrl, payload, compress);
      if (response && response.status === 'invalid' && 'body' in response) {
        const body = response.body as { missingField?: string; error?: string };
        if (!body.missingField) body.missingField = body.error || `rejected with ${response.statusCode}`;
      }
      return response;
    },
  };
}

const noop: Analytics = {
  enabled: false,
  track() {},
  setUserId() {},
  async start() {},
  async flush() {},
};

export function createAnalytics(options: AnalyticsOptions | null): Analytics {
  if (!options) return noop;
  type Call = (client: Types.BrowserClient) => void;
  const pending: Call[] = [];
  let client: Types.BrowserClient | null = null;
  let starting: Promise<void> | null = null;

  const run = (call: Call) => {
    if (client) call(client);
    else if (pending.length < ANALYTICS_DEFAULTS.queueCap) pending.push(call);
  };

  const start = () =>
    (starting ??= (async () => {
      const lib = await (options.load ?? (() => import('@amplitude/analytics-browser')))();
      const instance = new lib.AmplitudeBrowser();
      await instance.init(options.apiKey, {
        serverUrl: options.serverUrl,
        appVersion: options.appVersion ?? '15.0.0',
        flushIntervalMillis: ANALYTICS_DEFAULTS.flushIntervalMillis,
        flushQueueSize: ANALYTICS_DEFAULTS.flushQueueSize,
        flushMaxRetries: ANALYTICS_DEFAULTS.flushMaxRetries,
        sessionTimeout: ANALYTICS_DEFAULTS.sessionTimeout,
        cookieOptions: { expiration: ANALYTICS_DEFAULTS.cookieExpirationDays },
        identityStorage: options.widget ? 'none' : 'cookie',
        ...(options.widget ? { storageProvider: new CappedMemoryStorage<Types.Event[]>() } : {}),
        // Only the configured server: no autocapture, remote configuration or diagnostics calls.
        autocapture: false,
        fetchRemoteConfig: false,
        remoteConfig: { fetchRemoteConfig: false },
        enableDiagnostics: false,
        transport: 'fetch',
        logLevel: lib.Types.LogLevel.Warn,
      }).promise;
      const config = (instance as unknown as { config: { transportProvider: AmplitudeTransport } }).config;
      config.transportProvider = withDropOnClientError(config.transportProvider);
      client = instance;
      pending.splice(0).forEach((call) => call(instance));
    })());

  return {
    enabled: true,
    track(event, properties) {
      run((c) => void c.track(event, properties));
    },
    setUserId(userId) {
      run((c) => c.setUserId(userId === null ? undefined : String(userId)));
    },
    start,
    async flush() {
      await start();
      await client?.flush().promise;
    },
  };
}
