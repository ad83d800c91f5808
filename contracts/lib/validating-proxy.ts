// Prism's validating proxy, made loud and precise. Prism (`prism proxy --errors`) checks every exchange with the
// upstream against the contract and answers a violation with a problem+json 422 (request) or 500 (response), but
// its log says only "Invalid request" and it lets a status the contract does not list pass. In front of it, a small
// Hono pass-through (hono/proxy) reads those answers and reports one line per violation, naming the operation,
// the field and the rule; a response status the operation does not list explicitly (a `default` response types
// the error body, it does not declare the status) is reported too. Prism's own lines (its readiness probe among
// them) stay in `prismLog()`, out of the output.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { freePort, startPrism } from '../../scripts/lib/prism.mjs';
import { BUNDLE, loadContract, operationFor } from './contract';

export interface Violation {
  /** operationId, or '?' when no operation of the contract has this method and path. */
  operation: string;
  method: string;
  path: string;
  status: number;
  /** Where, e.g. `response.body.rating` or `request.query.offset`. */
  field: string;
  message: string;
  /** The rule, e.g. `type`, `required`, `additionalProperties`, `undeclared-status`, `no-operation`. */
  rule: string;
}

export const formatViolation = (v: Violation) =>
  `${v.operation} ${v.method} ${v.path} → ${v.status}: ${v.field}: ${v.message} [${v.rule}]`;

interface PrismProblem {
  type?: string;
  validation?: Array<{ location?: string[]; message?: string; code?: string | number }>;
}

export interface ValidatingProxy {
  url: string;
  violations: Violation[];
  prismLog(): string;
  stop(): Promise<void>;
}

export async function startValidatingProxy(options: {
  upstream: string;
  spec?: string;
  host?: string;
  port?: number;
  onViolation?: (violation: Violation) => void;
}): Promise<ValidatingProxy> {
  const spec = options.spec ?? BUNDLE;
  const contract = loadContract(spec);
  // Prism reads every non-JSON body as UTF-8 text and forwards that text (stoplightio/prism#1321, #2376), which
  // mangles the bytes of a multipart file (an avatar). Prism still validates such a request, but forwards it to a
  // second small pass-through that puts the client's own bytes back before they reach the upstream.
  const bodies = new Map<string, ArrayBuffer>();
  let nextBody = 0;
  const restorer = new Hono();
  const upstream = options.upstream.replace(/\/+$/, '');
  restorer.all('*', async (c) => {
    const url = new URL(c.req.url);
    const id = c.req.header(BODY_ID);
    const body = id === undefined ? undefined : bodies.get(id);
    const headers: Record<string, string> = { ...c.req.header() };
    delete headers[BODY_ID];
    if (body === undefined) return proxy(`${upstream}${url.pathname}${url.search}`, { raw: c.req.raw, headers });
    delete headers['content-length'];
    return proxy(`${upstream}${url.pathname}${url.search}`, { method: c.req.method, headers, body });
  });
  const restorerServer = await listen(restorer.fetch, '127.0.0.1');
  const prism = await startPrism({ upstream: restorerServer.url, errors: true, spec }).catch(async (error: unknown) => {
    await restorerServer.stop();
    throw error;
  });
  const violations: Violation[] = [];
  const report = (violation: Violation) => {
    violations.push(violation);
    options.onViolation?.(violation);
  };

  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const target = `${prism.url}${url.pathname}${url.search}`;
    let response: Response;
    if (/^(multipart\/|application\/octet-stream|image\/)/.test(c.req.header('content-type') ?? '')) {
      // Prism sees the same length and structure with every non-ASCII byte as '?'; the restorer sends the original.
      const original = await c.req.arrayBuffer();
      const id = String((nextBody += 1));
      bodies.set(id, original);
      const ascii = Uint8Array.from(new Uint8Array(original), (byte) => (byte < 0x80 ? byte : 0x3f));
      response = await proxy(target, { method: c.req.method, headers: { ...c.req.header(), [BODY_ID]: id }, body: ascii }).finally(() => bodies.delete(id));
    } else {
      response = await proxy(target, { raw: c.req.raw, headers: { ...c.req.header() } });
    }
    const op = operationFor(contract, c.req.method, url.pathname);
    const base = { operation: op?.operationId ?? '?', method: c.req.method, path: url.pathname + url.search, status: response.status };
    if ((response.headers.get('content-type') ?? '').includes('problem+json')) {
      const problem = (await response.clone().json().catch(() => ({}))) as PrismProblem;
      if (/#NO_PATH_MATCHED_ERROR|#NO_METHOD_MATCHED_ERROR/.test(problem.type ?? '')) {
        report({ ...base, field: 'path', message: 'the contract has no such operation', rule: 'no-operation' });
      }
      for (const item of problem.validation ?? []) {
        report({
          ...base,
          field: (item.location ?? []).join('.') || '?',
          message: item.message ?? '',
          rule: String(item.code ?? '?'),
        });
      }
      if (problem.validation?.length) return response;
    }
    if (op && !op.statuses.includes(String(response.status))) {
      report({ ...base, field: 'status', message: `status ${response.status} is not one the operation lists (${op.statuses.join(', ')})`, rule: 'undeclared-status' });
    }
    return response;
  });

  const server = await listen(app.fetch, options.host ?? '127.0.0.1', options.port);
  return {
    url: server.url,
    violations,
    prismLog: () => prism.log(),
    async stop() {
      await server.stop();
      await prism.stop();
      await restorerServer.stop();
    },
  };
}

/** The header that carries the id of a stashed body from the front pass-through, through Prism, to the restorer. */
const BODY_ID = 'x-validating-proxy-body';

async function listen(fetch: Hono['fetch'], host: string, chosen?: number) {
  const port = chosen ?? (await freePort(host));
  const server = await new Promise<ServerType>((done) => {
    const started = serve({ fetch, hostname: host, port }, () => done(started));
  });
  return { url: `http://${host}:${port}`, stop: () => new Promise<void>((done) => server.close(() => done())) };
}
