// Test data for the salon, master and booking screens (the contract's examples) and a tiny API router.
import { vi } from 'vitest';
import type { components } from '@salonbook/sdk';
import type { Analytics } from '../../lib/analytics';
import type { ApiHandler } from '../app';

type S = components['schemas'];

export const firm: S['Firm'] = {
  id: 101,
  name: 'Салон красоты «Жасмин»',
  address: 'Актау, 14-й мкр, 45',
  location: { lat: 43.6532, lng: 51.1605 },
  rating: 4.8,
  reviewCount: 128,
  categories: ['Волосы', 'Ногти'],
  isFavorite: false,
  description: 'Уютный салон в центре Актау.',
  phone: '+77021234567',
  instagram: 'jasmin_aktau',
  photos: [
    { id: 9001, url: 'https://cdn.test/9001.jpg' },
    { id: 9002, url: 'https://cdn.test/9002.jpg', thumbnailUrl: 'https://cdn.test/9002_thumb.jpg' },
  ],
  workingHours: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, opensAt: '09:00', closesAt: '20:00', isDayOff: d === 7 })),
  serviceCategories: [
    {
      id: 11,
      name: 'Волосы',
      services: [
        { id: 301, name: 'Женская стрижка', durationMinutes: 60, price: { from: 6000, to: 9000, currency: 'RUB' } },
        { id: 303, name: 'Окрашивание в один тон', durationMinutes: 120, price: { from: 12000, to: 18000, currency: 'RUB' } },
      ],
    },
    { id: 12, name: 'Ногти', services: [{ id: 302, name: 'Маникюр с покрытием гель-лак', durationMinutes: 90, price: { from: 7000, currency: 'RUB' } }] },
  ],
  hasExpress: true,
};

export const masters: S['MasterShort'][] = [
  { id: 201, name: 'Айгерим', surname: 'Сарсенова', profession: 'Парикмахер-стилист', rating: 4.9, reviewCount: 64, firmId: 101 },
  { id: 202, name: 'Динара', surname: 'Жумабаева', profession: 'Мастер маникюра', rating: 4.8, reviewCount: 41, firmId: 101 },
];

export const review = (id: number, authorName = 'Алия'): S['Review'] => ({
  id,
  authorName,
  rating: 5,
  text: `Отзыв ${id}`,
  createdAt: '2026-11-20T18:10:00+05:00',
  reply: null,
});

export const reviewPage = (items: S['Review'][], total = items.length, offset = 0): S['ReviewPage'] => ({ items, total, offset, limit: 20 });
export const photoPage = (items: S['Photo'][], total = items.length, offset = 0): S['PhotoPage'] => ({ items, total, offset, limit: 20 });

export const discounts: S['Discount'][] = [{ id: 501, title: '−20% на маникюр по будням', discountPercent: 20, validUntil: '2026-12-31' }];
export const express: S['ExpressService'][] = [
  { id: 401, name: 'Экспресс-маникюр', durationMinutes: 90, price: { from: 7000, currency: 'RUB' }, serviceId: 302, availableToday: true },
];

export const master: S['Master'] = {
  ...masters[0]!,
  description: 'Стрижки и окрашивание любой сложности.',
  experienceYears: 7,
  firm: { id: 101, name: firm.name, address: firm.address, location: firm.location, rating: 4.8, reviewCount: 128 },
  services: firm.serviceCategories[0]!.services,
  portfolio: [{ id: 9101, url: 'https://cdn.test/9101.jpg' }],
  nearestSlot: '2026-12-01T14:30:00+05:00',
};

export const promotions: S['MasterPromotion'][] = [
  { id: 601, master: masters[1]!, title: 'Маникюр со скидкой 15%', discountPercent: 15, price: { from: 5950, currency: 'RUB' }, validUntil: '2026-12-31' },
];

export type Route = ((request: Request, url: URL) => unknown) | object;

/** Routes `METHOD /path` (path after /rest/clients-app/v1) to handlers; a plain value answers as JSON 200. */
export function api(routes: Record<string, Route>): ApiHandler {
  return async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/rest/clients-app/v1', '');
    const route = routes[`${request.method} ${path}`];
    if (!route) return Response.json({ code: 'NOT_FOUND', message: `no route ${request.method} ${path}` }, { status: 404 });
    const result = typeof route === 'function' ? await (route as (r: Request, u: URL) => unknown)(request, url) : route;
    return result instanceof Response ? result : Response.json(result);
  };
}

export const never = () => new Promise<Response>(() => {});
/** A network failure (a 5xx would trigger the SDK's 404-or-higher policy and leave the page). */
export const fail = (): never => {
  throw new TypeError('Failed to fetch');
};

/** Every salon-page request answered with the contract's examples; `overrides` replace single routes. */
export function salonApi(overrides: Record<string, Route> = {}) {
  return api({
    'GET /firms/101': firm,
    'GET /firms/101/masters': masters,
    'GET /firms/101/reviews': reviewPage([review(7001), review(7002, 'Жанар')], 2),
    'GET /firms/101/portfolio': photoPage([{ id: 9101, url: 'https://cdn.test/9101.jpg' }], 1),
    'GET /firms/101/discounts': discounts,
    'GET /firms/101/express': express,
    // What the salon page prefetches for the booking screen once a service is chosen.
    'GET /reservations/firm/101': { firm, serviceCategories: firm.serviceCategories, masters, workingHours: [], prepaymentRequired: false, maxPeopleCount: 1, bookingDaysAhead: 30 },
    'GET /reservations/reservation-times': { firmId: 101, currency: 'RUB', timeZone: 'Asia/Aqtau', days: [] },
    // What the booking screen fetches for its next steps the moment it opens (the masters of each service).
    'GET /reservations/service-allocation': (_: Request, url: URL) => ({
      firmId: 101,
      masters,
      services: url.searchParams.getAll('serviceIds').map((id) => ({ serviceId: Number(id), masterIds: masters.map((m) => m.id), anyMasterAllowed: true })),
    }),
    ...overrides,
  });
}

export function spyAnalytics() {
  const track = vi.fn();
  const analytics: Analytics = { enabled: true, track, setUserId() {}, start: async () => {}, flush: async () => {} };
  return { analytics, track };
}
