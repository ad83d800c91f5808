// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { json, testSdk } from '../testing/fake-backend';
import { createQueryHelpers, flattenPages, offsetPaging } from './index';

describe('infiniteQueryOptions', () => {
  const REVIEWS = '/rest/clients-app/v1/firms/{firmId}/reviews';
  const page = (offset: number) => ({ items: [{ id: offset + 1 }], offset, total: 2 });
  /** A salon's reviews, two pages of one; `asked` is each request's query. */
  const reviews = () => {
    const asked: string[] = [];
    const { sdk } = testSdk({
      'GET /rest/clients-app/v1/firms/101/reviews': (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        return json(page(Number(query.get('offset'))));
      },
    });
    return { sdk, asked };
  };

  it('prefetches a paged list where useInfiniteQuery finds it: the same key, no second request', async () => {
    const { sdk, asked } = reviews();
    const api = createQueryHelpers(sdk);
    const init = { params: { path: { firmId: 101 }, query: { limit: 1 } } };
    const client = new QueryClient();
    const options = api.infiniteQueryOptions('get', REVIEWS, init, offsetPaging);
    expect(options.queryKey).toEqual(['get', REVIEWS, init]);
    await client.prefetchInfiniteQuery(options);
    expect(asked).toEqual(['limit=1&offset=0']);

    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => api.useInfiniteQuery('get', REVIEWS, init, { ...offsetPaging, staleTime: Infinity }), { wrapper });
    expect(result.current.data?.pages).toEqual([page(0)]);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(flattenPages(result.current.data)).toEqual([{ id: 1 }, { id: 2 }]));
    expect(asked).toEqual(['limit=1&offset=0', 'limit=1&offset=1']);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('types the pages as the contract’s answer and fails with an ApiError', async () => {
    const { sdk } = testSdk({ 'GET /rest/clients-app/v1/firms/5/reviews': () => json({ code: 'NOT_FOUND', message: 'Нет' }, 404) });
    const options = createQueryHelpers(sdk).infiniteQueryOptions('get', REVIEWS, { params: { path: { firmId: 5 } } }, offsetPaging);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await client.fetchInfiniteQuery(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
    // The key carries the data's type: getQueryData knows the pages without a cast.
    const pages: Array<{ items: unknown[]; offset: number; total: number }> | undefined = client.getQueryData(options.queryKey)?.pages;
    expect(pages).toBeUndefined();
  });
});
