// A reservation whose times cannot be read (a malformed answer) still gets its success page: no crash, no
// calendar links, the rest of the page as usual.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryStorage, type components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { sandboxGet, testSandbox } from '../../test/sandbox';
import { rememberReservation } from '../../entities/reservation/reservation';

describe('the success page with a malformed time', () => {
  it.each(['not a date', '2026-13-45T99:00:00+05:00'])(
    'renders without the calendar links: %s',
    async (bad) => {
      const sandbox = testSandbox();
      const reservation = await sandboxGet<components['schemas']['Reservation']>(sandbox, '/rest/clients-app/v2/reservations/90211', {
        Authorization: `Bearer ${sandbox.signIn().accessToken}`,
      });
      const storage = createMemoryStorage();
      const first = renderApp('/not-found', { storage, api: (request) => sandbox.fetch(request) });
      rememberReservation(first.sdk, {
        ...reservation,
        startTime: bad,
        endTime: bad,
        services: reservation.services.map((s) => ({ ...s, startTime: bad, endTime: bad })),
      });
      first.unmount();
      renderApp(`/my/reservation/${reservation.id}/success`, { storage, api: (request) => sandbox.fetch(request) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
      expect(screen.getByText(`Запись № ${reservation.id}`)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Добавить в календарь (.ics)' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Google Календарь' })).toBeNull();
      expect(screen.getByText('Время уточнит салон')).toBeInTheDocument();
    },
    30_000,
  );
});
