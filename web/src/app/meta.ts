// What a route's meta function (in its route module, routes/*.tsx) is given and gives: the page's title, description,
// picture and structured data (link previews in messengers, search engines), from the data its screen was rendered
// with. The route's loader computes them (app/page.tsx) and its meta writes the tags.
import type { Params } from 'react-router';
import type { TFunction } from 'i18next';
import type { components, StorageKey, StoredValues } from '@salonbook/sdk';
import type { Lng } from '../lib/i18n';
import { formatMoney } from '../lib/numbers';

export interface PageMeta {
  title?: string;
  description?: string;
  /** An absolute or site-relative picture URL (made absolute in the page). */
  image?: string;
  /** schema.org structured data (JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** The page's HTTP status when not 200: a link whose data is not there is a 404 for a crawler. */
  status?: number;
}

export interface MetaContext {
  params: Params;
  url: URL;
  lng: Lng;
  t: TFunction;
  /** The answer of an API GET by its path template (the first cached one with data), as the screen has it. */
  data<T>(path: string, match?: (init: unknown) => boolean): T | undefined;
  /** The status of an API GET by its path template that failed, as the screen has it. */
  status(path: string): number | undefined;
  /** What the page keeps in the SDK's storage (the browser's; the server's holds only the city and the country). */
  stored<K extends StorageKey>(key: K): StoredValues[K] | undefined;
}

export type Schemas = components['schemas'];

export const money = (amount: number, currency: string, lng: Lng) => formatMoney(amount, lng, currency);

/** A description cut to a link preview's length. */
export const clip = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** A path parameter of a cached query's request (the `init` the query key keeps). */
export function pathParam(init: unknown, name: string): unknown {
  const path = (init as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path;
  return path?.[name];
}
