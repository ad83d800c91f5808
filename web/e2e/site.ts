// The deployment as web/deploy/README.md sets it up: Debian's real nginx with web/deploy/salonbook.conf.template in
// front of app servers of a production build (node <dist>/server/main.js, each a process of its own), on a free
// 127.0.0.1 port. The deployment test (deploy.spec.ts) and `npm run bench:server` start it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../../scripts/lib/prism.mjs';
import { nginxSnippet } from '../deploy/headers';
import { startAppServer, type AppServer } from './appServer';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** A build's security headers (<dist>/_deploy/headers.json, written by the build). */
export const builtHeaders = (dist: string) => JSON.parse(readFileSync(join(dist, '_deploy/headers.json'), 'utf8')) as Record<string, string>;

/** Renders the template as the deployment guide says (envsubst with the named variables only). */
function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{(SALONBOOK_[A-Z_0-9]+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`no value for ${name}`);
    return value;
  });
}

/** A running nginx in front of app servers of the e2e build (and the e2e API): its address, and how to stop it all. */
export interface Site {
  url: string;
  servers: AppServer[];
  stop(): Promise<void>;
}

/**
 * Starts `servers` app servers and Debian's nginx with the deployment's site (web/deploy/salonbook.conf.template,
 * rendered as the guide says) in front of them on a free 127.0.0.1 port. `csp` rewrites the build's
 * Content-Security-Policy (the snippet nginx includes and the app servers' headers are then a copy of the build's with
 * that policy): a test proves that the policy is what lets a flow work.
 */
export async function startSite({
  dist,
  api,
  csp,
  servers: count = 2,
  trustedProxies = '',
  pageTtl,
  apiWaitMs,
}: {
  /** The build (client/, server/, _deploy/). */
  dist: string;
  /** The API the app servers call and nginx proxies /rest and /auth-app to. */
  api: string;
  csp?: (policy: string) => string;
  servers?: number;
  /** The load balancers whose X-Forwarded-Proto nginx believes (SALONBOOK_TRUSTED_PROXIES); none by default. */
  trustedProxies?: string;
  /** How long nginx keeps a public page (the app servers' SALONBOOK_PAGE_TTL); default 60 s. */
  pageTtl?: number;
  /** How long a page waits for the API before it is incomplete, 503 (the app servers' SALONBOOK_API_WAIT_MS). */
  apiWaitMs?: number;
}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'salonbook-nginx-'));
  let headersFile: string | undefined;
  if (csp) {
    const built = builtHeaders(dist);
    headersFile = join(dir, 'headers.json');
    writeFileSync(headersFile, JSON.stringify({ ...built, 'Content-Security-Policy': csp(built['Content-Security-Policy']!) }));
  }
  const port = await freePort();
  const env = {
    // The pages' addresses are the site's (nginx's), whatever Host a request names.
    SALONBOOK_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...(headersFile && { SALONBOOK_HEADERS_FILE: headersFile }),
    ...(pageTtl !== undefined && { SALONBOOK_PAGE_TTL: String(pageTtl) }),
    ...(apiWaitMs !== undefined && { SALONBOOK_API_WAIT_MS: String(apiWaitMs) }),
  };
  const servers = await Promise.all(Array.from({ length: count }, () => startAppServer(dist, api, env)));
  let site = render(readFileSync(join(ROOT, 'web/deploy/salonbook.conf.template'), 'utf8'), {
    SALONBOOK_LISTEN: `127.0.0.1:${port}`,
    SALONBOOK_SERVER_NAME: '127.0.0.1',
    SALONBOOK_TRUSTED_PROXIES: trustedProxies,
    SALONBOOK_ROOT: dist,
    SALONBOOK_API_UPSTREAM: api,
    // The CA bundle an https:// API is verified against (Debian's ca-certificates).
    SALONBOOK_API_CA: process.env.SALONBOOK_API_CA ?? '/etc/ssl/certs/ca-certificates.crt',
    SALONBOOK_CACHE: join(dir, 'cache'),
    SALONBOOK_APP_SERVERS: servers.map((server) => `server ${server.address} max_fails=1 fail_timeout=10s;`).join(' '),
  });
  if (headersFile) {
    writeFileSync(join(dir, 'security-headers.conf'), nginxSnippet(JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>));
    site = site.replaceAll(`${dist}/_deploy/security-headers.conf`, join(dir, 'security-headers.conf'));
  }
  writeFileSync(join(dir, 'salonbook.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp.map((line) => `  ${line}`),
      `  include ${dir}/salonbook.conf;`,
      '}',
    ].join('\n'),
  );
  const stopServers = () => Promise.all(servers.map((server) => server.stop()));
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) {
    await stopServers();
    throw new Error(`nginx -t failed:\n${check.stderr}`);
  }
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/favicon.svg`);
      break;
    } catch {
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return {
    url,
    servers,
    async stop() {
      nginx.kill('SIGQUIT');
      await new Promise((done) => (nginx.exitCode !== null ? done(null) : nginx.once('exit', done)));
      await stopServers();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
