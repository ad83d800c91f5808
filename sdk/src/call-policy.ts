import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { ErrorStatus, HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { paths } from './generated/schema.js';

/** Statuses the 404-and-above rule acts on that a call may take over (400–403 are never navigated). */
type NavigatingStatus = Exclude<Extract<ErrorStatus, number>, 400 | 401 | 402 | 403>;

/**
 * The statuses of 404 and above that an operation's contract declares (409 slot taken, 422 field errors,
 * 429 too many SMS…): the only ones a call may say it handles itself.
 */
export type HandledStatus<Operation> = Operation extends { responses: infer Responses } ? Extract<keyof Responses, NavigatingStatus> : never;

/** The per-call policy options, typed by the operation. */
export interface CallPolicy<Operation> {
  /**
   * The error statuses this call shows itself, where the user typed (a form's 409, 422, 429): the
   * 404-and-above rule does not navigate to /not-found for them; every other status keeps the spec's
   * rule. Only statuses the operation's contract declares are accepted, so a typo or a status the
   * contract does not know fails to compile. The `error` of the result is still returned as usual.
   */
  handles?: readonly HandledStatus<Operation>[];
}

/** openapi-fetch's rule: the init is optional when nothing in it is required; then the call policy is added. */
type InitParam<Init, Policy> = RequiredKeysOf<Init> extends never ? [(Init & Policy)?] : [Init & Policy];

/** The operation object of a path and method, as openapi-fetch's FetchResponse wants it. */
type OperationOf<PathItem, Method extends HttpMethod> =
  PathItem extends Record<Method, infer Operation> ? (Operation extends Record<string | number, unknown> ? Operation : never) : never;

/** One method of `sdk.api`: openapi-fetch's, with the call policy in its init. */
export type SdkMethod<Method extends HttpMethod, Media extends MediaType = MediaType> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init, CallPolicy<OperationOf<paths[Path], Method>>>
) => Promise<FetchResponse<OperationOf<paths[Path], Method>, Init, Media>>;

/** `sdk.api`: the typed openapi-fetch client of the contract, every policy applied, `handles` per call. */
export interface SdkClient extends Omit<Client<paths>, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE'> {
  GET: SdkMethod<'get'>;
  PUT: SdkMethod<'put'>;
  POST: SdkMethod<'post'>;
  DELETE: SdkMethod<'delete'>;
  OPTIONS: SdkMethod<'options'>;
  HEAD: SdkMethod<'head'>;
  PATCH: SdkMethod<'patch'>;
  TRACE: SdkMethod<'trace'>;
}
