// The sandbox refuses what the contract refuses, and nothing it refuses changes its state. For every operation of
// the contract, a valid request is built from the contract's examples (path and query values, the request body
// example, the client keys, the demo client's bearer), then mutated: each body field of the wrong type, `null` for a
// field that is not nullable, `null` appended to each array, each required field left out, the body left out or not
// JSON, each integer path id impossible (-1, 0, 1e3), Accept-Language left out (on the reads). All of them go to one in-process
// sandbox, one after another, and a sample through the validating proxy. The test fails on
//   - any 5xx (a handler that trusted what the contract refuses),
//   - any 2xx to an impossible id (a contract example answering a path no state has),
//   - any 2xx to a body that breaks the contract (a wrong type, a missing required field, null in an array),
//   - any later valid request it broke: after all mutations firm 101 and its reviews, master 201, the demo client's
//     sign-in with its password, and its future reservations must still answer as the seed says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, DEMO_USER, type Sandbox } from './sandbox';
import { startSandboxStack, type SandboxStack } from './sandbox/stack';
import { loadContract } from './lib/contract';
import { HEADERS } from './lib/sdk';

type Node = Record<string, unknown>;
type Kind = 'impossible-id' | 'wrong-type' | 'null' | 'null-in-array' | 'missing-required' | 'no-body' | 'not-json' | 'no-accept-language';

interface Probe {
  operationId: string;
  kind: Kind;
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const contract = loadContract();
const document = contract.document;
const BASE = 'http://fuzz.test';

function deref(node: unknown): Node {
  let current = (node ?? {}) as Node;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Node>((at, key) => at[key] as Node, document);
  }
  return current;
}

/** The properties and required list of an object schema (allOf merged). */
function objectSchema(schema: Node): { properties: Record<string, Node>; required: string[] } {
  const s = deref(schema);
  const parts = [s, ...((s.allOf as unknown[] | undefined) ?? []).map(deref)];
  const properties: Record<string, Node> = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, (part.properties ?? {}) as Record<string, Node>);
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  return { properties, required };
}

/** A value of another JSON type than the schema's. */
function wrongType(schema: Node): unknown {
  switch (deref(schema).type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return '5';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-a-list';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

const sampleValue = (parameter: Node) => {
  const schema = deref(parameter.schema);
  const value = parameter.example ?? schema.example ?? (schema.enum as unknown[] | undefined)?.[0] ?? schema.default;
  if (value !== undefined) return value;
  return schema.type === 'integer' || schema.type === 'number' ? 1 : schema.type === 'array' ? [1] : 'x';
};

/** Every probe of every operation, from the contract. */
function probes(bearer: string): Probe[] {
  const out: Probe[] = [];
  for (const op of contract.operations) {
    const item = (document.paths as Record<string, Node>)[op.path]!;
    const raw = item[op.method] as Node;
    const parameters = [...((item.parameters as unknown[]) ?? []), ...((raw.parameters as unknown[]) ?? [])].map(deref);
    const pathValues: Record<string, string> = {};
    const query = new URLSearchParams();
    for (const p of parameters) {
      if (p.in === 'path') pathValues[String(p.name)] = String(sampleValue(p));
      if (p.in === 'query' && p.required) {
        const value = sampleValue(p);
        for (const one of Array.isArray(value) ? value : [value]) query.append(String(p.name), String(one));
      }
    }
    const pathOf = (values: Record<string, string>) => op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
    const search = query.size ? `?${query}` : '';
    const headers: Record<string, string> = { ...HEADERS, Authorization: `Bearer ${bearer}` };
    const json = op.requestBody && /json/.test(op.requestBody.mediaType) ? op.requestBody : undefined;
    if (json) headers['Content-Type'] = 'application/json';
    const example = json?.example;
    const body = json ? JSON.stringify(example ?? {}) : undefined;
    const base = { operationId: op.operationId, method: op.method.toUpperCase(), headers };
    const valid = { ...base, path: `${pathOf(pathValues)}${search}`, body };

    for (const p of parameters.filter((x) => x.in === 'path' && deref(x.schema).type === 'integer')) {
      for (const impossible of ['-1', '0', '1e3']) {
        out.push({
          ...valid,
          kind: 'impossible-id',
          what: `${String(p.name)}=${impossible}`,
          path: `${pathOf({ ...pathValues, [String(p.name)]: impossible })}${search}`,
        });
      }
    }
    // Without Accept-Language the request is still valid: only reads, so no valid request changes the state (a valid
    // password change or reset would change the demo client's password, as it should).
    if (op.method === 'get') {
      const { 'Accept-Language': _language, ...withoutLanguage } = headers;
      out.push({ ...valid, kind: 'no-accept-language', what: 'no Accept-Language', headers: withoutLanguage });
    }

    if (!json) continue;
    const bodySchema = deref((deref(raw.requestBody).content as Record<string, Node>)[json.mediaType]!.schema);
    const required = deref(raw.requestBody).required === true;
    if (required) out.push({ ...valid, kind: 'no-body', what: 'no body', body: undefined });
    out.push({ ...valid, kind: 'not-json', what: 'not JSON', body: '{"broken": ' });
    if (!example || typeof example !== 'object' || Array.isArray(example)) continue;
    const { properties, required: requiredFields } = objectSchema(bodySchema);
    for (const [name, schema] of Object.entries(properties)) {
      const s = deref(schema);
      const wrong = wrongType(s);
      if (wrong !== undefined)
        out.push({ ...valid, kind: 'wrong-type', what: `${name}: ${JSON.stringify(wrong)}`, body: JSON.stringify({ ...example, [name]: wrong }) });
      if (s.nullable !== true && s.type) out.push({ ...valid, kind: 'null', what: `${name}: null`, body: JSON.stringify({ ...example, [name]: null }) });
      const current = (example as Node)[name];
      if (s.type === 'array' && Array.isArray(current)) {
        out.push({ ...valid, kind: 'null-in-array', what: `${name}: [..., null]`, body: JSON.stringify({ ...example, [name]: [...current, null] }) });
      }
    }
    for (const name of requiredFields) {
      const { [name]: _gone, ...rest } = example as Node;
      out.push({ ...valid, kind: 'missing-required', what: `without ${name}`, body: JSON.stringify(rest) });
    }
  }
  return out;
}

/** What a probe's answer must not be. */
function problemOf(probe: Probe, status: number): string | null {
  if (status >= 500) return `${status}`;
  if (probe.kind === 'no-accept-language' && status >= 400 && status !== 404 && status !== 401) return `${status} without Accept-Language`;
  if (status < 300 && probe.kind === 'impossible-id') return `${status} to an impossible id`;
  if (status < 300 && ['wrong-type', 'null', 'null-in-array', 'missing-required', 'not-json', 'no-body'].includes(probe.kind))
    return `${status}: accepted a body that breaks the contract`;
  return null;
}
const label = (probe: Probe, status: number, problem: string) =>
  `${probe.operationId} ${probe.kind} (${probe.what}) ${probe.method} ${probe.path} → ${problem}`;

async function send(fetcher: (request: Request) => Promise<Response>, base: string, probe: Probe): Promise<number> {
  const response = await fetcher(new Request(`${base}${probe.path}`, { method: probe.method, headers: probe.headers, body: probe.body }));
  await response.arrayBuffer();
  return response.status;
}

/** The valid requests that must still work after the mutations, as the seed says. */
async function afterwards(fetcher: (request: Request) => Promise<Response>, base: string): Promise<string[]> {
  const broken: string[] = [];
  const get = async (path: string, token?: string) => {
    const response = await fetcher(new Request(`${base}${path}`, { headers: { ...HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) } }));
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Node };
  };
  const firm = await get('/rest/clients-app/v1/firms/101');
  if (firm.status !== 200 || firm.body.name !== 'Салон красоты «Жасмин»') broken.push(`GET firms/101 → ${firm.status} ${String(firm.body?.name)}`);
  const reviews = await get('/rest/clients-app/v1/firms/101/reviews');
  if (reviews.status !== 200 || (reviews.body.total as number) < 46)
    broken.push(`GET firms/101/reviews → ${reviews.status}, total ${String(reviews.body?.total)}`);
  const master = await get('/rest/clients-app/v1/masters/201/profile');
  if (master.status !== 200 || master.body.id !== 201) broken.push(`GET masters/201/profile → ${master.status}`);
  const signIn = await fetcher(
    new Request(`${base}/auth-app/auth/v1/sign-in`, {
      method: 'POST',
      headers: { ...HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: 77011234567, password: DEMO_USER.password, appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'fuzz', deviceOS: 'Linux' }),
    }),
  );
  const session = (await signIn.json().catch(() => ({}))) as { accessToken?: string };
  if (signIn.status !== 200) broken.push(`sign-in of the demo client → ${signIn.status}`);
  else {
    const future = await get('/rest/clients-app/v2/reservations?type=future', session.accessToken);
    const ids = ((future.body?.items as { id: number }[] | undefined) ?? []).map((r) => r.id);
    if (future.status !== 200 || !ids.includes(90211)) broken.push(`GET reservations?type=future → ${future.status}, ids ${ids.join(',')}`);
  }
  return broken;
}

describe('fuzzing every operation with requests the contract refuses', () => {
  let sandbox: Sandbox;
  let all: Probe[] = [];

  beforeAll(() => {
    sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    all = probes(sandbox.signIn().accessToken);
  });

  it('in-process: no 5xx, no 2xx to an impossible id or a body that breaks the contract, and the seed still answers', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const probe of all) {
      counts[probe.kind] = (counts[probe.kind] ?? 0) + 1;
      const status = await send((r) => sandbox.fetch(r), BASE, probe);
      const problem = problemOf(probe, status);
      if (problem) failures.push(label(probe, status, problem));
    }
    const broken = await afterwards((r) => sandbox.fetch(r), BASE);
    console.log(
      `${all.length} probes over ${contract.operations.length} operations (${Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}); ${failures.length} failures; state broken: ${broken.length}${broken.length ? ` (${broken.join('; ')})` : ''}`,
    );
    expect(all.length).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    expect(broken).toEqual([]);
  });

  describe('through the validating proxy (a sample: every impossible id, and one body mutation per operation)', () => {
    let stack: SandboxStack;
    beforeAll(async () => {
      stack = await startSandboxStack({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    });
    afterAll(async () => {
      await stack?.stop();
    });

    it('no 5xx, no 2xx to an impossible id or a body that breaks the contract, and the seed still answers', async () => {
      const bearer = stack.server.sandbox.signIn().accessToken;
      const sample: Probe[] = [];
      const seen = new Set<string>();
      for (const probe of probes(bearer)) {
        const key = `${probe.operationId} ${probe.kind}`;
        if (probe.kind === 'impossible-id' || probe.kind === 'no-accept-language' || (probe.kind === 'wrong-type' && !seen.has(key))) sample.push(probe);
        seen.add(key);
      }
      const failures: string[] = [];
      for (const probe of sample) {
        const status = await send((r) => fetch(r), stack.url, probe);
        const problem = problemOf(probe, status);
        if (problem) failures.push(label(probe, status, problem));
      }
      const broken = await afterwards((r) => fetch(r), stack.url);
      console.log(
        `through the proxy: ${sample.length} probes; ${failures.length} failures; state broken: ${broken.length}${broken.length ? ` (${broken.join('; ')})` : ''}`,
      );
      expect(failures).toEqual([]);
      expect(broken).toEqual([]);
    });
  });
});
