// @vitest-environment node
// `npm start` (scripts/start.mjs) where another program holds 5173 and Vite's old HMR port: it listens on the next free
// port, prints that address, and answers there: the app's handler (health, the 3-D Secure return page with the
// production's headers) and Vite's HMR websocket on the same port. Against a backend that is not there
// (SALONBOOK_BACKEND), so no sandbox or Prism is started: only the app's server, stopped afterwards with all it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { STATIC_CACHE } from './handler';

const START = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
/** Vite's own HMR port in middleware mode, which a second checkout's `npm start` would collide on. */
const VITE_HMR_PORT = 24678;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Another program on `port` (or the port is taken already, by something else: the same for `npm start`). */
async function occupy(port: number): Promise<void> {
  const server: Server = createServer((_request, response) => response.end('another program'));
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) cleanups.push(() => new Promise((done) => server.close(() => done())));
}

/** The environment of a developer's shell: none of this test runner's variables (VITEST makes vite.config.ts a test's). */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$|PORT$)/.test(name)));
  return { ...env, ...extra };
}

/** Stops `npm start` as Ctrl+C would, then anything of its process group that is left. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* gone */
    }
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  group('SIGKILL');
}

/** Resolves with the address `npm start` prints, or rejects when it exits first or prints none in time. */
function printedAddress(child: ChildProcess, output: { text: string }, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address printed within ${timeoutMs} ms:\n${output.text}`)), timeoutMs);
    const look = () => {
      const found = /Salonbook\s+(http:\/\/\S+)/.exec(output.text)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before printing an address:\n${output.text}`));
    });
  });
}

describe('npm start', () => {
  it('prints the address it listens on when 5173 is taken, and answers there with HMR on the same port', { timeout: 120_000 }, async () => {
    await occupy(5173);
    await occupy(VITE_HMR_PORT);
    const child = spawn(process.execPath, [START], {
      env: shellEnv({ SALONBOOK_BACKEND: 'http://127.0.0.1:9' }),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stop(child));
    const output = { text: '' };
    const keep = (chunk: Buffer) => void (output.text += String(chunk));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);

    const address = await printedAddress(child, output, 60_000);
    const url = new URL(address);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).not.toBe('5173');

    const health = await fetch(new URL('/healthz', url));
    expect(await health.text()).toBe('ok');

    const page = await fetch(new URL('/payment-return.html?reservationId=1&status=paid', url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="payment-return-text"');
    expect(page.headers.get('Cache-Control')).toBe(STATIC_CACHE);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Content-Security-Policy')).toMatch(new RegExp(`connect-src [^;]* ws://127\\.0\\.0\\.1:${url.port}(;|$)`));

    // Vite's HMR websocket answers on the printed port, and Vite never tried a port of its own.
    const ping = new WebSocket(`ws://127.0.0.1:${url.port}/`, 'vite-ping');
    await new Promise<void>((resolve, reject) => {
      ping.onopen = () => resolve();
      ping.onerror = () => reject(new Error('no HMR websocket on the printed port'));
    });
    ping.close();
    expect(output.text).not.toMatch(/already in use/i);
  });
});
