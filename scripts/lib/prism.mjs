// Starts the Prism mock of the bundled OpenAPI contract and stops it again.
// Used by `npm run mock`, `npm start`, the Playwright harness and `npm run perf`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PRISM_BIN = join(ROOT, 'node_modules/.bin/prism');

/** A free TCP port on `host` (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.once('error', fail);
    server.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
}

/** Resolves once `url` answers any HTTP response; rejects after `timeoutMs` or when `child` exits. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `prism mock` on `host:port` (a free port when none is given) and waits until it answers.
 * With `upstream`, starts `prism proxy` instead: every exchange with the upstream is validated against the
 * contract (with `errors`, a violation is answered 422/500 instead of passing). `onLine` gets every line
 * Prism prints (violations included), `log()` the last few kilobytes of them.
 * @param {{ port?: number, spec?: string, dynamic?: boolean, host?: string, errors?: boolean, quiet?: boolean, upstream?: string, onLine?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, stop(): Promise<void>, log(): string }>}
 */
export async function startPrism({
  port,
  spec = 'openapi/dist/openapi.yaml',
  dynamic = false,
  host = '127.0.0.1',
  errors = false,
  quiet = true,
  upstream,
  onLine,
} = {}) {
  const specPath = resolve(ROOT, spec);
  if (!existsSync(specPath)) throw new Error(`no OpenAPI bundle at ${specPath}: run npm run bundle:openapi first`);
  const chosen = port ?? (await freePort(host));
  const args = [upstream ? 'proxy' : 'mock', '-h', host, '-p', String(chosen)];
  if (dynamic && !upstream) args.push('-d');
  if (errors) args.push('--errors');
  args.push(specPath);
  if (upstream) args.push(upstream);

  // Own process group, so stop() ends Prism and anything it forked. Without the caller's NODE_ENV: Prism's CLI does
  // not start under NODE_ENV=production (its cluster module comes up undefined), which `npm run perf` sets for the app.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const child = spawn(PRISM_BIN, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  let pending = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-8_000);
    if (!quiet) process.stdout.write(chunk);
    if (onLine) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const url = `http://${host}:${chosen}`;
  // If the parent exits without calling stop() (an exception, Ctrl+C elsewhere), take Prism along.
  const killOnExit = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let stopped = false;
  const stop = async () => {
    if (stopped || child.exitCode !== null) return;
    stopped = true;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 3_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitForHttp(url, { child });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- prism output ---\n${log}`, { cause: error });
  }
  return { url, port: chosen, stop, log: () => log };
}

/** Runs the lead's `npm run bundle:openapi`; throws when it fails. */
export async function bundleOpenApi() {
  const child = spawn('npm', ['run', '-s', 'bundle:openapi'], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`npm run bundle:openapi failed with exit code ${code}`);
}
