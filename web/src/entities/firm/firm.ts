// The salon itself: its query and its photos. Free of React, so the app's first module (app/early.ts) can
// ask for the salon while the rest of the code is still downloading.
import type { QueryClient } from '@tanstack/react-query';
import type { BookingSdk, components } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';

export type Firm = components['schemas']['Firm'];
export type Photo = components['schemas']['Photo'];

/** The salon's query (key and fetch derived from the call by @salonbook/sdk/react). */
export const firmQuery = (sdk: BookingSdk, firmId: number) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } });

/** The salon's photos, the first one large at the top of its page (the cover when there are no photos). */
export function firmPhotos(firm: Firm): Photo[] {
  return firm.photos.length > 0 ? firm.photos : firm.photoUrl ? [{ id: 0, url: firm.photoUrl }] : [];
}

/**
 * Starts the salon's request on a first page load, and the large photo's download as soon as the salon is
 * known (it is the biggest thing on the first screen).
 */
export function prefetchSalon(sdk: BookingSdk, client: QueryClient, firmId: number) {
  client.fetchQuery(firmQuery(sdk, firmId)).then(
    (firm) => {
      const url = firmPhotos(firm)[0]?.url;
      if (url) preloadImage(url);
    },
    () => undefined, // the page shows the error
  );
}

function preloadImage(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
