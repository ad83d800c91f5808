// Every request is checked against the contract before its handler runs, as strictly as Prism's validating proxy,
// in the order the contract's description gives: the credentials an operation's security asks for and a sent bearer
// token's validity (401), the path (404: an id that cannot be one, `firms/-1`, `cards/1e3`, names no resource), the
// header parameters and the JSON syntax (400), the query parameters and the body's values (422), all against the
// bundled contract (openapi/dist/openapi.yaml). A refusal is the contract's `Error` with `fields` naming what broke.
// Nothing invalid reaches a handler,
// so nothing invalid is stored. The validators (Ajv, with ajv-formats for date-time, email, uri…) are compiled once
// per process and shared by every sandbox made in it (a component test makes one per test).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Context, MiddlewareHandler } from 'hono';
import { contractDocument, deref, type Node } from './examples';
import { problem, unauthorized } from './http';

type Field = { field: string; message: string };
type Location = 'path' | 'query' | 'header';

interface Parameter {
  /** As read from the request (header names lower-cased). */
  name: string;
  /** As the contract spells it (`Accept-Language`), for the refusal's `fields`. */
  label: string;
  in: Location;
  required: boolean;
  explode: boolean;
  /** The schema's type after following its $ref (how a string from the URL or a header is read). */
  type: string | undefined;
  itemType: string | undefined;
}

interface OperationCheck {
  operationId: string;
  tags: string[];
  method: string;
  pattern: RegExp;
  templates: number;
  /** Each alternative: the apiKey headers it needs, and whether it needs the bearer token. */
  security: { headers: string[]; bearer: boolean }[];
  parameters: Parameter[];
  validateParameters: Record<Location, ValidateFunction>;
  body?: { required: boolean; json?: ValidateFunction; otherMedia: string[] };
}

const CONTRACT_ID = 'contract';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
// ajv-formats is CommonJS with a default export; under the ESM loaders the function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

let compiled: Promise<OperationCheck[]> | undefined;

/** The refs of the bundle (`#/components/…`) point into the contract schema registered under CONTRACT_ID. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${CONTRACT_ID}${value}` : rebase(value);
  }
  return out;
}

async function compile(): Promise<OperationCheck[]> {
  const document = await contractDocument();
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: CONTRACT_ID, components: rebase({ schemas: (document.components as Node).schemas }) as Node });
  const schemes = ((document.components as Node).securitySchemes ?? {}) as Record<string, Node>;
  const checks: OperationCheck[] = [];
  for (const [path, itemNode] of Object.entries(document.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = itemNode[method] as Node | undefined;
      if (!op) continue;
      const raw = [...((itemNode.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((p) => deref(document, p));
      const parameters: Parameter[] = [];
      const objects: Record<Location, { properties: Node; required: string[] }> = {
        path: { properties: {}, required: [] },
        query: { properties: {}, required: [] },
        header: { properties: {}, required: [] },
      };
      for (const p of raw) {
        const where = p.in as Location;
        if (!(where in objects)) continue;
        const schema = (p.schema ?? {}) as Node;
        const resolved = deref(document, schema);
        const name = where === 'header' ? String(p.name).toLowerCase() : String(p.name);
        parameters.push({
          name,
          label: String(p.name),
          in: where,
          required: p.required === true || where === 'path',
          explode: p.explode !== false,
          type: resolved.type as string | undefined,
          itemType: deref(document, resolved.items ?? {}).type as string | undefined,
        });
        objects[where].properties[name] = rebase(schema);
        if (p.required === true || where === 'path') objects[where].required.push(name);
      }
      const validateParameters = Object.fromEntries(
        (Object.keys(objects) as Location[]).map((where) => [where, ajv.compile({ type: 'object', ...objects[where] })]),
      ) as Record<Location, ValidateFunction>;
      let body: OperationCheck['body'];
      if (op.requestBody) {
        const requestBody = deref(document, op.requestBody);
        const content = (requestBody.content ?? {}) as Record<string, Node>;
        const jsonMedia = Object.keys(content).find((m) => /json/.test(m));
        body = {
          required: requestBody.required === true,
          otherMedia: Object.keys(content).filter((m) => m !== jsonMedia),
          ...(jsonMedia ? { json: ajv.compile(rebase(content[jsonMedia]!.schema ?? {}) as Node) } : {}),
        };
      }
      const alternatives = (op.security ?? document.security ?? []) as Record<string, unknown>[];
      const security = alternatives.map((alt) => ({
        headers: Object.keys(alt)
          .filter((k) => schemes[k]?.type === 'apiKey' && schemes[k]?.in === 'header')
          .map((k) => String(schemes[k]!.name).toLowerCase()),
        bearer: Object.keys(alt).some((k) => schemes[k]?.type === 'http'),
      }));
      const source = path
        .split(/(\{[^}]+\})/)
        .map((part) => (/^\{[^}]+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+?)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('');
      checks.push({
        operationId: String(op.operationId),
        tags: ((op.tags as string[] | undefined) ?? []).map(String),
        method: method.toUpperCase(),
        pattern: new RegExp(`^${source}$`),
        templates: (path.match(/\{/g) ?? []).length,
        security,
        parameters,
        validateParameters,
        ...(body ? { body } : {}),
      });
    }
  }
  // Literal segments before templated ones, so /firms/list is listFirmsByIds, not getFirm with the id "list".
  checks.sort((a, b) => a.templates - b.templates);
  return checks;
}

/** The compiled checks of every operation (compiled on first use, once per process). */
export function requestChecks(): Promise<OperationCheck[]> {
  compiled ??= compile();
  return compiled;
}

/** A path segment decoded (left as it is when its %-escapes are broken: it then fails its schema, not the server). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A string from the URL or a header, read as the parameter's schema type (left a string when it is not one). */
function read(value: string, type: string | undefined): unknown {
  if (type === 'integer') return /^-?\d+$/.test(value) ? Number(value) : value;
  if (type === 'number') return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

const RU: Record<string, (e: ErrorObject) => string> = {
  required: () => 'Обязательное поле',
  type: (e) => `Должно быть типа ${String(e.params.type)}`,
  enum: (e) => `Допустимые значения: ${(e.params.allowedValues as unknown[]).map(String).join(', ')}`,
  format: (e) => `Неверный формат (${String(e.params.format)})`,
  minimum: (e) => `Не меньше ${String(e.params.limit)}`,
  maximum: (e) => `Не больше ${String(e.params.limit)}`,
  minLength: (e) => `Не короче ${String(e.params.limit)} символов`,
  maxLength: (e) => `Не длиннее ${String(e.params.limit)} символов`,
  minItems: (e) => `Не меньше ${String(e.params.limit)} элементов`,
  maxItems: (e) => `Не больше ${String(e.params.limit)} элементов`,
  pattern: () => 'Неверный формат',
  additionalProperties: () => 'Неизвестное поле',
};

/** Ajv's errors as the contract's `fields`: `services[0].serviceId`, `rating`, `Accept-Language`. */
function fieldsOf(errors: ErrorObject[] | null | undefined, root: string): Field[] {
  const out = new Map<string, Field>();
  for (const e of errors ?? []) {
    // oneOf/anyOf/if summaries repeat what their branches said.
    if (['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword)) continue;
    let path = e.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((at, part) => (/^\d+$/.test(part) ? `${at}[${part}]` : at ? `${at}.${part}` : part), '');
    if (e.keyword === 'required') path = path ? `${path}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
    if (e.keyword === 'additionalProperties') path = path ? `${path}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty);
    const field = path || root;
    if (!out.has(field)) out.set(field, { field, message: RU[e.keyword]?.(e) ?? e.message ?? 'Неверное значение' });
  }
  return [...out.values()];
}

const refused = (fields: Field[]) => problem(422, 'VALIDATION_FAILED', 'Проверьте введённые данные', fields);

/**
 * The check itself: a refusal Response, or null when the request keeps the contract (or is for no operation of
 * it: the test controls, the stand-ins and unknown addresses go on to their handlers and the 404 fallback).
 */
export async function checkRequest(
  request: Request,
  authenticate?: (op: { operationId: string; tags: string[] }) => Response | null,
): Promise<Response | null> {
  const url = new URL(request.url);
  const checks = await requestChecks();
  let match: RegExpExecArray | null = null;
  const op = checks.find((x) => x.method === request.method && (match = x.pattern.exec(url.pathname)) !== null);
  if (!op || !match) return null;
  const groups = (match as RegExpExecArray).groups ?? {};

  // Credentials first, as Prism does: a missing client credential (or a missing bearer where every alternative
  // needs one) is 401; then `authenticate` (app.ts, over the sessions) refuses a sent bearer the sandbox does not accept.
  const bearer = /^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '');
  if (op.security.length && !op.security.some((alt) => alt.headers.every((h) => request.headers.has(h)) && (!alt.bearer || bearer))) {
    const missing = op.security.flatMap((alt) => alt.headers).filter((h) => !request.headers.has(h));
    return missing.length
      ? problem(
          401,
          'UNAUTHORIZED',
          'Нет ключей клиента',
          [...new Set(missing)].map((field) => ({ field, message: 'Обязательный заголовок' })),
        )
      : unauthorized();
  }
  // Then whether a sent bearer token is valid (the sandbox's sessions), before anything else is looked at.
  const unknownToken = authenticate?.(op);
  if (unknownToken) return unknownToken;

  const values: Record<Location, Node> = { path: {}, query: {}, header: {} };
  for (const p of op.parameters) {
    if (p.in === 'path') {
      const value = groups[p.name];
      if (value !== undefined) values.path[p.name] = read(decoded(value), p.type);
    } else if (p.in === 'query') {
      const all = url.searchParams.getAll(p.name);
      if (!all.length) continue;
      values.query[p.name] = p.type === 'array' ? (p.explode ? all : all.flatMap((v) => v.split(','))).map((v) => read(v, p.itemType)) : read(all[0]!, p.type);
    } else {
      const value = request.headers.get(p.name);
      if (value !== null) values.header[p.name] = read(value, p.type);
    }
  }
  if (!op.validateParameters.path(values.path)) {
    // A path whose id cannot be one names no resource.
    return problem(404, 'NOT_FOUND', 'Не найдено', fieldsOf(op.validateParameters.path.errors, 'path'));
  }
  if (!op.validateParameters.header(values.header)) {
    // A header of the wrong type is a malformed request (400), not a value to correct (422).
    const labels = new Map(op.parameters.filter((p) => p.in === 'header').map((p) => [p.name, p.label]));
    const fields = fieldsOf(op.validateParameters.header.errors, 'header').map((f) => ({ ...f, field: labels.get(f.field) ?? f.field }));
    return problem(400, 'BAD_REQUEST', 'Неверный заголовок запроса', fields);
  }
  const fields: Field[] = [];
  if (!op.validateParameters.query(values.query)) fields.push(...fieldsOf(op.validateParameters.query.errors, 'query'));

  if (op.body) {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type && op.body.otherMedia.some((m) => m.toLowerCase() === type)) {
      // A multipart upload: the handler reads and checks the file itself.
    } else if (op.body.json) {
      const text = request.body ? await request.clone().text() : '';
      if (!text.trim()) {
        if (op.body.required) fields.push({ field: 'body', message: 'Нужно тело запроса в JSON' });
      } else {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          return problem(400, 'MALFORMED_JSON', 'Тело запроса не JSON', [{ field: 'body', message: 'Тело запроса не разбирается как JSON' }]);
        }
        if (!op.body.json(value)) fields.push(...fieldsOf(op.body.json.errors, 'body'));
      }
    }
  }
  return fields.length ? refused(fields) : null;
}

/**
 * The check as Hono middleware, before every router; each refusal is written to `log` (the sandbox's log).
 * `authenticate` answers a sent bearer token the sandbox does not accept (a 401 Response), or null.
 */
export function validateRequests(
  log: (line: string) => void,
  authenticate?: (c: Context, op: { operationId: string; tags: string[] }) => Response | null,
): MiddlewareHandler {
  return async (c, next) => {
    const refusal = await checkRequest(c.req.raw, authenticate && ((op) => authenticate(c, op)));
    if (!refusal) return next();
    const { fields = [] } = (await refusal.clone().json()) as { fields?: Field[] };
    log(
      `refused ${c.req.method} ${new URL(c.req.url).pathname} ${refusal.status}: ${fields.map((f) => `${f.field} (${f.message})`).join(', ') || 'credentials'}`,
    );
    return refusal;
  };
}
