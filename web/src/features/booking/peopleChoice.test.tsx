// The people choice of the details step offers only the group sizes the salon can take for the basket (the date
// strip's `groups`, the sandbox's booking rule), and says why a larger group cannot book online, in ru, kk and en.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, type SavedReservation } from '@salonbook/sdk';
import { createSandbox, type Sandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../../test/app';
import { FIRM_101, NOW, sandboxGet } from '../../test/sandbox';
import { makeDraft } from '../../entities/reservation-draft/draft';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The salon for groups as a draft keeps it: «Әсем» (110), four manicurists, up to 4 people online. */
const FIRM_110 = { ...FIRM_101, id: 110, name: 'Студия красоты «Әсем»', address: 'Алматы, мкр Самал-2, 58' };
const MANICURE_110 = 357;
/** Salon 101's haircut (two hairdressers) and classic manicure (one manicurist). */
const HAIRCUT = 301;
const CLASSIC_MANICURE = 306;

/** The first free time of a basket (for `people`), as the time step would have set it. */
async function firstTime(sandbox: Sandbox, firmId: number, serviceId: number, people = 1) {
  const strip = await sandboxGet<{ days: { slots: { startTime: string; available: boolean }[] }[] }>(
    sandbox,
    `/reservations/reservation-times?firmId=${firmId}&serviceIds=${serviceId}&days=7&peopleCount=${people}`,
  );
  return strip.days.flatMap((d) => d.slots).find((s) => s.available)!.startTime;
}

/** The booking's details step with the basket's time chosen, in a language (the cookie's code). */
async function detailsStep(firm: typeof FIRM_101, serviceId: number, lang?: 'KZ' | 'EN', timeFor = 1) {
  const sandbox = createSandbox({ now: () => NOW });
  const startTime = await firstTime(sandbox, firm.id, serviceId, timeFor);
  const app = renderApp(`/salon/${firm.id}/book?step=details`, {
    api: (request) => sandbox.fetch(request),
    storage: createMemoryStorage(),
    ...(lang ? { cookies: { lang } } : {}),
  });
  const draft: SavedReservation = { ...makeDraft(firm, [serviceId]), startTime, clientName: 'Алия', clientPhone: '+7 701 123 45 67' };
  app.sdk.storage.set('saved-reservation', draft);
  return { app, sandbox };
}

/** The people choice's options, as the client reads them, once the sizes have come. */
async function options(label: string, last: string) {
  const select = await screen.findByLabelText(label);
  await within(select).findByRole('option', { name: last });
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('the people choice offers the group sizes the salon can take for the basket', () => {
  it('salon 101, a haircut: 1 or 2 people (two hairdressers), and why not 3, in Russian', async () => {
    await detailsStep(FIRM_101, HAIRCUT);
    expect(await options('Сколько человек', '2 человека')).toEqual(['1 человек', '2 человека']);
    const select = screen.getByLabelText('Сколько человек');
    const why = 'На эти услуги вместе можно записать до 2 чел.: столько мастеров их делают в одно время. Группу больше запишут по телефону салона.';
    expect(select).toHaveAccessibleDescription(why);
    expect(screen.getByText(why)).toBeVisible();
  });

  it('salon 101, a classic manicure: one person only (one manicurist), and no room offered for a group', async () => {
    await detailsStep(FIRM_101, CLASSIC_MANICURE);
    const select = await screen.findByLabelText('Сколько человек');
    expect(
      await screen.findByText('На эти услуги за раз записывается один человек: их делает один мастер. Группу запишут по телефону салона.'),
    ).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 человек']);
    expect(screen.queryByText(/VIP-кабинет/)).toBeNull();
  });

  it('the salon for groups, a manicure: 1 to 4 people (four manicurists), the salon’s own limit said; 3 keep a time all fit', async () => {
    const user = userEvent.setup();
    const { app } = await detailsStep(FIRM_110, MANICURE_110, undefined, 4);
    expect(await options('Сколько человек', '4 человека')).toEqual(['1 человек', '2 человека', '3 человека', '4 человека']);
    expect(screen.getByLabelText('Сколько человек')).toHaveAccessibleDescription(
      'Онлайн салон записывает до 4 чел. вместе. Группу больше запишут по телефону салона.',
    );
    const time = app.sdk.storage.get('saved-reservation')!.startTime;
    await user.selectOptions(screen.getByLabelText('Сколько человек'), '3');
    await vi.waitFor(() => expect(app.apiCalls.some((r) => r.url.includes('available-times') && r.url.includes('peopleCount=3'))).toBe(true));
    expect(app.sdk.storage.get('saved-reservation')).toMatchObject({ peopleCount: 3, startTime: time });
    expect(app.router.state.location.search).toBe('?step=details');
  });

  it('in Kazakh', async () => {
    await detailsStep(FIRM_101, HAIRCUT, 'KZ');
    expect(await options('Адам саны', '2 адам')).toEqual(['1 адам', '2 адам']);
    expect(screen.getByLabelText('Адам саны')).toHaveAccessibleDescription(
      'Бұл қызметтерге бірге 2 адамға дейін жазылуға болады: бір уақытта оларды сонша шебер жасайды. Одан көп топты салон телефон арқылы жазады.',
    );
  });

  it('in English', async () => {
    await detailsStep(FIRM_110, MANICURE_110, 'EN');
    expect(await options('Number of people', '4 people')).toEqual(['1 person', '2 people', '3 people', '4 people']);
    expect(screen.getByLabelText('Number of people')).toHaveAccessibleDescription(
      'The salon books up to 4 people together online. For a larger group, call the salon.',
    );
  });

  it('in English, one person only', async () => {
    await detailsStep(FIRM_101, CLASSIC_MANICURE, 'EN');
    expect(
      await screen.findByText('Only one person can book these services at a time: one master does them. For a group, call the salon.'),
    ).toBeInTheDocument();
  });
});
