import { startServers } from './servers';

/** Builds the app, starts Prism and `vite preview`; the returned function stops both after the run. */
export default async function globalSetup() {
  const servers = await startServers({ rebuild: process.env.E2E_SKIP_BUILD !== '1' });
  process.env.E2E_BASE_URL = servers.url;
  process.env.E2E_API_URL = servers.apiUrl;
  console.log(`e2e: app ${servers.url}, Prism ${servers.apiUrl}`);
  return async () => {
    await servers.stop();
  };
}
