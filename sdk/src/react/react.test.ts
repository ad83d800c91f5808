import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { json, testSdk } from '../testing/fake-backend';
import { createQueryHelpers, flattenPages, nextOffset, offsetPaging } from './index';

const FIRM = '/rest/clients-app/v1/firms/{firmId}';

describe('@salonbook/sdk/react', () => {
  it('derives the query key from method, path and params, and fetches through the SDK', async () => {
    const { sdk, backend } = testSdk({ 'GET /rest/clients-app/v1/firms/101': () => json({ id: 101, name: 'Жасмин' }) });
    const api = createQueryHelpers(sdk);
    const options = api.queryOptions('get', FIRM, { params: { path: { firmId: 101 } } });
    expect(options.queryKey).toEqual(['get', FIRM, { params: { path: { firmId: 101 } } }]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toMatchObject({ id: 101 });
    expect(backend.calls[0]!.headers.get('api_key')).toBe('key');
  });

  it('gives the same helpers for the same SDK', () => {
    const { sdk } = testSdk();
    expect(createQueryHelpers(sdk)).toBe(createQueryHelpers(sdk));
  });

  it('passes react-query’s abort signal to fetch', async () => {
    let seen: AbortSignal | undefined;
    const { sdk } = testSdk({
      'GET /rest/clients-app/v1/firms/7': (request) => {
        seen = request.signal;
        return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      },
    });
    const client = new QueryClient();
    const options = createQueryHelpers(sdk).queryOptions('get', FIRM, { params: { path: { firmId: 7 } } });
    const pending = client.fetchQuery(options).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(seen?.aborted).toBe(true);
  });

  it('throws an ApiError with status, code and fields; a non-JSON body keeps its text', async () => {
    const { sdk } = testSdk({
      'GET /rest/clients-app/v1/firms/1': () => json({ code: 'VALIDATION', message: 'Неверно', fields: [{ field: 'phone', message: 'Нет' }] }, 422),
      'GET /rest/clients-app/v1/firms/2': () => new Response('', { status: 502 }),
    });
    const api = createQueryHelpers(sdk);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = await client.fetchQuery(api.queryOptions('get', FIRM, { params: { path: { firmId: 1 } } })).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ status: 422, code: 'VALIDATION', fields: [{ field: 'phone', message: 'Нет' }] });
    const second = await client.fetchQuery(api.queryOptions('get', FIRM, { params: { path: { firmId: 2 } } })).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(ApiError);
    expect(second).toMatchObject({ status: 502 });
  });

  it('pages offset lists with one helper', () => {
    expect(nextOffset({ items: [1, 2], offset: 0, total: 3 })).toBe(2);
    expect(nextOffset({ items: [3], offset: 2, total: 3 })).toBeUndefined();
    expect(nextOffset({ items: [], offset: 0, total: 3 })).toBeUndefined();
    expect(offsetPaging).toMatchObject({ pageParamName: 'offset', initialPageParam: 0 });
    const pages = [
      { items: [1, 2], offset: 0, total: 3 },
      { items: [3], offset: 2, total: 3 },
    ];
    expect(flattenPages({ pages, pageParams: [0, 2] })).toEqual([1, 2, 3]);
  });
});
