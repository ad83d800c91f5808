/**
 * The cache of the pages the service worker kept (web/src/sw.ts, network first), dropped whole at every logout
 * (app/forgetOnLogout.ts). A module of its own: the logout's code is in the first screen's JavaScript, the worker's
 * rules (lib/pwaRules.ts) are not.
 */
export const PAGE_CACHE = 'salonbook-pages';
