import { afterEach, describe, expect, it, vi } from 'vitest';
import { askAgainOnce, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are random v4 UUIDs, with or without crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('askAgainOnce sends once more after no answer, never after an abort, and not a third time', async () => {
    const send = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('first answer');
    await expect(askAgainOnce(send)).resolves.toBe('first answer');
    expect(send).toHaveBeenCalledTimes(2);
    const aborted = vi.fn().mockRejectedValue(new DOMException('gone', 'AbortError'));
    await expect(askAgainOnce(aborted)).rejects.toThrow('gone');
    expect(aborted).toHaveBeenCalledTimes(1);
    const down = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(askAgainOnce(down)).rejects.toThrow('Failed to fetch');
    expect(down).toHaveBeenCalledTimes(2);
  });
});
