// The sandbox as a Node HTTP server on 127.0.0.1 (a free port unless one is given), for `npm start`,
// the end-to-end tests and the contract tests that go through Prism's validating proxy.
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';

/** The seed's pictures (the app serves the same files from its own origin). */
const MEDIA = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/public/media');

/** GET /media/… from web/public/media, so the sandbox alone also serves every picture its answers name. */
async function media(pathname: string): Promise<Response | undefined> {
  if (!pathname.startsWith('/media/')) return undefined;
  const file = normalize(join(MEDIA, decodeURIComponent(pathname.slice('/media/'.length))));
  if (!file.startsWith(MEDIA)) return new Response('Not found', { status: 404 });
  try {
    const type = file.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
    return new Response(new Blob([await readFile(file)], { type }), { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

export interface SandboxServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  stop(): Promise<void>;
}

export async function startSandboxServer(options: SandboxOptions & { port?: number; host?: string } = {}): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const sandbox = createSandbox({ ...options, origin: options.origin ?? undefined });
  const server = createAdaptorServer({
    // The socket's peer is the caller every per-caller limit counts (or, behind a trusted proxy, the hop it added).
    fetch: async (request: Request, env: HttpBindings | Http2Bindings) =>
      (request.method === 'GET' && (await media(new URL(request.url).pathname))) ||
      sandbox.fetch(request, { remoteAddress: env.incoming.socket?.remoteAddress }),
    hostname: host,
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
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
