// The provider states of the pact, set up before each interaction is replayed (contracts/lib/pact-verify.ts), for the
// pact test and `npm run contract:verify` alike:
//   - on the sandbox, for real: by seeding it in-process (a session with the pact's tokens, an expired or revoked one,
//     an unregistered phone, the waitlist example), and back to the seed after each interaction, its clock at NOW;
//   - on any other backend, through its own state-change endpoint (Pact's protocol: POST {state, params, action});
//   - or not at all: the backend must already hold what the states say.
import type { Sandbox } from '../sandbox';
import { loadContract } from './contract';
import { ACCESS_TOKEN, NOW, REFRESH_TOKEN } from './sdk';
import { REFRESH_TOKEN_VALID, SIGNED_IN, TOKEN_EXPIRED, TOKEN_REVOKED } from './states';

const contract = loadContract();
/** The access tokens of the contract's sign-in and refresh examples. */
const EXAMPLE_ACCESS_TOKENS = ['signIn', 'signInBySms', 'signUp', 'refreshTokens']
  .map((id) => (contract.byId.get(id)?.responses['200']?.example as { accessToken?: string } | undefined)?.accessToken)
  .filter((t): t is string => typeof t === 'string');

type Handler = { setup: () => Promise<undefined>; teardown: () => Promise<undefined> };
/** Pact's state handlers: state name → what sets it up before an interaction and what undoes it after. */
export type StateHandlers = Record<string, Handler>;

/** What each state does to the sandbox; states not listed hold in the seed as they are (firm 101 exists, …). */
export function applyState(sandbox: Sandbox, state: string) {
  const tokens = { accessToken: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN };
  if (state === SIGNED_IN) {
    sandbox.signIn(undefined, tokens);
    // A call the SDK makes after signing in or refreshing carries the token of the contract's example answer.
    for (const accessToken of EXAMPLE_ACCESS_TOKENS) sandbox.signIn(undefined, { accessToken, refreshToken: `${accessToken}-refresh` });
    // The card the contract's example 3-D Secure step adds (transaction 1500231) is waiting for the bank's answer.
    sandbox.state.threeDs.set('1500231', {
      kind: 'card',
      userId: sandbox.state.users[0]!.id,
      card: {
        id: 803,
        maskedNumber: '4400 43•• •••• 9876',
        bankName: 'Kaspi Bank',
        bankCode: 'KASPI',
        iconUrl: '/media/banks/kaspi.webp',
        expiry: '10/29',
        isDefault: false,
      },
    });
  } else if (state === TOKEN_EXPIRED) sandbox.signIn(undefined, { ...tokens, expiresInSeconds: -60 });
  else if (state === REFRESH_TOKEN_VALID) {
    if (!sandbox.state.sessions.some((s) => s.refreshToken === REFRESH_TOKEN)) sandbox.signIn(undefined, tokens);
  } else if (state === TOKEN_REVOKED) sandbox.state.sessions = sandbox.state.sessions.filter((s) => s.accessToken !== ACCESS_TOKEN);
  else {
    const unregistered = /^phone (\+\d+) is not registered$/.exec(state);
    if (unregistered) sandbox.state.users = sandbox.state.users.filter((u) => u.phone !== unregistered[1]);
    // The contract's waitlist example: the demo client's place 7101 in the line of 2 December at salon 101, holding
    // the freed 14:00 haircut with Айгерим (offer wl_5e8a1c2d) for 15 minutes.
    const place = /^the signed-in client holds waitlist place (\d+)$/.exec(state);
    const offer = /^waitlist offer (\S+) holds a freed time$/.exec(state);
    if (place || offer) seedWaitlistExample(sandbox, place ? Number(place[1]) : 7101, offer?.[1]);
    // A certificate the demo client bought on the hosted page and paid (the contract's getCertificatePurchase example).
    const purchase = /^purchaseId (\d+) exists$/.exec(state);
    if (purchase) {
      const certificate = sandbox.state.certificates.find((c) => c.id === 4101)!;
      sandbox.state.certificatePurchases.push({
        userId: sandbox.state.users[0]!.id,
        id: Number(purchase[1]),
        certificateId: certificate.id,
        product: certificate.product,
        status: 'PAID',
        price: certificate.price,
        currency: certificate.currency,
        code: `CERT-${purchase[1]}`,
        paymentUrl: null,
        expiresAt: '2027-05-30T23:59:59+05:00',
      });
    }
  }
}

function seedWaitlistExample(sandbox: Sandbox, entryId: number, offerToken?: string) {
  const s = sandbox.state;
  const user = s.users[0]!;
  const dayStart = Date.parse('2026-12-02T00:00:00+05:00');
  const held = s.waitlist.find((e) => e.id === entryId);
  if (held) {
    if (offerToken) held.status = 'OFFERED';
  } else
    s.waitlist.push({
      id: entryId,
      userId: user.id,
      firmId: 101,
      wanted: [{ serviceId: 301, masterId: 201 }],
      people: 1,
      dayStart,
      fromMinute: 10 * 60,
      toMinute: 20 * 60,
      clientName: user.name,
      clientPhone: user.phone,
      status: offerToken ? 'OFFERED' : 'WAITING',
      skip: [],
      createdAt: sandbox.now(),
    });
  if (!offerToken || s.waitlistOffers.some((o) => o.token === offerToken)) return;
  const start = Date.parse('2026-12-02T14:00:00+05:00');
  const service = s.services.find((x) => x.id === 301)!;
  s.waitlistOffers.push({
    id: 70001,
    token: offerToken,
    entryId,
    status: 'OFFERED',
    items: [{ serviceId: 301, masterId: 201, start, end: start + service.durationMinutes * 60_000, price: service.price }],
    companions: [],
    start,
    holdUntil: sandbox.now() + 15 * 60_000,
    offeredAt: sandbox.now(),
    reservationId: null,
  });
}

/** The sandbox's handlers: each state seeded in-process (`applyState`), the seed and NOW back after each interaction. */
export function sandboxStateHandlers(sandbox: Sandbox, states: Iterable<string>): StateHandlers {
  const fresh = () => {
    sandbox.setNow(NOW);
    sandbox.reset();
  };
  fresh();
  const handlers: StateHandlers = {};
  for (const state of states) {
    handlers[state] = {
      setup: async () => {
        applyState(sandbox, state);
        return undefined;
      },
      teardown: async () => {
        fresh();
        return undefined;
      },
    };
  }
  return handlers;
}

/**
 * A backend's handlers: each state posted to its state-change endpoint as Pact's own verifier posts it
 * (`{"state": "firm 101 exists", "params": {}, "action": "setup"}`, then `"action": "teardown"`). An answer other
 * than a 2xx throws (verifyPact reports it under the state's name).
 */
export function httpStateHandlers(statesUrl: string, states: Iterable<string>): StateHandlers {
  const post = async (state: string, action: 'setup' | 'teardown') => {
    const response = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ state, params: {}, action }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${statesUrl} answered ${response.status} to the state change`);
    return undefined;
  };
  return Object.fromEntries([...states].map((state) => [state, { setup: () => post(state, 'setup'), teardown: () => post(state, 'teardown') }]));
}

/** No set-up at all (a backend without a state endpoint): each state is taken to hold already. */
export function noStateHandlers(states: Iterable<string>): StateHandlers {
  const nothing = async () => undefined;
  return Object.fromEntries([...states].map((state) => [state, { setup: nothing, teardown: nothing }]));
}
