// openapi/paths/review.yaml: a visit's review form and leaving a review (only of a finished visit, once): the overall
// mark and text for the salon, and a mark for each master of the visit, which counts in that master's rating and reviews.
import { Hono } from 'hono';
import { invalid, notFound, problem, send } from '../http';
import { newId, reviewsOfMaster, statusNow } from '../state';
import { firmShort, masterShort, reviewJson, service } from '../json';
import { isoLocal } from '../time';
import { V2, json, request, type AppContext } from './common';

export function reviewRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, requireUser, me, ownReservation } = request(ctx);

  app.get(`${V2}/reservations/:reservationId{[0-9]+}/reviews`, requireUser, (c) => {
    const user = c.var.user;
    const s = st();
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    const review = s.reviews.find((x) => x.id === r.reviewId);
    const masterIds = [...new Set(r.items.map((i) => i.masterId))];
    return send('getReservationReviewForm', 200, {
      reservationId: r.id,
      firm: firmShort(
        s,
        s.firms.find((f) => f.id === r.firmId)!,
        user,
      ),
      visitedAt: isoLocal(r.start),
      masters: masterIds.map((id) =>
        masterShort(
          s,
          s.masters.find((m) => m.id === id)!,
        ),
      ),
      services: r.items.map((i) => service(s.services.find((x) => x.id === i.serviceId)!)),
      alreadyReviewed: !!review,
      ...(review ? { review: reviewJson(s, review) } : {}),
    });
  });
  app.post(`${V2}/reservations/:reservationId{[0-9]+}/reviews`, requireUser, async (c) => {
    const user = c.var.user;
    const s = st();
    const r = ownReservation(c, user);
    if (!r) return notFound('Запись не найдена');
    if (r.reviewId !== null) return problem(409, 'ALREADY_REVIEWED', 'Отзыв уже оставлен');
    if (statusNow(r, ctx.now()) !== 'COMPLETED') return problem(409, 'NOT_VISITED', 'Отзыв можно оставить после визита');
    const body = await json(c, 'createReservationReview');
    if (!body.rating || body.rating < 1 || body.rating > 5) return invalid('rating', 'Оценка от 1 до 5');
    if (!body.text?.trim()) return invalid('text', 'Напишите пару слов');
    const overall = body.rating;
    const masterIds = [...new Set(r.items.map((i) => i.masterId))];
    const marks = body.masterRatings ?? [];
    for (const [i, mark] of marks.entries()) {
      if (!masterIds.includes(mark.masterId)) return invalid(`masterRatings[${i}].masterId`, 'Этот мастер не работал с вами на этом визите');
      if (marks.findIndex((x) => x.masterId === mark.masterId) !== i) return invalid(`masterRatings[${i}].masterId`, 'Мастер оценён дважды');
      if (mark.rating < 1 || mark.rating > 5) return invalid(`masterRatings[${i}].rating`, 'Оценка от 1 до 5');
    }
    // Every master of the visit has a mark: the one given, else the overall one.
    const masterRatings = masterIds.map((masterId) => ({ masterId, rating: marks.find((x) => x.masterId === masterId)?.rating ?? overall }));
    const review = {
      id: newId(s, 8000),
      firmId: r.firmId,
      ...(masterIds.length === 1 ? { masterId: masterIds[0]! } : {}),
      serviceId: r.items[0]!.serviceId,
      authorName: me(user).name,
      rating: overall,
      text: body.text.trim(),
      reply: null,
      createdAt: ctx.now(),
      masterRatings,
    };
    s.reviews.push(review);
    r.reviewId = review.id;
    for (const m of s.masters.filter((x) => masterIds.includes(x.id))) {
      const own = reviewsOfMaster(s, m.id);
      m.reviewCount = own.length;
      m.rating = Math.round((own.reduce((a, x) => a + x.rating, 0) / own.length) * 10) / 10;
    }
    return send('createReservationReview', 201, reviewJson(s, review));
  });

  return app;
}
