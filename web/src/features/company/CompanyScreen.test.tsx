import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { fail, never, sandboxApi, testSandbox, type Override, type Sandbox } from '../../test/sandbox';

const ROUTE = 'GET /screen/multi-link/jasmin';

interface Setup {
  path?: string;
  overrides?: Record<string, Override>;
  cookies?: Record<string, string>;
  /** Changes the sandbox's state before the page opens. */
  prepare?: (state: Sandbox['state']) => void;
}

/** The company page against a fresh sandbox (its company `jasmin`: firms 101 and 104), `overrides` aside. */
function setup({ path = '/jasmin', overrides = {}, cookies, prepare }: Setup = {}) {
  const sandbox = testSandbox();
  const company = sandbox.state.companies.find((c) => c.slug === 'jasmin')!;
  const firms = company.firmIds.map((id) => sandbox.state.firms.find((f) => f.id === id)!);
  prepare?.(sandbox.state);
  const app = renderApp(path, { api: sandboxApi(sandbox, overrides), cookies });
  return { ...app, sandbox, company, firms };
}

describe('company multi-link page', () => {
  it('shows a skeleton while the company loads', async () => {
    const { container } = setup({ overrides: { [ROUTE]: never } });
    await waitFor(() => expect(container.querySelector('.company[aria-busy="true"] .firm-card .skeleton')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with retry, and retry loads the company', async () => {
    let down = true;
    const { company } = setup({ overrides: { [ROUTE]: () => (down ? fail() : undefined) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
  });

  it('shows the company, its logo and description, and its salons as cards', async () => {
    const { company, firms, title } = setup();
    expect(firms).toHaveLength(2);
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    expect(screen.getByText('Запись в салон')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Логотип: ${company.name}` })).toHaveAttribute('src', company.logo);
    expect(screen.getByText(company.description)).toBeInTheDocument();
    const salons = screen.getByRole('region', { name: '2 салона компании' });
    for (const firm of firms) expect(within(salons).getByRole('link', { name: firm.name })).toHaveAttribute('href', `/salon/${firm.id}`);
    // The tab's title, from the route's meta: exactly 'Запись в салон', whatever the company is called.
    await waitFor(() => expect(title()).toBe('Запись в салон'));
  });

  it('says so when the company has no salons yet; no logo shows an initial', async () => {
    // A company without salons and without a logo (the seed's has both).
    const { company, container } = setup({
      prepare: (state) =>
        Object.assign(
          state.companies.find((c) => c.slug === 'jasmin')!,
          { firmIds: [], logo: null },
        ),
    });
    expect(await screen.findByText('У компании пока нет салонов с онлайн-записью.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Логотип/ })).toBeNull();
    expect(container.querySelector('.company__logo--empty')).toHaveTextContent(company.name.replace(/^[^«]*«/, '')[0]!);
  });

  it('a company the API does not know lands on /not-found (the SDK policy)', async () => {
    const { router, sandbox } = setup({ path: '/nobody' });
    expect(sandbox.state.companies.some((c) => c.slug === 'nobody')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('speaks English', async () => {
    setup({ cookies: { lang: 'EN' } });
    expect(await screen.findByRole('region', { name: '2 salons of the company' })).toBeInTheDocument();
    expect(screen.getByText('Book a salon')).toBeInTheDocument();
  });
});
