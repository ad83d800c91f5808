import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, type components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { spyAnalytics } from '../../test/analytics';
import { demoSession, sandboxGet, testSandbox } from '../../test/sandbox';
import { rememberReservation } from '../../entities/reservation/reservation';

type Reservation = components['schemas']['Reservation'];

/** The instant of a contract time in the calendar files' form: 2026-12-01T14:30:00+05:00 is 20261201T093000Z. */
const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');

describe('the reservation success page', () => {
  it('an anonymous booking with a prepayment due: the lead names the deadline and the payment opens by the link, no sign-in', async () => {
    const sandbox = testSandbox();
    const slots = await sandboxGet<{ days: { slots: { startTime: string; available: boolean }[] }[] }>(
      sandbox,
      '/reservations/available-times?firmId=101&serviceIds=301&date=2026-11-25',
    );
    const startTime = slots.days[0]!.slots.find((x) => x.available)!.startTime;
    const answer = await sandbox.fetch(
      new Request('http://api.test/rest/clients-app/v2/reservations/create', {
        method: 'POST',
        headers: { api_key: 'k', client_secret: 's', client_id: 'WEB', 'Content-Type': 'application/json' },
        body: JSON.stringify({ firmId: 101, services: [{ serviceId: 301 }], startTime, clientName: 'Алия', clientPhone: '+77050003344', smsCode: '4821' }),
      }),
    );
    const created = (await answer.json()) as Reservation;
    expect(created.prepaymentToken).toMatch(/^pp_/);
    const storage = createMemoryStorage();
    const first = renderApp('/not-found', { storage, api: (request) => sandbox.fetch(request) });
    rememberReservation(first.sdk, created);
    first.unmount();
    renderApp(`/my/reservation/${created.id}/success`, { storage, api: (request) => sandbox.fetch(request) });
    expect(await screen.findByText(/^Внесите предоплату до 24 ноября, \d\d:\d\d, чтобы сохранить запись/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Внести предоплату' })).toHaveAttribute(
      'href',
      `/salon/reservations/${created.id}/prepayment/${created.prepaymentToken}`,
    );
  });

  it.each([
    ['ru', 'Предоплата 2 000 ₸ внесена.', 'Внести предоплату'],
    ['kk', '2 000 ₸ алдын ала төлем енгізілді.', 'Алдын ала төлеу'],
    ['en', 'Prepayment of ₸2,000 paid.', 'Pay the prepayment'],
  ])(
    'anonymous, after the prepayment is paid (anywhere): the server says so by the link, the page says paid (%s)',
    async (lng, paidLine, payLink) => {
      const sandbox = testSandbox();
      const reservation = await sandboxGet<Reservation>(sandbox, '/rest/clients-app/v2/reservations/90211', {
        Authorization: `Bearer ${sandbox.signIn().accessToken}`,
      });
      const stored = sandbox.state.reservations.find((r) => r.id === 90211)!;
      const storage = createMemoryStorage();
      // This browser booked it (the remembered copy, unpaid, with the link's token); it was paid since.
      const first = renderApp('/not-found', { storage, api: (request) => sandbox.fetch(request) });
      rememberReservation(first.sdk, { ...reservation, prepaymentToken: stored.prepaymentToken });
      first.unmount();
      stored.prepayment!.paid = true;
      const app = renderApp(`/my/reservation/90211/success`, { storage, api: (request) => sandbox.fetch(request) });
      await app.i18n.changeLanguage(lng);
      expect(await screen.findByText(paidLine)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: payLink })).toBeNull();
      expect(app.apiCalls.some((r) => r.url.includes(`/prepayment-registration/90211/${stored.prepaymentToken}`))).toBe(true);
    },
    30_000,
  );

  it('shows what, where and when, the calendar links, the prepayment and my bookings; tracks open_reservation', async () => {
    const { analytics, track } = spyAnalytics();
    const sandbox = testSandbox();
    // The seed's upcoming visit of the demo client: Tuesday 1 December, 14:30–15:30 in Aqtau, a prepayment due.
    const reservation = await sandboxGet<Reservation>(sandbox, '/rest/clients-app/v2/reservations/90211', {
      Authorization: `Bearer ${sandbox.signIn().accessToken}`,
    });
    expect([reservation.startTime, reservation.endTime]).toEqual(['2026-12-01T14:30:00+05:00', '2026-12-01T15:30:00+05:00']);
    expect(reservation.prepayment).toMatchObject({ required: true, paid: false });
    const storage = createMemoryStorage();
    // The booking remembered the reservation (an anonymous client cannot GET it); this is the page after a reload.
    const first = renderApp('/not-found', { storage, api: (request) => sandbox.fetch(request) });
    rememberReservation(first.sdk, reservation);
    first.unmount();
    renderApp(`/my/reservation/${reservation.id}/success`, { storage, analytics, api: (request) => sandbox.fetch(request) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(screen.getByText(`Запись № ${reservation.id}`)).toBeInTheDocument();
    expect(screen.getByText('вторник, 1 декабря, 14:30–15:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: reservation.firm.name })).toHaveAttribute('href', `/salon/${reservation.firm.id}`);
    // The .ics is built on click (its code loads then) and handed to the browser as a download.
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => (blobs.push(blob as Blob), 'blob:ics');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await userEvent.click(screen.getByRole('link', { name: 'Добавить в календарь (.ics)' }));
    await waitFor(() => expect(downloads).toEqual([`salonbook-${reservation.id}.ics`]));
    click.mockRestore();
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toContain(`DTSTART:${utc(reservation.startTime)}`);
    expect(utc(reservation.startTime)).toBe('20261201T093000Z');
    expect(screen.getByRole('link', { name: 'Google Календарь' }).getAttribute('href')).toContain(
      `dates=${utc(reservation.startTime)}%2F${utc(reservation.endTime)}`,
    );
    expect(screen.getByRole('link', { name: 'Внести предоплату' })).toHaveAttribute('href', `/salon/reservations/${reservation.id}/prepayment`);
    expect(screen.getByRole('link', { name: 'Мои записи' })).toHaveAttribute('href', '/my/reservation/history');
    expect(track).toHaveBeenCalledWith('open_reservation', { reservationId: reservation.id });
    expect(screen.queryByRole('link', { name: 'Перенести или отменить' })).toBeNull(); // anonymous: nothing to manage here
  }, 30_000);

  it('signed in: the visit can be moved or cancelled from its page in my bookings', async () => {
    const sandbox = testSandbox();
    renderApp('/my/reservation/90211/success', { api: (request) => sandbox.fetch(request), session: demoSession(sandbox) });
    expect(await screen.findByRole('link', { name: 'Перенести или отменить' })).toHaveAttribute('href', '/my/reservation/90211');
  }, 30_000);

  it.each([
    ['ru', 'Человек'],
    ['kk', 'Адам саны'],
    ['en', 'People'],
  ])(
    'names how many people come when more than one does, as the visit page does (%s)',
    async (lng, label) => {
      const sandbox = testSandbox();
      const group = sandbox.state.reservations.find((r) => r.id === 90211)!;
      group.peopleCount = 3;
      const app = renderApp('/my/reservation/90211/success', { api: (request) => sandbox.fetch(request), session: demoSession(sandbox) });
      await app.i18n.changeLanguage(lng);
      const term = await screen.findByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(/^3$/);
    },
    30_000,
  );

  it('says nothing of the group size for one person', async () => {
    const sandbox = testSandbox();
    expect(sandbox.state.reservations.find((r) => r.id === 90211)!.peopleCount).toBe(1);
    renderApp('/my/reservation/90211/success', { api: (request) => sandbox.fetch(request), session: demoSession(sandbox) });
    expect(await screen.findByText('Что', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Человек', { selector: 'dt' })).toBeNull();
  }, 30_000);

  it('a reservation it does not know (anonymous, another device) points to my bookings', async () => {
    const sandbox = testSandbox();
    expect(sandbox.state.reservations.some((r) => r.id === 77)).toBe(false);
    const { apiCalls } = renderApp('/my/reservation/77/success', { api: (request) => sandbox.fetch(request) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои записи' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Внести предоплату' })).toBeNull();
    expect(apiCalls.some((r) => r.url.includes('/reservations/77'))).toBe(false); // anonymous: nothing to ask
  }, 30_000);
});
