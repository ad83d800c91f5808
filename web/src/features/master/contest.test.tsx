import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { never, sandboxApi, sandboxGet, testSandbox, type Override } from '../../test/sandbox';

type S = components['schemas'];
const CONTEST = 'GET /contest/master/201';

function open(overrides: Record<string, Override> = {}, cookies?: Record<string, string>) {
  const sandbox = testSandbox();
  const app = renderApp('/master/201', { api: sandboxApi(sandbox, overrides), cookies });
  return { ...app, sandbox };
}

describe('master page: profession and contest', () => {
  it('the profession links to its masters; the contest standing (place, votes, until when)', async () => {
    const { sandbox, router } = open();
    const contest = await sandboxGet<S['MasterContest']>(sandbox, '/contest/master/201');
    const section = await screen.findByRole('region', { name: 'Конкурс мастеров' });
    expect(within(section).getByText(contest.title)).toBeInTheDocument();
    expect(within(section).getByText(`${contest.rank}-е место`)).toBeInTheDocument();
    expect(within(section).getByText(new RegExp(`^${contest.votes} голос`))).toBeInTheDocument();
    expect(within(section).getByText('Голосование до 31.12.2026')).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Парикмахер-стилист: все мастера профессии' });
    expect(link).toHaveAttribute('href', '/masters/professions/21');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/masters/professions/21'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Парикмахер-стилист' })).toBeInTheDocument();
  });

  it('a master in no contest (404): no section, and the page stays', async () => {
    const { router, apiCalls } = open({ [CONTEST]: () => Response.json({ code: 'NOT_FOUND', message: 'Нет конкурса' }, { status: 404 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Айгерим Сарсенова' })).toBeInTheDocument();
    await waitFor(() => expect(apiCalls.some((r) => r.url.includes('/contest/master/201'))).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(router.state.location.pathname).toBe('/master/201');
    expect(screen.queryByRole('region', { name: 'Конкурс мастеров' })).toBeNull();
  });

  it('while the contest loads nothing holds its place; the profession stays text until the professions come', async () => {
    open({ [CONTEST]: never, 'GET /masters/professions': never });
    expect(await screen.findByRole('heading', { level: 1, name: 'Айгерим Сарсенова' })).toBeInTheDocument();
    expect(screen.getByText('Парикмахер-стилист')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Парикмахер-стилист/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Конкурс мастеров' })).toBeNull();
  });

  it('speaks English', async () => {
    open({}, { lang: 'EN' });
    const section = await screen.findByRole('region', { name: 'Masters contest' });
    expect(within(section).getByText(/^Place \d+$/)).toBeInTheDocument();
  });
});
