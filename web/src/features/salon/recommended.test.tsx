import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { fail, never, sandboxApi, sandboxGet, testSandbox, type Override } from '../../test/sandbox';

type S = components['schemas'];
const COMPILATION = 'GET /firms/search/compilations';

function open(firmId: number, overrides: Record<string, Override> = {}, cookies?: Record<string, string>) {
  const sandbox = testSandbox();
  const app = renderApp(`/salon/${firmId}`, { api: sandboxApi(sandbox, overrides), cookies });
  return { ...app, sandbox };
}

describe("salon page: 'Рекомендуем' (firms/search/compilations?key=RECOMMENDED&limit=3)", () => {
  it('shows the recommended salons of the city under the reviews, the open salon left out', async () => {
    const sandbox = testSandbox();
    const compilation = await sandboxGet<S['Compilation']>(sandbox, '/firms/search/compilations?key=RECOMMENDED&limit=3', { city_id: '3' });
    const current = compilation.firms[0]!;
    const view = renderApp(`/salon/${current.id}`, { api: sandboxApi(sandbox) });
    const section = await screen.findByRole('region', { name: 'Рекомендуем' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(compilation.firms.slice(1).map((f) => `/salon/${f.id}`));
    const call = view.apiCalls.find((r) => r.url.includes('/firms/search/compilations'))!;
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ key: 'RECOMMENDED', limit: '3' });
  });

  it('loading', async () => {
    open(101, { [COMPILATION]: never });
    const loading = await screen.findByRole('region', { name: 'Рекомендуем' });
    expect(loading.querySelectorAll('.skeleton').length).toBe(2);
  });

  it('a failure with a retry', async () => {
    let down = true;
    const failing = open(101, { [COMPILATION]: () => (down ? fail() : undefined) });
    const section = await screen.findByRole('region', { name: 'Рекомендуем' });
    expect(await within(section).findByText(/не загрузился/)).toBeInTheDocument();
    down = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(within(section).getAllByRole('article').length).toBeGreaterThan(0));
    failing.unmount();
  });

  it('left out when only the salon itself is recommended', async () => {
    const only = open(101, {
      [COMPILATION]: () => Response.json({ key: 'RECOMMENDED', title: 'Рекомендуем', imageUrl: null, firms: [] }),
    });
    await screen.findByRole('region', { name: /Отзывы/ });
    await waitFor(() => expect(only.apiCalls.some((r) => r.url.includes('/firms/search/compilations'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Рекомендуем' })).toBeNull());
  });

  it('speaks English', async () => {
    open(101, {}, { lang: 'EN' });
    expect(await screen.findByRole('region', { name: 'Recommended' })).toBeInTheDocument();
  });
});
