// The bundled OpenAPI contract as data: its operations, their security and their examples.
// Everything in contracts/ reads the contract from here, so a path added to openapi/ shows up at once.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The bundled contract; CONTRACT_BUNDLE points the contract tests at another one (e.g. a candidate change). */
export const BUNDLE = resolve(ROOT, process.env.CONTRACT_BUNDLE ?? 'openapi/dist/openapi.yaml');
export const PACT_DIR = resolve(ROOT, 'contracts/pacts');
export const CONSUMER = 'salonbook-web';
export const PROVIDER = 'salonbook-api';
export const PACT_FILE = resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type Method = (typeof METHODS)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: Method;
  /** The path template of the contract, e.g. /rest/clients-app/v1/firms/{firmId}. */
  path: string;
  /** True when every security alternative of the operation asks for the bearer token. */
  bearer: boolean;
  /** False for an operation without security (`security: []`: a static file, the bank's TermUrl post). */
  credentials?: boolean;
  /** Status codes the contract declares, as strings ('200', '401', …). */
  statuses: string[];
  /** The lowest 2xx status the contract declares. */
  success: number;
  /** Media type and example of the request body, when the operation takes one. */
  requestBody?: { mediaType: string; example: Json | undefined };
  /** Response media type and example, per status. */
  responses: Record<string, { mediaType?: string; example?: Json }>;
}

export interface Contract {
  file: string;
  document: Node;
  operations: Operation[];
  byId: Map<string, Operation>;
}

/** Follows local `$ref`s (`#/components/…`) until a node without one. */
function deref(document: Node, node: unknown): Node {
  let current = node as Node;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are expected in the bundle, found ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Node>((at, key) => at[key] as Node, document);
  }
  return current;
}

function firstMedia(content: unknown): { mediaType?: string; example?: Json } {
  if (!content || typeof content !== 'object') return {};
  const [entry] = Object.entries(content as Record<string, Node>);
  if (!entry) return {};
  const [mediaType, media] = entry;
  if (media.example !== undefined) return { mediaType, example: media.example as Json };
  const named = media.examples as Record<string, Node> | undefined;
  const first = named && Object.values(named)[0];
  return { mediaType, example: first?.value as Json | undefined };
}

/** Reads and indexes a bundled OpenAPI document (default: openapi/dist/openapi.yaml). */
export function loadContract(file = BUNDLE): Contract {
  if (!existsSync(file)) throw new Error(`no OpenAPI bundle at ${file}: run npm run bundle:openapi first`);
  const document = YAML.parse(readFileSync(file, 'utf8')) as Node;
  const globalSecurity = (document.security as Node[] | undefined) ?? [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const security = (op.security as Node[] | undefined) ?? globalSecurity;
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(op.responses as Record<string, unknown>)) {
        responses[status] = firstMedia(deref(document, response).content);
      }
      const statuses = Object.keys(responses);
      const success = Number(statuses.filter((s) => /^2\d\d$/.test(s)).sort()[0] ?? 200);
      let requestBody: Operation['requestBody'];
      if (op.requestBody) {
        const { mediaType, example } = firstMedia(deref(document, op.requestBody).content);
        if (mediaType) requestBody = { mediaType, example };
      }
      operations.push({
        operationId: String(op.operationId),
        method,
        path,
        bearer: security.length > 0 && security.every((alternative) => 'bearer' in alternative),
        credentials: security.length > 0,
        statuses,
        success,
        requestBody,
        responses,
      });
    }
  }
  return { file, document, operations, byId: new Map(operations.map((op) => [op.operationId, op])) };
}

/** `GET /rest/…/{firmId}`: how an operation is named in messages and in the coverage report. */
export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

/** True when a concrete request path (e.g. /rest/…/firms/101) fits the template (…/firms/{firmId}). */
export function pathFits(template: string, concrete: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(concrete);
}

/** The contract operation a request goes to; literal segments win over parameters, as in OpenAPI. */
export function operationFor(contract: Contract, method: string, concretePath: string): Operation | undefined {
  const literalLength = (template: string) => template.replace(/\{[^}]+\}/g, '').length;
  return contract.operations
    .filter((op) => op.method === method.toLowerCase() && pathFits(op.path, concretePath))
    .sort((a, b) => literalLength(b.path) - literalLength(a.path))[0];
}
