import type { components } from './generated/schema.js';

type ErrorBody = components['schemas']['Error'];
export type FieldError = NonNullable<ErrorBody['fields']>[number];

/**
 * An error answer of the API, typed: what `unwrap`, the auth calls and the React helpers throw.
 * It has the contract's `Error` body's fields (code, message, fields) plus the HTTP status, and keeps
 * the raw text of a body that is not the contract's JSON (a proxy's 502 page, say).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** The body as received: the parsed JSON, or the text when it was not JSON (undefined when empty). */
  readonly body: unknown;
  /** The body's text when it was not the contract's JSON error, else undefined. */
  readonly rawText: string | undefined;
  /**
   * Seconds to wait before trying again, from the answer's `Retry-After` (a 429 of a limit, a 503), or undefined when
   * the answer did not say. Delta-seconds as sent; an HTTP date as the seconds from now until it (at least 0).
   */
  readonly retryAfter: number | undefined;

  /** `headers`: the answer's headers, for `Retry-After`; `now` (epoch ms) reads a date in it. */
  constructor(status: number, body: unknown, headers?: Pick<Headers, 'get'>, now: number = Date.now()) {
    const parsed = isErrorBody(body) ? body : undefined;
    const text = typeof body === 'string' && body !== '' ? body : undefined;
    super(parsed?.message ?? (text ? `HTTP ${status}: ${text.slice(0, 200)}` : `HTTP ${status}`));
    this.status = status;
    this.code = parsed?.code ?? `HTTP_${status}`;
    this.fields = parsed?.fields ?? [];
    this.body = body === '' ? undefined : body;
    this.rawText = text;
    this.retryAfter = retryAfterSeconds(headers?.get('Retry-After') ?? null, now);
  }
}

/** A `Retry-After` value in seconds: delta-seconds, or an HTTP date counted from `now`; undefined when absent or unreadable. */
function retryAfterSeconds(value: string | null, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Input the SDK refuses before sending anything (or an option it cannot work with): names each field that is missing or malformed. */
export class SdkInputError extends Error {
  override readonly name = 'SdkInputError';
  constructor(
    readonly fields: { field: string; problem: 'required' | 'invalid' }[],
    message = `Invalid input: ${fields.map((f) => `${f.field} (${f.problem})`).join(', ')}`,
  ) {
    super(message);
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).message === 'string';
}

type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * Turns an openapi-fetch result into its data, or throws an ApiError: what react-query's query
 * functions need, since openapi-fetch never throws on 4xx and 5xx.
 */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(result: Promise<R> | R): Promise<DataOf<R>> {
  const { data, error, response } = await result;
  if (!response.ok || error !== undefined) throw new ApiError(response.status, error, response.headers);
  return data as DataOf<R>;
}
