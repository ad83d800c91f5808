// The sandbox's seed: a realistic, deterministic data set (Russian names, Kazakh places with prices in tenge, and
// one Russian city, Moscow, whose three salons price in rubles). Ids the contract's examples use keep the examples' meaning: firm 101 «Жасмин» with
// services 301–303 and masters 201–202, firm 102 «Лотос», reservation 90211, finished visit 6001, card 801, gift cards 6601 and 6602, …
// Everything is built relative to the sandbox clock at seed time, so 'future' and 'past' stay true. The firms,
// their services, masters and reviews come from seed-catalogue.ts; the records' shapes are in seed-types.ts.
import type { components } from '@salonbook/sdk';
import { buildCatalogue } from './seed-catalogue';
import { CURRENCY, currencyOf, media, type Seed, type SeedMaster, type SeedReservation, type SeedService, type SeedUser } from './seed-types';
import { DAY, HOUR, MINUTE, localDate, localMidnight } from './time';

export * from './seed-types';

type S = components['schemas'];

/** The demo client of the contract's examples. */
export const DEMO_USER = { id: 5521, phone: '+77011234567', password: 'Qwerty123' } as const;
/** Every SMS code the sandbox sends. */
export const SMS_CODE = '4821';

/** Builds the seed as of `now`. */
export function buildSeed(now: number): Seed {
  const { categories, professions, firms, services, masters, reviews } = buildCatalogue(now);
  const today = localMidnight(now);

  const users: SeedUser[] = [
    {
      id: DEMO_USER.id,
      name: 'Алия',
      surname: 'Нурланова',
      phone: DEMO_USER.phone,
      password: DEMO_USER.password,
      email: 'aliya.nurlanova@mail.kz',
      birthDate: '1994-03-15',
      avatarUrl: media('masters/5.webp'),
    },
  ];

  // The demo client's reservations: 90211 ahead (firm 101, haircut with Айгерим, prepayment due) and past visits.
  const at = (daysAhead: number, hour: number, minute = 0) => today + daysAhead * DAY + hour * HOUR + minute * MINUTE;
  const item = (sid: number, mid: number, start: number) => {
    const s = services.find((x) => x.id === sid)!;
    return { serviceId: sid, masterId: mid, start, end: start + s.durationMinutes * MINUTE, price: s.price };
  };
  const reservation = (
    id: number,
    firmId: number,
    items: SeedReservation['items'],
    status: S['ReservationStatus'],
    prepaid: boolean | null,
    createdAt: number,
  ): SeedReservation => {
    const total = items.reduce((a, i) => a + i.price, 0);
    const start = items[0]!.start;
    return {
      id,
      userId: DEMO_USER.id,
      firmId,
      items,
      start,
      end: items[items.length - 1]!.end,
      status,
      peopleCount: 1,
      comment: id === 90211 ? 'Хочу каре до плеч' : null,
      clientName: 'Алия',
      clientPhone: DEMO_USER.phone,
      createdAt,
      prepayment: prepaid === null ? null : { amount: prepaymentOf(total), deadline: start - DAY, paid: prepaid },
      reminderToken: id === 90211 ? 'r_3c9e1f7a2b' : `r_${id.toString(36)}`,
      prepaymentToken: id === 90211 ? 'pp_7d1e4b9c2a' : `pp_${id.toString(36)}`,
      reviewId: null,
      express: false,
    };
  };
  const firstWorkday = (master: SeedMaster, from: number) => {
    for (let d = from; d < from + 14; d++) {
      const dow = ((new Date(today + d * DAY + 5 * HOUR).getUTCDay() + 6) % 7) + 1;
      if (master.schedule[dow as 1]) return d;
    }
    return from;
  };
  const m201 = masters.find((m) => m.id === 201)!;
  const d1 = firstWorkday(m201, 8);
  const reservations: SeedReservation[] = [
    reservation(90211, 101, [item(301, 201, at(d1, 14, 30))], 'CONFIRMED', false, now - 2 * DAY),
    reservation(6001, 101, [item(301, 201, at(-3, 14, 30))], 'COMPLETED', null, now - 10 * DAY),
    reservation(
      6002,
      102,
      [item(services.find((s) => s.firmId === 102)!.id, masters.find((m) => m.firmId === 102)!.id, at(-20, 11))],
      'COMPLETED',
      null,
      now - 25 * DAY,
    ),
    reservation(6003, 101, [item(302, 202, at(-40, 16))], 'CANCELLED', null, now - 45 * DAY),
  ];

  const cards: Seed['cards'] = [
    {
      userId: DEMO_USER.id,
      id: 801,
      maskedNumber: '4400 43•• •••• 1234',
      bankName: 'Kaspi Bank',
      bankCode: 'KASPI',
      iconUrl: media('banks/kaspi.webp'),
      expiry: '12/28',
      isDefault: true,
    },
    {
      userId: DEMO_USER.id,
      id: 802,
      maskedNumber: '5169 49•• •••• 5678',
      bankName: 'Halyk Bank',
      bankCode: 'HALYK',
      iconUrl: media('banks/default.webp'),
      expiry: '07/27',
      isDefault: false,
    },
  ];
  const payments: Seed['payments'] = [
    {
      userId: DEMO_USER.id,
      id: 9101,
      amount: 2000,
      currency: CURRENCY,
      createdAt: isoAt(now - 10 * DAY),
      status: 'PAID',
      description: 'Предоплата визита, «Жасмин»',
      kind: 'PREPAYMENT',
      firmName: 'Салон красоты «Жасмин»',
      cardMaskedNumber: '4400 43•• •••• 1234',
      reservationId: 6001,
    },
    {
      userId: DEMO_USER.id,
      id: 9102,
      amount: 10000,
      currency: CURRENCY,
      createdAt: isoAt(now - 21 * DAY),
      status: 'PAID',
      description: 'Подарочная карта на 10 000 ₸',
      kind: 'GIFT_CARD',
      firmName: null,
      cardMaskedNumber: '4400 43•• •••• 1234',
      reservationId: null,
    },
  ];
  const cashbacks: Seed['cashbacks'] = [
    {
      userId: DEMO_USER.id,
      id: 3301,
      amount: 350,
      type: 'ACCRUAL',
      createdAt: isoAt(now - 3 * DAY),
      firmName: 'Салон красоты «Жасмин»',
      description: 'Кешбэк 5% за визит',
    },
    {
      userId: DEMO_USER.id,
      id: 3300,
      amount: 500,
      type: 'ACCRUAL',
      createdAt: isoAt(now - 43 * DAY),
      firmName: 'Студия маникюра «Лотос»',
      description: 'Кешбэк за первый визит',
    },
  ];

  const designs: S['GiftCardDesign'][] = [
    { id: 1, name: 'Классический', imageUrl: media('gift-cards/1.webp') },
    { id: 2, name: 'Весенний', imageUrl: media('gift-cards/2.webp') },
    { id: 3, name: 'С днём рождения', imageUrl: media('gift-cards/3.webp') },
  ];

  return {
    cities: [
      { id: 3, name: 'Актау', countryIsoCode: 'KZ', location: { lat: 43.6532, lng: 51.1605 } },
      { id: 1, name: 'Алматы', countryIsoCode: 'KZ', location: { lat: 43.2383, lng: 76.9456 } },
      { id: 2, name: 'Астана', countryIsoCode: 'KZ', location: { lat: 51.1282, lng: 71.4304 } },
      // A second country: Moscow's three salons (115–117) price in rubles.
      { id: 4, name: 'Москва', countryIsoCode: 'RU', location: { lat: 55.7558, lng: 37.6173 } },
    ],
    countries: [
      { id: 1, isoCode: 'KZ', name: 'Казахстан', phoneCode: '+7' },
      { id: 2, isoCode: 'UZ', name: 'Узбекистан', phoneCode: '+998' },
      { id: 3, isoCode: 'RU', name: 'Россия', phoneCode: '+7' },
    ],
    locations: [
      { id: 14, name: '14-й мкр', cityId: 3, location: { lat: 43.6532, lng: 51.1605 } },
      { id: 7, name: '7-й мкр', cityId: 3, location: { lat: 43.6481, lng: 51.172 } },
      { id: 5, name: '5-й мкр', cityId: 3, location: { lat: 43.6455, lng: 51.1538 } },
      { id: 21, name: 'Медеуский район', cityId: 1, location: { lat: 43.2335, lng: 76.9563 } },
      { id: 22, name: 'Бостандыкский район', cityId: 1, location: { lat: 43.2096, lng: 76.895 } },
      { id: 23, name: 'Алмалинский район', cityId: 1, location: { lat: 43.2601, lng: 76.943 } },
      { id: 31, name: 'Есиль', cityId: 2, location: { lat: 51.1283, lng: 71.4305 } },
      { id: 32, name: 'Алматинский район', cityId: 2, location: { lat: 51.127, lng: 71.425 } },
      { id: 33, name: 'Сарыарка', cityId: 2, location: { lat: 51.1694, lng: 71.4491 } },
      { id: 41, name: 'Тверской', cityId: 4, location: { lat: 55.7653, lng: 37.6041 } },
      { id: 42, name: 'Хамовники', cityId: 4, location: { lat: 55.7353, lng: 37.5874 } },
      { id: 43, name: 'Басманный', cityId: 4, location: { lat: 55.7595, lng: 37.6482 } },
    ],
    categories,
    menuTabs: [
      { id: 1, key: 'BEAUTY', title: 'Красота', iconUrl: media('icons/tab-beauty.webp'), categoryIds: [1, 2, 5] },
      { id: 2, key: 'HEALTH', title: 'Здоровье', iconUrl: media('icons/tab-health.webp'), categoryIds: [4] },
      { id: 3, key: 'MEN', title: 'Для мужчин', iconUrl: media('icons/tab-men.webp'), categoryIds: [3] },
    ],
    professions,
    firms,
    services,
    masters,
    reviews,
    banners: [
      { id: 41, title: 'Скидка 20% на маникюр', imageUrl: media('banners/41.webp'), link: '/salon/102' },
      { id: 42, title: 'Новый салон в Алматы', imageUrl: media('banners/42.webp'), link: '/salon/106' },
      { id: 43, title: 'Подарочные карты', imageUrl: media('banners/43.webp'), link: '/gift-cards' },
    ],
    offers: [
      { firmId: 102, kind: 'discount', offerTitle: '−20% на маникюр с покрытием', discountPercent: 20, validUntil: localDate(now + 38 * DAY) },
      { firmId: 108, kind: 'discount', offerTitle: '−15% на педикюр', discountPercent: 15, validUntil: localDate(now + 20 * DAY) },
      { firmId: 113, kind: 'discount', offerTitle: '−10% на ламинирование бровей', discountPercent: 10, validUntil: null },
      { firmId: 101, kind: 'offer', offerTitle: 'Укладка в подарок к окрашиванию', discountPercent: null, validUntil: localDate(now + 22 * DAY) },
      { firmId: 106, kind: 'offer', offerTitle: 'Консультация стилиста бесплатно', discountPercent: null, validUntil: null },
      { firmId: 112, kind: 'offer', offerTitle: 'Кофе и бритьё — второй визит в подарок', discountPercent: null, validUntil: localDate(now + 60 * DAY) },
    ],
    companies: [
      { slug: 'jasmin', name: 'Сеть салонов «Жасмин»', description: 'Два салона красоты в Актау', logo: media('companies/jasmin.webp'), firmIds: [101, 104] },
    ],
    users,
    reservations,
    cards,
    payments,
    cashbacks,
    favorites: [{ userId: DEMO_USER.id, firmId: 103 }],
    giftCardConfigs: {
      KZ: {
        amounts: [5000, 10000, 20000, 30000],
        minAmount: 3000,
        maxAmount: 100000,
        currency: currencyOf('KZ'),
        designs,
        validityDays: 365,
        messageMaxLength: 300,
      },
      RU: {
        amounts: [1000, 2000, 3000, 5000],
        minAmount: 500,
        maxAmount: 30000,
        currency: currencyOf('RU'),
        designs,
        validityDays: 365,
        messageMaxLength: 300,
      },
    },
    giftCards: [
      {
        userId: DEMO_USER.id,
        id: 6601,
        status: 'AWAITING_PAYMENT',
        amount: 10000,
        balance: 10000,
        currency: CURRENCY,
        design: designs[1]!,
        recipientName: 'Мадина',
        recipientPhone: '+77027654321',
        senderName: 'Алия',
        message: 'С днём рождения! Побалуй себя.',
        token: 'gc_5b1f9e3a7c',
        code: null,
        expiresAt: null,
        createdAt: isoAt(now - HOUR),
      },
      // Paid three weeks ago (payment 9102) and sent to Дана: the card the getGiftCardByToken example opens by its link.
      {
        userId: DEMO_USER.id,
        id: 6602,
        status: 'ACTIVE',
        amount: 10000,
        balance: 10000,
        currency: CURRENCY,
        design: designs[2]!,
        recipientName: 'Дана',
        recipientPhone: '+77051234567',
        senderName: 'Алия',
        message: 'С днём рождения, сестрёнка!',
        token: 'gc_9d4a2f6e1b',
        code: 'GC-7K2M-9QXD',
        expiresAt: isoAt(today + (365 - 21 + 1) * DAY - 1000),
        createdAt: isoAt(now - 21 * DAY - 10 * MINUTE),
      },
    ],
    certificates: [
      {
        id: 4101,
        product: 'gift',
        name: 'Подарочный сертификат на 10 000 ₸',
        firmId: 101,
        nominal: 10000,
        visits: null,
        serviceIds: [],
        price: 10000,
        currency: CURRENCY,
        validityDays: 180,
        imageUrl: media('certificates/gift.webp'),
      },
      {
        id: 4102,
        product: 'gift',
        name: 'Подарочный сертификат на 5 000 ₸',
        firmId: 102,
        nominal: 5000,
        visits: null,
        serviceIds: [],
        price: 5000,
        currency: CURRENCY,
        validityDays: 180,
        imageUrl: media('certificates/gift.webp'),
      },
      {
        id: 4103,
        product: 'gift',
        name: 'Подарочный сертификат на 3 000 ₽',
        firmId: 115,
        nominal: 3000,
        visits: null,
        serviceIds: [],
        price: 3000,
        currency: currencyOf('RU'),
        validityDays: 180,
        imageUrl: media('certificates/gift.webp'),
      },
      {
        id: 4201,
        product: 'subscription',
        name: 'Абонемент: 5 стрижек',
        firmId: 101,
        nominal: null,
        visits: 5,
        serviceIds: [301],
        price: 27000,
        currency: CURRENCY,
        validityDays: 365,
        imageUrl: media('certificates/subscription.webp'),
      },
      {
        id: 4202,
        product: 'subscription',
        name: 'Абонемент: 4 мужские стрижки',
        firmId: 103,
        nominal: null,
        visits: 4,
        serviceIds: [services.find((s) => s.firmId === 103)!.id],
        price: 14000,
        currency: CURRENCY,
        validityDays: 180,
        imageUrl: media('certificates/subscription.webp'),
      },
    ],
    // Each country's grid in its own currency: Kazakhstan in tenge, Uzbekistan in sums, Russia in rubles.
    tariffs: TARIFF_PRICES.flatMap(({ country, start, standard, pro }, c) => [
      {
        country,
        id: 1 + c * 10,
        code: 'START',
        name: 'Старт',
        price: start,
        currency: currencyOf(country),
        period: 'MONTH' as const,
        mastersLimit: 2,
        features: ['Онлайн-запись 24/7', 'SMS-напоминания клиентам'],
        isPopular: false,
        tariffVersion: '2026-09',
      },
      {
        country,
        id: 2 + c * 10,
        code: 'STANDARD',
        name: 'Стандарт',
        price: standard,
        currency: currencyOf(country),
        period: 'MONTH' as const,
        mastersLimit: 10,
        features: ['Онлайн-запись 24/7', 'SMS-напоминания клиентам', 'Предоплата картой'],
        isPopular: true,
        tariffVersion: '2026-09',
      },
      {
        country,
        id: 3 + c * 10,
        code: 'PRO',
        name: 'Про',
        price: pro,
        currency: currencyOf(country),
        period: 'YEAR' as const,
        mastersLimit: 50,
        features: ['Всё из «Стандарта»', 'Несколько филиалов', 'Персональный менеджер'],
        isPopular: false,
        tariffVersion: '2026-09',
      },
    ]),
    // The Standard tariff paid for 1, 6 or 12 months ahead: 0, 10 and 20 % off.
    subscriptionPrices: TARIFF_PRICES.flatMap(({ country, standard }) =>
      (
        [
          [1, 0],
          [6, 10],
          [12, 20],
        ] as const
      ).map(([months, discountPercent]) => {
        const monthlyPrice = Math.round((standard * (100 - discountPercent)) / 100);
        return { country, tariffCode: 'STANDARD', months, price: monthlyPrice * months, monthlyPrice, discountPercent, currency: currencyOf(country) };
      }),
    ),
    // The contract's example result: hair and nails in Aqtau, once a month.
    personalizations: {
      p13n_8f2c1e7a: {
        answers: [
          { questionId: 1, optionIds: [11, 12] },
          { questionId: 2, optionIds: [22] },
        ],
        cityId: 3,
        createdAt: now,
      },
    },
    reservationUrls: {
      aB3xK9: { type: 'MASTER', firmId: 101, masterId: 201, serviceIds: [301], reservationId: null },
      f102: { type: 'FIRM', firmId: 102, masterId: null, serviceIds: [], reservationId: null },
      s302: { type: 'SERVICE', firmId: 101, masterId: null, serviceIds: [302], reservationId: null },
      // The promotion of «Жасмин»'s discount 501 (a /promo link): the discounted service, with the discount named.
      p501: { type: 'SERVICE', firmId: 101, masterId: null, serviceIds: [302], reservationId: null, discountId: 501 },
    },
  };
}

/** The salon owners' tariffs by country, in its currency: Start and Standard a month, Pro a year. */
const TARIFF_PRICES = [
  { country: 'KZ', start: 4900, standard: 9900, pro: 99000 },
  { country: 'UZ', start: 125000, standard: 250000, pro: 2500000 },
  { country: 'RU', start: 990, standard: 1990, pro: 19900 },
];

/** A service's price as the contract writes it (PriceRange): `to` only for a range. */
export function priceRange(s: SeedService): components['schemas']['PriceRange'] {
  return { from: s.price, ...(s.priceTo ? { to: s.priceTo } : {}), currency: s.currency };
}

/** The prepayment of a total: a third, rounded to 100. */
export function prepaymentOf(total: number): number {
  return Math.round(total / 3 / 100) * 100;
}

function isoAt(ms: number): string {
  const d = new Date(ms + 5 * HOUR);
  return `${d.toISOString().slice(0, 19)}+05:00`;
}
