// `npm run contract:verify` (scripts/contract-verify.mjs over contracts/lib/pact-verify.ts) on a pact of two
// interactions of its own, so it stays fast and needs no consumer run: green against the sandbox with its provider
// states seeded, and red against a provider that answers one interaction wrongly, naming that interaction and why.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER, PROVIDER, ROOT } from './lib/contract';
import { pactStates, verifyPact, verifyPactAgainstSandbox } from './lib/pact-verify';
import { ACCESS_TOKEN, HEADERS } from './lib/sdk';
import { httpStateHandlers, noStateHandlers } from './lib/state-handlers';
import { ANONYMOUS, SIGNED_IN } from './lib/states';

const FIRM = 'getFirm: the firm page';
const PROFILE = "getMyProfile: the signed-in client's profile";

/** A Pact specification 3 file: the firm page (any number as its rating) and a profile that needs a session. */
const pact = {
  consumer: { name: CONSUMER },
  provider: { name: PROVIDER },
  interactions: [
    {
      description: FIRM,
      providerStates: [{ name: ANONYMOUS }, { name: 'firm 101 exists' }],
      request: { method: 'GET', path: '/rest/clients-app/v1/firms/101', headers: HEADERS },
      response: {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: { id: 101, rating: 4.8 },
        matchingRules: { body: { '$.rating': { matchers: [{ match: 'type' }] } } },
      },
    },
    {
      description: PROFILE,
      providerStates: [{ name: SIGNED_IN }],
      request: { method: 'GET', path: '/rest/clients-app/v1/my/profiles', headers: { ...HEADERS, Authorization: `Bearer ${ACCESS_TOKEN}` } },
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: { id: 5521 } },
    },
  ],
  metadata: { pactSpecification: { version: '3.0.0' } },
};

/** State changes posted to the broken provider's /states. */
const stateChanges: unknown[] = [];
/** Answers both requests, the firm's rating as a string; takes state changes at /states, refuses them at /refused. */
const broken = createServer((request, response) => {
  if (request.method === 'POST') {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/states') stateChanges.push(JSON.parse(text));
      response.writeHead(request.url === '/states' ? 204 : 404).end();
    });
    return;
  }
  const body = request.url?.startsWith('/rest/clients-app/v1/firms/101') ? { id: 101, rating: '4.8' } : { id: 5521 };
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
});
let brokenUrl = '';
let dir = '';
let pactFile = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'salonbook-verify-'));
  pactFile = join(dir, 'pact.json');
  writeFileSync(pactFile, JSON.stringify(pact));
  await new Promise<void>((done) => broken.listen(0, '127.0.0.1', done));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  // Pact's core sends anonymous usage events unless told not to.
  process.env.PACT_DO_NOT_TRACK ??= 'true';
});
afterAll(async () => {
  await new Promise((done) => (broken as Server).close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe('verifying a pact against a provider', () => {
  it('passes against the sandbox, its provider states seeded (the signed-in profile needs the session)', async () => {
    const result = await verifyPactAgainstSandbox({ pactFile });
    expect(result).toEqual({ total: 2, failures: [], stateErrors: [], violations: [] });
  }, 120_000);

  it('names the interaction a provider answers wrongly, with why, and passes the other', async () => {
    const { total, failures } = await verifyPact({ providerBaseUrl: brokenUrl, pactFile, stateHandlers: noStateHandlers(pactStates(pactFile)) });
    expect(total).toBe(2);
    expect(failures).toEqual([{ description: FIRM, reason: expect.stringContaining('body $.rating') }]);
  });

  it('replays only the interactions whose description matches --only', async () => {
    const { total, failures } = await verifyPact({
      providerBaseUrl: brokenUrl,
      pactFile,
      stateHandlers: noStateHandlers(pactStates(pactFile)),
      only: '^getMyProfile: ',
    });
    expect({ total, failures }).toEqual({ total: 1, failures: [] });
  });

  it("posts each state to the backend's state-change endpoint, and reports the changes it refuses", async () => {
    const states = pactStates(pactFile);
    const only = '^getMyProfile: ';
    const taken = await verifyPact({ providerBaseUrl: brokenUrl, pactFile, stateHandlers: httpStateHandlers(`${brokenUrl}/states`, states), only });
    expect(taken.stateErrors).toEqual([]);
    expect(stateChanges).toEqual([
      { state: SIGNED_IN, params: {}, action: 'setup' },
      { state: SIGNED_IN, params: {}, action: 'teardown' },
    ]);
    const refused = await verifyPact({ providerBaseUrl: brokenUrl, pactFile, stateHandlers: httpStateHandlers(`${brokenUrl}/refused`, states), only });
    expect(refused.stateErrors).toEqual([
      `setup "${SIGNED_IN}": ${brokenUrl}/refused answered 404 to the state change`,
      `teardown "${SIGNED_IN}": ${brokenUrl}/refused answered 404 to the state change`,
    ]);
  });

  it('the command prints the failed interaction and exits 1', async () => {
    const run = promisify(execFile)(process.execPath, ['scripts/contract-verify.mjs', '--pact', pactFile, '--provider', brokenUrl], { cwd: ROOT });
    const error = (await run.then(
      () => undefined,
      (e: unknown) => e,
    )) as { code?: number; stdout?: string } | undefined;
    expect(error?.code).toBe(1);
    expect(error?.stdout).toContain(`✘ ${FIRM}\n    body $.rating: Expected '4.8' (String)`);
    expect(error?.stdout).toContain('✘ 1 of 2 interactions verified, 1 failed.');
  }, 60_000);
});
