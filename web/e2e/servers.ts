// Builds the app and serves it with `vite preview` in front of a Prism mock, both on free 127.0.0.1 ports.
// Shared by the Playwright global setup and `npm run perf`.
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { ROOT, bundleOpenApi, freePort, startPrism } from '../../scripts/lib/prism.mjs';

export interface Servers {
  url: string;
  apiUrl: string;
  stop(): Promise<void>;
}

export async function startServers({ rebuild = true, env = {} as Record<string, string> } = {}): Promise<Servers> {
  await bundleOpenApi();
  const prism = await startPrism();
  let server: PreviewServer | undefined;
  try {
    process.env.SALONBOOK_API_PROXY = prism.url;
    Object.assign(process.env, env);
    const configFile = join(ROOT, 'vite.config.ts');
    if (rebuild) await build({ configFile, logLevel: 'warn' });
    const port = await freePort();
    server = await preview({ configFile, preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
  } catch (error) {
    await prism.stop();
    throw error;
  }
  const url = `http://127.0.0.1:${server.config.preview.port}`;
  return {
    url,
    apiUrl: prism.url,
    async stop() {
      await new Promise<void>((done) => server!.httpServer.close(() => done()));
      await prism.stop();
    },
  };
}
