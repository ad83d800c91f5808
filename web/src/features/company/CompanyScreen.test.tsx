import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/app';
import { api, fail, never } from '../../test/data/salon';
import { jasmin, lotos } from '../../test/data/home';

const page = {
  company: { slug: 'jasmin', name: 'Сеть салонов «Жасмин»', logoUrl: 'https://cdn.test/jasmin-logo.png', description: 'Два салона красоты в Актау' },
  firms: [jasmin, { ...lotos, id: 104, name: 'Салон красоты «Жасмин» на 7-м' }],
};
const ROUTE = 'GET /screen/multi-link/jasmin';

describe('company multi-link page', () => {
  it('shows a skeleton while the company loads', async () => {
    const { container } = renderApp('/jasmin', { api: api({ [ROUTE]: never }) });
    await waitFor(() => expect(container.querySelector('.company[aria-busy="true"] .firm-card .skeleton')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with retry, and retry loads the company', async () => {
    let down = true;
    renderApp('/jasmin', { api: api({ [ROUTE]: () => (down ? fail() : page) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сеть салонов «Жасмин»' })).toBeInTheDocument();
  });

  it('shows the company, its logo and description, and its salons as cards', async () => {
    renderApp('/jasmin', { api: api({ [ROUTE]: page }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Сеть салонов «Жасмин»' })).toBeInTheDocument();
    expect(screen.getByText('Запись в салон')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Логотип: Сеть салонов «Жасмин»' })).toHaveAttribute('src', 'https://cdn.test/jasmin-logo.png');
    expect(screen.getByText('Два салона красоты в Актау')).toBeInTheDocument();
    const salons = screen.getByRole('region', { name: '2 салона компании' });
    expect(within(salons).getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(within(salons).getByRole('link', { name: 'Салон красоты «Жасмин» на 7-м' })).toHaveAttribute('href', '/salon/104');
    await waitFor(() => expect(document.title).toBe('Запись в салон'));
  });

  it('says so when the company has no salons yet; no logo shows an initial', async () => {
    renderApp('/jasmin', { api: api({ [ROUTE]: { company: { slug: 'jasmin', name: 'Сеть салонов «Жасмин»' }, firms: [] } }) });
    expect(await screen.findByText('У компании пока нет салонов с онлайн-записью.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Логотип/ })).toBeNull();
  });

  it('a company the API does not know lands on /not-found (the SDK policy)', async () => {
    const { router } = renderApp('/nobody', { api: api({}) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('speaks English', async () => {
    renderApp('/jasmin', { api: api({ [ROUTE]: page }), cookies: { lang: 'EN' } });
    expect(await screen.findByRole('region', { name: '2 salons of the company' })).toBeInTheDocument();
    expect(screen.getByText('Book a salon')).toBeInTheDocument();
  });
});
