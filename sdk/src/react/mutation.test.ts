// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { json, testSdk } from '../testing/fake-backend';
import { createQueryHelpers } from './index';

const PREVIEW = '/rest/clients-app/v1/reservations/preview';
const BODY = {
  firmId: 101,
  services: [{ serviceId: 5001, masterId: 301 }],
  startTime: '2026-12-01T14:30:00+05:00',
  peopleCount: 1,
  clientName: 'Алия',
  clientPhone: '+77011234567',
};

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient({ defaultOptions: { mutations: { retry: false } } }) }, children);

describe('useMutation of @salonbook/sdk/react', () => {
  it('a form mutation that handles 409 keeps the page and gets an ApiError with the status', async () => {
    const { sdk, navigations, backend } = testSdk({ [`POST ${PREVIEW}`]: () => json({ code: 'SLOT_TAKEN', message: 'Время уже занято' }, 409) });
    const api = createQueryHelpers(sdk);
    const { result } = renderHook(() => api.useMutation('post', PREVIEW, { handles: [409, 422] }), { wrapper });
    result.current.mutate({ body: BODY });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 409, code: 'SLOT_TAKEN' });
    expect(navigations).toEqual([]);
    expect(backend.calls[0]!.body).toEqual(BODY);
  });

  it('handles: [] keeps the spec’s rule (a 409 navigates)', async () => {
    const { sdk, navigations } = testSdk({ [`POST ${PREVIEW}`]: () => json({ code: 'SLOT_TAKEN', message: 'Время уже занято' }, 409) });
    const api = createQueryHelpers(sdk);
    const { result } = renderHook(() => api.useMutation('post', PREVIEW, { handles: [] }), { wrapper });
    result.current.mutate({ body: BODY });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(navigations).toEqual([{ path: '/not-found', state: { status: 409, from: '/salon/101' } }]);
  });

  it('a form mutation without a decision does not compile; other mutations need none (checked by tsc)', () => {
    const { sdk } = testSdk();
    const api = createQueryHelpers(sdk);
    const typeChecks = () => {
      // @ts-expect-error the preview declares 409 and 422: say which ones the form shows
      api.useMutation('post', PREVIEW);
      // @ts-expect-error the preview declares 409 and 422: say which ones the form shows
      api.useMutation('post', PREVIEW, { onSuccess: () => undefined });
      // @ts-expect-error 418 is not declared by the preview
      api.useMutation('post', PREVIEW, { handles: [418] });
      api.useMutation('put', '/rest/clients-app/v1/favorite-firms/{firmId}');
    };
    expect(typeof typeChecks).toBe('function');
  });
});
