// The master's page says their next free time (the chosen services', else their first service's) with a button that
// opens the booking at that time with them; in Russian, Kazakh and English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { NOW, sandboxApi, sandboxGet, testSandbox } from '../../test/sandbox';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("the master's next free time", () => {
  it('names it and books it with the master', async () => {
    const sandbox = testSandbox();
    const master = sandbox.state.masters.find((m) => m.id === 201)!;
    const service = master.serviceIds[0]!;
    const times = await sandboxGet<components['schemas']['ReservationTimes']>(
      sandbox,
      `/reservations/reservation-times?firmId=101&serviceIds=${service}&masterIds=201&days=1`,
    );
    const next = times.nextFreeTime!;
    const app = renderApp('/master/201', { api: sandboxApi(sandbox) });
    const notice = await screen.findByText(/^Ближайшее свободное время: /);
    expect(notice).toHaveTextContent(next.startTime.slice(11, 16));
    await userEvent.click(screen.getByRole('button', { name: 'Записаться на это время' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/salon/101/book'));
    expect(app.sdk.storage.get('saved-reservation')).toMatchObject({
      services: [service],
      params: { masters: { [String(service)]: 201 } },
      startTime: next.startTime,
    });
  }, 30_000);

  it('in Kazakh and English', async () => {
    const sandbox = testSandbox();
    const kk = renderApp('/master/201', { api: sandboxApi(sandbox), cookies: { lang: 'KZ' } });
    expect(await screen.findByText(/^Ең жақын бос уақыт: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Осы уақытқа жазылу' })).toBeInTheDocument();
    kk.unmount();
    renderApp('/master/201', { api: sandboxApi(sandbox), cookies: { lang: 'EN' } });
    expect(await screen.findByText(/^Next free time: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeInTheDocument();
  }, 30_000);
});
