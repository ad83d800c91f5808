// Every URL of the app in one place. The table of SPEC.md section 2, plus the child screens of '/' the spec
// leaves unnamed: those take two segments so they can never be mistaken for the /:company multi-link.
export const paths = {
  home: () => '/',
  notFound: () => '/not-found',
  rafflePrize: () => '/raffleprize/red_apple',
  bnpl: () => '/bnpl',
  giftCards: () => '/gift-cards',
  /** One of the buyer's gift cards: paying it, then its link, QR code and status. */
  giftCard: (giftCardId: string | number) => `/gift-cards/${encodeURIComponent(giftCardId)}`,
  /** The signed-in client's gift cards (the account). */
  myGiftCards: () => '/my/gift-cards',
  /** A gift card's link for its recipient (no sign-in), by the card's token. */
  giftCardLink: (token: string) => `/gift-cards/link/${encodeURIComponent(token)}`,
  cardPayment: () => '/card-payment',
  deleteAccount: () => '/delete-account',
  appBanner: () => '/mainwp',
  /** The landing for salon owners: tariffs, prices and the request to connect (two segments, never a company). */
  business: () => '/business/connect',
  reminder: (kind: ReminderKind) => `/${kind}`,
  company: (company: string) => `/${encodeURIComponent(company)}`,
  prepayment: (reservationId: string | number) => `/salon/reservations/${encodeURIComponent(reservationId)}/prepayment`,
  /** The prepayment link of the booking SMS (no sign-in): the same page, by the reservation's prepayment token. */
  prepaymentByLink: (reservationId: string | number, token: string) =>
    `/salon/reservations/${encodeURIComponent(reservationId)}/prepayment/${encodeURIComponent(token)}`,
  reservationSuccess: (reservationId: string | number) => `/my/reservation/${encodeURIComponent(reservationId)}/success`,
  reservationHistory: () => '/my/reservation/history',
  /** A visit of the signed-in client: everything of it and what it allows (cancel, move, pay, book again). */
  reservation: (reservationId: string | number) => `/my/reservation/${encodeURIComponent(reservationId)}`,
  // Child screens.
  salon: (firmId: string | number) => `/salon/${encodeURIComponent(firmId)}`,
  /** The booking flow of a salon: starts from the saved-reservation draft. */
  booking: (firmId: string | number) => `/salon/${encodeURIComponent(firmId)}/book`,
  /** A salon's certificates and passes on sale (one of them chosen to buy). */
  certificates: (firmId: string | number, certificateId?: number) =>
    `/salon/${encodeURIComponent(firmId)}/certificates${certificateId ? `?id=${certificateId}` : ''}`,
  /** The certificates of every salon (from home), each leading to its salon's certificates; with a purchase's outcome (a 3-D Secure return at the top level). */
  allCertificates: (purchaseId?: number) => `/certificates/all${purchaseId ? `?purchaseId=${purchaseId}` : ''}`,
  master: (masterId: string | number) => `/master/${encodeURIComponent(masterId)}`,
  /** A category's page: its subcategories and salons. */
  category: (categoryId: string | number) => `/category/${encodeURIComponent(categoryId)}`,
  /** Every salon of the city with a discount ('discounts') or another special offer ('special'), paged. */
  offers: (kind: OfferKind) => `/offers/${kind}`,
  /** The masters' professions, and one profession's masters. */
  professions: () => '/masters/professions',
  profession: (professionId: string | number) => `/masters/professions/${encodeURIComponent(professionId)}`,
  /** 'Подобрать салон': the questionnaire, and a finished one's selection by its token (a link to open again). */
  selectionStart: () => '/selection/start',
  selection: (token: string) => `/selection/${encodeURIComponent(token)}`,
  search: (query?: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
    const qs = params.toString();
    return `/search/firms${qs ? `?${qs}` : ''}`;
  },
} as const;

/** The kinds of special offers, as the URL names them (/offers/discounts, /offers/special). */
export const OFFER_KINDS = ['discounts', 'special'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The reminder-redirect screens: the fixed single-segment names that win over /:company. */
export const REMINDER_KINDS = ['rsr', 'rsrwp', 'rsrqr', 'firm', 'firmwp', 'promo'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A positive integer id from the URL (`/salon/:firmId`), or null. */
export function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
