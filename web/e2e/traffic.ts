// The web app's own traffic in the end-to-end tests, checked against the contract: every API request a page
// makes (method, path, query, headers, body) and its response are recorded per test; after the run they
// become a consumer pact of the web app (contracts/pacts/salonbook-web-app-salonbook-api.json, next to the
// SDK's) that @pactflow/openapi-pact-comparator checks against the bundled contract. An undeclared query
// parameter, a misspelled body field, a path the contract lacks or a response that breaks the contract fails
// the run, naming the request and the test it came from.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { loadContract, operationFor, PACT_DIR, PROVIDER, ROOT, type Contract } from '../../contracts/lib/contract';
import { openApiV3 } from '../../contracts/lib/openapi-document';

export const WEB_CONSUMER = 'salonbook-web-app';
export const TRAFFIC_DIR = join(ROOT, 'test-results/traffic');
export const WEB_PACT_FILE = join(PACT_DIR, `${WEB_CONSUMER}-${PROVIDER}.json`);

/** Request headers that are the browser's (or the test harness's: the sandbox's own clock, x-sandbox-*), not the app's. */
const BROWSER_HEADERS =
  /^(user-agent|referer|origin|cookie|accept-encoding|accept-language-ignored|connection|host|content-length|sec-.*|priority|pragma|cache-control|upgrade-insecure-requests|x-sandbox-.*)$/i;

export interface Exchange {
  test: string;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: unknown;
  status: number;
  responseType?: string;
  responseBody?: unknown;
}

const parse = (text: string | null | undefined, type = 'application/json'): unknown => {
  if (!text) return undefined;
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Records the API requests of one test's page (call from an automatic test fixture). */
export function recordTraffic(page: Page, testInfo: TestInfo): () => Promise<void> {
  mkdirSync(TRAFFIC_DIR, { recursive: true });
  const file = join(TRAFFIC_DIR, `worker-${testInfo.parallelIndex}-${process.pid}.jsonl`);
  const pending: Promise<void>[] = [];
  const title = `${testInfo.project.name} › ${testInfo.titlePath.slice(1).join(' › ')}`;
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!/^\/(rest|auth-app)\//.test(url.pathname)) return;
    pending.push(
      (async () => {
        const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !BROWSER_HEADERS.test(name) && !name.startsWith(':')));
        const responseType = (await response.headerValue('content-type')) ?? undefined;
        let responseText: string | undefined;
        try {
          responseText = (await response.body()).toString('utf8');
        } catch {
          // A response the page navigated away from has no body left to read.
        }
        const exchange: Exchange = {
          test: title,
          method: request.method(),
          path: url.pathname,
          query: url.search.slice(1),
          headers,
          body: parse(request.postData(), headers['content-type']),
          status: response.status(),
          responseType,
          responseBody: parse(responseText, responseType),
        };
        appendFileSync(file, `${JSON.stringify(exchange)}\n`);
      })().catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(pending);
  };
}

export function clearTraffic() {
  rmSync(TRAFFIC_DIR, { recursive: true, force: true });
}

function readTraffic(): Exchange[] {
  if (!existsSync(TRAFFIC_DIR)) return [];
  return readdirSync(TRAFFIC_DIR)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(TRAFFIC_DIR, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Exchange);
}

/** One interaction per distinct exchange (the same request with the same answer in many tests is checked once). */
function toPact(exchanges: Exchange[]) {
  const seen = new Map<string, Exchange>();
  for (const exchange of exchanges) {
    const { test: _test, ...key } = exchange;
    const id = JSON.stringify(key);
    if (!seen.has(id)) seen.set(id, exchange);
  }
  return {
    consumer: { name: WEB_CONSUMER },
    provider: { name: PROVIDER },
    interactions: [...seen.values()].map((x, index) => ({
      description: `#${index} ${x.method} ${x.path}${x.query ? `?${x.query}` : ''} → ${x.status} (in ${x.test})`,
      request: {
        method: x.method,
        path: x.path,
        ...(x.query ? { query: x.query } : {}),
        headers: x.headers,
        ...(x.body !== undefined ? { body: x.body } : {}),
      },
      response: {
        status: x.status,
        ...(x.responseType ? { headers: { 'Content-Type': x.responseType } } : {}),
        ...(x.responseBody !== undefined ? { body: x.responseBody } : {}),
      },
    })),
    metadata: { pactSpecification: { version: '2.0.0' } },
  };
}

interface Finding {
  type: string;
  code: string;
  message: string;
  mockDetails?: { interactionDescription?: string; location?: string };
}

/**
 * Writes the web app's pact and checks it against the contract; returns one line per problem (none: fine).
 * Accepted: `request.accept.unknown` on operations that answer no content (the app sends Accept on every
 * request, SPEC.md section 7), as in the SDK's pact.
 */
export async function checkTraffic(): Promise<{ interactions: number; problems: string[] }> {
  const pact = toPact(readTraffic());
  mkdirSync(PACT_DIR, { recursive: true });
  writeFileSync(WEB_PACT_FILE, `${JSON.stringify(pact, null, 1)}\n`);
  return { interactions: pact.interactions.length, problems: await comparePact(pact) };
}

/** Checks recorded exchanges against the bundled contract (CONTRACT_BUNDLE honoured); one line per problem. */
export function checkExchanges(exchanges: Exchange[]): Promise<string[]> {
  return comparePact(toPact(exchanges));
}

/**
 * The comparator checks no request of an exchange that answered 4xx (it takes it for a test of bad input). The
 * app's requests must all be right, so each such request is checked once more as a shadow exchange that answered
 * the operation's success, of which only the request's findings count.
 */
const SHADOW = '[request of] ';

function withShadows(pact: ReturnType<typeof toPact>, contract: Contract): ReturnType<typeof toPact> {
  const shadows = pact.interactions.flatMap((interaction) => {
    const op = operationFor(contract, interaction.request.method, interaction.request.path);
    if (!op || interaction.response.status < 400) return [];
    return [{ ...interaction, description: SHADOW + interaction.description, response: { status: op.success } }];
  });
  return { ...pact, interactions: [...pact.interactions, ...shadows] };
}

async function comparePact(recorded: ReturnType<typeof toPact>): Promise<string[]> {
  const contract = loadContract();
  const pact = withShadows(recorded, contract);
  const problems: string[] = [];
  for (const interaction of recorded.interactions) {
    if (!operationFor(contract, interaction.request.method, interaction.request.path)) {
      problems.push(`${interaction.description}: the contract has no ${interaction.request.method} ${interaction.request.path}`);
    }
  }
  const noContent = (finding: Finding) =>
    finding.code === 'request.accept.unknown' &&
    pact.interactions.some((i) => {
      if (i.description !== finding.mockDetails?.interactionDescription) return false;
      const op = operationFor(contract, i.request.method, i.request.path);
      return !!op && Object.values(op.responses).every((r) => !r.mediaType);
    });
  for await (const result of new Comparator({ oas: openApiV3(structuredClone(contract.document)) }).compare(pact as never)) {
    const finding = result as Finding;
    if (noContent(finding) || finding.code === 'request.path-or-method.unknown') continue; // the latter is reported above
    // The comparator (2.x) checks JSON bodies only and says so of the rest: the 3-D Secure term's HTML page. Prism's
    // validating proxy, which every exchange of the run went through, checks its status and content type.
    if (finding.type === 'warning' && finding.code === 'response.body.unvalidatable') continue;
    const shadow = finding.mockDetails?.interactionDescription?.startsWith(SHADOW);
    if (shadow && !finding.code.startsWith('request.')) continue;
    problems.push(
      `${finding.mockDetails?.interactionDescription ?? '?'}: ${finding.type} ${finding.code}: ${finding.message} at ${finding.mockDetails?.location ?? ''}`,
    );
  }
  return problems;
}
