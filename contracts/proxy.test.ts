// The validating proxy (npm run contract:proxy) catches a backend that breaks the contract: a small
// local upstream answers one firm with a field of the wrong type and another as the contract says.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, get, type Server } from 'node:http';
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
  const upstreamHeaders: Record<string, string | string[] | undefined>[] = [];

  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = createServer((request, response) => {
      upstreamCalls.push(`${request.method} ${request.url}`);
      upstreamHeaders.push(request.headers);
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
      .toMatch(
        /CONTRACT VIOLATION getFirm GET \/rest\/clients-app\/v1\/firms\/103 → 500: status: status 500 is not one the operation lists \(.*\) \[undeclared-status\]/,
      );
  });

  it('keeps its own readiness probe out of the output: a clean start prints no violation', () => {
    expect(startLog).not.toMatch(/^CONTRACT VIOLATION/m);
    expect(startLog).toContain('Validating proxy: ');
    expect(proxy.exitCode).toBeNull();
  });

  it('refuses a request that breaks the contract before it reaches the backend', async () => {
    const before = upstreamCalls.length;
    const response = await fetch(`${proxyUrl}/rest/clients-app/v1/firms/abc`, { headers: HEADERS });
    expect(response.status).toBe(404);
    expect(upstreamCalls.length).toBe(before);
    await expect
      .poll(() => log, { timeout: 5_000 })
      .toMatch(/CONTRACT VIOLATION getFirm GET \/rest\/clients-app\/v1\/firms\/abc → 404: request\.path\.firmid: .*must be integer \[type\]/i);
  });

  it("answers its own refusals in the contract's Error shape, naming the field, with the declared status", async () => {
    const before = upstreamCalls.length;
    const refused = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${proxyUrl}${path}`, init);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expect(response.headers.get('www-authenticate'), path).toBeNull();
      return { status: response.status, body: (await response.json()) as { code: string; fields?: { field: string }[] } };
    };
    const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((f) => f.field);
    const impossible = await refused('/rest/clients-app/v1/firms/-1', { headers: HEADERS });
    expect(impossible).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(fieldsOf(impossible.body)).toEqual(['firmId']);
    const keyless = await refused('/rest/clients-app/v1/firms/101', { headers: { 'Accept-Language': 'ru' } });
    expect(keyless).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(fieldsOf(keyless.body)).toEqual(['api_key', 'client_secret', 'client_id']);
    const offset = await refused('/rest/clients-app/v1/firms/101/reviews?offset=-3', { headers: HEADERS });
    expect(offset).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    expect(fieldsOf(offset.body)).toEqual(['offset']);
    const city = await refused('/rest/clients-app/v1/firms/101', { headers: { ...HEADERS, city_id: 'Aqtau' } });
    expect(city).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(fieldsOf(city.body)).toEqual(['city_id']);
    const post = (body: string) => ({ method: 'POST', headers: { ...HEADERS, 'Content-Type': 'application/json', Authorization: 'Bearer t' }, body });
    const rating = await refused('/rest/clients-app/v2/reservations/6001/reviews', post('{"rating":"5","text":"Отлично"}'));
    expect(rating).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    expect(fieldsOf(rating.body)).toEqual(['rating']);
    const broken = await refused('/rest/clients-app/v2/reservations/6001/reviews', post('{"rating":5,'));
    expect(broken).toMatchObject({ status: 400, body: { code: 'MALFORMED_JSON' } });
    expect(upstreamCalls.length).toBe(before);
  });

  it('forwards the headers exactly as the client sent them: no Accept-Language added when there was none', async () => {
    // node:http, not fetch: Node's fetch itself adds `accept-language: *` to a request without one.
    const send = (headers: Record<string, string>) =>
      new Promise<number>((done, fail) => {
        get(`${proxyUrl}/rest/clients-app/v1/firms/101`, { headers }, (response) => {
          response.resume();
          response.on('end', () => done(response.statusCode ?? 0));
        }).on('error', fail);
      });
    const withoutLanguage = Object.fromEntries(Object.entries(HEADERS).filter(([name]) => name.toLowerCase() !== 'accept-language'));
    expect(await send(withoutLanguage)).toBe(200);
    expect(upstreamHeaders.at(-1)?.['accept-language']).toBeUndefined();
    expect(await send({ ...withoutLanguage, 'Accept-Language': 'de-DE,de;q=0.9' })).toBe(200);
    expect(upstreamHeaders.at(-1)?.['accept-language']).toBe('de-DE,de;q=0.9');
  });
});
