// The booking route's deferred code (deferred.tsx): a step's code shows at once when it is here, its skeleton while it
// downloads, Retry when the download failed; the later steps are preloaded one per idle period, in the client's order.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred, preloadSteps, stepCode, useDeferred } from './deferred';

const Step = () => null;

/** A download the test answers itself. */
function download() {
  const calls: Array<{ resolve: (c: typeof Step) => void; reject: (e: Error) => void }> = [];
  const importer = vi.fn(() => new Promise<typeof Step>((resolve, reject) => calls.push({ resolve, reject })));
  return { code: deferred(importer), importer, calls };
}

describe('useDeferred', () => {
  it('has nothing while the code downloads, then the component; code already here is there from the first render', async () => {
    const { code, importer, calls } = download();
    const first = renderHook(() => useDeferred(code));
    expect(first.result.current.value).toBeUndefined();
    expect(first.result.current.failed).toBe(false);
    await act(async () => calls[0]!.resolve(Step));
    expect(first.result.current.value).toBe(Step);

    const renders: unknown[] = [];
    renderHook(() => renders.push(useDeferred(code).value));
    expect(renders[0]).toBe(Step);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed download says so, and Retry downloads again', async () => {
    const { code, importer, calls } = download();
    const { result } = renderHook(() => useDeferred(code));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(result.current.failed).toBe(true);
    expect(result.current.value).toBeUndefined();

    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(2));
    await act(async () => calls[1]!.resolve(Step));
    expect(result.current.value).toBe(Step);
  });
});

describe('useDeferred, not wanted yet', () => {
  it('asks for nothing until it is wanted', async () => {
    const { code, importer, calls } = download();
    const { result, rerender } = renderHook(({ wanted }) => useDeferred(code, wanted), { initialProps: { wanted: false } });
    expect(importer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await act(async () => calls[0]!.resolve(Step));
    expect(result.current.value).toBe(Step);
  });

  it('code preloaded meanwhile is there in the next render, with no frame of skeleton', async () => {
    const { code, calls } = download();
    const renders: unknown[] = [];
    const { rerender } = renderHook(({ wanted }) => renders.push(useDeferred(code, wanted).value), { initialProps: { wanted: false } });
    const preload = code.load();
    calls[0]!.resolve(Step);
    await preload;
    rerender({ wanted: true });
    expect(renders).toEqual([undefined, Step]);
  });
});

describe('preloadSteps', () => {
  it('loads every later step, one per idle period, in the order a client goes; once per page', async () => {
    const idle: Array<() => void> = [];
    const order: string[] = [];
    for (const [step, code] of Object.entries(stepCode)) {
      const load = code.load;
      code.load = () => (order.push(step), load());
    }
    preloadSteps((task) => idle.push(task));
    preloadSteps((task) => idle.push(task));
    expect(idle).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      await waitFor(() => expect(idle).toHaveLength(i + 1));
      idle[i]!();
      expect(order).toHaveLength(i + 1);
    }
    expect(order).toEqual(['masters', 'time', 'details', 'preview', 'code']);
    await waitFor(() => expect(Object.values(stepCode).every((code) => code.loaded() !== undefined)).toBe(true));
  });
});
