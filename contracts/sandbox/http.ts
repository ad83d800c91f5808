// Typed answers: a handler names its operation and status, and the body must be the contract's type for
// them (from the generated `operations`), so a wrong shape fails `tsc`.
import type { operations } from '@salonbook/sdk';

export type Ops = operations;
export type OpId = keyof Ops;
type Content<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<O extends OpId> = Ops[O]['responses'];
/** The JSON body of operation O's response S. */
export type Body<O extends OpId, S extends keyof Responses<O>> = Content<Responses<O>[S]>;
/** The JSON request body of operation O. */
export type RequestBody<O extends OpId> = Ops[O] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export function send<O extends OpId, S extends keyof Responses<O> & number>(
  _op: O,
  status: S,
  body: Body<O, S>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A response without a body (204). */
export function empty<O extends OpId>(_op: O, status: keyof Responses<O> & 204): Response {
  return new Response(null, { status });
}

/** The contract's Error shape, for any operation's error statuses. */
export function problem(status: number, code: string, message: string, fields?: { field: string; message: string }[], headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(fields ? { code, message, fields } : { code, message }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const notFound = (message = 'Не найдено') => problem(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Требуется авторизация', headers: Record<string, string> = {}) =>
  problem(401, 'UNAUTHORIZED', message, undefined, headers);
export const invalid = (field: string, message: string) => problem(422, 'VALIDATION_FAILED', 'Проверьте введённые данные', [{ field, message }]);
/**
 * A limit reached (limits.ts): 429 with the seconds to wait as `Retry-After`. `TOO_MANY_ATTEMPTS` for wrong tries
 * (passwords, codes), `TOO_MANY_REQUESTS` for SMS asked too often.
 */
export const tooMany = (
  seconds: number,
  code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS' = 'TOO_MANY_ATTEMPTS',
  message = 'Слишком много попыток, попробуйте позже',
  extra: { attemptsLeft?: number } = {},
) =>
  new Response(JSON.stringify({ code, message, ...extra }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(Math.max(1, Math.ceil(seconds))) },
  });
