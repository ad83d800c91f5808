import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/app';
import { sandboxApi, testSandbox } from '../../test/sandbox';
import { RECENT_LIMIT, withViewed } from './recent';
import type { FirmShort } from './FirmCard';

const firm = (id: number): FirmShort => ({ id, name: `Салон ${id}`, address: 'Актау', location: { lat: 43.6, lng: 51.1 }, rating: 4.5, reviewCount: 3 });

describe('recently viewed salons (stored `firms`)', () => {
  it('puts the opened salon first, once, and keeps at most ten', () => {
    expect(withViewed(null, firm(1)).map((f) => f.id)).toEqual([1]);
    expect(withViewed([firm(2), firm(1), firm(3)], firm(1)).map((f) => f.id)).toEqual([1, 2, 3]);
    const full = Array.from({ length: RECENT_LIMIT }, (_, i) => firm(i + 1));
    const next = withViewed(full, firm(99));
    expect(next).toHaveLength(RECENT_LIMIT);
    expect(next[0]!.id).toBe(99);
    expect(next.some((f) => f.id === RECENT_LIMIT)).toBe(false);
    // Only what a card needs is stored (no services, photos or hours).
    expect(Object.keys(withViewed(null, { ...firm(5), photoUrl: '/p.webp', priceFrom: 10 } as FirmShort)[0]!).sort()).toEqual(
      ['address', 'id', 'location', 'name', 'photoUrl', 'rating', 'reviewCount'].sort(),
    );
  });

  it('opening salons records them, newest first; the home page then lists them; logout clears them', async () => {
    const sandbox = testSandbox();
    const view = renderApp('/salon/101', { api: sandboxApi(sandbox) });
    expect(await screen.findByRole('heading', { level: 1, name: sandbox.state.firms.find((f) => f.id === 101)!.name })).toBeInTheDocument();
    await waitFor(() => expect(view.sdk.storage.get('firms')?.map((f) => f.id)).toEqual([101]));
    await view.router.navigate('/salon/102');
    expect(await screen.findByRole('heading', { level: 1, name: sandbox.state.firms.find((f) => f.id === 102)!.name })).toBeInTheDocument();
    await waitFor(() => expect(view.sdk.storage.get('firms')?.map((f) => f.id)).toEqual([102, 101]));
    await view.router.navigate('/salon/101');
    await waitFor(() => expect(view.sdk.storage.get('firms')?.map((f) => f.id)).toEqual([101, 102]));

    await view.router.navigate('/');
    const recent = await screen.findByRole('region', { name: 'Вы смотрели' });
    await waitFor(() => expect(recent.querySelectorAll('article h3 a')).toHaveLength(2));

    await view.sdk.auth.logout();
    expect(view.sdk.storage.get('firms')).toBeUndefined();
  });
});
