// Test data for the home, search and company screens (the contract's examples) over the salon tests' router.
import type { components } from '@salonbook/sdk';
import { api, firm, type Route } from './salon';

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

type S = components['schemas'];

/** Firm 101 of the salon tests, as a search result. */
export const jasmin: S['FirmShort'] = {
  ...pick(firm, ['id', 'name', 'address', 'location', 'rating', 'reviewCount', 'categories', 'isFavorite']),
  photoUrl: 'https://cdn.test/firms/101.jpg',
  priceFrom: 6000,
  currency: 'RUB',
};

export const batyr: S['FirmShort'] = {
  ...jasmin,
  id: 103,
  name: 'Барбершоп «Батыр»',
  address: 'Актау, 5-й мкр, 3',
  rating: 4.9,
  reviewCount: 211,
  photoUrl: 'https://cdn.test/firms/103.jpg',
  priceFrom: 4000,
};

export const lotos: S['FirmShort'] = {
  ...jasmin,
  id: 102,
  name: 'Студия маникюра «Лотос»',
  address: 'Актау, 7-й мкр, 12',
  rating: 4.6,
  reviewCount: 57,
  photoUrl: 'https://cdn.test/firms/102.jpg',
  priceFrom: 5000,
};

export const categories: S['Category'][] = [
  {
    id: 1,
    name: 'Волосы',
    parentId: null,
    subcategories: [
      { id: 11, name: 'Стрижки', parentId: 1, subcategories: [] },
      { id: 13, name: 'Окрашивание', parentId: 1, subcategories: [] },
    ],
  },
  { id: 2, name: 'Ногти', parentId: null, subcategories: [{ id: 12, name: 'Маникюр', parentId: 2, subcategories: [] }] },
];

export const firmPage = (items: S['FirmShort'][], total = items.length, offset = 0): S['FirmShortPage'] => ({ items, total, offset, limit: 20 });

export const filterOptions: S['FilterOptionGroup'][] = [
  {
    key: 'features',
    title: 'Особенности',
    type: 'MULTIPLE',
    options: [
      { value: 'ONLINE_PREPAYMENT', title: 'Онлайн-предоплата' },
      { value: 'EXPRESS', title: 'Экспресс-запись' },
    ],
  },
  {
    key: 'price',
    title: 'Цена',
    type: 'SINGLE',
    options: [
      { value: 'TO_5000', title: 'до 5000 ₽' },
      { value: 'FROM_5000', title: 'от 5000 ₽' },
    ],
  },
];

export const sortOptions: S['SortOption'][] = [
  { key: 'RATING', title: 'По рейтингу', isDefault: true },
  { key: 'DISTANCE', title: 'Ближе ко мне', isDefault: false },
  { key: 'PRICE_ASC', title: 'Сначала дешевле', isDefault: false },
];

export const locations: S['SearchLocation'][] = [
  { id: 14, name: '14-й мкр', cityId: 3, location: { lat: 43.6532, lng: 51.1605 }, firmCount: 9 },
  { id: 7, name: '7-й мкр', cityId: 3, location: { lat: 43.6481, lng: 51.172 }, firmCount: 6 },
];

export const suggestions: S['SearchSuggestions'] = {
  firms: [jasmin],
  services: [{ id: 301, name: 'Женская стрижка' }],
  categories: [{ id: 11, name: 'Стрижки', parentId: 1, subcategories: [] }],
};

/** Every search-page request answered with the contract's examples; `overrides` replace single routes. */
export function searchApi(overrides: Record<string, Route> = {}) {
  return api({
    'GET /firms/search': firmPage([jasmin, batyr]),
    'GET /firms/search/filterOptions': filterOptions,
    'GET /firms/search/sortOptions': sortOptions,
    'GET /firms/search/locations': locations,
    'GET /firms/search/suggestions': suggestions,
    'GET /screen/home/categories': categories,
    ...overrides,
  });
}

export const menuTabs: S['MenuTab'][] = [
  { id: 1, key: 'BEAUTY', title: 'Красота' },
  { id: 2, key: 'HEALTH', title: 'Здоровье' },
];

export const banners: S['Banner'][] = [
  { id: 41, title: 'Скидка 20% на маникюр', imageUrl: 'https://cdn.test/banners/41.jpg', link: '/salon/102' },
  { id: 42, imageUrl: 'https://cdn.test/banners/42.jpg', link: 'https://promo.salonbook.kz/winter' },
];

export const homeScreen: S['HomeScreen'] = {
  banners,
  categories,
  menuTabs,
  discountedFirms: [{ ...lotos, offerTitle: '−20% на маникюр с покрытием', discountPercent: 20, validUntil: '2026-12-31' }],
  offeredFirms: [{ ...jasmin, offerTitle: 'Укладка в подарок к окрашиванию', discountPercent: null, validUntil: '2026-12-15' }],
  compilations: [{ key: 'RECOMMENDED', title: 'Рекомендуем', imageUrl: null, firms: [jasmin, batyr] }],
};

export const adCompilations: S['Compilation'][] = [{ key: 'AD_WINTER', title: 'Зимние предложения', imageUrl: null, firms: [lotos] }];

export const homeReviews = [
  {
    id: 7001,
    authorName: 'Алия',
    rating: 5,
    text: 'Отличная стрижка, Айгерим — мастер своего дела!',
    createdAt: '2026-11-20T18:10:00+05:00',
    masterName: 'Айгерим Сарсенова',
    serviceName: 'Женская стрижка',
    reply: null,
    firmId: 101,
    firmName: 'Салон красоты «Жасмин»',
  },
];

/** Every home request answered with the contract's examples; `overrides` replace single routes. */
export function homeApi(overrides: Record<string, Route> = {}) {
  return api({
    'GET /screen/home': homeScreen,
    'GET /screen/home/categories': categories,
    'GET /screen/home/menu-tabs': menuTabs,
    'GET /screen/home/reviews': homeReviews,
    'GET /rest/clients-app/v2/compilations/ad': adCompilations,
    'GET /favorite-firms': [jasmin, lotos],
    // The search page the home screen leads to.
    'GET /firms/search': firmPage([jasmin, batyr]),
    'GET /firms/search/filterOptions': filterOptions,
    'GET /firms/search/sortOptions': sortOptions,
    'GET /firms/search/locations': locations,
    'GET /firms/search/suggestions': suggestions,
    ...overrides,
  });
}
