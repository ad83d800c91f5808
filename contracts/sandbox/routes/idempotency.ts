// The `Idempotency-Key` rule of the contract (components/parameters.yaml): an operation that declares the header
// (create a reservation, an express one, save a card, every pay and buy operation) answers a repeated key with the
// first answer and does nothing again. One Hono middleware, mounted after the contract check and before the routers:
// which operations it covers comes from the contract itself (those that declare the header), so an operation that
// gains the header gains the rule.
//
// Remembered per (caller, key): the caller is the bearer's user, or "anonymous" (the key is a UUID the client made:
// two anonymous clients do not share one). With the key goes the request it was first used for: method, path, query
// and body (as Stripe compares them). The first answer's status, headers and body are kept for 24 hours of the
// sandbox clock and replayed only to the very same request; the key with any other request (another card's path,
// another token, another operation, another body) is 422 IDEMPOTENCY_KEY_REUSED and runs nothing; a repeat that arrives
// while the first is being answered waits for it; a 5xx is not kept (the handler did nothing the client can see),
// so the same key may run again. The memory belongs to the state: `reset` forgets it.
import type { MiddlewareHandler } from 'hono';
import { problem } from '../http';
import type { State } from '../state';
import { requestChecks } from '../validation';
import { request, type AppContext } from './common';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEEP_MS = 24 * 3600 * 1000;

interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}
interface Remembered {
  at: number;
  /** The request the key was first used for: method, path with its query, and body. */
  request: string;
  /** The first answer; null when it is not kept (a 5xx, or the handler threw). */
  answer: Promise<Answer | null>;
}

const memories = new WeakMap<State, Map<string, Remembered>>();
const memoryOf = (state: State) => {
  let memory = memories.get(state);
  if (!memory) memories.set(state, (memory = new Map()));
  return memory;
};

const replay = (answer: Answer) => new Response(answer.body.byteLength ? answer.body.slice(0) : null, { status: answer.status, headers: answer.headers });

export function idempotency(ctx: AppContext): MiddlewareHandler {
  const { who } = request(ctx);
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key) return next();
    const { pathname } = new URL(c.req.url);
    const op = (await requestChecks()).find((x) => x.method === c.req.method && x.pattern.test(pathname));
    if (!op?.parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER.toLowerCase())) return next();

    const user = who(c);
    const id = `${typeof user === 'number' ? `user ${user}` : 'anonymous'} ${key}`;
    const body = c.req.raw.body ? await c.req.raw.clone().text() : '';
    const { search } = new URL(c.req.url);
    const fingerprint = `${c.req.method} ${pathname}${search}\n${body}`;
    const memory = memoryOf(ctx.state());
    const now = ctx.now();

    for (;;) {
      const seen = memory.get(id);
      if (!seen || now - seen.at > KEEP_MS) break;
      if (seen.request !== fingerprint) {
        ctx.log(`refused ${c.req.method} ${pathname} 422: ${IDEMPOTENCY_HEADER} ${key} reused for another request`);
        return problem(422, 'IDEMPOTENCY_KEY_REUSED', 'Этот ключ повтора уже использован для другого запроса', [
          { field: IDEMPOTENCY_HEADER, message: 'Ключ уже использован для другого запроса (адрес, параметры или тело)' },
        ]);
      }
      const answer = await seen.answer;
      // The first one was not kept (a 5xx): this one runs as the first, unless another repeat already took its place.
      if (answer === null) {
        if (memory.get(id) === seen) memory.delete(id);
        continue;
      }
      ctx.log(`replayed ${c.req.method} ${pathname} ${answer.status} (${IDEMPOTENCY_HEADER} ${key})`);
      return replay(answer);
    }

    let settle!: (answer: Answer | null) => void;
    const entry: Remembered = { at: now, request: fingerprint, answer: new Promise((resolve) => (settle = resolve)) };
    memory.set(id, entry);
    let kept: Answer | null = null;
    try {
      await next();
      const res = c.res;
      if (res.status < 500) {
        kept = { status: res.status, headers: [...res.headers.entries()], body: await res.clone().arrayBuffer() };
      }
    } finally {
      if (!kept && memory.get(id) === entry) memory.delete(id);
      settle(kept);
    }
  };
}
