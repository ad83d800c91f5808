// Prism's validating proxy, made loud and precise. Prism (`prism proxy --errors`) checks every exchange with the
// upstream against the contract and answers a violation with a problem+json 422 (request) or 500 (response), but
// its log says only "Invalid request" and it lets a status the contract does not list pass. In front of it, a small
// Hono pass-through (hono/proxy) reads those answers and reports one line per violation, naming the operation,
// the field and the rule; a response status the operation does not list explicitly (a `default` response types
// the error body, it does not declare the status) is reported too. Prism's own lines (its readiness probe among
// them) stay in `prismLog()`, out of the output.
//
// Prism's own refusals of a request are answered in the contract's `Error` shape naming the field, with the status
// the contract declares for them (openapi.yaml's description): a missing credential 401, an impossible path id 404,
// a header of the wrong type or a body that is not JSON 400, a query or body value that breaks the contract 422.
// Both hops forward the headers exactly as the client sent them (node:http, not fetch: undici would add
// `Accept-Language: *`, `Accept: */*`, `User-Agent: node` and `Sec-Fetch-Mode` to a request that had none).
import { request as httpRequest } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
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

export const formatViolation = (v: Violation) => `${v.operation} ${v.method} ${v.path} → ${v.status}: ${v.field}: ${v.message} [${v.rule}]`;

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
  const spelled = parameterSpelling(contract.document);
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
    return forward(`${upstream}${url.pathname}${url.search}`, c.req.method, headers, body ?? (await bodyOf(c.req.raw)));
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
      response = await forward(target, c.req.method, { ...c.req.header(), [BODY_ID]: id }, ascii.buffer).finally(() => bodies.delete(id));
    } else {
      const body = await bodyOf(c.req.raw);
      if (body?.byteLength && /[/+]json\b/.test(c.req.header('content-type') ?? '') && !parses(body)) {
        // Refused here: Prism 5.16 never answers a JSON body that does not parse (5.14 answered 400 invalid_json).
        const op = operationFor(contract, c.req.method, url.pathname);
        const response = malformedJson();
        report({ operation: op?.operationId ?? '?', method: c.req.method, path: url.pathname + url.search, status: response.status, ...MALFORMED_REPORT });
        return response;
      }
      response = await forward(target, c.req.method, { ...c.req.header() }, body);
    }
    const op = operationFor(contract, c.req.method, url.pathname);
    const base = { operation: op?.operationId ?? '?', method: c.req.method, path: url.pathname + url.search, status: response.status };
    const refusal = await refusalOf(response, c.req.raw.headers, spelled);
    if (refusal) {
      for (const item of refusal.reported) report({ ...base, status: refusal.response.status, ...item });
      return refusal.response;
    }
    if ((response.headers.get('content-type') ?? '').includes('problem+json')) {
      const problem = (await response
        .clone()
        .json()
        .catch(() => ({}))) as PrismProblem;
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
      report({
        ...base,
        field: 'status',
        message: `status ${response.status} is not one the operation lists (${op.statuses.join(', ')})`,
        rule: 'undeclared-status',
      });
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

/** A request's body as bytes (none for GET and HEAD). */
async function bodyOf(request: Request): Promise<ArrayBuffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  return request.arrayBuffer();
}

const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'proxy-connection', 'upgrade'];

/** Sends a request with exactly these headers (node:http adds only Host and Content-Length) and buffers the answer. */
function forward(url: string, method: string, headers: Record<string, string>, body?: ArrayBuffer): Promise<Response> {
  const target = new URL(url);
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.includes(name.toLowerCase())) sent[name] = value;
  const payload = body === undefined ? undefined : Buffer.from(body);
  if (payload) sent['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: sent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value === undefined || HOP_BY_HOP.includes(name)) continue;
            for (const one of Array.isArray(value) ? value : [value]) answer.append(name, one);
          }
          const status = incoming.statusCode ?? 502;
          const empty = method === 'HEAD' || status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage ?? '', headers: answer }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Parameter names as the contract spells them, by their lower-cased form (Prism lower-cases them: `firmid`). */
function parameterSpelling(document: Record<string, unknown>): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.in === 'string') names.set(record.name.toLowerCase(), record.name);
    Object.values(record).forEach(walk);
  };
  walk(document);
  return names;
}

const CLIENT_KEYS = ['api_key', 'client_secret', 'client_id'];
const errorAnswer = (status: number, code: string, message: string, fields: { field: string; message: string }[]) =>
  new Response(JSON.stringify(fields.length ? { code, message, fields } : { code, message }), { status, headers: { 'Content-Type': 'application/json' } });

/** A JSON body that does not parse: the contract's `Error` 400, refused before Prism sees it. */
const malformedJson = () => errorAnswer(400, 'MALFORMED_JSON', 'Тело запроса не JSON', [{ field: 'body', message: 'Тело запроса не разбирается как JSON' }]);
const MALFORMED_REPORT = { field: 'request.body', message: 'the body is not JSON', rule: 'invalid_json' };
function parses(body: ArrayBuffer): boolean {
  try {
    JSON.parse(new TextDecoder().decode(body));
    return true;
  } catch {
    return false;
  }
}

/**
 * Prism's refusal of a request (its problem+json 401/422) as the contract's
 * `Error` with the declared status, and the violations to report; null for any other answer (passed on as it is).
 */
async function refusalOf(
  response: Response,
  sent: Headers,
  spelled: Map<string, string>,
): Promise<{ response: Response; reported: Pick<Violation, 'field' | 'message' | 'rule'>[] } | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('problem+json')) return null;
  const problem = (await response
    .clone()
    .json()
    .catch(() => ({}))) as PrismProblem;
  if (/#UNAUTHORIZED$/.test(problem.type ?? '')) {
    // No WWW-Authenticate (Prism adds one): a missing credential is not a retry that may succeed.
    const missing = CLIENT_KEYS.filter((key) => !sent.has(key));
    const fields = missing.map((field) => ({ field, message: 'Обязательный заголовок' }));
    return {
      response: errorAnswer(401, 'UNAUTHORIZED', missing.length ? 'Нет ключей клиента' : 'Требуется авторизация', fields),
      // A declared outcome (every operation with credentials lists 401), not a violation: nothing is reported.
      reported: [],
    };
  }
  const items = (problem.validation ?? []).filter((item) => ['path', 'query', 'header', 'body'].includes(item.location?.[0] ?? ''));
  if (!items.length || items.length !== problem.validation?.length) return null;
  const where = items.some((item) => item.location![0] === 'path') ? 'path' : items.some((item) => item.location![0] === 'header') ? 'header' : 'values';
  const chosen = where === 'values' ? items : items.filter((item) => item.location![0] === where);
  const fields = chosen.map((item) => {
    const [place, ...rest] = item.location!;
    const field =
      place === 'body'
        ? rest.reduce((at, part) => (/^\d+$/.test(part) ? `${at}[${part}]` : at ? `${at}.${part}` : part), '') || 'body'
        : (spelled.get(String(rest[0]).toLowerCase()) ?? String(rest[0]));
    return { field, message: item.message ?? 'Неверное значение' };
  });
  const answer =
    where === 'path'
      ? errorAnswer(404, 'NOT_FOUND', 'Не найдено', fields)
      : where === 'header'
        ? errorAnswer(400, 'BAD_REQUEST', 'Неверный заголовок запроса', fields)
        : errorAnswer(422, 'VALIDATION_FAILED', 'Проверьте введённые данные', fields);
  return {
    response: answer,
    reported: items.map((item) => ({ field: `request.${(item.location ?? []).join('.')}`, message: item.message ?? '', rule: String(item.code ?? '?') })),
  };
}
