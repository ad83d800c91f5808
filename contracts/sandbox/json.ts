// The sandbox's answers as the contract shapes them: a firm, a service, a master, a review, a reservation written as
// JSON from the state (state.ts holds the state and the rules over it; this file only serialises).
import type { components } from '@salonbook/sdk';
import { priceRange, type SeedFirm, type SeedMaster, type SeedReservation, type SeedService } from './seed';
import { canCancel, canReview, cancelTerms, statusNow, total, type State } from './state';
import { isoLocal } from './time';

type S = components['schemas'];

// --- firms

export function firmShort(state: State, firm: SeedFirm, userId: number | null, from?: { lat: number; lng: number }): S['FirmShort'] {
  const reviews = state.reviews.filter((r) => r.firmId === firm.id);
  const prices = state.services.filter((s) => s.firmId === firm.id).map((s) => s.price);
  const short: S['FirmShort'] = {
    id: firm.id,
    name: firm.name,
    address: firm.address,
    location: { lat: firm.lat, lng: firm.lng },
    rating: reviews.length ? Math.round((reviews.reduce((a, r) => a + r.rating, 0) / reviews.length) * 10) / 10 : 5,
    reviewCount: reviews.length,
    photoUrl: firm.cover,
    categories: firm.categoryIds.map((id) => state.categories.find((c) => c.id === id)!.name),
    priceFrom: Math.min(...prices),
    currency: firm.currency,
    isFavorite: userId !== null && state.favorites.some((f) => f.userId === userId && f.firmId === firm.id),
  };
  // From the client's place when they sent it, else from the centre of the firm's city (the app shows distances
  // only where it sent the place).
  const origin = from ?? state.cities.find((c) => c.id === firm.cityId)?.location ?? { lat: firm.lat, lng: firm.lng };
  short.distanceMeters = Math.round(distanceMeters(origin, { lat: firm.lat, lng: firm.lng }));
  return short;
}

/** Great-circle distance (haversine). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function service(s: SeedService): S['Service'] {
  const out: S['Service'] = {
    id: s.id,
    name: s.name,
    durationMinutes: s.durationMinutes,
    price: priceRange(s),
    categoryId: s.categoryId,
  };
  if (s.description) out.description = s.description;
  return out;
}

export function masterShort(state: State, m: SeedMaster): S['MasterShort'] {
  return {
    id: m.id,
    name: m.name,
    surname: m.surname,
    profession: state.professions.find((p) => p.id === m.professionId)!.name,
    rating: m.rating,
    reviewCount: m.reviewCount,
    photoUrl: m.photo,
    firmId: m.firmId,
  };
}

export function serviceCategories(state: State, firmId: number): S['ServiceCategory'][] {
  const own = state.services.filter((s) => s.firmId === firmId);
  const subIds = [...new Set(own.map((s) => s.categoryId))];
  return subIds.map((id) => ({
    id,
    name: state.categories.flatMap((c) => c.subcategories ?? []).find((c) => c.id === id)!.name,
    services: own.filter((s) => s.categoryId === id).map(service),
  }));
}

// --- reviews

export function reviewJson(state: State, r: State['reviews'][number]): S['Review'] {
  const name = (id: number | undefined) => {
    const m = state.masters.find((x) => x.id === id);
    return m ? `${m.name} ${m.surname}` : undefined;
  };
  // A visit's review with several masters and no single one names them all.
  const masterName =
    name(r.masterId) ??
    (r.masterRatings
      ?.map((x) => name(x.masterId))
      .filter(Boolean)
      .join(', ') ||
      undefined);
  const sv = state.services.find((x) => x.id === r.serviceId);
  return {
    id: r.id,
    authorName: r.authorName,
    rating: r.rating,
    text: r.text,
    createdAt: isoLocal(r.createdAt),
    ...(masterName ? { masterName } : {}),
    ...(sv ? { serviceName: sv.name } : {}),
    reply: r.reply,
    ...(r.masterRatings ? { masterRatings: r.masterRatings.map((x) => ({ masterId: x.masterId, masterName: name(x.masterId) ?? '', rating: x.rating })) } : {}),
  };
}

// --- reservations

export function reservationJson(state: State, r: SeedReservation, now: number, windowMinutes?: number): S['Reservation'] {
  const firm = state.firms.find((f) => f.id === r.firmId)!;
  return {
    id: r.id,
    status: statusNow(r, now),
    firm: firmShort(state, firm, r.userId),
    services: r.items.map((i) => ({
      service: service(state.services.find((s) => s.id === i.serviceId)!),
      master: masterShort(
        state,
        state.masters.find((m) => m.id === i.masterId)!,
      ),
      startTime: isoLocal(i.start),
      endTime: isoLocal(i.end),
      price: i.price,
    })),
    startTime: isoLocal(r.start),
    endTime: isoLocal(r.end),
    peopleCount: r.peopleCount,
    comment: r.comment,
    clientName: r.clientName,
    clientPhone: r.clientPhone,
    totalPrice: total(r),
    currency: firm.currency,
    prepayment: r.prepayment
      ? { required: true, amount: r.prepayment.amount, paid: r.prepayment.paid, deadline: r.prepayment.paid ? null : isoLocal(r.prepayment.deadline) }
      : null,
    canCancel: canCancel(r, now, windowMinutes),
    ...cancelTerms(r, firm.currency, now, windowMinutes),
    canReview: canReview(r, now),
    createdAt: isoLocal(r.createdAt),
  };
}

export function reservationShort(state: State, r: SeedReservation, now: number, windowMinutes?: number): S['ReservationShort'] {
  const full = reservationJson(state, r, now, windowMinutes);
  return {
    id: full.id,
    status: full.status,
    firm: full.firm,
    startTime: full.startTime,
    endTime: full.endTime,
    serviceNames: full.services.map((i) => i.service.name),
    masterNames: full.services.map((i) => `${i.master!.name} ${i.master!.surname ?? ''}`.trim()),
    peopleCount: full.peopleCount,
    totalPrice: full.totalPrice,
    currency: full.currency,
    prepaymentDue: !!r.prepayment && !r.prepayment.paid,
    prepayment: full.prepayment,
    canCancel: full.canCancel,
    cancelDeadline: full.cancelDeadline,
    cancelPolicy: full.cancelPolicy,
    canReview: full.canReview,
  };
}
