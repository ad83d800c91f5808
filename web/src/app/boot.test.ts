import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { firstScreenSettled } from './boot';

describe('firstScreenSettled', () => {
  it('waits until no request has been in flight for a while, then resolves once', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      let answer: (value: number) => void = () => {};
      void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<number>((done) => (answer = done)) });
      let settled = false;
      void firstScreenSettled(client, { quietMs: 500, maxMs: 5_000 }).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(settled).toBe(false);
      answer(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<number>(() => {}) });
      let settled = false;
      void firstScreenSettled(client, { quietMs: 500, maxMs: 5_000 }).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
