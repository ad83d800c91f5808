import { BookingFallback, BookingScreen } from '../../features/booking/BookingScreen';
import { prefetchBookingPage } from '../../features/booking/api';
import { page } from '../page';
import type { MetaContext, PageMeta } from '../meta';
import { parseId } from '../../config/paths';
import { draftOfFirm } from '../../entities/reservation-draft/draft';
import { allowedStep, parseStep } from '../../features/booking/flow';
import { mobileCheck } from '../../features/booking/deferred';

/**
 * A booking: the step on screen and the salon ('Ваши данные · Салон красоты «Жасмин»'). The step is the URL's
 * (?step=), lowered to the furthest the draft allows, as the screen decides (features/booking/flow.ts); the draft is
 * the browser's. The express form keeps the route's own title.
 */
function bookingMeta({ params, url, t, stored }: MetaContext): PageMeta | null {
  if (parseId(url.searchParams.get('express') ?? undefined) !== null) return {};
  const firmId = parseId(params.firmId);
  const draft = firmId === null ? null : draftOfFirm(stored('saved-reservation') ?? null, firmId);
  if (!draft?.firm?.name) return null;
  const requested = parseStep(url.searchParams.get('step'));
  const step = allowedStep(requested, draft, mobileCheck.loaded()) ?? requested;
  return { title: `${t(`steps.${step}`, { ns: 'booking' })} · ${draft.firm.name} · Salonbook` };
}

const screen = page({ title: 'booking', ns: ['booking', 'salon'], clientOnly: true, fallback: BookingFallback, data: prefetchBookingPage, meta: bookingMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.component(BookingScreen);
