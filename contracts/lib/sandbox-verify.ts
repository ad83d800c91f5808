// The pact verified against the sandbox, through the validating proxy: every provider state of the pact is set up
// for real by seeding the sandbox (a session with the pact's tokens, an expired or revoked one, an unregistered
// phone), and the sandbox goes back to the seed after each interaction, its clock fixed at the pact's NOW.
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { Sandbox } from '../sandbox';
import { startSandboxStack, type SandboxStack } from '../sandbox/stack';
import { loadContract, PACT_FILE, PROVIDER } from './contract';
import { ACCESS_TOKEN, NOW, REFRESH_TOKEN } from './sdk';
import { REFRESH_TOKEN_VALID, SIGNED_IN, TOKEN_EXPIRED, TOKEN_REVOKED } from './states';

const contract = loadContract();
/** The access tokens of the contract's sign-in and refresh examples. */
const EXAMPLE_ACCESS_TOKENS = ['signIn', 'signInBySms', 'signUp', 'refreshTokens']
  .map((id) => (contract.byId.get(id)?.responses['200']?.example as { accessToken?: string } | undefined)?.accessToken)
  .filter((t): t is string => typeof t === 'string');

type Handler = { setup: () => Promise<undefined>; teardown: () => Promise<undefined> };

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

export function sandboxStateHandlers(sandbox: Sandbox, states: Iterable<string>): Record<string, Handler> {
  const fresh = () => {
    sandbox.setNow(NOW);
    sandbox.reset();
  };
  fresh();
  const handlers: Record<string, Handler> = {};
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

export interface SandboxVerification {
  /** Contract violations the validating proxy reported. */
  violations: string[];
  /** Descriptions of the interactions the verifier found mismatched. */
  mismatches: string[];
}

/**
 * pact-js's verifier proxy parses a form body and forwards it as JSON under the form's Content-Type (its parseBody):
 * this request filter puts the form back, with a browser's Accept (the bank's TermUrl post, completePrepayment3ds).
 */
export function restoreFormBody(request: { headers: Record<string, unknown>; body?: unknown }, _response: unknown, next: () => void) {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded') && request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
    request.body = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
    // … and it is a browser's form navigation, which takes the HTML page the operation answers.
    request.headers.accept = 'text/html,*/*;q=0.8';
  }
  next();
}

/** Starts the sandbox behind the validating proxy and replays the pact against it. */
export async function verifyPactAgainstSandbox(states: Iterable<string>): Promise<SandboxVerification> {
  let stack: SandboxStack | undefined;
  const saved = { HTTP_PROXY: process.env.HTTP_PROXY, HTTPS_PROXY: process.env.HTTPS_PROXY };
  delete process.env.HTTP_PROXY;
  delete process.env.HTTPS_PROXY;
  try {
    stack = await startSandboxStack({ now: () => NOW });
    const stateHandlers = sandboxStateHandlers(stack.server.sandbox, states);
    const mismatches: string[] = [];
    try {
      await new Verifier({
        provider: PROVIDER,
        providerBaseUrl: stack.url,
        pactUrls: [PACT_FILE],
        stateHandlers: stateHandlers as unknown as VerifierOptions['stateHandlers'],
        requestFilter: restoreFormBody as unknown as VerifierOptions['requestFilter'],
        logLevel: 'warn',
      }).verifyProvider();
    } catch (error) {
      const text = String((error as Error).message);
      const found = [...text.matchAll(/\d+\) Verifying a pact between [^\n"]*? - ([^\n"]+)/g)].map((m) => m[1]!.trim());
      if (found.length === 0) throw error;
      mismatches.push(...new Set(found));
    }
    return { violations: [...stack.violations], mismatches };
  } finally {
    Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)));
    await stack?.stop();
  }
}
