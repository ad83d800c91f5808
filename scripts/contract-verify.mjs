// npm run contract:verify [-- --provider <url>] [--states-url <url>] [--only <regex>] [--pact <file>] [--fresh] [--list-states]
//
// Verifies the consumer tests' pact (contracts/pacts/salonbook-web-salonbook-api.json) with Pact's Verifier
// (contracts/lib/pact-verify.ts) and prints each interaction that failed, with why. Exit code 0: verified;
// 1: an interaction failed (or, on the sandbox, the validating proxy saw a contract violation); 2: could not verify
// (usage, no pact and the consumer tests failed to write one, a provider that does not answer).
//
//   (no --provider)     starts the sandbox behind the validating proxy on 127.0.0.1 (free ports), every provider state
//                       seeded for real with the pact test's own handlers (contracts/lib/state-handlers.ts), stops it;
//   --provider <url>    any running backend (or `npm run contract:proxy -- --upstream <backend>`'s URL, to see
//                       contract violations too). Provider states are not set up unless
//   --states-url <url>  the backend's state-change endpoint: POST {"state", "params", "action": "setup" | "teardown"}
//                       before and after each interaction (Pact's protocol). `--list-states` prints the states the pact needs.
//   --only <regex>      only the interactions whose description matches (Pact's PACT_DESCRIPTION filter).
//   --pact <file>       another pact file, used as it is. Otherwise the pact is written first (the consumer tests, step 1
//                       of contracts/pact.test.ts, about 10 s) when it is missing, older than what it is made from
//                       (openapi/, sdk/src/, contracts/lib/, contracts/pact.test.ts), or with --fresh.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { bundle, ROOT } from './lib/openapi.mjs';

const PACT_FILE = resolve(ROOT, 'contracts/pacts/salonbook-web-salonbook-api.json');
/** What the pact is made from: a file here newer than the pact makes it stale. */
const PACT_INPUTS = ['openapi', 'sdk/src', 'contracts/lib', 'contracts/pact.test.ts', 'web/src/lib/i18n.ts'];

const usage = `usage: npm run contract:verify [-- --provider <url> [--states-url <url>]] [--only <regex>] [--pact <file>] [--fresh] [--list-states]`;
let values;
try {
  ({ values } = parseArgs({
    options: {
      provider: { type: 'string' },
      'states-url': { type: 'string' },
      only: { type: 'string' },
      pact: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      'list-states': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
for (const option of ['provider', 'states-url']) {
  if (values[option] !== undefined && !/^https?:\/\/[^/]/.test(values[option])) {
    console.error(`--${option} must be an http(s) URL, got ${values[option]}\n${usage}`);
    process.exit(2);
  }
}
if (values['states-url'] && !values.provider) {
  console.error(`--states-url goes with --provider (the sandbox's states are seeded in-process)\n${usage}`);
  process.exit(2);
}

/** The newest file under `paths` (skipping dist/ and node_modules/), or undefined. */
function newestInput(paths) {
  let newest;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'dist' && entry !== 'node_modules') visit(join(path, entry));
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { path, mtimeMs: stat.mtimeMs };
  };
  for (const path of paths) visit(resolve(ROOT, path));
  return newest;
}

/** Why the pact must be written first, or undefined when the existing one will do. */
function writeReason() {
  if (values.fresh) return '--fresh';
  if (!existsSync(PACT_FILE)) return `${relative(ROOT, PACT_FILE)} is missing`;
  const newest = newestInput(PACT_INPUTS);
  if (newest && newest.mtimeMs > statSync(PACT_FILE).mtimeMs) return `${relative(ROOT, newest.path)} is newer than the pact`;
  return undefined;
}

let pactFile = PACT_FILE;
if (values.pact) {
  pactFile = resolve(process.cwd(), values.pact);
  if (!existsSync(pactFile)) {
    console.error(`no pact at ${pactFile}`);
    process.exit(2);
  }
} else {
  const reason = writeReason();
  if (reason) {
    console.log(`Writing the pact first (${reason}): the consumer tests, step 1 of contracts/pact.test.ts…`);
    const started = statSync(PACT_FILE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'contracts', 'contracts/pact.test.ts', '-t', '^1\\. consumer', '--reporter', 'dot'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (run.status !== 0 || (statSync(PACT_FILE, { throwIfNoEntry: false })?.mtimeMs ?? 0) <= started) {
      console.error(`\nThe consumer tests did not pass, so they wrote no pact (above: which). Fix them, or verify an existing pact with --pact <file>.`);
      process.exit(2);
    }
  }
}

// Pact's core sends anonymous usage events unless told not to: not from a QA machine.
process.env.PACT_DO_NOT_TRACK ??= 'true';
/** @type {typeof import('../contracts/lib/pact-verify.ts')} */
const { pactStates, verifyPact, verifyPactAgainstSandbox } = await tsImport('../contracts/lib/pact-verify.ts', import.meta.url);
const states = pactStates(pactFile);
if (values['list-states']) {
  console.log(states.join('\n'));
  process.exit(0);
}

const only = values.only === undefined ? '' : `, only descriptions matching /${values.only}/`;
const shown = relative(process.cwd(), pactFile);
console.log(`Verifying ${shown.startsWith('..') ? pactFile : shown}${only}`);
let result;
let violations = [];
try {
  if (values.provider) {
    // pact-js's proxy dies on a refused connection, after the verifier has waited its minute: ask once first.
    const answered = await fetch(values.provider, { signal: AbortSignal.timeout(15_000) }).then(
      () => undefined,
      (error) => error.cause?.code ?? error.message,
    );
    if (answered !== undefined) throw new Error(`the provider at ${values.provider} does not answer (${answered})`);
    /** @type {typeof import('../contracts/lib/state-handlers.ts')} */
    const { httpStateHandlers, noStateHandlers } = await tsImport('../contracts/lib/state-handlers.ts', import.meta.url);
    if (values['states-url']) console.log(`against ${values.provider}, provider states through ${values['states-url']}`);
    else
      console.log(
        `against ${values.provider}, provider states NOT set up (no --states-url): the backend must already hold what the ${states.length} states say (--list-states);\n` +
          `an interaction that fails here may be missing data, not a broken contract.`,
      );
    const stateHandlers = values['states-url'] ? httpStateHandlers(values['states-url'], states) : noStateHandlers(states);
    result = await verifyPact({ providerBaseUrl: values.provider, pactFile, stateHandlers, only: values.only });
  } else {
    // The sandbox validates against the bundle: made afresh unless a candidate one is named (CONTRACT_BUNDLE).
    if (!process.env.CONTRACT_BUNDLE) bundle();
    result = await verifyPactAgainstSandbox({
      pactFile,
      only: values.only,
      onStarted: (url) => console.log(`against the sandbox behind the validating proxy at ${url}, provider states seeded`),
    });
    violations = result.violations;
  }
} catch (error) {
  console.error(`\nCould not verify: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const { total, failures } = result;
console.log('');
if (total === 0) {
  console.error(`No interaction to verify${only}.`);
  process.exit(2);
}
for (const failure of failures) console.log(`✘ ${failure.description}\n    ${failure.reason}`);
for (const line of violations) console.log(`CONTRACT VIOLATION ${line}`);
for (const error of result.stateErrors) console.log(`✘ provider state ${error}`);
const failed = new Set(failures.map((f) => f.description)).size;
console.log(
  `${failures.length + violations.length + result.stateErrors.length === 0 ? '✔' : '✘'} ${total - failed} of ${total} interactions verified` +
    (failed > 0 ? `, ${failed} failed` : '') +
    (violations.length > 0 ? `, ${violations.length} contract violations` : '') +
    (result.stateErrors.length > 0 ? `, ${result.stateErrors.length} provider state changes failed (the results above are not to be trusted)` : '') +
    '.',
);
process.exit(failures.length > 0 || violations.length > 0 || result.stateErrors.length > 0 ? 1 : 0);
