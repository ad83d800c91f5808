// npm run contract:proxy -- --upstream <url> [--port 4011] [--host 127.0.0.1] [--spec <bundle>] [--no-bundle]
//
// Puts Prism's validating proxy in front of a backend (contracts/lib/validating-proxy.ts): every request and every
// response that passes through is validated against the contract. A violation does not pass: the client gets a
// 422 (bad request) or 500 (bad response) problem+json from Prism with the violations listed, and each is printed
// here as one line naming the operation, the field and the rule:
//
//   CONTRACT VIOLATION getFirm GET /rest/clients-app/v1/firms/102 → 500: response.body.rating: must be number [type]
//
// A status the operation does not list is printed the same way ([undeclared-status]). Conforming traffic passes
// through unchanged. The default bundle (openapi/dist/openapi.yaml) is made afresh; a candidate bundle (--spec or
// CONTRACT_BUNDLE) is used as it is.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { bundleOpenApi, ROOT } from './lib/prism.mjs';

const DEFAULT_BUNDLE = 'openapi/dist/openapi.yaml';
const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '4011' },
    host: { type: 'string', default: '127.0.0.1' },
    spec: { type: 'string', default: process.env.CONTRACT_BUNDLE ?? DEFAULT_BUNDLE },
    'no-bundle': { type: 'boolean', default: false },
  },
});

if (!values.upstream || !/^https?:\/\//.test(values.upstream)) {
  console.error('usage: npm run contract:proxy -- --upstream http://backend.example:8080 [--port 4011]');
  process.exit(2);
}

if (!values['no-bundle'] && values.spec === DEFAULT_BUNDLE) await bundleOpenApi();
const spec = resolve(ROOT, values.spec);
if (!existsSync(spec)) {
  console.error(`no OpenAPI bundle at ${spec}: run npm run bundle:openapi first`);
  process.exit(2);
}

/** @type {typeof import('../contracts/lib/validating-proxy.ts')} */
const { startValidatingProxy, formatViolation } = await tsImport('../contracts/lib/validating-proxy.ts', import.meta.url);
const proxy = await startValidatingProxy({
  upstream: values.upstream,
  spec,
  host: values.host,
  port: Number(values.port),
  onViolation: (violation) => console.log(`CONTRACT VIOLATION ${formatViolation(violation)}`),
});
console.log(
  `Validating proxy: ${proxy.url} -> ${values.upstream} (contract ${values.spec}). Violations are answered 422/500 and printed as CONTRACT VIOLATION. Ctrl+C stops it.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    await proxy.stop();
    process.exit(0);
  });
}
