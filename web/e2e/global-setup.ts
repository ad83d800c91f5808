import { startServers } from './servers';
import { checkTraffic, clearTraffic, WEB_PACT_FILE } from './traffic';

/**
 * Builds the app, starts the sandbox behind Prism's validating proxy and the built page server; the returned function
 * stops them after the run, and fails the run when Prism reported any contract violation or the app's own traffic
 * (recorded by the fixtures, web/e2e/traffic.ts) breaks the contract.
 */
export default async function globalSetup() {
  const servers = await startServers({ rebuild: process.env.E2E_SKIP_BUILD !== '1' });
  process.env.E2E_BASE_URL = servers.url;
  process.env.E2E_API_URL = servers.apiUrl;
  process.env.E2E_SANDBOX_URL = servers.sandboxUrl;
  console.log(`e2e: app ${servers.url}, Prism proxy ${servers.apiUrl}, sandbox ${servers.sandboxUrl}`);
  clearTraffic();
  return async () => {
    const violations = [...servers.violations];
    await servers.stop();
    if (violations.length > 0) throw new Error(`Prism reported ${violations.length} contract violation(s):\n${violations.join('\n')}`);
    const traffic = await checkTraffic();
    console.log(`e2e: the app's traffic, ${traffic.interactions} distinct exchanges, checked against the contract (${WEB_PACT_FILE})`);
    if (traffic.problems.length > 0) {
      throw new Error(`the web app's traffic breaks the contract (${traffic.problems.length}):\n${traffic.problems.join('\n')}`);
    }
  };
}
