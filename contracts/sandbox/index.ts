// The sandbox: the contract's other side, with state. One Fetch handler (`Request -> Response`) that runs
// in-process (as the SDK's `fetch` in component tests) or behind a Node server (server.ts) for `npm start`
// and the end-to-end tests. See README.md beside this file.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createApp } from './app';
import { callerAddress, IN_PROCESS_PEER, type Connection } from './caller';
import { createState, type State } from './state';
import { DEMO_USER } from './seed';

export { DEMO_USER, SMS_CODE } from './seed';
export type { State } from './state';
export type { Connection } from './caller';

/**
 * A request's own clock: the sandbox clock moved forward by this many seconds for that request only (an e2e browser
 * context sends it with every request: its visits are past, while another test's browser keeps the shared clock).
 */
export const CLOCK_ADVANCE_HEADER = 'x-sandbox-clock-advance';

export interface SandboxOptions {
  /** The sandbox clock; default `Date.now`. `setNow` overrides it until `setNow(null)`. */
  now?: () => Date | number;
  /** Lifetime of access tokens in seconds (default 3600); a short one exercises the client's refresh. */
  accessTokenTtlSeconds?: number;
  /** How long before the visit a reservation may still be cancelled or moved (default 120 minutes). */
  cancelWindowMinutes?: number;
  /** Where the SMS codes and notable events are written (default: nowhere). */
  log?: (line: string) => void;
  /** The origin the sandbox is reached at, for the pages it serves itself (default from the request URL). */
  origin?: string;
  /**
   * The operator's proxies in front of the sandbox (their addresses as the socket sees them): a request from one of
   * them is counted for the hop it added to X-Forwarded-For (caller.ts). Default none: the peer address is the caller,
   * and X-Forwarded-For is never read.
   */
  trustedProxies?: string[];
}

export interface Sandbox {
  /**
   * The Fetch handler: give it as the SDK's `fetch`, or serve it. Any base URL works; only the path counts.
   * `connection.remoteAddress` is the peer the request came from (the Node server passes the socket's; in-process
   * it defaults to 127.0.0.1): the caller every per-caller limit counts, unless it is a trusted proxy.
   */
  fetch(request: Request, connection?: Connection): Promise<Response>;
  /** Back to the seed (clock override kept; call `setNow(null)` to drop it). */
  reset(): void;
  /** Freezes the sandbox clock at `value` (Date, epoch ms or ISO string); null goes back to the `now` option. */
  setNow(value: Date | number | string | null): void;
  /** Moves the sandbox clock forward by `ms`. */
  advance(ms: number): void;
  /** The sandbox clock, epoch ms. */
  now(): number;
  /** The live state (read it in tests; change it only when a test needs a situation the API cannot make). */
  readonly state: State;
  /**
   * A signed-in session for the demo client (or `phone`), as sign-in would return it. `tokens` picks the token
   * values (e.g. the pact's `access-1` / `refresh-1`); `expiresInSeconds` overrides the access token lifetime.
   */
  signIn(
    phone?: string,
    tokens?: { accessToken?: string; refreshToken?: string; expiresInSeconds?: number },
  ): { accessToken: string; refreshToken: string; expiresIn: number; userId: number };
}

const toMs = (value: Date | number | string) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value);

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const baseNow = () => toMs(options.now?.() ?? Date.now());
  let fixed: number | null = null;
  const advanced = new AsyncLocalStorage<number>();
  const now = () => (fixed ?? baseNow()) + (advanced.getStore() ?? 0);
  let state = createState(now());
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const log = options.log ?? (() => {});
  const trustedProxies = options.trustedProxies ?? [];
  /** The peer each request came from, as `fetch` was told. */
  const peers = new WeakMap<Request, string>();

  const app = createApp({
    state: () => state,
    now,
    accessTokenTtlSeconds: ttl,
    cancelWindowMinutes: options.cancelWindowMinutes ?? 120,
    log,
    reset: () => {
      state = createState(now());
    },
    setNow: (value) => {
      fixed = value;
    },
    origin: (request) => options.origin ?? new URL(request.url).origin,
    callerAddress: (request) => callerAddress(peers.get(request) ?? IN_PROCESS_PEER, request.headers.get('x-forwarded-for'), trustedProxies),
  });

  return {
    fetch: async (request, connection) => {
      const peer = connection?.remoteAddress;
      if (typeof peer === 'string' && peer !== '') peers.set(request, peer);
      const seconds = Number(request.headers.get(CLOCK_ADVANCE_HEADER) ?? '');
      return Number.isFinite(seconds) && seconds > 0 ? advanced.run(seconds * 1000, () => app.fetch(request)) : app.fetch(request);
    },
    reset() {
      state = createState(now());
    },
    setNow(value) {
      fixed = value === null ? null : toMs(value);
    },
    advance(ms) {
      fixed = now() + ms;
    },
    now,
    get state() {
      return state;
    },
    signIn(phone = DEMO_USER.phone, tokens = {}) {
      const digits = phone.replace(/\D/g, '');
      const user = state.users.find((u) => u.phone.replace(/\D/g, '') === digits);
      if (!user) throw new Error(`no sandbox user with phone ${phone}`);
      const lifetime = tokens.expiresInSeconds ?? ttl;
      const session = {
        userId: user.id,
        accessToken: tokens.accessToken ?? `sbx_at_${Math.random().toString(36).slice(2)}`,
        refreshToken: tokens.refreshToken ?? `sbx_rt_${Math.random().toString(36).slice(2)}`,
        accessExpiresAt: now() + lifetime * 1000,
      };
      state.sessions = state.sessions.filter((s) => s.accessToken !== session.accessToken && s.refreshToken !== session.refreshToken);
      state.sessions.push(session);
      return { accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: lifetime, userId: user.id };
    },
  };
}
