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
import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod } from 'openapi-typescript-helpers';
import {
  infiniteQueryOptions as reactInfiniteQueryOptions,
  useInfiniteQuery as useReactInfiniteQuery,
  useMutation as useReactMutation,
  type DataTag,
  type GetNextPageParamFunction,
  type InfiniteData,
  type QueryFunction,
  type UseInfiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { CallPolicy, HandledStatus, SdkClient } from '../call-policy.js';
import { ApiError } from '../errors.js';
import type { paths } from '../generated/schema.js';

export type { OpenapiQueryClient, MethodResponse } from 'openapi-react-query';

type OperationOf<PathItem, Method extends HttpMethod> =
  PathItem extends Record<Method, infer Operation> ? (Operation extends Record<string | number, unknown> ? Operation : never) : never;

/** The statuses a form shows where the user typed: 409 (taken), 422 (fields), 429 (wait). */
export type FormStatus = 409 | 422 | 429;

/**
 * True for a mutation the 404-and-above rule covers (a `/rest/` path) whose contract declares a form
 * status: its `useMutation` must say which statuses it handles (`handles: []` keeps the spec's rule).
 */
export type NeedsHandles<Path, Operation> = Path extends `/rest/${string}`
  ? [Extract<HandledStatus<Operation>, FormStatus>] extends [never]
    ? false
    : true
  : false;

/** The options of `useMutation`: react-query's, plus the call policy (required where NeedsHandles). */
export type MutationOptions<Path, Operation, Data, Variables, OnMutateResult> = Omit<
  UseMutationOptions<Data, ApiError, Variables, OnMutateResult>,
  'mutationKey' | 'mutationFn'
> &
  (NeedsHandles<Path, Operation> extends true ? Required<CallPolicy<Operation>> : CallPolicy<Operation>);

type MutationArgs<Path, Operation, Data, Variables, OnMutateResult> =
  NeedsHandles<Path, Operation> extends true
    ? [options: MutationOptions<Path, Operation, Data, Variables, OnMutateResult>, queryClient?: QueryClient]
    : [options?: MutationOptions<Path, Operation, Data, Variables, OnMutateResult>, queryClient?: QueryClient];

/**
 * `useMutation(method, path, options)`: `mutate(init)` takes the call's init (params, body); a failure
 * is an `ApiError`. For a form's mutation (NeedsHandles) `options.handles` is required: forgetting to
 * decide whether 409/422/429 are shown inline is a compile error, never a silent navigation.
 */
export type UseSdkMutation = <
  Method extends HttpMethod,
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
  Response extends Required<FetchResponse<OperationOf<paths[Path], Method>, Init, MediaType>>,
  OnMutateResult = unknown,
>(
  method: Method,
  url: Path,
  ...args: MutationArgs<Path, OperationOf<paths[Path], Method>, Response['data'], Init, OnMutateResult>
) => UseMutationResult<Response['data'], ApiError, Init, OnMutateResult>;

/** The paging of an `infiniteQueryOptions` / `useInfiniteQuery` call: where the page goes in the query, and the next one. */
export interface PagingOptions<Data, PageParam> {
  /** The query parameter that carries the page (default 'cursor'; `offsetPaging` says 'offset'). */
  pageParamName?: string;
  initialPageParam: PageParam;
  getNextPageParam: GetNextPageParamFunction<PageParam, Data>;
}

/** What `infiniteQueryOptions` returns: react-query's infinite query options, its key tagged with the data's type. */
export type SdkInfiniteQueryOptions<Data, PageParam> = Omit<
  UseInfiniteQueryOptions<Data, ApiError, InfiniteData<Data, PageParam>, QueryKey, PageParam>,
  'queryKey' | 'queryFn'
> & {
  queryKey: DataTag<QueryKey, InfiniteData<Data, PageParam>, ApiError>;
  queryFn: QueryFunction<Data, QueryKey, PageParam>;
};

/**
 * `infiniteQueryOptions(method, path, init, paging)`: the options of a paged list, for
 * `queryClient.prefetchInfiniteQuery` (a server render, a loader) and `useInfiniteQuery`, which builds its
 * own from this very function, so both meet in the same cache entry (key `[method, path, init]`).
 */
export type InfiniteQueryOptionsFunction = <
  Method extends HttpMethod,
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
  Response extends Required<FetchResponse<OperationOf<paths[Path], Method>, Init, MediaType>>,
  PageParam = unknown,
>(
  method: Method,
  url: Path,
  init: Init & { [key: string]: unknown },
  paging: PagingOptions<Response['data'], PageParam>,
) => SdkInfiniteQueryOptions<Response['data'], PageParam>;

/**
 * The helpers of one SDK instance: `queryOptions`, `useQuery`, `useSuspenseQuery` (openapi-react-query's; a
 * query's init may carry `handles` too), `infiniteQueryOptions` and `useInfiniteQuery` (above), and
 * `useMutation` (above).
 */
export type QueryHelpers = Omit<OpenapiQueryClient<paths>, 'useMutation'> & {
  useMutation: UseSdkMutation;
  infiniteQueryOptions: InfiniteQueryOptionsFunction;
};

type UpperMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
const METHODS: readonly UpperMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

type AnyCall = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

const toApiError = (result: { error?: unknown; response: Response }) =>
  result.error instanceof ApiError ? result.error : new ApiError(result.response.status, result.error, result.response.headers);

/**
 * The client the helpers call: the SDK's own `api` (every policy applies), except that a failed answer
 * carries an `ApiError` as its error, so react-query always sees a thrown, truthy, typed error (a bare
 * openapi-fetch error can be '' for an empty body, which openapi-react-query would not throw).
 */
function throwingClient(api: SdkClient): Record<UpperMethod, AnyCall> {
  const wrapped = {} as Record<UpperMethod, AnyCall>;
  for (const method of METHODS) {
    const call = api[method] as unknown as AnyCall;
    wrapped[method] = async (path: string, init?: unknown) => {
      const result = await call(path, init);
      if (result.response.ok && result.error === undefined) return result;
      return { ...result, error: toApiError(result) };
    };
  }
  return wrapped;
}

const cache = new WeakMap<SdkClient, QueryHelpers>();

/** The query helpers of an SDK; the same object for the same SDK, so it is safe to call on each render. */
export function createQueryHelpers(sdk: { api: SdkClient }): QueryHelpers {
  let helpers = cache.get(sdk.api);
  if (!helpers) {
    const client = throwingClient(sdk.api);
    const base = createOpenapiQueryClient<paths>(client as unknown as Client<paths>);
    const useMutation = (
      method: HttpMethod,
      path: string,
      options: { handles?: readonly number[] } & Omit<UseMutationOptions<unknown, ApiError, unknown>, 'mutationKey' | 'mutationFn'> = {},
      queryClient?: QueryClient,
    ) => {
      const { handles, ...rest } = options;
      return useReactMutation(
        {
          mutationKey: [method, path],
          mutationFn: async (init: unknown) => {
            const call = client[method.toUpperCase() as UpperMethod];
            const result = await call(path, handles ? { ...(init as object), handles } : init);
            if (result.error !== undefined) throw result.error;
            return result.data ?? null;
          },
          ...rest,
        },
        queryClient,
      );
    };
    const infiniteQueryOptions = (
      method: HttpMethod,
      path: string,
      init: { params?: { query?: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>,
      { pageParamName = 'cursor', ...paging }: PagingOptions<unknown, unknown>,
    ) =>
      reactInfiniteQueryOptions({
        queryKey: [method, path, init] as QueryKey,
        queryFn: async ({ pageParam, signal }) => {
          const call = client[method.toUpperCase() as UpperMethod];
          const params = { ...init.params, query: { ...init.params?.query, [pageParamName]: pageParam } };
          const result = await call(path, { ...init, signal, params });
          if (result.error !== undefined) throw result.error;
          return result.data;
        },
        ...paging,
      });
    const useInfiniteQuery = (
      method: HttpMethod,
      path: string,
      init: Parameters<typeof infiniteQueryOptions>[2],
      { pageParamName, initialPageParam, getNextPageParam, ...options }: PagingOptions<unknown, unknown> & Record<string, unknown>,
      queryClient?: QueryClient,
    ) => useReactInfiniteQuery({ ...options, ...infiniteQueryOptions(method, path, init, { pageParamName, initialPageParam, getNextPageParam }) }, queryClient);
    helpers = {
      ...base,
      useMutation: useMutation as unknown as UseSdkMutation,
      infiniteQueryOptions: infiniteQueryOptions as unknown as InfiniteQueryOptionsFunction,
      useInfiniteQuery: useInfiniteQuery as unknown as QueryHelpers['useInfiniteQuery'],
    };
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
export function pathKey<M extends HttpMethod, P extends keyof paths>(method: M, path: P): QueryKey {
  return [method, path];
}
