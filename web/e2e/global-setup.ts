import { startServers } from './servers';

/**
 * Builds the app, starts the sandbox behind Prism's validating proxy and `vite preview`; the returned function
 * stops them after the run, and fails the run when Prism reported any contract violation.
 */
export default async function globalSetup() {
  const servers = await startServers({ rebuild: process.env.E2E_SKIP_BUILD !== '1' });
  process.env.E2E_BASE_URL = servers.url;
  process.env.E2E_API_URL = servers.apiUrl;
  process.env.E2E_SANDBOX_URL = servers.sandboxUrl;
  console.log(`e2e: app ${servers.url}, Prism proxy ${servers.apiUrl}, sandbox ${servers.sandboxUrl}`);
  return async () => {
    const violations = [...servers.violations];
    await servers.stop();
    if (violations.length > 0) throw new Error(`Prism reported ${violations.length} contract violation(s):\n${violations.join('\n')}`);
  };
}
