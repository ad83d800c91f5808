// Pact's Verifier, as the pact test and `npm run contract:verify` (scripts/contract-verify.mjs) run it: replays a pact
// against a provider, its provider states set up by the handlers of contracts/lib/state-handlers.ts, and says which
// interactions failed and why (from the verifier's own JSON report, not its console output).
import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { startSandboxStack, type SandboxStack } from '../sandbox/stack';
import { PACT_FILE, PROVIDER } from './contract';
import { NOW } from './sdk';
import { sandboxStateHandlers, type StateHandlers } from './state-handlers';

export interface VerifyOptions {
  /** Where the provider answers (the verifier replays each interaction's request there). */
  providerBaseUrl: string;
  /** Default: the consumer tests' pact, contracts/pacts/salonbook-web-salonbook-api.json. */
  pactFile?: string;
  /** Sets up each interaction's provider states; without, the provider must already hold them. */
  stateHandlers?: StateHandlers;
  /** Only the interactions whose description matches this regular expression (Pact's PACT_DESCRIPTION filter). */
  only?: string;
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'trace';
}

export interface VerifyFailure {
  /** The interaction's description, as in the pact, e.g. `getFirm: GET /rest/clients-app/v1/firms/{firmId}`. */
  description: string;
  /** What did not match (status, header, body path), or why the request or a state change failed. */
  reason: string;
}

export interface VerifyResult {
  /** The interactions replayed (after `only`). */
  total: number;
  failures: VerifyFailure[];
  /**
   * State handlers that threw, once each (`setup "the user is signed in": …`). pact-js only logs these and replays
   * the interaction anyway, so a verification with any is not to be trusted.
   */
  stateErrors: string[];
}

/** The provider state names the interactions of a pact use, sorted. */
export function pactStates(pactFile = PACT_FILE): string[] {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions?: { providerStates?: { name: string }[] }[] };
  return [...new Set((pact.interactions ?? []).flatMap((i) => i.providerStates?.map((s) => s.name) ?? []))].sort();
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

// The verifier's JSON report (pactffi_verifier_json): `errors` name the interaction as its console line does
// ("Verifying a pact between … Given … - <description>"), `interactionResults` by its description alone.
interface Mismatch {
  type?: string;
  mismatch?: string;
  path?: string;
  key?: string;
}
interface Report {
  result: boolean;
  interactionResults?: { description: string; result: string }[];
  errors?: { interaction: string; mismatch?: { type?: string; message?: string; mismatches?: Mismatch[] } }[];
}

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function reasonOf(error: NonNullable<Report['errors']>[number]): string {
  const { mismatch } = error;
  if (!mismatch) return 'failed (no reason given)';
  if (mismatch.mismatches?.length) {
    return mismatch.mismatches
      .map((m) => {
        const where =
          m.type === 'BodyMismatch'
            ? `body ${m.path ?? '$'}`
            : m.type === 'HeaderMismatch'
              ? `header ${m.key ?? ''}`
              : m.type === 'StatusMismatch'
                ? 'status'
                : (m.type ?? '');
        return `${where}: ${plain(m.mismatch ?? '')}`;
      })
      .join('; ');
  }
  return plain(mismatch.message ?? JSON.stringify(mismatch));
}

/** The report's failures, each under the description of its interaction. */
function failuresOf(report: Report): VerifyFailure[] {
  const descriptions = (report.interactionResults ?? []).map((r) => r.description).sort((a, b) => b.length - a.length);
  return (report.errors ?? []).map((error) => ({
    description: descriptions.find((d) => error.interaction.endsWith(` - ${d}`)) ?? error.interaction.replace(/^Verifying a pact between .*? - /, ''),
    reason: reasonOf(error),
  }));
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The handlers, each error kept in `errors` (once) before it goes on to pact-js. */
function recordingErrors(handlers: StateHandlers, errors: Set<string>): StateHandlers {
  const recorded = (state: string, action: string, run: () => Promise<undefined>) => async () => {
    try {
      return await run();
    } catch (error) {
      errors.add(`${action} "${state}": ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
  return Object.fromEntries(
    Object.entries(handlers).map(([state, h]) => [state, { setup: recorded(state, 'setup', h.setup), teardown: recorded(state, 'teardown', h.teardown) }]),
  );
}

/** Replays the pact against the provider with Pact's Verifier; it verified when `failures` and `stateErrors` are empty. */
export async function verifyPact(options: VerifyOptions): Promise<VerifyResult> {
  const saved = { HTTP_PROXY: process.env.HTTP_PROXY, HTTPS_PROXY: process.env.HTTPS_PROXY, PACT_DESCRIPTION: process.env.PACT_DESCRIPTION };
  // pact-js sends the replayed requests through HTTP(S)_PROXY when one is set: not for a provider on this machine.
  if (LOOPBACK.has(new URL(options.providerBaseUrl).hostname)) {
    delete process.env.HTTP_PROXY;
    delete process.env.HTTPS_PROXY;
  }
  // Pact's filter is read from the environment when the verification starts (without `only`, as the caller set it).
  if (options.only !== undefined) process.env.PACT_DESCRIPTION = options.only;
  const stateErrors = new Set<string>();
  let output: unknown;
  try {
    output = await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: options.providerBaseUrl,
      pactUrls: [options.pactFile ?? PACT_FILE],
      stateHandlers: recordingErrors(options.stateHandlers ?? {}, stateErrors) as unknown as VerifierOptions['stateHandlers'],
      requestFilter: restoreFormBody as unknown as VerifierOptions['requestFilter'],
      logLevel: options.logLevel ?? 'warn',
    }).verifyProvider();
  } catch (error) {
    // A failed verification rejects with the report as its message; anything else (no pact, a crash) is thrown on.
    output = (error as Error).message;
    if (typeof output !== 'string' || !output.startsWith('{')) throw error;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const report = JSON.parse(String(output)) as Report;
  const failures = failuresOf(report);
  if (!report.result && failures.length === 0) throw new Error(`the verifier failed without naming an interaction:\n${String(output).slice(0, 2000)}`);
  return { total: report.interactionResults?.length ?? 0, failures, stateErrors: [...stateErrors] };
}

export interface SandboxVerification extends VerifyResult {
  /** Contract violations the validating proxy reported meanwhile (one line each). */
  violations: string[];
}

/**
 * Starts the sandbox behind the validating proxy (127.0.0.1, free ports, its clock at the pact's NOW), replays the
 * pact against it with every provider state seeded for real (contracts/lib/state-handlers.ts), and stops it.
 */
export async function verifyPactAgainstSandbox(
  options: Omit<VerifyOptions, 'providerBaseUrl' | 'stateHandlers'> & { onStarted?: (url: string) => void } = {},
): Promise<SandboxVerification> {
  const pactFile = options.pactFile ?? PACT_FILE;
  let stack: SandboxStack | undefined;
  try {
    stack = await startSandboxStack({ now: () => NOW });
    options.onStarted?.(stack.url);
    const stateHandlers = sandboxStateHandlers(stack.server.sandbox, pactStates(pactFile));
    const result = await verifyPact({ ...options, pactFile, providerBaseUrl: stack.url, stateHandlers });
    return { ...result, violations: [...stack.violations] };
  } finally {
    await stack?.stop();
  }
}
