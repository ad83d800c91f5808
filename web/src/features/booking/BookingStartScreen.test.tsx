import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/app';
import { makeDraft } from '../../entities/reservation-draft/draft';
import { fail, firm, masters, never, salonApi } from '../../test/data/salon';

describe('booking start (/salon/:firmId/book)', () => {
  it('without a draft of this salon: says so and links back to the salon', async () => {
    renderApp('/salon/101/book', { api: salonApi() });
    expect(await screen.findByText('Вы ещё не выбрали услуги в этом салоне.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать услуги' })).toHaveAttribute('href', '/salon/101');
  });

  it('shows the salon, services with prices and durations, masters, the total and the next-step note', async () => {
    const view = renderApp('/salon/101/book', { api: salonApi({ 'GET /firms/101/masters': masters }) });
    view.sdk.storage.set('saved-reservation', makeDraft(firm, [301, 302, 404], { '301': 201 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша запись' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    expect(await screen.findByText('Женская стрижка')).toBeInTheDocument();
    expect(await screen.findByText(/Мастер: Айгерим Сарсенова/)).toBeInTheDocument();
    expect(screen.getByText(/1\sч\s30\sмин · Любой свободный мастер/)).toBeInTheDocument();
    expect(screen.getByText('Некоторые услуги больше недоступны и убраны из записи.')).toBeInTheDocument();
    const total = screen.getByText('Итого').parentElement!;
    expect(total).toHaveTextContent(/13\s000\s₽\s–\s16\s000\s₽/);
    expect(screen.getByText('Длительность').parentElement).toHaveTextContent(/2\sч\s30\sмин/);
    expect(screen.getByRole('note')).toHaveTextContent('Следующий шаг — выбор даты и времени');
  });

  it('loading keeps the rows; an error offers a retry', async () => {
    const view = renderApp('/salon/101/book', { api: salonApi({ 'GET /firms/101': never }) });
    view.sdk.storage.set('saved-reservation', makeDraft(firm, [301]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша запись' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Услуги' })).toHaveAttribute('aria-busy', 'true');

    const failing = renderApp('/salon/101/book', { api: salonApi({ 'GET /firms/101': fail }) });
    failing.sdk.storage.set('saved-reservation', makeDraft(firm, [301]));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
