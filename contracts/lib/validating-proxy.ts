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
  const prism = await startPrism({ upstream: options.upstream, errors: true, spec });
  const violations: Violation[] = [];
  const report = (violation: Violation) => {
    violations.push(violation);
    options.onViolation?.(violation);
  };

  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const response = await proxy(`${prism.url}${url.pathname}${url.search}`, { raw: c.req.raw, headers: { ...c.req.header() } });
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

  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const server = await new Promise<ServerType>((done) => {
    const started = serve({ fetch: app.fetch, hostname: host, port }, () => done(started));
  });
  return {
    url: `http://${host}:${port}`,
    violations,
    prismLog: () => prism.log(),
    async stop() {
      await new Promise<void>((done) => server.close(() => done()));
      await prism.stop();
    },
  };
}
