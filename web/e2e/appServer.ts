// An app server of the e2e run's build (node <dist>/server/main.js), a process of its own as in a deployment, on the
// suite's clock (suite-clock.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '../../scripts/lib/prism.mjs';

const CLOCK = fileURLToPath(new URL('./suite-clock.mjs', import.meta.url));

export interface AppServer {
  url: string;
  address: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startAppServer(dist: string, api: string, env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', CLOCK, join(dist, 'server/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SALONBOOK_API_UPSTREAM: api, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += String(chunk);
    process.stderr.write(chunk);
  });
  // The server loads every screen's module before it listens (main.ts loadScreens): seconds on a loaded machine.
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, child }).catch((error: unknown) => {
    child.kill();
    throw new Error(`the app server did not start (${error instanceof Error ? error.message : String(error)}):\n${stderr}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(signal);
      await exited;
    },
  };
}
