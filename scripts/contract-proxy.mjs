// npm run contract:proxy -- --upstream <url> [--port 4011] [--host 127.0.0.1] [--spec openapi/dist/openapi.yaml] [--no-bundle]
//
// Puts Prism in proxy mode in front of a real backend: every request and every response that passes
// through is validated against the contract. With --errors on, a violation does not pass: the client gets
// a 422 (bad request) or 500 (bad response) problem+json from Prism with the violations listed, and the
// violations are printed here. Conforming traffic passes through unchanged (with an empty sl-violations).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleOpenApi, ROOT, waitForHttp } from './lib/prism.mjs';

const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '4011' },
    host: { type: 'string', default: '127.0.0.1' },
    spec: { type: 'string', default: process.env.CONTRACT_BUNDLE ?? 'openapi/dist/openapi.yaml' },
    'no-bundle': { type: 'boolean', default: false },
  },
});

if (!values.upstream || !/^https?:\/\//.test(values.upstream)) {
  console.error('usage: npm run contract:proxy -- --upstream http://backend.example:8080 [--port 4011]');
  process.exit(2);
}

// A candidate bundle (--spec or CONTRACT_BUNDLE) is used as it is; the default one is made afresh.
if (!values['no-bundle'] && values.spec === 'openapi/dist/openapi.yaml') await bundleOpenApi();
const spec = resolve(ROOT, values.spec);
if (!existsSync(spec)) {
  console.error(`no OpenAPI bundle at ${spec}: run npm run bundle:openapi first`);
  process.exit(2);
}

const url = `http://${values.host}:${values.port}`;
const args = ['proxy', '-h', values.host, '-p', values.port, '--errors', spec, values.upstream];
// Own process group, so stopping the proxy stops everything Prism forked.
const prism = spawn(join(ROOT, 'node_modules/.bin/prism'), args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });

// Prism's log lines go through; violations are set apart so they are easy to see (and to grep for).
let pending = '';
const relay = (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (/Violation|VIOLATIONS|✖/.test(line)) console.log(`CONTRACT VIOLATION ${line.trim()}`);
    else console.log(line);
  }
};
prism.stdout.on('data', relay);
prism.stderr.on('data', relay);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-prism.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  process.exitCode = code;
};
prism.once('exit', (code) => {
  if (!stopping) {
    console.error(`prism exited (${code})`);
    process.exit(code ?? 1);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(0));

try {
  await waitForHttp(url, { child: prism });
} catch (error) {
  console.error(error.message);
  stop(1);
}
if (!stopping) {
  console.log(`\nValidating proxy: ${url} -> ${values.upstream} (contract ${values.spec}). Violations are answered 422/500 and printed as CONTRACT VIOLATION. Ctrl+C stops it.`);
}
