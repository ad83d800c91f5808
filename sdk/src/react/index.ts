/**
 * `@salonbook/sdk/react`: typed @tanstack/react-query helpers over `sdk.api`, built on openapi-react-query.
 *
 *   const api = createQueryHelpers(sdk);               // once per SDK (the web app: useApi())
 *   const firm = api.useQuery('get', '/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } });
 *   queryClient.prefetchQuery(api.queryOptions('get', '/rest/clients-app/v1/screen/home'));
 *   const create = api.useMutation('post', '/rest/clients-app/v2/reservations');
 *
 * Query keys are `[method, path, init]`, derived from the call (never written by hand); react-query's
 * abort signal reaches fetch; a failed call throws an `ApiError` (status, code, message, fields, raw
 * body), whose shape includes the contract's `Error` body that the helpers' types name as the error.
 */
import createOpenapiQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import type { Client } from 'openapi-fetch';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../errors';
import type { paths } from '../generated/schema';

export type { OpenapiQueryClient, MethodResponse } from 'openapi-react-query';

/** The helpers of one SDK instance: `queryOptions`, `useQuery`, `useSuspenseQuery`, `useInfiniteQuery`, `useMutation`. */
export type QueryHelpers = OpenapiQueryClient<paths>;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
const METHODS: readonly Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

type AnyCall = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The client the helpers call: the SDK's own `api` (every policy applies), except that a failed answer
 * carries an `ApiError` as its error, so react-query always sees a thrown, truthy, typed error (a bare
 * openapi-fetch error can be '' for an empty body, which openapi-react-query would not throw).
 */
function throwingClient(api: Client<paths>): Client<paths> {
  const wrapped: Record<string, unknown> = { ...api };
  for (const method of METHODS) {
    const call = api[method] as unknown as AnyCall;
    wrapped[method] = async (path: string, init?: unknown) => {
      const result = await call(path, init);
      if (result.response.ok && result.error === undefined) return result;
      return { ...result, error: result.error instanceof ApiError ? result.error : new ApiError(result.response.status, result.error) };
    };
  }
  return wrapped as unknown as Client<paths>;
}

const cache = new WeakMap<Client<paths>, QueryHelpers>();

/** The query helpers of an SDK; the same object for the same SDK, so it is safe to call on each render. */
export function createQueryHelpers(sdk: { api: Client<paths> }): QueryHelpers {
  let helpers = cache.get(sdk.api);
  if (!helpers) {
    helpers = createOpenapiQueryClient<paths>(throwingClient(sdk.api));
    cache.set(sdk.api, helpers);
  }
  return helpers;
}

/** A page of the contract's offset-paged lists (reviews, portfolio, search results). */
export interface OffsetPage<TItem = unknown> {
  items: TItem[];
  offset: number;
  total: number;
}

/** The next offset of an offset-paged list, or undefined when everything is loaded. */
export function nextOffset(page: OffsetPage): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}

/**
 * The one paging helper: the options `useInfiniteQuery` needs for the contract's offset-paged lists.
 *
 *   api.useInfiniteQuery('get', '/rest/clients-app/v1/firms/{firmId}/reviews',
 *     { params: { path: { firmId }, query: { limit: 20 } } }, offsetPaging)
 */
export const offsetPaging = {
  pageParamName: 'offset',
  initialPageParam: 0,
  getNextPageParam: nextOffset,
} as const;

/** All items of the loaded pages, in order. */
export function flattenPages<TItem>(data: InfiniteData<OffsetPage<TItem>> | undefined): TItem[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The query key prefix of every query of one path, for `queryClient.invalidateQueries({ queryKey })`. */
export function pathKey<M extends Lowercase<Method>, P extends keyof paths>(method: M, path: P): QueryKey {
  return [method, path];
}
