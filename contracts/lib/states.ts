// Provider states: each names what an interaction assumes of the provider. The Pact verifier tells the
// provider about them before it replays an interaction; Prism has no state endpoint, so the verifier's
// request filter turns the few states that need a non-default answer into Prism's `Prefer` header.

export const SIGNED_IN = 'the user is signed in';
export const TOKEN_EXPIRED = 'the user is signed in with an expired access token';
export const TOKEN_REVOKED = 'the access token has been revoked';
export const REFRESH_TOKEN_VALID = 'refresh token refresh-1 is valid';
export const FIRM_MISSING = 'firm 999 does not exist';
export const CLIENT_EXISTS = 'a client with phone +77011234567 exists';
export const WRONG_PASSWORD = 'the client with phone +77011234567 has another password';
export const ANONYMOUS = 'the client is anonymous';

/**
 * States whose answer is not the contract's first success example: the `Prefer` header Prism needs.
 * Every other state is served by Prism's default (the lowest 2xx with its example).
 */
export const PRISM_PREFER: Readonly<Record<string, string>> = {
  [TOKEN_REVOKED]: 'code=401',
  [WRONG_PASSWORD]: 'code=401',
  [FIRM_MISSING]: 'code=404',
};

/** What a path parameter's value says the provider must hold, e.g. firmId 101 → 'firm 101 exists'. */
const PARAMETER_STATES: Record<string, (value: string) => string> = {
  firmId: (v) => `firm ${v} exists`,
  masterId: (v) => `master ${v} exists`,
  professionId: (v) => `profession ${v} exists`,
  expressId: (v) => `express service ${v} exists`,
  reservationId: (v) => `reservation ${v} exists`,
  cardId: (v) => `payment card ${v} is saved`,
  giftCardId: (v) => `gift card ${v} exists`,
  categoryId: (v) => `category ${v} exists`,
  company: (v) => `company ${v} has a multi-link page`,
  token: (v) => `link token ${v} is valid`,
  product: (v) => `${v} certificates are on sale`,
  lang: (v) => `translations in ${v} exist`,
  waitlistId: (v) => `the signed-in client holds waitlist place ${v}`,
  offerToken: (v) => `waitlist offer ${v} holds a freed time`,
  module: (v) => `translation module ${v} exists`,
};

/** The states a concrete request implies: the session first, then one per path parameter. */
export function statesFor(template: string, concretePath: string, signedIn: boolean): string[] {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)');
  const values = new RegExp(`^${pattern}$`).exec(concretePath)?.slice(1) ?? [];
  const states = names.map((name, i) => PARAMETER_STATES[name]?.(decodeURIComponent(values[i] ?? '')) ?? `${name} ${values[i]} exists`);
  return [signedIn ? SIGNED_IN : ANONYMOUS, ...states];
}
