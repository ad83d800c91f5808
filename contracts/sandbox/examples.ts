// Operations the sandbox keeps no state for answer with the contract's own examples: this reads the
// bundled contract (openapi/dist/openapi.yaml, bundled on first use when missing) once per process.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLE = resolve(ROOT, 'openapi/dist/openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export type Node = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  /** Every security alternative asks for the bearer token. */
  bearer: boolean;
  success: number;
  /** The success answer's example (undefined for a response without a body). */
  example: unknown;
  mediaType: string | undefined;
}

let cached: ContractOperation[] | undefined;
let documentLoad: Promise<Node> | undefined;

export function deref(document: Node, node: unknown): Node {
  let current = node as Node;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Node>((at, key) => at[key] as Node, document);
  }
  return current;
}

/** The bundled contract, parsed once per process (examples.ts and validation.ts share it). */
export function contractDocument(): Promise<Node> {
  documentLoad ??= (async () => {
    if (!existsSync(BUNDLE)) {
      const { bundle } = await import('../../scripts/lib/openapi.mjs');
      bundle();
    }
    return YAML.parse(readFileSync(BUNDLE, 'utf8')) as Node;
  })();
  return documentLoad;
}

/** The contract's operations with their success examples, most specific paths first. */
export async function contractOperations(): Promise<ContractOperation[]> {
  if (cached) return cached;
  const document = await contractDocument();
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const responses = (op.responses ?? {}) as Record<string, unknown>;
      const success =
        Object.keys(responses)
          .filter((s) => /^2\d\d$/.test(s))
          .sort()[0] ?? '200';
      const response = deref(document, responses[success]);
      const content = (response.content ?? {}) as Record<string, Node>;
      const mediaType = Object.keys(content)[0];
      const media = mediaType ? content[mediaType] : undefined;
      let example: unknown = media?.example;
      if (example === undefined && media?.examples) example = deref(document, Object.values(media.examples as Node)[0]).value;
      const security = (op.security ?? document.security ?? []) as Node[];
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        bearer: security.length > 0 && security.every((alt) => 'bearer' in alt),
        success: Number(success),
        example,
        mediaType,
      });
    }
  }
  // Literal segments before templated ones, so /firms/list wins over /firms/{firmId}.
  const templated = (p: string) => (p.match(/\{/g) ?? []).length;
  operations.sort((a, b) => templated(a.path) - templated(b.path));
  cached = operations;
  return operations;
}

/** The operation a request is for, if the contract has it. */
export async function findOperation(method: string, pathname: string): Promise<ContractOperation | undefined> {
  return (await contractOperations()).find((op) => op.method === method && op.pattern.test(pathname));
}
