// The sandbox behind Prism's validating proxy (contracts/lib/validating-proxy.ts: `prism proxy --errors` with a
// pass-through that reports every violation, undeclared statuses included): what `npm start`, the e2e tests and
// the contract tests run. Every exchange is checked against the bundled contract.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLE } from '../lib/contract';
import { formatViolation, startValidatingProxy } from '../lib/validating-proxy';
import { startSandboxServer, type SandboxServer } from './server';
import type { SandboxOptions } from './index';

export interface SandboxStack {
  /** The validating proxy: point clients here. */
  url: string;
  /** The sandbox itself (controls under /__sandbox/ are reached here, not through Prism). */
  sandboxUrl: string;
  server: SandboxServer;
  /** Contract violations reported so far, one line each (operation, field, rule). */
  violations: string[];
  /** Prism's own log (the last few kilobytes). */
  prismLog(): string;
  stop(): Promise<void>;
}

export async function startSandboxStack(options: SandboxOptions & { spec?: string; onViolation?: (line: string) => void } = {}): Promise<SandboxStack> {
  // Prism reloads (and refuses connections meanwhile) whenever its spec file changes, and every `npm run
  // bundle:openapi` in the shared checkout rewrites openapi/dist/openapi.yaml: this stack validates against a copy.
  const dir = mkdtempSync(join(tmpdir(), 'salonbook-contract-'));
  const spec = join(dir, 'openapi.yaml');
  copyFileSync(options.spec ?? BUNDLE, spec);
  // Gone however the process ends: a signal's handler elsewhere (Vite's dev server) may exit before stop() runs.
  const removeCopy = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeCopy);
  const server = await startSandboxServer(options);
  const violations: string[] = [];
  let proxy;
  try {
    proxy = await startValidatingProxy({
      upstream: server.url,
      spec,
      onViolation: (violation) => {
        const line = formatViolation(violation);
        violations.push(line);
        options.onViolation?.(line);
      },
    });
  } catch (error) {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const validating = proxy;
  return {
    url: validating.url,
    sandboxUrl: server.url,
    server,
    violations,
    prismLog: () => validating.prismLog(),
    async stop() {
      await validating.stop();
      await server.stop();
      removeCopy();
      process.off('exit', removeCopy);
    },
  };
}
