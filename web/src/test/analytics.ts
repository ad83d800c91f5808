// A recording analytics service for screen tests: what the screens track, without a library or a network.
import { vi } from 'vitest';
import type { Analytics } from '../lib/analytics';

export function spyAnalytics() {
  const track = vi.fn();
  const analytics: Analytics = { enabled: true, track, setUserId() {}, start: async () => {}, flush: async () => {} };
  return { analytics, track };
}
