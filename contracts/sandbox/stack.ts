// The sandbox behind Prism's validating proxy (errors on): what `npm start`, the e2e tests and the
// contract tests run. Every exchange is checked against the bundled contract; Prism's violation lines
// (errors, and warnings such as an undeclared status) are collected and reported as violations.
import { startPrism } from '../../scripts/lib/prism.mjs';
import { startSandboxServer, type SandboxServer } from './server';
import type { SandboxOptions } from './index';

export interface SandboxStack {
  /** Prism's validating proxy: point clients here. */
  url: string;
  /** The sandbox itself (controls under /__sandbox/ are reached here, not through Prism). */
  sandboxUrl: string;
  server: SandboxServer;
  /** Contract violations Prism reported so far (one line each). */
  violations: string[];
  stop(): Promise<void>;
}

/** Lines of Prism's log that report a contract violation (its `✖ error` and `⚠ warning` lines about a request or response). */
export function isViolation(line: string): boolean {
  return /violation|unable to match|does not match|must (be|have|match|NOT)|should |not declared|unknown/i.test(line) && /(✖|⚠|error|warning)/i.test(line);
}

export async function startSandboxStack(
  options: SandboxOptions & { spec?: string; onViolation?: (line: string) => void; onLine?: (line: string) => void } = {},
): Promise<SandboxStack> {
  const server = await startSandboxServer(options);
  const violations: string[] = [];
  let prism;
  try {
    prism = await startPrism({
      upstream: server.url,
      errors: true,
      ...(options.spec ? { spec: options.spec } : {}),
      onLine: (line) => {
        options.onLine?.(line);
        if (isViolation(line)) {
          violations.push(line.trim());
          options.onViolation?.(line.trim());
        }
      },
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const proxy = prism;
  return {
    url: proxy.url,
    sandboxUrl: server.url,
    server,
    violations,
    async stop() {
      await proxy.stop();
      await server.stop();
    },
  };
}
