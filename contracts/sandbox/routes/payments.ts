// Payment helpers (no routes) shared by the routers that take money or cards: profile (cards), reservation
// (prepayments), gift-cards, and the stand-in bank and PayBox pages that finish those payments.
import type { Context } from 'hono';
import { notFound, problem, unauthorized } from '../http';
import { currencySign, giftCardConfigOf, media } from '../seed';
import { newId, statusNow, total, type State, type ThreeDsPending } from '../state';
import { firmShort } from '../json';
import { DAY, isoLocal } from '../time';
import { int, request, type AppContext, type S } from './common';

export const cardJson = ({ userId: _u, ...card }: State['cards'][number]): S['PaymentCard'] => card;

/** A card from a cryptogram: the sandbox reads the number's first six and last four digits and the expiry from it when it can. */
export const cardFromCryptogram = (cryptogram: string, id: number): S['PaymentCard'] => {
  const numbers = cryptogram.replace(/\D/g, '');
  const first = numbers.slice(2, 8).padEnd(6, '4');
  const last = numbers.slice(8, 12).padEnd(4, '0');
  const kaspi = first.startsWith('440043');
  // The expiry as typed (MMYY after the last four digits), as the card's bank would report it.
  const mmyy = /^(0[1-9]|1[0-2])(\d\d)$/.exec(numbers.slice(12, 16));
  return {
    id,
    maskedNumber: `${first.slice(0, 4)} ${first.slice(4, 6)}•• •••• ${last}`,
    bankName: kaspi ? 'Kaspi Bank' : null,
    bankCode: kaspi ? 'KASPI' : null,
    iconUrl: kaspi ? media('banks/kaspi.webp') : null,
    expiry: mmyy ? `${mmyy[1]}/${mmyy[2]}` : '12/29',
    isDefault: false,
  };
};

/**
 * The app's light return page of the 3-D Secure frame (web/payment-return.html): framed, it hands its query to the
 * page that framed it; at the top level it goes on to /card-payment with the same query.
 */
export const PAYMENT_RETURN_PAGE = '/payment-return.html';
/** … and after paying a prepayment: the reservation's prepayment page. */
export const prepaymentPage = (c: Context, id: number) =>
  `${new URL(c.req.header('referer') ?? 'http://127.0.0.1/').origin}/salon/reservations/${id}/prepayment`;
/**
 * The backend address the bank posts PaRes and MD to after every 3-D Secure step (a prepayment's, a gift card's, a
 * card being saved: designed `completePrepayment3ds`): on the origin the app calls the API at (its own, through the
 * proxy), so its answer's move to the return page lands on the app. The server names it; the client never does.
 */
export const THREE_DS_TERM_PATH = '/rest/clients-app/v1/payments/3ds/term';
export const threeDsTermUrl = (c: Context) => `${new URL(c.req.header('referer') ?? c.req.url).origin}${THREE_DS_TERM_PATH}`;

/**
 * Why the bank refuses a card, by its last four digits (CloudPayments' test cards keep their meaning:
 * 1881 insufficient funds, 0002 declined), or an expiry in the past; null when it pays.
 */
export function cardRefusal(maskedNumber: string, expiry: string, now: number): 'INSUFFICIENT_FUNDS' | 'DECLINED' | 'EXPIRED_CARD' | null {
  const last = maskedNumber.replace(/\D/g, '').slice(-4);
  if (last === '1881') return 'INSUFFICIENT_FUNDS';
  if (last === '0002') return 'DECLINED';
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (m) {
    const date = new Date(now + 5 * 3600_000);
    if ((2000 + Number(m[2])) * 12 + Number(m[1]) - 1 < date.getUTCFullYear() * 12 + date.getUTCMonth()) return 'EXPIRED_CARD';
  }
  return null;
}

/**
 * Whether the card's bank asks for 3-D Secure even on a saved card's payment (a charge by token): the sandbox's
 * designated card ends in 3220 (4000 0000 0000 3220, the processors' usual "3-D Secure required" test card). Every
 * other saved card pays in one tap; a new card always goes through the bank's page.
 */
export const cardNeedsThreeDs = (maskedNumber: string) => maskedNumber.replace(/\D/g, '').endsWith('3220');

/**
 * How long a prepayment's card charge may wait at the bank's 3-D Secure page: meanwhile every other payment of that
 * prepayment is 409 PAYMENT_IN_PROGRESS; later a new payment may take its place, and the bank's confirmation of the
 * one it superseded is declined (SUPERSEDED), never charged as a second payment.
 */
export const PENDING_CHARGE_MS = 15 * 60_000;
type PendingCharge = { md: string; at: number; result: S['PrepaymentResult'] };
const pendingChargesByState = new WeakMap<State, Map<number, PendingCharge>>();
/** The one charge of each prepayment (by reservation id) that awaits 3-D Secure; the state's: reset forgets. */
const pendingCharges = (state: State) => {
  let charges = pendingChargesByState.get(state);
  if (!charges) pendingChargesByState.set(state, (charges = new Map()));
  return charges;
};

/** Crockford's base32 (no I, L, O, U): 5 bits a character, easy to read out and type. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/**
 * A redemption code: the prefix and 12 random characters of base32 (60 bits from the platform's CSPRNG), as
 * PREFIX-XXXX-XXXX-XXXX. Never derived from an id: a code is a bearer credential (a gift card's balance, a
 * certificate's services), so it must not be guessed from another one.
 */
export function secretCode(prefix: 'GC' | 'CERT'): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b & 31]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A gift card's code, GC-XXXX-XXXX-XXXX (60 random bits). */
const giftCardCode = () => secretCode('GC');

/** A new certificate purchase's code, CERT-XXXX-XXXX-XXXX (60 random bits), unlike any code of `state`. */
export function certificateCode(state: State): string {
  let code = secretCode('CERT');
  while (state.certificatePurchases.some((x) => x.code === code)) code = secretCode('CERT');
  return code;
}

export function payments(ctx: AppContext) {
  const { st, who } = request(ctx);
  const cardsOf = (userId: number) => st().cards.filter((x) => x.userId === userId);
  /** A pending 3-D Secure step on the sandbox's own bank page (/__sandbox/3ds), which returns to the backend's TermUrl. */
  const threeDsStep = (c: Context, pending: ThreeDsPending) => {
    const transactionId = newId(st(), 1500000);
    st().threeDs.set(String(transactionId), pending);
    return { transactionId, acsUrl: `${ctx.origin(c.req.raw)}/__sandbox/3ds`, paReq: `sbx-pareq-${transactionId}`, termUrl: threeDsTermUrl(c) };
  };
  /** A prepayment's answer that asks for the bank's page (REQUIRES_3DS), whose form post returns to the backend's TermUrl. */
  const prepaymentChallenge = (c: Context, pending: Extract<ThreeDsPending, { kind: 'prepayment' }>): S['PrepaymentResult'] => {
    const step = threeDsStep(c, pending);
    const result: S['PrepaymentResult'] = {
      status: 'REQUIRES_3DS',
      transactionId: String(step.transactionId),
      threeDs: { acsUrl: step.acsUrl, paReq: step.paReq, md: String(step.transactionId), termUrl: step.termUrl },
      message: null,
    };
    // The prepayment's one pending charge (a stale one it replaces is superseded).
    pendingCharges(st()).set(pending.reservationId, { md: String(step.transactionId), at: ctx.now(), result });
    return result;
  };
  /**
   * Why the bank's confirmation of a prepayment's charge must not take the money, or null: the prepayment was paid
   * meanwhile (ALREADY_PAID), or a newer charge superseded this one (SUPERSEDED).
   */
  const chargeConflict = (reservationId: number, md: string): 'ALREADY_PAID' | 'SUPERSEDED' | null => {
    if (st().reservations.find((x) => x.id === reservationId)?.prepayment?.paid) return 'ALREADY_PAID';
    return pendingCharges(st()).get(reservationId)?.md === md ? null : 'SUPERSEDED';
  };
  /** The bank answered the charge: it no longer holds the prepayment (unless a newer one took its place). */
  const endCharge = (reservationId: number, md: string) => {
    if (pendingCharges(st()).get(reservationId)?.md === md) pendingCharges(st()).delete(reservationId);
  };
  /** A prepayment paid: into the owner's payment history, the card saved when asked. */
  const markPrepaymentPaid = (reservationId: number, saveCard: S['PaymentCard'] | null, how: string) => {
    const s = st();
    const r = s.reservations.find((x) => x.id === reservationId);
    if (!r?.prepayment || r.prepayment.paid) return;
    r.prepayment.paid = true;
    if (r.userId !== null) {
      const firm = s.firms.find((f) => f.id === r.firmId)!;
      s.payments.push({
        userId: r.userId,
        id: newId(s, 9200),
        amount: r.prepayment.amount,
        currency: firm.currency,
        createdAt: isoLocal(ctx.now()),
        status: 'PAID',
        description: `Предоплата визита, ${firm.name}`,
        kind: 'PREPAYMENT',
        firmName: firm.name,
        cardMaskedNumber: saveCard?.maskedNumber ?? null,
        reservationId: r.id,
      });
      if (saveCard && !cardsOf(r.userId).some((x) => x.maskedNumber === saveCard.maskedNumber))
        s.cards.push({ ...saveCard, isDefault: cardsOf(r.userId).length === 0, userId: r.userId });
    }
    ctx.log(`prepayment of reservation ${r.id} paid (${how})`);
  };
  /** A gift card paid: active, with its code and expiry, and in the buyer's payment history. */
  const markGiftCardPaid = (id: number) => {
    const s = st();
    const g = s.giftCards.find((x) => x.id === id);
    if (!g || g.status !== 'AWAITING_PAYMENT') return;
    g.status = 'ACTIVE';
    let code = giftCardCode();
    while (s.giftCards.some((x) => x.code === code)) code = giftCardCode();
    g.code = code;
    g.expiresAt = isoLocal(ctx.now() + (giftCardConfigOf(s, g.currency).validityDays ?? 365) * DAY);
    if (g.userId !== null)
      s.payments.push({
        userId: g.userId,
        id: newId(s, 9200),
        amount: g.amount,
        currency: g.currency,
        createdAt: isoLocal(ctx.now()),
        status: 'PAID',
        description: `Подарочная карта на ${g.amount.toLocaleString('ru-RU')} ${currencySign(g.currency)}`,
        kind: 'GIFT_CARD',
        firmName: null,
        cardMaskedNumber: null,
        reservationId: null,
      });
  };

  /** A certificate purchase paid (its code and expiry) or, declined, cancelled: the hosted page's and the 3-D Secure step's outcome. */
  const settleCertificate = (id: number, ok: boolean) => {
    const s = st();
    const purchase = s.certificatePurchases.find((x) => x.id === id);
    if (!purchase || purchase.status !== 'AWAITING_PAYMENT') return;
    const days = s.certificates.find((x) => x.id === purchase.certificateId)?.validityDays ?? 180;
    if (ok) Object.assign(purchase, { status: 'PAID', code: certificateCode(s), expiresAt: isoLocal(ctx.now() + days * DAY), paymentUrl: null, threeDs: null });
    else Object.assign(purchase, { status: 'CANCELLED', paymentUrl: null, threeDs: null });
  };

  /** The reservation of a prepayment request: by its link's token, or the signed-in owner's. */
  const prepaymentReservation = (c: Context): State['reservations'][number] | Response => {
    const s = st();
    const r = s.reservations.find((x) => x.id === int(c.req.param('reservationId')));
    const tokenParam = c.req.query('token') ?? c.req.param('token');
    const user = who(c);
    if (user instanceof Response) return user;
    if (!r) return notFound('Запись не найдена');
    if (tokenParam !== undefined) return tokenParam === r.prepaymentToken ? r : notFound('Ссылка на оплату не найдена');
    if (user === null) return unauthorized();
    return r.userId === user ? r : notFound('Запись не найдена');
  };
  const prepaymentInfo = (r: State['reservations'][number], userId: number | null): S['PrepaymentInfo'] => {
    const s = st();
    const cards = userId === null ? [] : cardsOf(userId).map(cardJson);
    return {
      reservationId: r.id,
      firm: firmShort(
        s,
        s.firms.find((f) => f.id === r.firmId)!,
        userId,
      ),
      startTime: isoLocal(r.start),
      amount: r.prepayment?.amount ?? 0,
      totalPrice: total(r),
      currency: s.firms.find((f) => f.id === r.firmId)!.currency,
      paid: r.prepayment?.paid ?? true,
      deadline: r.prepayment && !r.prepayment.paid ? isoLocal(r.prepayment.deadline) : null,
      // A gift card's balance always (payPrepaymentGiftCard); in parts only while the `bnpl` feature is on.
      methods: [
        ...(cards.length ? (['CLOUD_PAYMENTS', 'PAY_BOX', 'SAVED_CARD'] as const) : (['CLOUD_PAYMENTS', 'PAY_BOX'] as const)),
        'GIFT_CARD',
        ...(s.features.bnpl ? ['INSTALLMENT' as const] : []),
      ],
      cloudPaymentsPublicId: 'pk_sandbox_3f9a1c0e5b7d4a2c8e6f1b0d9c7a5e3f',
      cards,
    };
  };
  /** Why the reservation's prepayment cannot be paid now (a 409), or null. */
  const payable = (r: State['reservations'][number]) => {
    if (!r.prepayment) return problem(409, 'NO_PREPAYMENT', 'Предоплата для этой записи не нужна');
    if (r.prepayment.paid) return problem(409, 'ALREADY_PAID', 'Предоплата уже внесена');
    if (!['PENDING', 'CONFIRMED'].includes(statusNow(r, ctx.now()))) return problem(409, 'RESERVATION_CLOSED', 'Запись уже не активна');
    if (ctx.now() > r.prepayment.deadline) return problem(409, 'DEADLINE_PASSED', 'Срок предоплаты прошёл, время освобождено');
    // One charge at a time: while one awaits 3-D Secure, the answer names it so the client can finish that one.
    const inProgress = pendingCharges(st()).get(r.id);
    if (inProgress && ctx.now() - inProgress.at < PENDING_CHARGE_MS) {
      const body: S['PrepaymentConflict'] = {
        code: 'PAYMENT_IN_PROGRESS',
        message: 'Оплата уже начата: подтвердите её на странице банка',
        payment: inProgress.result,
      };
      return new Response(JSON.stringify(body), { status: 409, headers: { 'Content-Type': 'application/json' } });
    }
    return null;
  };
  /** The PayBox-style hosted page (the sandbox's stand-in) for a reservation's prepayment. */
  const payBoxPage = (c: Context, r: State['reservations'][number], returnUrl: string, failureUrl: string | undefined, saveCard: boolean) => {
    const paymentId = String(newId(st(), 1192000000));
    const url = new URL(`${ctx.origin(c.req.raw)}/__sandbox/paybox`);
    url.searchParams.set('reservationId', String(r.id));
    url.searchParams.set('paymentId', paymentId);
    url.searchParams.set('returnUrl', returnUrl);
    if (failureUrl) url.searchParams.set('failureUrl', failureUrl);
    if (saveCard) url.searchParams.set('saveCard', '1');
    return { redirectUrl: url.toString(), paymentId };
  };

  return {
    cardsOf,
    threeDsStep,
    prepaymentChallenge,
    chargeConflict,
    endCharge,
    markPrepaymentPaid,
    markGiftCardPaid,
    settleCertificate,
    prepaymentReservation,
    prepaymentInfo,
    payable,
    payBoxPage,
  };
}
