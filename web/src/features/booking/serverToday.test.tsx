// The first bookable day comes from the server's date strip, not the device's clock: a phone whose clock is a day
// off still starts the strip on the salon's today.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';
import { makeDraft } from '../../entities/reservation-draft/draft';
import { FIRM_101 as firm101 } from '../../test/sandbox';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.useRealTimers());

const SERVER_NOW = new Date('2026-11-23T10:00:00+05:00'); // Monday 23 November in Aqtau

describe('the first bookable day', () => {
  it.each([
    ['a day ahead', 26 * 3600_000],
    ['a day behind', -26 * 3600_000],
  ])("the device clock %s: the strip starts on the server's today and asks for no date", async (_, offset) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SERVER_NOW.getTime() + offset);
    const sandbox = createSandbox({ now: () => SERVER_NOW });
    const app = renderApp('/salon/101/book?step=time', { api: (request) => sandbox.fetch(request), storage: createMemoryStorage() });
    app.sdk.storage.set('saved-reservation', { ...makeDraft(firm101, [301]) });
    const days = await screen.findByRole('radiogroup', { name: 'Дни' });
    const first = within(days).getAllByRole('radio')[0]!;
    expect(first.getAttribute('aria-label')).toMatch(/23 ноября/);
    const strip = app.apiCalls.map((r) => new URL(r.url)).find((u) => u.pathname.endsWith('/reservations/reservation-times'))!;
    expect(strip.searchParams.has('date')).toBe(false);
  });
});
