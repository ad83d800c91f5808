import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { dateTimeText, fail, never, ruCount, sandboxApi, sandboxGet, testSandbox, type Override, type Sandbox } from '../../test/sandbox';
import { promotionsFor } from './api';

type S = components['schemas'];

const PROFILE = 'GET /masters/201/profile';

interface Setup {
  overrides?: Record<string, Override>;
  /** Changes the sandbox's state before the page opens. */
  prepare?: (state: Sandbox['state']) => void;
  analytics?: ReturnType<typeof spyAnalytics>['analytics'];
}

/** Master 201 (Айгерим of firm 101) against a fresh sandbox, `overrides` aside. */
function setup({ overrides = {}, prepare, analytics }: Setup = {}) {
  const sandbox = testSandbox();
  prepare?.(sandbox.state);
  const master = sandbox.state.masters.find((m) => m.id === 201)!;
  const app = renderApp('/master/201', { api: sandboxApi(sandbox, overrides), analytics });
  return { ...app, sandbox, master, fullName: `${master.name} ${master.surname}` };
}

describe('master page', () => {
  it('shows a skeleton while the profile loads', async () => {
    const { container } = setup({ overrides: { [PROFILE]: never } });
    await waitFor(() => expect(container.querySelector('.master[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an error with retry', async () => {
    let down = true;
    const { fullName } = setup({ overrides: { [PROFILE]: () => (down ? fail() : undefined) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: fullName })).toBeInTheDocument();
  });

  it('shows the profile, firm link, services, promotions of the firm, portfolio and reviews', async () => {
    const { sandbox, master, fullName } = setup();
    const { state } = sandbox;
    const profile = await sandboxGet<S['Master']>(sandbox, '/masters/201/profile');
    const firm = state.firms.find((f) => f.id === master.firmId)!;
    const reviews = state.reviews.filter((r) => r.masterId === master.id).sort((a, b) => b.createdAt - a.createdAt);
    // The firm's promotion is another master's (the seed's discount at 101 is for a manicure).
    const promotion = (await sandboxGet<S['MasterPromotion'][]>(sandbox, '/master-promotions')).find((p) => p.master.firmId === firm.id)!;
    expect(promotion.master.id).not.toBe(master.id);

    expect(await screen.findByRole('heading', { level: 1, name: fullName })).toBeInTheDocument();
    expect(screen.getByText(state.professions.find((p) => p.id === master.professionId)!.name)).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: `Рейтинг ${master.rating.toFixed(1).replace('.', ',')} из 5, ${ruCount(master.reviewCount, 'отзыв', 'отзыва', 'отзывов')}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(ruCount(master.experienceYears, 'год', 'года', 'лет'))).toBeInTheDocument();
    expect(profile.nearestSlot).toBeTruthy();
    expect(screen.getByText(dateTimeText(profile.nearestSlot!))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: firm.name })).toHaveAttribute('href', `/salon/${firm.id}`);
    expect(screen.getByRole('checkbox', { name: /Женская стрижка.*1\sч.*6\s000\s₸/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${fullName}: фото 1 из ${master.portfolio.length}` })).toBeInTheDocument();
    const promos = await screen.findByRole('region', { name: 'Акции салона' });
    expect(within(promos).getByRole('heading', { level: 3, name: promotion.title })).toBeInTheDocument();
    expect(promos).toHaveTextContent(`${promotion.master.name} ${promotion.master.surname}`);
    expect(await screen.findByRole('heading', { level: 2, name: `Отзывы · ${reviews.length}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: reviews[0]!.authorName })).toBeInTheDocument();
  });

  it('shows empty states', async () => {
    setup({
      // No portfolio, services (so no free time either), reviews or promotions.
      prepare: (state) => {
        Object.assign(
          state.masters.find((m) => m.id === 201)!,
          { portfolio: [], serviceIds: [] },
        );
        state.reviews = state.reviews.filter((r) => r.masterId !== 201);
        for (const firm of state.firms) firm.discounts = [];
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Мастер пока не добавил фотографии работ.')).toBeInTheDocument();
    expect(screen.getByText('Салон пока не добавил услуги.')).toBeInTheDocument();
    expect(await screen.findByText('Отзывов пока нет.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Акции/ })).toBeNull());
  });

  it('"book with this master" asks for a service first, then stores the draft with the master', async () => {
    const { analytics, track } = spyAnalytics();
    const view = setup({ analytics });
    await userEvent.click(await screen.findByRole('button', { name: 'Записаться к мастеру' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Сначала отметьте хотя бы одну услугу.');
    expect(view.router.state.location.pathname).toBe('/master/201');

    await userEvent.click(screen.getByRole('checkbox', { name: /Окрашивание/ }));
    expect(track).toHaveBeenCalledWith('press_service', expect.objectContaining({ serviceId: 303, masterId: 201 }));
    await userEvent.click(screen.getByRole('button', { name: 'Записаться к мастеру' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/salon/101/book'));
    expect(view.sdk.storage.get('saved-reservation')).toMatchObject({
      services: [303],
      params: { masters: { '303': 201 } },
      firm: { id: 101 },
      peopleCount: 1,
      awaitingTime: 0,
      startTime: null,
    });
  });
});

describe('promotionsFor', () => {
  it('prefers the master’s own promotions, else those of the firm', async () => {
    const sandbox = testSandbox();
    const master = await sandboxGet<S['Master']>(sandbox, '/masters/201/profile');
    const masters = await sandboxGet<S['MasterShort'][]>(sandbox, '/firms/101/masters');
    const promotions = await sandboxGet<S['MasterPromotion'][]>(sandbox, '/master-promotions');
    const atFirm = promotions.filter((p) => p.master.firmId === 101);
    // The seed's promotions: one at firm 101 (another master's), others at other firms.
    expect(atFirm.length).toBeGreaterThan(0);
    expect(atFirm.length).toBeLessThan(promotions.length);
    expect(promotions.some((p) => p.master.id === master.id)).toBe(false);

    const own = { ...promotions[0]!, id: 699, master: masters.find((m) => m.id === master.id)! };
    expect(promotionsFor(master, [...promotions, own])).toEqual({ scope: 'master', items: [own] });
    expect(promotionsFor(master, promotions)).toEqual({ scope: 'firm', items: atFirm });
    expect(promotionsFor({ ...master, firm: { ...master.firm!, id: 999 }, firmId: 999 }, promotions).items).toEqual([]);
  });
});
