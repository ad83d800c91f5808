// The seed's shapes (the records the sandbox's state is made of) and what every part of the seed uses: where its
// pictures are served and each country's currency. seed.ts re-exports all of it.
import type { components } from '@salonbook/sdk';

type S = components['schemas'];

/** Where the seed's pictures are served (web/public/media, the same files in every setup). */
export const MEDIA = '/media';
export const media = (path: string) => `${MEDIA}/${path}`;

/** The currency a country prices in (ISO 4217): Kazakhstan's salons in tenge, Russia's in rubles. */
export const COUNTRY_CURRENCY: Record<string, string> = { KZ: 'KZT', RU: 'RUB', UZ: 'UZS' };
/** The sandbox's home country: a request without `country_code` is Kazakhstan's. */
export const HOME_COUNTRY = 'KZ';
/** The currency of a country (its ISO code, e.g. the `country_code` header); Kazakhstan's tenge when unknown or missing. */
export const currencyOf = (country: string | null | undefined): string => COUNTRY_CURRENCY[(country ?? '').toUpperCase()] ?? COUNTRY_CURRENCY[HOME_COUNTRY]!;
/** The home country's currency (tenge): what a price without a salon of its own (a gift card's default) is in. */
export const CURRENCY = currencyOf(HOME_COUNTRY);

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
  /** The firm's currency (its country's). */
  currency: string;
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
  /** What the firm prices in: its country's currency (KZT in Kazakhstan, RUB in Russia). */
  currency: string;
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
  /** A visit's review: the client's mark of each master of the visit (createReservationReview's masterRatings). */
  masterRatings?: { masterId: number; rating: number }[];
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
  /** The other people of a group visit (`peopleCount` > 1): the same services at the same start, with their masters. */
  companions?: { serviceId: number; masterId: number; start: number; end: number; price: number }[];
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
  /** Gift cards follow the buyer's country (the `country_code` header, Kazakhstan without one): its amounts and currency. */
  giftCardConfigs: Record<string, S['GiftCardConfig']>;
  giftCards: (S['GiftCard'] & { userId: number | null })[];
  certificates: S['Certificate'][];
  tariffs: (S['Tariff'] & { country: string })[];
  subscriptionPrices: (S['SubscriptionPrice'] & { country: string })[];
  reservationUrls: Record<string, S['ReservationUrlTarget']>;
  /** Finished questionnaires by their result token: the answers, the city and when (the result is computed on reading). */
  personalizations: Record<string, { answers: S['PersonalizationAnswers']['answers']; cityId: number; createdAt: number }>;
}

/** The gift-card terms in a currency (the buyer's country's): Kazakhstan's when no country prices in it. */
export function giftCardConfigOf(seed: Pick<Seed, 'giftCardConfigs'>, currency: string): S['GiftCardConfig'] {
  return Object.values(seed.giftCardConfigs).find((c) => c.currency === currency) ?? seed.giftCardConfigs[HOME_COUNTRY]!;
}

/** How the sandbox's own texts write a currency (a suggestion's 'от 6000 ₸', a stand-in payment page): ₸, ₽, else the code. */
export const currencySign = (currency: string): string => ({ KZT: '₸', RUB: '₽' })[currency] ?? currency;
