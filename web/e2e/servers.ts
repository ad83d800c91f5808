// Builds the app and serves it with `vite preview` in front of the sandbox (contracts/sandbox) behind Prism's
// validating proxy, all on free 127.0.0.1 ports. Shared by the Playwright global setup and `npm run perf`.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { ROOT, bundleOpenApi, freePort } from '../../scripts/lib/prism.mjs';
import { startSandboxStack } from '../../contracts/sandbox/stack';

export interface Servers {
  /** The app (vite preview). */
  url: string;
  /** Prism's validating proxy in front of the sandbox (what the app's /rest and /auth-app go to). */
  apiUrl: string;
  /** The sandbox itself: test controls under /__sandbox/. */
  sandboxUrl: string;
  /** Contract violations Prism reported so far. */
  violations: string[];
  stop(): Promise<void>;
}

export async function startServers({ rebuild = true, env = {} as Record<string, string> } = {}): Promise<Servers> {
  await bundleOpenApi();
  // Every violation, for a failed run: test-results/contract-violations.log.
  // One file per run (another run in the same checkout has its own servers and its own file); the fixtures find it in
  // E2E_VIOLATION_LOG.
  const violationLog = join(ROOT, `node_modules/.cache/salonbook-e2e-violations-${process.pid}.log`);
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  process.env.E2E_VIOLATION_LOG = violationLog;
  writeFileSync(violationLog, '');
  const stack = await startSandboxStack({
    accessTokenTtlSeconds: Number(process.env.SANDBOX_TOKEN_TTL ?? 3600),
    onViolation: (line) => {
      appendFileSync(violationLog, `${line}\n`);
      console.error(`CONTRACT VIOLATION ${line}`);
    },
  });
  let server: PreviewServer | undefined;
  try {
    process.env.SALONBOOK_API_PROXY = stack.url;
    Object.assign(process.env, env);
    const configFile = join(ROOT, 'vite.config.ts');
    // A build of its own, so another `vite build` in the shared checkout (web/dist) cannot pull the files away mid-run.
    const outDir = join(ROOT, 'node_modules/.cache/salonbook-e2e-dist');
    if (rebuild) await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const port = await freePort();
    server = await preview({ configFile, build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const url = `http://127.0.0.1:${server.config.preview.port}`;
  return {
    url,
    apiUrl: stack.url,
    sandboxUrl: stack.sandboxUrl,
    violations: stack.violations,
    async stop() {
      await new Promise<void>((done) => server!.httpServer.close(() => done()));
      await stack.stop();
    },
  };
}
