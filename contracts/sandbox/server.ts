// The sandbox as a Node HTTP server on 127.0.0.1 (a free port unless one is given), for `npm start`,
// the end-to-end tests and the contract tests that go through Prism's validating proxy.
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';

export interface SandboxServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  stop(): Promise<void>;
}

export async function startSandboxServer(
  options: SandboxOptions & { port?: number; host?: string } = {},
): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const sandbox = createSandbox({ ...options, origin: options.origin ?? undefined });
  const server = createAdaptorServer({ fetch: (request: Request) => sandbox.fetch(request), hostname: host });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    port,
    sandbox,
    stop: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function') server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
