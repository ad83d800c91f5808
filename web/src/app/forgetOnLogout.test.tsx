// Personal data left on a shared phone: a logout removes the draft's name, phone and comment (its services and time
// stay) and the created-reservation-* and reservation-sms-* records; nothing happens while anonymous.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@salonbook/sdk';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp } from '../test/app';
import { makeDraft } from '../entities/reservation-draft/draft';
import { FIRM_101 as firm } from '../test/sandbox';

vi.setConfig({ testTimeout: 30_000 });

const draft = {
  ...makeDraft(firm, [301, 302]),
  params: { masters: { '301': 201 }, date: '2026-11-24' },
  startTime: '2026-11-24T12:00:00+05:00',
  clientName: 'Алия',
  clientPhone: '+7 701 123 45 67',
  comment: 'Аллергия на лак',
};

function remember(app: ReturnType<typeof renderApp>) {
  app.sdk.storage.set('saved-reservation', draft);
  app.sdk.ttl.set('created-reservation-90300', { id: 90300, clientName: 'Алия' }, 86_400);
  app.sdk.ttl.set('reservation-sms-+77011234567', { codeLength: 4, resendAt: 0 }, 300);
  app.sdk.ttl.set('home-banner-closed', true, 300);
  app.sdk.ttl.set('save-card', true, 86_400);
}

describe('logout on a shared phone', () => {
  it("removes the draft's personal fields, the reservation and SMS records and a ticked 'save the card'; keeps services, masters, time", async () => {
    const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    const app = renderApp('/my/profile', { api: (request) => sandbox.fetch(request), session: sandbox.signIn(), storage: createMemoryStorage() });
    remember(app);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Выйти из аккаунта' }));
    await waitFor(() => expect(app.sdk.session.get().status).toBe('anonymous'));
    const left = app.sdk.storage.get('saved-reservation')!;
    expect(left).toMatchObject({ clientName: '', clientPhone: '', comment: '', services: [301, 302], startTime: draft.startTime, params: draft.params });
    expect(app.sdk.ttl.keys()).toEqual(['home-banner-closed']);
    expect(JSON.stringify(app.sdk.storage.get('saved-reservation'))).not.toMatch(/Алия|701|лак/);
  });

  it('a session ended by the server (another tab, a revoked token) forgets the same; an anonymous visitor keeps their draft', async () => {
    const app = renderApp('/not-found', { session: { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, userId: 5521 } });
    remember(app);
    app.sdk.storage.remove('accessToken', 'refreshToken', 'expiresIn', 'setTokenDate', 'currentUser');
    await waitFor(() => expect(app.sdk.ttl.keys()).toEqual(['home-banner-closed']));
    expect(app.sdk.storage.get('saved-reservation')?.clientName).toBe('');

    const anonymous = renderApp('/not-found');
    remember(anonymous);
    anonymous.sdk.storage.remove('currentUser');
    expect(anonymous.sdk.storage.get('saved-reservation')?.clientName).toBe('Алия');
    expect(anonymous.sdk.ttl.keys()).toHaveLength(4);
  });
});

describe('the query cache after a session ends', () => {
  const personal = [
    ['get', '/rest/clients-app/v2/reservations/history', {}],
    ['get', '/rest/clients-app/v2/reservations/{reservationId}', { params: { path: { reservationId: 90300 } } }],
    ['get', '/rest/clients-app/v1/my/profiles', {}],
    ['get', '/rest/clients-app/v1/payments/cards', {}],
    ['get', '/rest/clients-app/v2/gift-cards', {}],
    ['get', '/rest/clients-app/v1/favorite-firms', {}],
  ] as const;
  const fill = (app: ReturnType<typeof renderApp>) => {
    for (const key of personal) app.queryClient.setQueryData(key, { items: ['Алия'] });
    app.queryClient.setQueryData(['get', '/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 101 } } }], firm);
  };
  const left = (app: ReturnType<typeof renderApp>) => personal.filter((key) => app.queryClient.getQueryData(key) !== undefined).map((key) => key[1]);

  it.each([
    ['the SDK’s logout (a 401, the menu’s button)', (app: ReturnType<typeof renderApp>) => void app.sdk.auth.logout()],
    [
      'another tab’s logout or the account’s deletion',
      (app: ReturnType<typeof renderApp>) => app.sdk.storage.remove('accessToken', 'refreshToken', 'expiresIn', 'setTokenDate', 'currentUser'),
    ],
  ])('%s removes every personal query, /reservations included', async (_name, end) => {
    const app = renderApp('/not-found', { session: { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, userId: 5521 } });
    fill(app);
    end(app);
    await waitFor(() => expect(app.sdk.session.get().status).toBe('anonymous'));
    await waitFor(() => expect(left(app)).toEqual([]));
    // What is not personal stays (it is asked again when next shown).
    expect(app.queryClient.getQueryData(['get', '/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 101 } } }])).toEqual(firm);
  });

  it('an anonymous visitor’s cache is left alone', () => {
    const app = renderApp('/not-found');
    fill(app);
    app.sdk.storage.remove('currentUser');
    expect(left(app)).toHaveLength(personal.length);
  });
});
