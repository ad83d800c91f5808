// Each page's title, description, picture and structured data (link previews in messengers, search engines), from
// the data its screen was rendered with. The server writes them into the page's <head>; the shell keeps the title.
import type { Params } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { Lng } from '../lib/i18n';

export interface PageMeta {
  title?: string;
  description?: string;
  /** An absolute or site-relative picture URL (made absolute in the page). */
  image?: string;
  /** schema.org structured data (JSON-LD). */
  jsonLd?: Record<string, unknown>;
}

export interface MetaContext {
  params: Params;
  url: URL;
  lng: Lng;
  t: TFunction;
  /** The answer of an API GET by its path template (the first cached one with data), as the screen has it. */
  data<T>(path: string, match?: (init: unknown) => boolean): T | undefined;
}
