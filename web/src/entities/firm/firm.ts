// The salon itself: its query and its photos. Free of React, so the app's first module (app/early.ts) can
// ask for the salon while the rest of the code is still downloading.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type BookingSdk, type components } from '@salonbook/sdk';

export type Firm = components['schemas']['Firm'];
export type Photo = components['schemas']['Photo'];

export const firmKey = (firmId: number) => ['firm', firmId] as const;

export const firmQuery = (sdk: BookingSdk, firmId: number) =>
  queryOptions({
    queryKey: firmKey(firmId),
    queryFn: () => unwrap(sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } })),
  });

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
