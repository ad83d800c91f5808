// A scenario drives the real SDK through one or more calls and turns what it sends into Pact
// interactions. It runs twice: first against a recorder that answers from the contract's examples (to
// learn which requests the SDK makes, in order, with which body), then against the Pact mock server,
// which holds one interaction per recorded request: the request the SDK sent, with the spec's headers
// pinned, and a response shaped with matchers from the contract's example.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MatchersV3, type PactV3, type TemplateHeaders, type V3Request, type V3Response } from '@pact-foundation/pact';
import type { BookingSdk } from '@salonbook/sdk';
import { label, operationFor, type Contract, type Operation } from './contract';
import { AVATAR_PNG } from './operations';
import { contractSdk, CREDENTIALS, type ContractSdk, type SdkSetup } from './sdk';
import { shape, type Json } from './shape';
import { statesFor } from './states';

const { like, regex } = MatchersV3;

/** Request body fields whose value is a constant of the spec, so the pact pins the exact value. */
const PINNED_BODY_FIELDS = new Set(['appVersion', 'clientApp', 'purpose', 'deviceToken']);

export interface Scenario {
  /** Names the interactions: '<operationId>: <title>' (or the title alone when it names several). */
  title: string;
  setup?: SdkSetup;
  /**
   * Drives the SDK (or, for the few calls the web app makes without it, web code given `env`).
   * The recorder and the Pact mock server both answer what the contract says.
   */
  run: (sdk: BookingSdk, env: ScenarioEnv) => Promise<unknown>;
  /** The calls go out without the SDK (plain fetch), so without the API headers. */
  withoutSdk?: boolean;
  /** The status a call is answered with; default the operation's lowest 2xx. */
  status?: (op: Operation, call: number) => number;
  /** Provider states of a call; default: the session, then one per path parameter. */
  states?: (op: Operation, path: string, call: number) => string[];
  /** Request body fields of a call to pin exactly, beyond the spec's constants (appVersion, clientApp, …). */
  pinned?: (op: Operation, call: number) => string[];
  /** Request headers of a call to pin exactly (e.g. the bearer that a refresh must have produced). */
  exactHeaders?: (op: Operation, call: number) => Record<string, string>;
  /** Checks on the SDK after the run against the Pact mock server. */
  check?: (context: ContractSdk, result: unknown) => void;
}

/** Where the scenario's calls go: the recorder or the Pact mock server. */
export interface ScenarioEnv {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
}

export interface RecordedRequest {
  op: Operation;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Headers;
  contentType: string | null;
  body: string;
  status: number;
}

const exampleBody = (op: Operation, status: number) => op.responses[String(status)]?.example;

function respond(op: Operation, status: number): Response {
  const example = exampleBody(op, status);
  if (example === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(example), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Runs the scenario against an in-process recorder; returns the requests the SDK made. */
export async function record(contract: Contract, scenario: Scenario): Promise<RecordedRequest[]> {
  const recorded: RecordedRequest[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const op = operationFor(contract, request.method, url.pathname);
    if (!op) throw new Error(`${scenario.title}: the SDK called ${request.method} ${url.pathname}, which the contract does not have`);
    const status = scenario.status?.(op, recorded.length) ?? op.success;
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0]! : values;
    }
    recorded.push({
      op,
      method: request.method,
      path: url.pathname,
      query,
      headers: new Headers(request.headers),
      contentType: request.headers.get('Content-Type'),
      body: await request.clone().text(),
      status,
    });
    return respond(op, status);
  };
  const baseUrl = 'http://recorder.invalid';
  const { sdk } = contractSdk(baseUrl, { ...scenario.setup, fetch });
  await scenario.run(sdk, { baseUrl, fetch: (input, init) => fetch(new Request(input, init)) });
  if (recorded.length === 0) throw new Error(`${scenario.title}: the SDK made no request`);
  return recorded;
}

/** The headers SPEC.md section 7 puts on every request, as the pact expects them. */
function expectedHeaders(call: RecordedRequest, viaSdk: boolean): TemplateHeaders {
  const h = call.headers;
  if (!viaSdk) return { Accept: 'application/json' };
  const headers: TemplateHeaders = {
    Accept: 'application/json',
    // An operation without security (the bank's TermUrl post) is not held to the client's credentials.
    ...(call.op.credentials === false
      ? {}
      : { api_key: like(CREDENTIALS.apiKey), client_secret: like(CREDENTIALS.clientSecret), client_id: like(CREDENTIALS.clientId) }),
    api_version: regex('^\\d+$', h.get('api_version') ?? '2'),
    'Accept-Language': regex('^(ru|kz|en)$', h.get('Accept-Language') ?? 'ru'),
  };
  const bearer = h.get('Authorization');
  if (bearer) headers.Authorization = regex('^Bearer \\S+$', bearer);
  const userId = h.get('user_id');
  if (userId) headers.user_id = regex('^\\d+$', userId);
  const city = h.get('city_id');
  if (city) headers.city_id = regex('^\\d+$', city);
  const country = h.get('country_code');
  if (country) headers.country_code = regex('^[A-Z]{2}$', country);
  if (call.contentType?.startsWith('application/json')) headers['Content-Type'] = 'application/json';
  if (call.contentType?.startsWith('application/x-www-form-urlencoded')) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return headers;
}

/** A request body as the pact expects it: types for what varies, exact values for the spec's constants. */
function expectedBody(json: Json, pinned: string[] = []): unknown {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return shape(json);
  const exact = (key: string) => PINNED_BODY_FIELDS.has(key) || pinned.includes(key);
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, exact(key) ? value : shape(value, key)]));
}

let avatarFile: string | undefined;
function avatarFixture(): string {
  avatarFile ??= join(mkdtempSync(join(tmpdir(), 'salonbook-contracts-')), 'avatar.png');
  writeFileSync(avatarFile, AVATAR_PNG);
  return avatarFile;
}

/** Adds the interactions of a recorded scenario to `pact` (which then runs them in one mock server). */
export function addInteractions(pact: PactV3, scenario: Scenario, calls: RecordedRequest[]): void {
  const many = calls.length > 1;
  calls.forEach((call, index) => {
    const { op } = call;
    const description = many ? `${op.operationId}: ${scenario.title} (call ${index + 1}: ${label(op)})` : `${op.operationId}: ${scenario.title}`;
    const states = scenario.states?.(op, call.path, index) ?? statesFor(op.path, call.path, call.headers.has('Authorization'));
    const headers = { ...expectedHeaders(call, !scenario.withoutSdk), ...scenario.exactHeaders?.(op, index) };
    const request: V3Request = { method: call.method, path: call.path, headers };
    if (Object.keys(call.query).length > 0) request.query = call.query;
    const example = exampleBody(op, call.status);
    const response: V3Response = { status: call.status };
    if (example !== undefined) {
      response.headers = { 'Content-Type': regex('^application/json(;.*)?$', 'application/json') };
      response.body = shape(example);
    }

    // PactV3 keeps the states given so far for every later interaction of the same test; each of ours has its own.
    (pact as unknown as { states: unknown[] }).states = [];
    for (const state of states) pact.given(state);
    pact.uponReceiving(description);
    if (call.contentType?.startsWith('multipart/form-data')) {
      pact.withRequestMultipartFileUpload(request, 'image/png', avatarFixture(), 'file');
    } else if (call.contentType?.startsWith('application/x-www-form-urlencoded')) {
      // A form post (the bank's to the 3-D Secure TermUrl): the fields as sent.
      pact.withRequest({ ...request, body: call.body, contentType: 'application/x-www-form-urlencoded' });
    } else if (call.body) {
      pact.withRequest({ ...request, body: expectedBody(JSON.parse(call.body) as Json, scenario.pinned?.(op, index)), contentType: 'application/json' });
    } else {
      pact.withRequest(request);
    }
    pact.willRespondWith(response);
  });
}
