// The seed's catalogue: categories, professions, the 17 firms (14 in Kazakhstan pricing in tenge, 3 in Moscow pricing
// in rubles) with their services, masters (weekly schedules), photos, express services and discounts, and the reviews
// the ratings come from. Deterministic: one seeded random sequence, drawn in the same order every time (the Moscow
// firms draw their price steps from a sequence of their own, so adding them changed nothing in Kazakhstan). Firm 101 keeps the contract examples' ids (services 301–303,
// masters 201–202, express 401–402, discount 501, photos 9001–9002).
import type { components } from '@salonbook/sdk';
import { random } from '../../scripts/lib/random.mjs';
import { currencyOf, media, type SeedFirm, type SeedMaster, type SeedReview, type SeedService, type WeekSchedule } from './seed-types';
import { DAY, MINUTE, localDate } from './time';

type S = components['schemas'];

const CATEGORY_TREE: { id: number; name: string; icon: string; subs: { id: number; name: string; icon: string }[] }[] = [
  {
    id: 1,
    name: 'Волосы',
    icon: 'hair',
    subs: [
      { id: 11, name: 'Стрижки', icon: 'haircut' },
      { id: 13, name: 'Окрашивание', icon: 'coloring' },
    ],
  },
  {
    id: 2,
    name: 'Ногти',
    icon: 'nails',
    subs: [
      { id: 12, name: 'Маникюр', icon: 'manicure' },
      { id: 14, name: 'Педикюр', icon: 'pedicure' },
    ],
  },
  {
    id: 3,
    name: 'Для мужчин',
    icon: 'men',
    subs: [
      { id: 15, name: 'Мужские стрижки', icon: 'barber' },
      { id: 16, name: 'Борода', icon: 'beard' },
    ],
  },
  {
    id: 4,
    name: 'Косметология',
    icon: 'cosmetology',
    subs: [
      { id: 17, name: 'Уход за лицом', icon: 'face' },
      { id: 18, name: 'Массаж', icon: 'massage' },
    ],
  },
  {
    id: 5,
    name: 'Брови и ресницы',
    icon: 'brows',
    subs: [
      { id: 19, name: 'Брови', icon: 'brow' },
      { id: 20, name: 'Ресницы', icon: 'lashes' },
    ],
  },
];

/** Service templates per subcategory: name, minutes, price from, price to. */
const SERVICE_TEMPLATES: Record<number, [string, number, number, number?, string?][]> = {
  11: [
    ['Женская стрижка', 60, 6000, 9000, 'Стрижка любой сложности с укладкой'],
    ['Укладка', 45, 4000],
  ],
  13: [
    ['Окрашивание в один тон', 120, 12000, 18000],
    ['Мелирование', 150, 15000, 22000],
  ],
  12: [
    ['Маникюр с покрытием гель-лак', 90, 7000, undefined, 'Аппаратный маникюр, покрытие гель-лак, дизайн одного ногтя'],
    ['Классический маникюр', 60, 4500],
  ],
  14: [
    ['Педикюр с покрытием', 90, 8000],
    ['Аппаратный педикюр', 75, 6500],
  ],
  15: [
    ['Мужская стрижка', 45, 4000, 5500],
    ['Стрижка машинкой', 30, 3000],
  ],
  16: [
    ['Оформление бороды', 30, 3000],
    ['Королевское бритьё', 45, 5000],
  ],
  17: [
    ['Чистка лица', 60, 9000],
    ['Пилинг', 45, 7500],
  ],
  18: [
    ['Массаж спины', 60, 8000],
    ['Общий массаж', 90, 12000],
  ],
  19: [
    ['Коррекция и окрашивание бровей', 45, 4000],
    ['Ламинирование бровей', 60, 6000],
  ],
  20: [
    ['Наращивание ресниц', 120, 10000, 14000],
    ['Ламинирование ресниц', 60, 7000],
  ],
};

const PROFESSIONS: { id: number; name: string; icon: string; subs: number[] }[] = [
  { id: 21, name: 'Парикмахер-стилист', icon: 'hairdresser', subs: [11, 13] },
  { id: 22, name: 'Мастер маникюра', icon: 'manicure', subs: [12, 14] },
  { id: 23, name: 'Барбер', icon: 'barber', subs: [15, 16] },
  { id: 24, name: 'Косметолог', icon: 'face', subs: [17, 18] },
  { id: 25, name: 'Бровист', icon: 'brow', subs: [19, 20] },
];
const PROFESSION_OF_CATEGORY: Record<number, number> = { 1: 21, 2: 22, 3: 23, 4: 24, 5: 25 };
/**
 * The work pictures of each craft (scripts/make-pictures.mjs draws works/<n> as n % 4: 0 nails, 1 a hairstyle,
 * 2 a beard, 3 an eye with lashes and a brow): a manicurist's portfolio shows nails, a barber's beards.
 */
const WORK_KIND_OF_PROFESSION: Record<number, number> = { 21: 1, 22: 0, 23: 2, 24: 3, 25: 3 };
export function worksOfProfession(professionId: number): number[] {
  const kind = WORK_KIND_OF_PROFESSION[professionId] ?? 1;
  return Array.from({ length: WORK_PICTURES }, (_, i) => i + 1).filter((n) => n % 4 === kind);
}

const FEMALE = [
  ['Айгерим', 'Сарсенова'],
  ['Динара', 'Жумабаева'],
  ['Мадина', 'Ержанова'],
  ['Жанна', 'Ахметова'],
  ['Асель', 'Касымова'],
  ['Гульнара', 'Омарова'],
  ['Камила', 'Иванова'],
  ['Салтанат', 'Бекова'],
  ['Томирис', 'Нуртаева'],
  ['Алина', 'Ким'],
  ['Дана', 'Серикова'],
  ['Меруерт', 'Абдиева'],
  ['Ольга', 'Петрова'],
  ['Инкар', 'Муратова'],
] as const;
const MALE = [
  ['Ерлан', 'Тулеуов'],
  ['Арман', 'Сейткали'],
  ['Данияр', 'Абенов'],
  ['Тимур', 'Ли'],
  ['Нурлан', 'Жаксылыков'],
  ['Руслан', 'Ахмедов'],
] as const;
/** Moscow's masters. */
const FEMALE_RU = [
  ['Анна', 'Смирнова'],
  ['Екатерина', 'Волкова'],
  ['Мария', 'Кузнецова'],
  ['Наталья', 'Соколова'],
  ['Ольга', 'Морозова'],
  ['Татьяна', 'Лебедева'],
] as const;
const MALE_RU = [
  ['Алексей', 'Попов'],
  ['Дмитрий', 'Васильев'],
  ['Сергей', 'Новиков'],
] as const;
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
const REPLIES = [
  'Спасибо, ждём вас снова!',
  'Благодарим за отзыв!',
  'Спасибо! Разберёмся и исправим.',
  'Рады, что вам понравилось!',
  'Спасибо, передадим мастеру.',
];

/** The country of each city the firms are in (the seed's cities: 1 Almaty, 2 Astana, 3 Aqtau, 4 Moscow). */
const COUNTRY_OF_CITY: Record<number, string> = { 1: 'KZ', 2: 'KZ', 3: 'KZ', 4: 'RU' };
/**
 * Prices in Moscow (rubles) from the templates' (tenge, sensible for Aqtau): a ruble is about five tenge and Moscow
 * is dearer, so half the number, rounded to 100 (a women's haircut about 3 000 ₽ against Aqtau's 6 000 ₸).
 */
const RUBLES_PER_TEMPLATE = 0.5;

/** The 17 firms: id, city, district, name, address, lat, lng, categories, prepayment, company. */
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
  [115, 4, 41, 'Салон красоты «Берёзка»', 'Москва, ул. Тверская, 18', 55.7653, 37.6041, [1, 2], true],
  [116, 4, 42, 'Барбершоп «Бородач»', 'Москва, ул. Льва Толстого, 7', 55.7353, 37.5874, [3], false],
  [117, 4, 43, 'Студия «Ресницы и брови»', 'Москва, ул. Покровка, 31', 55.7595, 37.6482, [5, 2], false],
];

const DESCRIPTIONS: Record<number, string> = {
  1: 'стрижки, окрашивание и укладки',
  2: 'маникюр и педикюр',
  3: 'мужские стрижки и уход за бородой',
  4: 'уход за лицом и массаж',
  5: 'брови и ресницы',
};

/** The salon for groups (below) and its two more manicurists. */
export const GROUP_FIRM = 110;
const GROUP_MANICURISTS = [
  ['Айнур', 'Турсынова'],
  ['Жулдыз', 'Калиева'],
] as const;

export const INTERIOR_PICTURES = 12;
export const WORK_PICTURES = 16;
export const PORTRAITS = 16;

/** Builds the catalogue as of `now` (reviews are dated back from it). */
export function buildCatalogue(now: number) {
  const rnd = random(20261123);
  // The Moscow firms' own sequence (see the file's head).
  const rndAbroad = random(20261125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

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
    const country = COUNTRY_OF_CITY[cityId] ?? 'KZ';
    const currency = currencyOf(country);
    const abroad = country !== 'KZ';
    const local = (tenge: number) => (abroad ? Math.max(100, Math.round((tenge * RUBLES_PER_TEMPLATE) / 100) * 100) : tenge);
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
          // A salon's own prices: the template's, a step of 500 ₸ (100 ₽ in Moscow) up or down.
          const bump = id === 101 ? 0 : abroad ? Math.round(rndAbroad() * 4 - 2) * 100 : Math.round(rnd() * 4 - 2) * 500;
          const service: SeedService = { id: sid, firmId: id, categoryId: sub.id, name: sname, durationMinutes: minutes, price: local(from) + bump, currency };
          service.priceTo = local(to ?? Math.round((from * 1.4) / 500) * 500) + bump;
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
        const names = abroad ? (top === 3 ? MALE_RU : FEMALE_RU) : top === 3 ? MALE : FEMALE;
        let pick = top === 3 ? index + m : index * 2 + k + m;
        // No two masters of one salon share a name (at 101 the generated ones would meet 201 and 202).
        const taken = (p: readonly [string, string]) =>
          firmMasters.some((x) => x.name === p[0] && x.surname === p[1]) || (id === 101 && ['Айгерим', 'Динара'].includes(p[0]));
        while (mid !== 201 && mid !== 202 && taken(names[pick % names.length]!)) pick += 1;
        const person = names[pick % names.length]!;
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
            const works = worksOfProfession(professionId);
            const pic = media(`works/${works[(mid + j) % works.length]}.webp`);
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
    // The salon's portfolio: the works of its crafts, in turn.
    const crafts = categoryIds.map((c) => worksOfProfession(PROFESSION_OF_CATEGORY[c]!));
    const portfolio: S['Photo'][] = Array.from({ length: id === 101 ? 30 : 8 }, (_, j) => {
      const works = crafts[j % crafts.length]!;
      const pic = media(`works/${works[(index + Math.floor(j / crafts.length)) % works.length]}.webp`);
      return { id: 30000 + id * 100 + j, url: pic, thumbnailUrl: pic };
    });
    const expressCandidates =
      id === 101 ? [302, 301].map((sid) => firmServices.find((s) => s.id === sid)!) : firmServices.filter((s) => s.durationMinutes <= 90).slice(0, 2);
    const express: S['ExpressService'][] =
      id % 2 === 1 || id === 102
        ? expressCandidates.map((s, j) => ({
            id: id === 101 ? (s.id === 302 ? 401 : 402) : expressId++,
            name: `Экспресс: ${s.name.toLowerCase()}`,
            description: `${s.name} у ближайшего свободного мастера`,
            durationMinutes: s.durationMinutes,
            price: { from: s.price, ...(s.priceTo ? { to: s.priceTo } : {}), currency },
            photoUrl: j === 0 ? media(`works/${worksOfProfession(PROFESSIONS.find((p) => p.subs.includes(s.categoryId))?.id ?? 21)[s.id % 4]}.webp`) : null,
            serviceId: s.id,
            availableToday: true,
          }))
        : [];
    const discounted = firmServices.find((s) => s.categoryId === 12) ?? firmServices[0]!;
    const discounts: S['Discount'][] =
      index % 2 === 0
        ? [
            {
              id: id === 101 ? 501 : discountId++,
              title: `−${10 + (index % 3) * 5}% на «${discounted.name}» по будням`,
              description: 'С понедельника по четверг с 10:00 до 14:00',
              discountPercent: 10 + (index % 3) * 5,
              validUntil: localDate(now + 40 * DAY),
              serviceIds: [discounted.id],
            },
          ]
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
      phone: abroad ? `+7495${String(1234567 + index * 1111).padStart(7, '0')}` : `+7702${String(1234567 + index * 1111).padStart(7, '0')}`,
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
      currency,
    });
  }

  // A salon for groups: «Әсем» (110, Almaty) takes up to 4 people together online and has four manicurists, so a
  // group of 3 or 4 books a manicure there (each person needs a master of their own at the same start). The two
  // added masters come after every other (their ids follow the last one), so no other master's id moved.
  const groups = firms.find((f) => f.id === GROUP_FIRM)!;
  groups.maxPeopleCount = 4;
  const manicurists = masters.filter((m) => m.firmId === GROUP_FIRM && m.professionId === 22);
  for (const [m, [first, last]] of GROUP_MANICURISTS.entries()) {
    const model = manicurists[m % manicurists.length]!;
    const mid = masterId++;
    masters.push({
      ...model,
      id: mid,
      name: first,
      surname: last,
      rating: 0,
      reviewCount: 0,
      photo: media(`masters/${((mid - 201) % PORTRAITS) + 1}.webp`),
      // Their model's hours, without its weekday off: four manicurists free together on most days.
      schedule: Object.fromEntries(
        ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((day) => {
          const hours = model.schedule[day] ?? (day <= 5 ? model.schedule[day === 1 ? 2 : 1] : undefined);
          return hours ? [[day, hours]] : [];
        }),
      ) as WeekSchedule,
      description: `Опыт ${3 + (mid % 9)} лет. Любит сложные задачи и натуральный результат.`,
      experienceYears: 3 + (mid % 9),
      portfolio: [0, 1, 2, 3].map((j) => {
        const works = worksOfProfession(22);
        const pic = media(`works/${works[(mid + j) % works.length]}.webp`);
        return { id: 20000 + mid * 10 + j, url: pic, thumbnailUrl: pic };
      }),
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
      const [rating, text] = firm.id === 101 && j === 0 ? ([5, 'Отличная стрижка, Айгерим — мастер своего дела!'] as const) : pick(REVIEW_TEXTS);
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

  const professions: S['Profession'][] = PROFESSIONS.map((p) => ({
    id: p.id,
    name: p.name,
    iconUrl: media(`icons/${p.icon}.webp`),
    mastersCount: masters.filter((m) => m.professionId === p.id).length,
  }));
  return { categories, professions, firms, services, masters, reviews };
}
