import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './idle';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a task of its own, after the current one and its microtasks, not within it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'task queued before', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
