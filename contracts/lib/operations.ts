// One row per operation of the contract: how the web client calls it through the SDK.
// Rows are keyed by operationId; pact.test.ts fails when the contract has an operation without a row
// (or a row names an operation the contract no longer has). Path and query values are the contract's
// example values; request bodies are the contract's request examples (`example()`), typed by the SDK.
// The auth operations are not here: the session-policy tests drive them through `sdk.auth`.
import type { BookingSdk } from '@salonbook/sdk';

type Api = BookingSdk['api'];

export interface Row {
  /** The call as the app makes it. `example()` is the contract's request body example for the operation. */
  call: (api: Api, example: <T>() => NonNullable<T>) => Promise<{ response: Response }>;
  /** Sign in first (also for operations where the bearer is optional). */
  signedIn?: boolean;
  /** Store a city and country first, so city_id and country_code go out. */
  city?: boolean;
  /** Extra provider states, after the derived ones. */
  states?: string[];
}

const firm = { firmId: 101 };
const reservation = { reservationId: 90211 };
/** A finished visit (the review examples'): 90211 is ahead, and only a finished visit can be reviewed. */
const visit = { reservationId: 6001 };
const page = { offset: 0, limit: 20 };

/** A 1x1 PNG: the avatar the upload sends. */
export const AVATAR_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

export const OPERATIONS: Record<string, Row> = {
  // --- auth (the rest of auth is driven through sdk.auth in the session-policy tests)
  getClientAccessToken: { call: (api, example) => api.POST('/rest/v1/client/get-access-token', { body: example() }) },
  webSessionLogin: {
    signedIn: true,
    call: (api, example) => api.POST('/rest/clients-app/jsf-auth/login', { body: example() }),
  },

  // --- home
  getHomeScreen: { city: true, call: (api) => api.GET('/rest/clients-app/v1/screen/home') },
  listHomeCities: { call: (api) => api.GET('/rest/clients-app/v1/screen/home/cities') },
  listHomeMenuTabs: { call: (api) => api.GET('/rest/clients-app/v1/screen/home/menu-tabs') },
  listHomeCategories: {
    call: (api) => api.GET('/rest/clients-app/v1/screen/home/categories', { params: { query: { menuTabId: 1 } } }),
  },
  listHomeReviews: { call: (api) => api.GET('/rest/clients-app/v1/screen/home/reviews', { params: { query: { limit: 10 } } }) },
  listFavoriteFirms: { call: (api) => api.GET('/rest/clients-app/v1/favorite-firms') },
  listDiscountedFirms: {
    call: (api) => api.GET('/rest/clients-app/v1/screen/special-offers/discounted-firms', { params: { query: page } }),
  },
  listOfferedFirms: {
    call: (api) => api.GET('/rest/clients-app/v1/screen/special-offers/offered-firms', { params: { query: page } }),
  },
  getCompanyMultiLink: {
    call: (api) => api.GET('/rest/clients-app/v1/screen/multi-link/{company}', { params: { path: { company: 'jasmin' } } }),
  },
  listCountries: { call: (api) => api.GET('/rest/common/countries') },
  resolveReservationUrl: {
    call: (api) => api.GET('/rest/clients-app/v2/reservations/url/{token}', { params: { path: { token: 'aB3xK9' } } }),
  },
  listAdCompilations: { call: (api) => api.GET('/rest/clients-app/v2/compilations/ad') },
  getClientConfig: { call: (api) => api.GET('/rest/clients-app/v2/configs') },

  // --- profile
  getMyProfile: { call: (api) => api.GET('/rest/clients-app/v1/my/profiles') },
  updateMyProfile: { call: (api, example) => api.PUT('/rest/clients-app/v1/my/profiles', { body: example() }) },
  uploadMyAvatar: {
    call: (api) => {
      const form = new FormData();
      form.append('file', new Blob([AVATAR_PNG], { type: 'image/png' }), 'avatar.png');
      return api.POST('/rest/clients-app/v1/my/profiles/avatar-upload', {
        body: { file: new Blob([AVATAR_PNG], { type: 'image/png' }) },
        bodySerializer: () => form,
      });
    },
  },
  changeMyPassword: {
    call: (api, example) => api.POST('/rest/clients-app/v1/my/profiles/password-change', { body: example() }),
  },
  listPaymentHistory: { call: (api) => api.GET('/rest/clients-app/v1/payments/history', { params: { query: page } }) },
  getMyCashbacks: { call: (api) => api.GET('/rest/clients-app/v1/my/cashbacks') },
  listReservationHistory: {
    call: (api) => api.GET('/rest/clients-app/v2/reservations/history', { params: { query: { firmId: 101, ...page } } }),
  },
  listReservationHistoryFirms: { call: (api) => api.GET('/rest/clients-app/v2/reservations/history/firms') },
  listPaymentCards: { call: (api) => api.GET('/rest/clients-app/v1/payments/cards') },
  createPaymentCard: { call: (api, example) => api.POST('/rest/clients-app/v1/payments/cards', { body: example() }) },
  completePaymentCard3ds: {
    call: (api, example) => api.POST('/rest/clients-app/v1/payments/cards/3ds', { body: example() }),
  },
  // The bank's form post to the TermUrl after a prepayment's 3-D Secure step (the browser navigates: the app never
  // calls it; this row keeps the operation in the pact). It answers an HTML page, read as text.
  completePrepayment3ds: {
    call: (api) =>
      api.POST('/rest/clients-app/v1/payments/3ds/term', {
        body: { MD: '1500231', PaRes: 'eJzNWFmTo0gS' },
        bodySerializer: (body) => new URLSearchParams(body).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        parseAs: 'text',
      }),
  },
  setDefaultPaymentCard: {
    call: (api) => api.PUT('/rest/clients-app/v1/payments/cards/{cardId}/default', { params: { path: { cardId: 801 } } }),
  },
  deletePaymentCard: {
    call: (api) => api.DELETE('/rest/clients-app/v1/payments/cards/{cardId}', { params: { path: { cardId: 801 } } }),
  },
  requestAccountDeletion: {
    signedIn: true,
    call: (api, example) => api.POST('/rest/common/requests/account-deletion', { body: example() }),
  },

  // --- salon
  getFirm: { call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: firm } }) },
  listFirmMasters: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}/masters', { params: { path: firm, query: { serviceId: 301 } } }),
  },
  listFirmsByIds: { call: (api) => api.GET('/rest/clients-app/v1/firms/list', { params: { query: { ids: [101, 102] } } }) },
  listFirmReviews: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}/reviews', { params: { path: firm, query: page } }),
  },
  listFirmDiscounts: { call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}/discounts', { params: { path: firm } }) },
  listFirmPortfolio: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}/portfolio', { params: { path: firm, query: { offset: 0 } } }),
  },
  listFirmExpressServices: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}/express', { params: { path: firm } }),
  },
  getFirmExpressService: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/{firmId}/express/{expressId}', { params: { path: { ...firm, expressId: 401 } } }),
  },
  addFavoriteFirm: { call: (api) => api.PUT('/rest/clients-app/v1/favorite-firms/{firmId}', { params: { path: firm } }) },
  removeFavoriteFirm: {
    call: (api) => api.DELETE('/rest/clients-app/v1/favorite-firms/{firmId}', { params: { path: firm } }),
  },
  getSearchSuggestions: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/search/suggestions', { params: { query: { query: 'стриж' } } }),
  },
  getSearchSuggestionsV2: {
    call: (api) => api.GET('/rest/clients-app/v2/firms/search/suggestions', { params: { query: { query: 'стриж', limit: 10 } } }),
  },
  getFirmCompilation: {
    call: (api) => api.GET('/rest/clients-app/v1/firms/search/compilations', { params: { query: { key: 'RECOMMENDED', limit: 3 } } }),
  },

  // --- master
  getMasterContest: {
    call: (api) => api.GET('/rest/clients-app/v1/contest/master/{masterId}', { params: { path: { masterId: 201 } } }),
  },
  getMasterProfile: {
    call: (api) => api.GET('/rest/clients-app/v1/masters/{masterId}/profile', { params: { path: { masterId: 201 } } }),
  },
  listProfessions: { call: (api) => api.GET('/rest/clients-app/v1/masters/professions') },
  listMastersByProfession: {
    call: (api) => api.GET('/rest/clients-app/v1/masters/{professionId}', { params: { path: { professionId: 21 }, query: page } }),
  },
  listMasterReviews: {
    call: (api) => api.GET('/rest/clients-app/v1/masters/{masterId}/reviews', { params: { path: { masterId: 201 }, query: page } }),
  },
  listMasterPromotions: { call: (api) => api.GET('/rest/clients-app/v1/master-promotions') },

  // --- filters
  searchFirms: {
    call: (api) =>
      api.GET('/rest/clients-app/v1/firms/search', {
        params: {
          query: {
            query: 'стрижка',
            categoryId: 11,
            sort: 'RATING',
            filters: ['features:ONLINE_PREPAYMENT'],
            date: '2026-12-02',
            timeFrom: '18:00',
            timeTo: '24:00',
            locationId: 14,
            lat: 43.65,
            lng: 51.16,
            ...page,
          },
        },
      }),
  },
  listSearchFilterOptions: { call: (api) => api.GET('/rest/clients-app/v1/firms/search/filterOptions') },
  listSearchSortOptions: { call: (api) => api.GET('/rest/clients-app/v1/firms/search/sortOptions') },
  listSearchLocations: { call: (api) => api.GET('/rest/clients-app/v1/firms/search/locations') },
  getCategoryPage: {
    call: (api) =>
      api.GET('/rest/clients-app/v1/categories/{categoryId}', {
        params: { path: { categoryId: 1 }, query: { date: '2026-12-02', timeFrom: '18:00', timeTo: '24:00', sort: 'RATING', ...page } },
      }),
  },

  // --- reservation
  getReservationRoomInfo: {
    call: (api) => api.GET('/rest/clients-app/v1/reservations/room-info', { params: { query: { firmId: 101, serviceIds: [302] } } }),
  },
  getReservationInfo: {
    call: (api) =>
      api.GET('/rest/clients-app/v1/reservations/reservation-info', {
        params: { query: { reservationId: 90211, token: 'r_3c9e1f7a2b' } },
      }),
  },
  getReservationFirm: {
    call: (api) => api.GET('/rest/clients-app/v1/reservations/firm/{firmId}', { params: { path: firm } }),
  },
  getServiceAllocation: {
    call: (api) =>
      api.GET('/rest/clients-app/v1/reservations/service-allocation', {
        params: { query: { firmId: 101, serviceIds: [301, 302] } },
      }),
  },
  listReservationTimes: {
    call: (api) =>
      api.GET('/rest/clients-app/v1/reservations/reservation-times', {
        params: { query: { firmId: 101, serviceIds: [301, 302], masterId: 201, date: '2026-12-01', days: 7, peopleCount: 1 } },
      }),
  },
  listAvailableTimes: {
    call: (api) =>
      api.GET('/rest/clients-app/v1/reservations/available-times', {
        params: { query: { firmId: 101, serviceIds: [301, 302], masterId: 201, date: '2026-12-01', peopleCount: 1 } },
      }),
  },
  previewReservation: {
    call: (api, example) => api.POST('/rest/clients-app/v1/reservations/preview', { body: example() }),
  },
  sendReservationSmsCode: {
    call: (api, example) => api.POST('/rest/clients-app/v1/reservations/sms-code', { body: example() }),
  },
  checkReservationSmsCode: {
    call: (api, example) => api.POST('/rest/clients-app/v1/reservations/sms', { body: example() }),
  },
  listReservations: {
    call: (api) => api.GET('/rest/clients-app/v2/reservations', { params: { query: { type: 'future', ...page } } }),
  },
  createReservation: {
    call: (api, example) => api.POST('/rest/clients-app/v2/reservations/create', { body: example() }),
  },
  createExpressReservation: {
    call: (api, example) => api.POST('/rest/clients-app/v2/reservations/express', { body: example() }),
  },
  getReservation: {
    call: (api) => api.GET('/rest/clients-app/v2/reservations/{reservationId}', { params: { path: reservation } }),
  },
  updateReservation: {
    call: (api, example) => api.PUT('/rest/clients-app/v2/reservations/{reservationId}', { params: { path: reservation }, body: example() }),
  },
  cancelReservation: {
    call: (api, example) => api.POST('/rest/clients-app/v2/reservations/{reservationId}/cancel', { params: { path: reservation }, body: example() }),
  },
  // The owner's page, signed in: the example lists their saved cards, which a link visitor never gets.
  getReservationPrepayment: {
    signedIn: true,
    call: (api) => api.GET('/rest/clients-app/v2/reservations/{reservationId}/prepayments', { params: { path: reservation } }),
  },
  payPrepaymentCloudPayments: {
    call: (api, example) =>
      api.POST('/rest/clients-app/v2/reservations/{reservationId}/prepayments/cloud-payments', {
        params: { path: reservation, query: { token: 'pp_7d1e4b9c2a' } },
        body: example(),
      }),
  },
  payPrepaymentPayBox: {
    call: (api, example) =>
      api.POST('/rest/clients-app/v2/reservations/{reservationId}/prepayments/pay-box', {
        params: { path: reservation, query: { token: 'pp_7d1e4b9c2a' } },
        body: example(),
      }),
  },
  payPrepaymentPayBoxSavingCard: {
    call: (api, example) =>
      api.POST('/rest/clients-app/v2/reservations/{reservationId}/prepayments/pay-box/card-saving', {
        params: { path: reservation },
        body: example(),
      }),
  },
  payPrepaymentGiftCard: {
    call: (api, example) =>
      api.POST('/rest/clients-app/v2/reservations/{reservationId}/prepayments/gift-card', {
        params: { path: reservation, query: { token: 'pp_7d1e4b9c2a' } },
        body: example(),
      }),
  },
  payPrepaymentInstallment: {
    call: (api, example) =>
      api.POST('/rest/clients-app/v2/reservations/{reservationId}/prepayments/installment', {
        params: { path: reservation, query: { token: 'pp_7d1e4b9c2a' } },
        body: example(),
      }),
  },
  payPrepaymentWithCard: {
    call: (api, example) =>
      api.POST('/rest/clients-app/v2/reservations/{reservationId}/prepayments/cards/{cardId}', {
        params: { path: { ...reservation, cardId: 801 } },
        body: example(),
      }),
  },
  getPrepaymentByLink: {
    call: (api) =>
      api.GET('/rest/v1/client/prepayment-registration/{reservationId}/{token}', {
        params: { path: { ...reservation, token: 'pp_7d1e4b9c2a' } },
      }),
  },
  createComplaint: { call: (api, example) => api.POST('/rest/clients-app/v1/complaints', { body: example() }) },
  listCertificates: {
    call: (api) => api.GET('/rest/clients-app/v2/{product}-certificates', { params: { path: { product: 'gift' }, query: { firmId: 101 } } }),
  },
  buyCertificate: {
    call: (api, example) => api.POST('/rest/clients-app/v2/{product}-certificates', { params: { path: { product: 'gift' } }, body: example() }),
  },
  listCertificatePurchases: {
    call: (api) => api.GET('/rest/clients-app/v2/certificate-purchases'),
  },
  getCertificatePurchase: {
    call: (api) => api.GET('/rest/clients-app/v2/certificate-purchases/{purchaseId}', { params: { path: { purchaseId: 5501 } } }),
  },

  // --- review
  getReservationReviewForm: {
    call: (api) => api.GET('/rest/clients-app/v2/reservations/{reservationId}/reviews', { params: { path: visit } }),
  },
  createReservationReview: {
    call: (api, example) => api.POST('/rest/clients-app/v2/reservations/{reservationId}/reviews', { params: { path: visit }, body: example() }),
  },

  // --- personalization
  getPersonalizationQuestionnaire: { call: (api) => api.GET('/rest/clients-app/v1/category/personalization') },
  finishPersonalization: {
    call: (api, example) => api.POST('/rest/clients-app/b2c-p13n/v1/finish', { body: example() }),
  },
  getPersonalizationResult: {
    call: (api) => api.GET('/rest/clients-app/b2c-p13n/v1/{token}', { params: { path: { token: 'p13n_8f2c1e7a' } } }),
  },

  // --- landing
  createLandingRequest: { call: (api, example) => api.POST('/rest/v1/landing/request', { body: example() }) },
  listTariffs: {
    call: (api) => api.GET('/rest/common/tariffs', { params: { query: { country: 'KZ', tariffVersion: '2026-09' } } }),
  },
  listSubscriptionPrices: {
    call: (api) => api.GET('/rest/common/subscription-prices', { params: { query: { country: 'KZ' } } }),
  },

  // --- gift cards
  listGiftCards: { call: (api) => api.GET('/rest/clients-app/v2/gift-cards') },
  createGiftCard: { call: (api, example) => api.POST('/rest/clients-app/v2/gift-cards', { body: example() }) },
  getGiftCardByToken: {
    call: (api) => api.GET('/rest/clients-app/v2/gift-cards/get-by-token', { params: { query: { token: 'gc_9d4a2f6e1b' } } }),
  },
  getGiftCardConfigs: { call: (api) => api.GET('/rest/clients-app/v2/gift-cards/configs') },
  getGiftCard: {
    call: (api) => api.GET('/rest/clients-app/v2/gift-cards/{giftCardId}', { params: { path: { giftCardId: 6601 } } }),
  },
  payGiftCard: {
    call: (api, example) => api.POST('/rest/clients-app/v2/gift-cards/{giftCardId}/pay', { params: { path: { giftCardId: 6601 } }, body: example() }),
  },

  // --- raffle
  getRaffle: { call: (api) => api.GET('/rest/clients-app/v1/raffles/{raffleKey}', { params: { path: { raffleKey: 'red_apple' } } }) },
  listRaffleEntries: {
    call: (api) => api.GET('/rest/clients-app/v1/raffles/{raffleKey}/entries', { params: { path: { raffleKey: 'red_apple' } } }),
  },

  // --- waitlist (designed)
  listWaitlistEntries: {
    // The contract's example: place 7101 holding the freed 14:00 (contracts/lib/state-handlers.ts).
    states: ['the signed-in client holds waitlist place 7101', 'waitlist offer wl_5e8a1c2d holds a freed time'],
    call: (api) => api.GET('/rest/clients-app/v1/waitlist'),
  },
  joinWaitlist: {
    signedIn: true,
    call: (api, example) => api.POST('/rest/clients-app/v1/waitlist', { body: example() }),
  },
  leaveWaitlist: { call: (api) => api.DELETE('/rest/clients-app/v1/waitlist/{waitlistId}', { params: { path: { waitlistId: 7101 } } }) },
  getWaitlistOffer: {
    call: (api) => api.GET('/rest/clients-app/v1/waitlist/offers/{offerToken}', { params: { path: { offerToken: 'wl_5e8a1c2d' } } }),
  },
  acceptWaitlistOffer: {
    call: (api) => api.POST('/rest/clients-app/v1/waitlist/offers/{offerToken}/accept', { params: { path: { offerToken: 'wl_5e8a1c2d' } } }),
  },
  declineWaitlistOffer: {
    call: (api) => api.POST('/rest/clients-app/v1/waitlist/offers/{offerToken}/decline', { params: { path: { offerToken: 'wl_5e8a1c2d' } } }),
  },
};

/** The static translation files are loaded by the web app's i18next backend, not the SDK (pact.test.ts). */
export const WEB_OPERATIONS = ['getTranslations'] as const;

/** Auth operations driven through `sdk.auth` and the session policies rather than a table row. */
export const SESSION_POLICY_OPERATIONS = [
  'requestSms',
  'signUp',
  'signIn',
  'refreshTokens',
  'signOut',
  'webSessionLogout',
  'validateCode',
  'resetPassword',
  'signInBySms',
] as const;
