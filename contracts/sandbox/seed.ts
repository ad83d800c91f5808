// The sandbox's seed: a realistic, deterministic data set (Russian names, Kazakh places, prices in the
// contract's currency). Ids the contract's examples use keep the examples' meaning: firm 101 «Жасмин» with
// services 301–303 and masters 201–202, firm 102 «Лотос», reservation 90211, finished visit 6001, card 801, gift cards 6601 and 6602, …
// Everything is built relative to the sandbox clock at seed time, so 'future' and 'past' stay true.
import type { components } from '@salonbook/sdk';
import { DAY, HOUR, MINUTE, localMidnight } from './time';
import { random } from '../../scripts/lib/random.mjs';

type S = components['schemas'];

/** Where the seed's pictures are served (web/public/media, the same files in every setup). */
export const MEDIA = '/media';
export const media = (path: string) => `${MEDIA}/${path}`;

export const CURRENCY = 'RUB';

export interface DaySchedule {
  from: string;
  to: string;
  breakFrom?: string;
  breakTo?: string;
}
/** Index 1 = Monday … 7 = Sunday; missing = day off. */
export type WeekSchedule = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, DaySchedule>>;

export interface SeedService {
  id: number;
  firmId: number;
  categoryId: number;
  name: string;
  durationMinutes: number;
  price: number;
  priceTo?: number;
  description?: string;
}

export interface SeedMaster {
  id: number;
  firmId: number;
  name: string;
  surname: string;
  professionId: number;
  rating: number;
  reviewCount: number;
  photo: string;
  serviceIds: number[];
  schedule: WeekSchedule;
  description: string;
  experienceYears: number;
  portfolio: S['Photo'][];
}

export interface SeedFirm {
  id: number;
  cityId: number;
  locationId: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** Top-level category ids (1 hair, 2 nails, 3 men, 4 cosmetology, 5 brows). */
  categoryIds: number[];
  description: string;
  phone: string;
  instagram: string;
  cover: string;
  photos: S['Photo'][];
  hours: S['WorkingHours'][];
  prepaymentRequired: boolean;
  express: S['ExpressService'][];
  discounts: S['Discount'][];
  portfolio: S['Photo'][];
  company?: string;
  maxPeopleCount: number;
}

export interface SeedReview {
  id: number;
  firmId: number;
  masterId?: number;
  serviceId?: number;
  authorName: string;
  rating: number;
  text: string;
  reply: string | null;
  createdAt: number;
}

export interface SeedUser {
  id: number;
  name: string;
  surname: string;
  phone: string;
  password: string;
  email: string | null;
  birthDate: string | null;
  avatarUrl: string | null;
}

export interface SeedReservation {
  id: number;
  userId: number | null;
  firmId: number;
  items: { serviceId: number; masterId: number; start: number; end: number; price: number }[];
  start: number;
  end: number;
  status: S['ReservationStatus'];
  peopleCount: number;
  comment: string | null;
  clientName: string;
  clientPhone: string;
  createdAt: number;
  prepayment: { amount: number; deadline: number; paid: boolean } | null;
  /** Tokens of the reminder link and of the prepayment link. */
  reminderToken: string;
  prepaymentToken: string;
  reviewId: number | null;
  express: boolean;
}

export interface Seed {
  cities: S['City'][];
  countries: S['Country'][];
  locations: S['SearchLocation'][];
  categories: S['Category'][];
  menuTabs: (S['MenuTab'] & { categoryIds: number[] })[];
  professions: S['Profession'][];
  firms: SeedFirm[];
  services: SeedService[];
  masters: SeedMaster[];
  reviews: SeedReview[];
  banners: S['Banner'][];
  offers: { firmId: number; kind: 'discount' | 'offer'; offerTitle: string; discountPercent: number | null; validUntil: string | null }[];
  companies: { slug: string; name: string; description: string; logo: string; firmIds: number[] }[];
  users: SeedUser[];
  reservations: SeedReservation[];
  cards: (S['PaymentCard'] & { userId: number })[];
  payments: (S['Payment'] & { userId: number })[];
  cashbacks: (S['Cashbacks']['operations'][number] & { userId: number })[];
  favorites: { userId: number; firmId: number }[];
  giftCardConfig: S['GiftCardConfig'];
  giftCards: (S['GiftCard'] & { userId: number | null })[];
  certificates: S['Certificate'][];
  tariffs: (S['Tariff'] & { country: string })[];
  subscriptionPrices: (S['SubscriptionPrice'] & { country: string })[];
  reservationUrls: Record<string, S['ReservationUrlTarget']>;
}

/** The demo client of the contract's examples. */
export const DEMO_USER = { id: 5521, phone: '+77011234567', password: 'Qwerty123' } as const;
/** Every SMS code the sandbox sends. */
export const SMS_CODE = '4821';


const CATEGORY_TREE: { id: number; name: string; icon: string; subs: { id: number; name: string; icon: string }[] }[] = [
  { id: 1, name: 'Волосы', icon: 'hair', subs: [{ id: 11, name: 'Стрижки', icon: 'haircut' }, { id: 13, name: 'Окрашивание', icon: 'coloring' }] },
  { id: 2, name: 'Ногти', icon: 'nails', subs: [{ id: 12, name: 'Маникюр', icon: 'manicure' }, { id: 14, name: 'Педикюр', icon: 'pedicure' }] },
  { id: 3, name: 'Для мужчин', icon: 'men', subs: [{ id: 15, name: 'Мужские стрижки', icon: 'barber' }, { id: 16, name: 'Борода', icon: 'beard' }] },
  { id: 4, name: 'Косметология', icon: 'cosmetology', subs: [{ id: 17, name: 'Уход за лицом', icon: 'face' }, { id: 18, name: 'Массаж', icon: 'massage' }] },
  { id: 5, name: 'Брови и ресницы', icon: 'brows', subs: [{ id: 19, name: 'Брови', icon: 'brow' }, { id: 20, name: 'Ресницы', icon: 'lashes' }] },
];

/** Service templates per subcategory: name, minutes, price from, price to. */
const SERVICE_TEMPLATES: Record<number, [string, number, number, number?, string?][]> = {
  11: [['Женская стрижка', 60, 6000, 9000, 'Стрижка любой сложности с укладкой'], ['Укладка', 45, 4000]],
  13: [['Окрашивание в один тон', 120, 12000, 18000], ['Мелирование', 150, 15000, 22000]],
  12: [['Маникюр с покрытием гель-лак', 90, 7000, undefined, 'Аппаратный маникюр, покрытие гель-лак, дизайн одного ногтя'], ['Классический маникюр', 60, 4500]],
  14: [['Педикюр с покрытием', 90, 8000], ['Аппаратный педикюр', 75, 6500]],
  15: [['Мужская стрижка', 45, 4000, 5500], ['Стрижка машинкой', 30, 3000]],
  16: [['Оформление бороды', 30, 3000], ['Королевское бритьё', 45, 5000]],
  17: [['Чистка лица', 60, 9000], ['Пилинг', 45, 7500]],
  18: [['Массаж спины', 60, 8000], ['Общий массаж', 90, 12000]],
  19: [['Коррекция и окрашивание бровей', 45, 4000], ['Ламинирование бровей', 60, 6000]],
  20: [['Наращивание ресниц', 120, 10000, 14000], ['Ламинирование ресниц', 60, 7000]],
};

const PROFESSIONS: { id: number; name: string; icon: string; subs: number[] }[] = [
  { id: 21, name: 'Парикмахер-стилист', icon: 'hairdresser', subs: [11, 13] },
  { id: 22, name: 'Мастер маникюра', icon: 'manicure', subs: [12, 14] },
  { id: 23, name: 'Барбер', icon: 'barber', subs: [15, 16] },
  { id: 24, name: 'Косметолог', icon: 'face', subs: [17, 18] },
  { id: 25, name: 'Бровист', icon: 'brow', subs: [19, 20] },
];
const PROFESSION_OF_CATEGORY: Record<number, number> = { 1: 21, 2: 22, 3: 23, 4: 24, 5: 25 };

const FEMALE = [['Айгерим', 'Сарсенова'], ['Динара', 'Жумабаева'], ['Мадина', 'Ержанова'], ['Жанна', 'Ахметова'], ['Асель', 'Касымова'], ['Гульнара', 'Омарова'], ['Камила', 'Иванова'], ['Салтанат', 'Бекова'], ['Томирис', 'Нуртаева'], ['Алина', 'Ким'], ['Дана', 'Серикова'], ['Меруерт', 'Абдиева'], ['Ольга', 'Петрова'], ['Инкар', 'Муратова']] as const;
const MALE = [['Ерлан', 'Тулеуов'], ['Арман', 'Сейткали'], ['Данияр', 'Абенов'], ['Тимур', 'Ли'], ['Нурлан', 'Жаксылыков'], ['Руслан', 'Ахмедов']] as const;
const AUTHORS = ['Жанар', 'Сауле', 'Айжан', 'Марина', 'Гаухар', 'Анель', 'Дильназ', 'Карина', 'Айдана', 'Асем', 'Светлана', 'Бота', 'Аружан'];
const REVIEW_TEXTS: [number, string][] = [
  [5, 'Всё очень понравилось, мастер внимательный, результат как на фото.'],
  [5, 'Лучший салон в городе! Записалась снова.'],
  [4, 'Хорошо, аккуратно, но пришлось немного подождать начала.'],
  [5, 'Чисто, уютно, приятная музыка. Спасибо за работу!'],
  [4, 'Качество отличное, цена немного выше, чем ожидала.'],
  [3, 'Результат нормальный, но администратор перепутал время записи.'],
  [5, 'Мастер золотые руки, держится уже третью неделю.'],
  [5, 'Удобная онлайн-запись, пришла — сразу приняли.'],
];
const REPLIES = ['Спасибо, ждём вас снова!', 'Благодарим за отзыв!', 'Спасибо! Разберёмся и исправим.', 'Рады, что вам понравилось!', 'Спасибо, передадим мастеру.'];

/** The 14 firms: id, city, district, name, address, lat, lng, categories, prepayment, company. */
const FIRMS: [number, number, number, string, string, number, number, number[], boolean, string?][] = [
  [101, 3, 14, 'Салон красоты «Жасмин»', 'Актау, 14-й мкр, 45', 43.6532, 51.1605, [1, 2], true, 'jasmin'],
  [102, 3, 7, 'Студия маникюра «Лотос»', 'Актау, 7-й мкр, 12', 43.6481, 51.172, [2], false],
  [103, 3, 5, 'Барбершоп «Батыр»', 'Актау, 5-й мкр, 3', 43.6455, 51.1538, [3], false],
  [104, 3, 7, 'Салон красоты «Жасмин» на 7-м', 'Актау, 7-й мкр, 20', 43.6491, 51.1702, [1, 2], false, 'jasmin'],
  [105, 3, 14, 'Косметология «Каспий»', 'Актау, 14-й мкр, 2', 43.6561, 51.1577, [4, 5], true],
  [106, 1, 21, 'Салон «Алма»', 'Алматы, пр. Достык, 89', 43.2335, 76.9563, [1, 5], true],
  [107, 1, 23, 'Барбершоп «Тұмар»', 'Алматы, ул. Жибек Жолы, 50', 43.2601, 76.943, [3], false],
  [108, 1, 22, 'Nail studio «Мейрам»', 'Алматы, ул. Розыбакиева, 247', 43.2096, 76.895, [2], false],
  [109, 1, 22, 'SPA «Шипагер»', 'Алматы, ул. Тимирязева, 42', 43.2258, 76.9087, [4], true],
  [110, 1, 21, 'Студия красоты «Әсем»', 'Алматы, мкр Самал-2, 58', 43.2337, 76.9569, [1, 2, 5], false],
  [111, 2, 31, 'Салон «Бәйтерек»', 'Астана, пр. Туран, 24', 51.1283, 71.4305, [1, 2], true],
  [112, 2, 33, 'Барбершоп «Бөрі»', 'Астана, ул. Кенесары, 40', 51.1694, 71.4491, [3], false],
  [113, 2, 31, 'Студия «Нұр»', 'Астана, пр. Мангилик Ел, 53', 51.09, 71.418, [2, 5], false],
  [114, 2, 32, 'Косметология «Аққу»', 'Астана, ул. Сыганак, 10', 51.127, 71.425, [4], true],
];

const DESCRIPTIONS: Record<number, string> = {
  1: 'стрижки, окрашивание и укладки',
  2: 'маникюр и педикюр',
  3: 'мужские стрижки и уход за бородой',
  4: 'уход за лицом и массаж',
  5: 'брови и ресницы',
};

export const INTERIOR_PICTURES = 12;
export const WORK_PICTURES = 16;
export const PORTRAITS = 16;

/** Builds the seed as of `now`. */
export function buildSeed(now: number): Seed {
  const rnd = random(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const today = localMidnight(now);
  const dateOnly = (ms: number) => new Date(ms + 5 * HOUR).toISOString().slice(0, 10);

  const categories: S['Category'][] = CATEGORY_TREE.map((c) => ({
    id: c.id,
    name: c.name,
    iconUrl: media(`icons/${c.icon}.webp`),
    parentId: null,
    subcategories: c.subs.map((s) => ({ id: s.id, name: s.name, iconUrl: media(`icons/${s.icon}.webp`), parentId: c.id, subcategories: [] })),
  }));

  const firms: SeedFirm[] = [];
  const services: SeedService[] = [];
  const masters: SeedMaster[] = [];
  let serviceId = 304;
  let masterId = 203;
  let photoId = 9003;
  let expressId = 403;
  let discountId = 502;

  for (const [index, [id, cityId, locationId, name, address, lat, lng, categoryIds, prepaymentRequired, company]] of FIRMS.entries()) {
    const weekend = id % 3 === 0;
    const hours: S['WorkingHours'][] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      dayOfWeek: day,
      opensAt: day >= 6 ? '10:00' : '09:00',
      closesAt: day >= 6 ? '18:00' : id % 2 === 0 ? '21:00' : '20:00',
      isDayOff: day === 7 && !weekend,
    }));
    const firmServices: SeedService[] = [];
    for (const top of categoryIds) {
      for (const sub of CATEGORY_TREE.find((c) => c.id === top)!.subs) {
        for (const [sname, minutes, from, to, description] of SERVICE_TEMPLATES[sub.id] ?? []) {
          // Firm 101 keeps the contract's ids: 301 haircut, 302 manicure, 303 colouring.
          let sid: number;
          if (id === 101 && sname === 'Женская стрижка') sid = 301;
          else if (id === 101 && sname === 'Маникюр с покрытием гель-лак') sid = 302;
          else if (id === 101 && sname === 'Окрашивание в один тон') sid = 303;
          else sid = serviceId++;
          const bump = id === 101 ? 0 : Math.round((rnd() * 4 - 2)) * 500;
          const service: SeedService = { id: sid, firmId: id, categoryId: sub.id, name: sname, durationMinutes: minutes, price: from + bump };
          service.priceTo = (to ?? Math.round((from * 1.4) / 500) * 500) + bump;
          if (description) service.description = description;
          firmServices.push(service);
        }
      }
    }
    services.push(...firmServices);

    // Two masters per category (three at 101), each doing the category's services, with a weekly schedule and a lunch break.
    const firmMasters: SeedMaster[] = [];
    for (const [k, top] of categoryIds.entries()) {
      const professionId = PROFESSION_OF_CATEGORY[top]!;
      const subs = PROFESSIONS.find((p) => p.id === professionId)!.subs;
      const count = id === 101 && top === 1 ? 2 : id === 101 ? 1 : 2;
      for (let m = 0; m < count; m++) {
        let mid: number;
        if (id === 101 && top === 1 && m === 0) mid = 201;
        else if (id === 101 && top === 2) mid = 202;
        else mid = masterId++;
        const person = top === 3 ? MALE[(index + m) % MALE.length]! : FEMALE[(index * 2 + k + m) % FEMALE.length]!;
        const [first, last] = mid === 201 ? ['Айгерим', 'Сарсенова'] : mid === 202 ? ['Динара', 'Жумабаева'] : person;
        const lateShift = m % 2 === 1;
        const schedule: WeekSchedule = {};
        for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
          const firmDay = hours[day - 1]!;
          if (firmDay.isDayOff) continue;
          // Each master has one weekday off of their own.
          if (day === ((mid + 2) % 5) + 1) continue; // 201: Thursday, 202: Friday
          const from = day >= 6 ? firmDay.opensAt : lateShift ? '12:00' : firmDay.opensAt;
          const to = day >= 6 ? firmDay.closesAt : lateShift ? firmDay.closesAt : '18:00';
          schedule[day] = { from, to, breakFrom: lateShift ? '15:00' : '13:00', breakTo: lateShift ? '15:30' : '14:00' };
        }
        const ms: SeedMaster = {
          id: mid,
          firmId: id,
          name: first,
          surname: last,
          professionId,
          rating: 0,
          reviewCount: 0,
          photo: media(`masters/${((mid - 201) % PORTRAITS) + 1}.webp`),
          serviceIds: firmServices.filter((s) => subs.includes(s.categoryId)).map((s) => s.id),
          schedule,
          description: `Опыт ${3 + (mid % 9)} лет. Любит сложные задачи и натуральный результат.`,
          experienceYears: 3 + (mid % 9),
          portfolio: [0, 1, 2, 3].map((j) => {
            const pic = media(`works/${((mid + j) % WORK_PICTURES) + 1}.webp`);
            return { id: 20000 + mid * 10 + j, url: pic, thumbnailUrl: pic };
          }),
        };
        firmMasters.push(ms);
      }
    }
    masters.push(...firmMasters);

    const photos: S['Photo'][] = [0, 1, 2].map((j) => {
      const pic = media(`interiors/${((index * 3 + j) % INTERIOR_PICTURES) + 1}.webp`);
      const pid = id === 101 && j < 2 ? 9001 + j : photoId++;
      return { id: pid, url: pic, thumbnailUrl: pic };
    });
    const portfolio: S['Photo'][] = Array.from({ length: id === 101 ? 30 : 8 }, (_, j) => {
      const pic = media(`works/${((index * 5 + j) % WORK_PICTURES) + 1}.webp`);
      return { id: 30000 + id * 100 + j, url: pic, thumbnailUrl: pic };
    });
    const expressCandidates =
      id === 101
        ? [302, 301].map((sid) => firmServices.find((s) => s.id === sid)!)
        : firmServices.filter((s) => s.durationMinutes <= 90).slice(0, 2);
    const express: S['ExpressService'][] =
      id % 2 === 1 || id === 102
        ? expressCandidates.map((s, j) => ({
            id: id === 101 ? (s.id === 302 ? 401 : 402) : expressId++,
            name: `Экспресс: ${s.name.toLowerCase()}`,
            description: `${s.name} у ближайшего свободного мастера`,
            durationMinutes: s.durationMinutes,
            price: { from: s.price, ...(s.priceTo ? { to: s.priceTo } : {}), currency: CURRENCY },
            photoUrl: j === 0 ? media(`works/${(s.id % WORK_PICTURES) + 1}.webp`) : null,
            serviceId: s.id,
            availableToday: true,
          }))
        : [];
    const discounted = firmServices.find((s) => s.categoryId === 12) ?? firmServices[0]!;
    const discounts: S['Discount'][] =
      index % 2 === 0
        ? [{ id: id === 101 ? 501 : discountId++, title: `−${10 + (index % 3) * 5}% на «${discounted.name}» по будням`, description: 'С понедельника по четверг с 10:00 до 14:00', discountPercent: 10 + (index % 3) * 5, validUntil: dateOnly(now + 40 * DAY), serviceIds: [discounted.id] }]
        : [];

    firms.push({
      id,
      cityId,
      locationId,
      name,
      address,
      lat,
      lng,
      categoryIds,
      description: `${name.replace(/^[^«]*/, '')} — ${categoryIds.map((c) => DESCRIPTIONS[c]).join(', ')}. ${address.split(',')[0]}, ${address.split(',').slice(1).join(',').trim()}.`,
      phone: `+7702${String(1234567 + index * 1111).padStart(7, '0')}`,
      instagram: `salon_${id}`,
      cover: media(`firms/${id}.webp`),
      photos,
      hours,
      prepaymentRequired,
      express,
      discounts,
      portfolio,
      ...(company ? { company } : {}),
      maxPeopleCount: categoryIds.includes(4) ? 2 : 3,
    });
  }

  // Reviews: enough to page through (firm 101 has 46), with replies; ratings are computed from them.
  const reviews: SeedReview[] = [];
  let reviewId = 7001;
  for (const firm of firms) {
    const count = firm.id === 101 ? 46 : 6 + (firm.id % 7) * 2;
    const firmMasters = masters.filter((m) => m.firmId === firm.id);
    for (let j = 0; j < count; j++) {
      const master = firmMasters[j % firmMasters.length]!;
      const [rating, text] = firm.id === 101 && j === 0 ? [5, 'Отличная стрижка, Айгерим — мастер своего дела!'] as const : pick(REVIEW_TEXTS);
      const service = services.find((s) => s.id === master.serviceIds[j % master.serviceIds.length]);
      reviews.push({
        id: reviewId++,
        firmId: firm.id,
        masterId: master.id,
        ...(service ? { serviceId: service.id } : {}),
        authorName: firm.id === 101 && j === 0 ? 'Алия' : pick(AUTHORS),
        rating,
        text,
        reply: firm.id === 101 && j === 0 ? 'Спасибо, ждём вас снова!' : pick(REPLIES),
        createdAt: now - (j + 1) * 2 * DAY - j * 37 * MINUTE,
      });
    }
  }
  for (const master of masters) {
    const own = reviews.filter((r) => r.masterId === master.id);
    master.reviewCount = own.length;
    master.rating = own.length ? Math.round((own.reduce((a, r) => a + r.rating, 0) / own.length) * 10) / 10 : 5;
  }

  const users: SeedUser[] = [
    { id: DEMO_USER.id, name: 'Алия', surname: 'Нурланова', phone: DEMO_USER.phone, password: DEMO_USER.password, email: 'aliya.nurlanova@mail.kz', birthDate: '1994-03-15', avatarUrl: media('masters/5.webp') },
  ];

  // The demo client's reservations: 90211 ahead (firm 101, haircut with Айгерим, prepayment due) and past visits.
  const at = (daysAhead: number, hour: number, minute = 0) => today + daysAhead * DAY + hour * HOUR + minute * MINUTE;
  const item = (sid: number, mid: number, start: number) => {
    const s = services.find((x) => x.id === sid)!;
    return { serviceId: sid, masterId: mid, start, end: start + s.durationMinutes * MINUTE, price: s.price };
  };
  const reservation = (id: number, firmId: number, items: SeedReservation['items'], status: S['ReservationStatus'], prepaid: boolean | null, createdAt: number): SeedReservation => {
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
  const m202 = masters.find((m) => m.id === 202)!;
  const d1 = firstWorkday(m201, 8);
  const reservations: SeedReservation[] = [
    reservation(90211, 101, [item(301, 201, at(d1, 14, 30))], 'CONFIRMED', false, now - 2 * DAY),
    reservation(6001, 101, [item(301, 201, at(-3, 14, 30))], 'COMPLETED', null, now - 10 * DAY),
    reservation(6002, 102, [item(services.find((s) => s.firmId === 102)!.id, masters.find((m) => m.firmId === 102)!.id, at(-20, 11))], 'COMPLETED', null, now - 25 * DAY),
    reservation(6003, 101, [item(302, 202, at(-40, 16))], 'CANCELLED', null, now - 45 * DAY),
  ];
  void m202;

  const cards: Seed['cards'] = [
    { userId: DEMO_USER.id, id: 801, maskedNumber: '4400 43•• •••• 1234', bankName: 'Kaspi Bank', bankCode: 'KASPI', iconUrl: media('banks/kaspi.webp'), expiry: '12/28', isDefault: true },
    { userId: DEMO_USER.id, id: 802, maskedNumber: '5169 49•• •••• 5678', bankName: 'Halyk Bank', bankCode: 'HALYK', iconUrl: media('banks/default.webp'), expiry: '07/27', isDefault: false },
  ];
  const payments: Seed['payments'] = [
    { userId: DEMO_USER.id, id: 9101, amount: 2000, currency: CURRENCY, createdAt: isoAt(now - 10 * DAY), status: 'PAID', description: 'Предоплата визита, «Жасмин»', kind: 'PREPAYMENT', firmName: 'Салон красоты «Жасмин»', cardMaskedNumber: '4400 43•• •••• 1234', reservationId: 6001 },
    { userId: DEMO_USER.id, id: 9102, amount: 10000, currency: CURRENCY, createdAt: isoAt(now - 21 * DAY), status: 'PAID', description: 'Подарочная карта на 10 000 ₽', kind: 'GIFT_CARD', firmName: null, cardMaskedNumber: '4400 43•• •••• 1234', reservationId: null },
  ];
  const cashbacks: Seed['cashbacks'] = [
    { userId: DEMO_USER.id, id: 3301, amount: 350, type: 'ACCRUAL', createdAt: isoAt(now - 3 * DAY), firmName: 'Салон красоты «Жасмин»', description: 'Кешбэк 5% за визит' },
    { userId: DEMO_USER.id, id: 3300, amount: 500, type: 'ACCRUAL', createdAt: isoAt(now - 43 * DAY), firmName: 'Студия маникюра «Лотос»', description: 'Кешбэк за первый визит' },
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
    ],
    countries: [
      { id: 1, isoCode: 'KZ', name: 'Казахстан', phoneCode: '+7' },
      { id: 2, isoCode: 'UZ', name: 'Узбекистан', phoneCode: '+998' },
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
    ],
    categories,
    menuTabs: [
      { id: 1, key: 'BEAUTY', title: 'Красота', iconUrl: media('icons/tab-beauty.webp'), categoryIds: [1, 2, 5] },
      { id: 2, key: 'HEALTH', title: 'Здоровье', iconUrl: media('icons/tab-health.webp'), categoryIds: [4] },
      { id: 3, key: 'MEN', title: 'Для мужчин', iconUrl: media('icons/tab-men.webp'), categoryIds: [3] },
    ],
    professions: PROFESSIONS.map((p) => ({ id: p.id, name: p.name, iconUrl: media(`icons/${p.icon}.webp`), mastersCount: masters.filter((m) => m.professionId === p.id).length })),
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
      { firmId: 102, kind: 'discount', offerTitle: '−20% на маникюр с покрытием', discountPercent: 20, validUntil: dateOnly(now + 38 * DAY) },
      { firmId: 108, kind: 'discount', offerTitle: '−15% на педикюр', discountPercent: 15, validUntil: dateOnly(now + 20 * DAY) },
      { firmId: 113, kind: 'discount', offerTitle: '−10% на ламинирование бровей', discountPercent: 10, validUntil: null },
      { firmId: 101, kind: 'offer', offerTitle: 'Укладка в подарок к окрашиванию', discountPercent: null, validUntil: dateOnly(now + 22 * DAY) },
      { firmId: 106, kind: 'offer', offerTitle: 'Консультация стилиста бесплатно', discountPercent: null, validUntil: null },
      { firmId: 112, kind: 'offer', offerTitle: 'Кофе и бритьё — второй визит в подарок', discountPercent: null, validUntil: dateOnly(now + 60 * DAY) },
    ],
    companies: [{ slug: 'jasmin', name: 'Сеть салонов «Жасмин»', description: 'Два салона красоты в Актау', logo: media('companies/jasmin.webp'), firmIds: [101, 104] }],
    users,
    reservations,
    cards,
    payments,
    cashbacks,
    favorites: [{ userId: DEMO_USER.id, firmId: 103 }],
    giftCardConfig: { amounts: [5000, 10000, 20000, 30000], minAmount: 3000, maxAmount: 100000, currency: CURRENCY, designs, validityDays: 365, messageMaxLength: 300 },
    giftCards: [
      { userId: DEMO_USER.id, id: 6601, status: 'AWAITING_PAYMENT', amount: 10000, balance: 10000, currency: CURRENCY, design: designs[1]!, recipientName: 'Мадина', recipientPhone: '+77027654321', senderName: 'Алия', message: 'С днём рождения! Побалуй себя.', token: 'gc_5b1f9e3a7c', code: null, expiresAt: null, createdAt: isoAt(now - HOUR) },
      // Paid three weeks ago (payment 9102) and sent to Дана: the card the getGiftCardByToken example opens by its link.
      { userId: DEMO_USER.id, id: 6602, status: 'ACTIVE', amount: 10000, balance: 10000, currency: CURRENCY, design: designs[2]!, recipientName: 'Дана', recipientPhone: '+77051234567', senderName: 'Алия', message: 'С днём рождения, сестрёнка!', token: 'gc_9d4a2f6e1b', code: 'GC-7K2M-9QXD', expiresAt: isoAt(today + (365 - 21 + 1) * DAY - 1000), createdAt: isoAt(now - 21 * DAY - 10 * MINUTE) },
    ],
    certificates: [
      { id: 4101, product: 'gift', name: 'Подарочный сертификат на 10 000 ₽', firmId: 101, nominal: 10000, visits: null, serviceIds: [], price: 10000, currency: CURRENCY, validityDays: 180, imageUrl: media('certificates/gift.webp') },
      { id: 4102, product: 'gift', name: 'Подарочный сертификат на 5 000 ₽', firmId: 102, nominal: 5000, visits: null, serviceIds: [], price: 5000, currency: CURRENCY, validityDays: 180, imageUrl: media('certificates/gift.webp') },
      { id: 4201, product: 'subscription', name: 'Абонемент: 5 стрижек', firmId: 101, nominal: null, visits: 5, serviceIds: [301], price: 27000, currency: CURRENCY, validityDays: 365, imageUrl: media('certificates/subscription.webp') },
      { id: 4202, product: 'subscription', name: 'Абонемент: 4 мужские стрижки', firmId: 103, nominal: null, visits: 4, serviceIds: [services.find((s) => s.firmId === 103)!.id], price: 14000, currency: CURRENCY, validityDays: 180, imageUrl: media('certificates/subscription.webp') },
    ],
    tariffs: ['KZ', 'UZ'].flatMap((country, c) => [
      { country, id: 1 + c * 10, code: 'START', name: 'Старт', price: 4900, currency: CURRENCY, period: 'MONTH' as const, mastersLimit: 2, features: ['Онлайн-запись 24/7', 'SMS-напоминания клиентам'], isPopular: false, tariffVersion: '2026-09' },
      { country, id: 2 + c * 10, code: 'STANDARD', name: 'Стандарт', price: 9900, currency: CURRENCY, period: 'MONTH' as const, mastersLimit: 10, features: ['Онлайн-запись 24/7', 'SMS-напоминания клиентам', 'Предоплата картой'], isPopular: true, tariffVersion: '2026-09' },
      { country, id: 3 + c * 10, code: 'PRO', name: 'Про', price: 99000, currency: CURRENCY, period: 'YEAR' as const, mastersLimit: 50, features: ['Всё из «Стандарта»', 'Несколько филиалов', 'Персональный менеджер'], isPopular: false, tariffVersion: '2026-09' },
    ]),
    subscriptionPrices: ['KZ', 'UZ'].flatMap((country) => [
      { country, tariffCode: 'STANDARD', months: 1, price: 9900, monthlyPrice: 9900, discountPercent: 0, currency: CURRENCY },
      { country, tariffCode: 'STANDARD', months: 6, price: 53460, monthlyPrice: 8910, discountPercent: 10, currency: CURRENCY },
      { country, tariffCode: 'STANDARD', months: 12, price: 95040, monthlyPrice: 7920, discountPercent: 20, currency: CURRENCY },
    ]),
    reservationUrls: {
      aB3xK9: { type: 'MASTER', firmId: 101, masterId: 201, serviceIds: [301], reservationId: null },
      f102: { type: 'FIRM', firmId: 102, masterId: null, serviceIds: [], reservationId: null },
      s302: { type: 'SERVICE', firmId: 101, masterId: null, serviceIds: [302], reservationId: null },
    },
  };
}

/** The prepayment of a total: a third, rounded to 100. */
export function prepaymentOf(total: number): number {
  return Math.round(total / 3 / 100) * 100;
}

function isoAt(ms: number): string {
  const d = new Date(ms + 5 * HOUR);
  return `${d.toISOString().slice(0, 19)}+05:00`;
}
