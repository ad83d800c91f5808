// The validating proxy (npm run contract:proxy) catches a backend that breaks the contract: a small
// local upstream answers one firm with a field of the wrong type and another as the contract says.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, ROOT } from './lib/contract';
import { freePort } from './lib/prism';
import { HEADERS } from './lib/sdk';

const contract = loadContract();
const firmExample = contract.byId.get('getFirm')!.responses['200']!.example as Record<string, unknown>;

describe('the validating proxy in front of a backend', () => {
  let upstream: Server;
  let proxy: ChildProcess;
  let proxyUrl = '';
  let log = '';
  let startLog = '';
  const upstreamCalls: string[] = [];

  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = createServer((request, response) => {
      upstreamCalls.push(`${request.method} ${request.url}`);
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/rest/clients-app/v1/firms/101') return response.end(JSON.stringify(firmExample));
      // Firm 102: the contract's firm, but its rating is a string.
      if (request.url === '/rest/clients-app/v1/firms/102') return response.end(JSON.stringify({ ...firmExample, id: 102, rating: '4.8' }));
      // Firm 103: a 500 the operation does not list.
      if (request.url === '/rest/clients-app/v1/firms/103') {
        response.statusCode = 500;
        return response.end(JSON.stringify({ code: 'INTERNAL', message: 'Ошибка сервера' }));
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Не найдено' }));
    });
    await new Promise<void>((done) => upstream.listen(upstreamPort, '127.0.0.1', done));

    const port = await freePort();
    proxyUrl = `http://127.0.0.1:${port}`;
    proxy = spawn(
      process.execPath,
      [resolve(ROOT, 'scripts/contract-proxy.mjs'), '--upstream', `http://127.0.0.1:${upstreamPort}`, '--port', String(port), '--no-bundle'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    proxy.stdout!.on('data', (chunk) => (log += chunk));
    proxy.stderr!.on('data', (chunk) => (log += chunk));
    // Ready when it says so (probing it with a request would be a violation of its own).
    for (let waited = 0; !log.includes('Validating proxy: ') && waited < 30_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
    startLog = log;
  });

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((done) => proxy.once('exit', done));
      proxy.kill('SIGTERM');
      await exited;
    }
    await new Promise((done) => upstream?.close(done));
  });

  it('passes a response that keeps the contract through unchanged', async () => {
    const response = await fetch(`${proxyUrl}/rest/clients-app/v1/firms/101`, { headers: HEADERS });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(firmExample);
    expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).toEqual([]);
  });

  it('reports a field of the wrong type: 500 problem+json naming it, and a CONTRACT VIOLATION line', async () => {
    const response = await fetch(`${proxyUrl}/rest/clients-app/v1/firms/102`, { headers: HEADERS });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await response.json()) as { type: string; validation: { location: string[]; message: string }[] };
    expect(problem.type).toContain('VIOLATIONS');
    expect(problem.validation).toContainEqual(
      expect.objectContaining({ location: ['response', 'body', 'rating'], message: expect.stringContaining('must be number') }),
    );
    await expect
      .poll(() => log, { timeout: 5_000 })
      .toMatch(/CONTRACT VIOLATION getFirm GET \/rest\/clients-app\/v1\/firms\/102 → 500: response\.body\.rating: .*must be number \[type\]/);
  });

  it('reports a status the operation does not list, naming the operation', async () => {
    const response = await fetch(`${proxyUrl}/rest/clients-app/v1/firms/103`, { headers: HEADERS });
    expect(response.status).toBe(500);
    await expect
      .poll(() => log, { timeout: 5_000 })
      .toMatch(/CONTRACT VIOLATION getFirm GET \/rest\/clients-app\/v1\/firms\/103 → 500: status: status 500 is not one the operation lists \(.*\) \[undeclared-status\]/);
  });

  it("keeps its own readiness probe out of the output: a clean start prints no violation", () => {
    expect(startLog).not.toMatch(/^CONTRACT VIOLATION/m);
    expect(startLog).toContain('Validating proxy: ');
    expect(proxy.exitCode).toBeNull();
  });

  it('refuses a request that breaks the contract before it reaches the backend', async () => {
    const before = upstreamCalls.length;
    const response = await fetch(`${proxyUrl}/rest/clients-app/v1/firms/abc`, { headers: HEADERS });
    expect(response.status).toBe(422);
    expect(upstreamCalls.length).toBe(before);
    await expect.poll(() => log, { timeout: 5_000 }).toMatch(/CONTRACT VIOLATION getFirm GET \/rest\/clients-app\/v1\/firms\/abc → 422: path\.firmid: .*must be integer \[type\]/i);
  });
});
