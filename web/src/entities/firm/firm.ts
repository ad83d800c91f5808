// The salon itself: its query and its photos.
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';

export type Firm = components['schemas']['Firm'];
export type Photo = components['schemas']['Photo'];

/** The salon's query (key and fetch derived from the call by @salonbook/sdk/react). */
export const firmQuery = (sdk: BookingSdk, firmId: number) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } });

/** The salon's masters. */
export const firmMastersQuery = (sdk: BookingSdk, firmId: number) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/{firmId}/masters', { params: { path: { firmId } } });

/** The salon's express services (asked only of a salon that has them: `firm.hasExpress !== false`). */
export const firmExpressQuery = (sdk: BookingSdk, firmId: number) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/{firmId}/express', { params: { path: { firmId } } });

/** The salon's photos, the first one large at the top of its page (the cover when there are no photos). */
export function firmPhotos(firm: Firm): Photo[] {
  return firm.photos.length > 0 ? firm.photos : firm.photoUrl ? [{ id: 0, url: firm.photoUrl }] : [];
}
