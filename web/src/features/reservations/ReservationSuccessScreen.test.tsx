import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, type components } from '@salonbook/sdk';
import { renderApp } from '../../test/app';
import { spyAnalytics } from '../../test/data/salon';
import { rememberReservation } from '../../entities/reservation/reservation';

configure({ asyncUtilTimeout: 8000 });

const reservation: components['schemas']['Reservation'] = {
  id: 90211,
  status: 'CONFIRMED',
  firm: { id: 101, name: 'Салон красоты «Жасмин»', address: 'Актау, 14-й мкр, 45', location: { lat: 43.6532, lng: 51.1605 }, rating: 4.8, reviewCount: 128, categories: [], currency: 'RUB', isFavorite: false },
  services: [
    {
      service: { id: 301, name: 'Женская стрижка', durationMinutes: 60, price: { from: 6000, to: 9000, currency: 'RUB' }, categoryId: 11 },
      master: { id: 201, name: 'Айгерим', surname: 'Сарсенова', profession: 'Парикмахер-стилист', rating: 4.9, reviewCount: 64 },
      startTime: '2026-12-01T14:30:00+05:00',
      endTime: '2026-12-01T15:30:00+05:00',
      price: 6000,
    },
  ],
  startTime: '2026-12-01T14:30:00+05:00',
  endTime: '2026-12-01T15:30:00+05:00',
  peopleCount: 1,
  comment: null,
  clientName: 'Алия',
  clientPhone: '+77011234567',
  totalPrice: 6000,
  currency: 'RUB',
  prepayment: { required: true, amount: 2000, paid: false, deadline: '2026-11-30T14:30:00+05:00' },
  canCancel: true,
  canReview: false,
  createdAt: '2026-11-23T10:05:00+05:00',
};

describe('the reservation success page', () => {
  it('shows what, where and when, the calendar links, the prepayment and my bookings; tracks open_reservation', async () => {
    const { analytics, track } = spyAnalytics();
    const storage = createMemoryStorage();
    // The booking remembered the reservation (an anonymous client cannot GET it); this is the page after a reload.
    const first = renderApp('/not-found', { storage });
    rememberReservation(first.sdk, reservation);
    first.unmount();
    renderApp('/my/reservation/90211/success', { storage, analytics });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(screen.getByText('Запись № 90211')).toBeInTheDocument();
    expect(screen.getByText('вторник, 1 декабря, 14:30–15:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Салон красоты «Жасмин»' })).toHaveAttribute('href', '/salon/101');
    // The .ics is built on click (its code loads then) and handed to the browser as a download.
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => (blobs.push(blob as Blob), 'blob:ics');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await userEvent.click(screen.getByRole('link', { name: 'Добавить в календарь (.ics)' }));
    await waitFor(() => expect(downloads).toEqual(['salonbook-90211.ics']));
    click.mockRestore();
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toContain('DTSTART:20261201T093000Z');
    expect(screen.getByRole('link', { name: 'Google Календарь' }).getAttribute('href')).toContain('dates=20261201T093000Z%2F20261201T103000Z');
    expect(screen.getByRole('link', { name: 'Внести предоплату' })).toHaveAttribute('href', '/salon/reservations/90211/prepayment');
    expect(screen.getByRole('link', { name: 'Мои записи' })).toHaveAttribute('href', '/my/reservation/history');
    expect(track).toHaveBeenCalledWith('open_reservation', { reservationId: 90211 });
  }, 30_000);

  it('a reservation it does not know (anonymous, another device) points to my bookings', async () => {
    renderApp('/my/reservation/77/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Запись создана' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои записи' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Внести предоплату' })).toBeNull();
  }, 30_000);
});
