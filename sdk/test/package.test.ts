// @salonbook/sdk as another team gets it from the registry. `npm publish --dry-run` builds it (prepack) and
// names exactly the files that would go; publint and @arethetypeswrong/cli (the esm-only profile: the package is
// ES modules only, as its README says) check the packed tarball. The tarball is installed into two empty
// projects from the npm cache (the registry only for what the cache lacks): one with no React, which must
// install no React and import and type-check the core; one with React, which type-checks the React helpers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SDK = join(ROOT, 'sdk');
const BIN = join(ROOT, 'node_modules/.bin');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const work = mkdtempSync(join(tmpdir(), 'salonbook-sdk-pack-'));
const core = join(work, 'core');
const withReact = join(work, 'with-react');
let tarball = '';
let published: string[] = [];

const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', FORCE_COLOR: '0' };
const run = (cmd: string, args: string[], cwd: string): Result => spawnSync(cmd, args, { cwd, encoding: 'utf8', env, timeout: 120_000 });
type Result = { status: number | null; signal?: NodeJS.Signals | null; stdout: string; stderr: string };
/** The same, without blocking: the two projects install and type-check side by side. */
const runAsync = (cmd: string, args: string[], cwd: string) =>
  new Promise<Result>((done) => {
    const child = spawn(cmd, args, { cwd, env, timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status, signal) => done({ status, signal, stdout, stderr }));
  });
const ok = (result: Result, what: string) => {
  if (result.status !== 0) throw new Error(`${what} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};
/** The JSON that npm prints after the lifecycle scripts' output. */
const npmJson = <T>(stdout: string): T => JSON.parse(stdout.slice(stdout.search(/^[[{]/m))) as T;

const project = (dir: string, files: Record<string, string>) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: relative(work, dir), private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
      },
      files: Object.keys(files),
    }),
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
};
const install = async (dir: string, packages: string[]) =>
  ok(await runAsync('npm', ['install', '--prefer-offline', '--no-package-lock', tarball, ...packages], dir), `npm install in ${dir}`);
/** Every package npm installed in a project, by name. */
const installed = (dir: string): string[] => {
  const names: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      if (entry.startsWith('@')) for (const scoped of readdirSync(join(modules, entry))) names.push(`${entry}/${scoped}`);
      else names.push(entry);
    }
  };
  walk(join(dir, 'node_modules'));
  return names.sort();
};
const typeCheck = (dir: string) => runAsync(process.execPath, [TSC, '-p', 'tsconfig.json'], dir);
let checks: { core: Result; withReact: Result; publint: Result; attw: Result };

/** The files the package must publish: its documents, and dist/ built from every module of src/ but tests and test helpers. */
function expectedFiles(): string[] {
  const files = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/generated/schema.d.ts'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(SDK, 'src', dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (path !== 'testing' && path !== 'generated') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
        files.push(`dist/${path.replace(/\.ts$/, '.js')}`, `dist/${path.replace(/\.ts$/, '.d.ts')}`);
      }
    }
  };
  walk('');
  return files.sort();
}

const CORE = `import { createBookingSdk, createMemoryStorage, memoryCookies, unwrap, ApiError, type components } from '@salonbook/sdk';
const sdk = createBookingSdk({
  credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' },
  baseUrl: 'https://api.example.kz',
  storage: createMemoryStorage(),
  cookies: memoryCookies(),
});
export async function firmName(firmId: number): Promise<string | undefined> {
  const { data, error } = await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } });
  if (error) throw new ApiError(500, error);
  const firm: components['schemas']['Firm'] | undefined = data;
  return firm?.name;
}
export const home = () => unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home'));
export const preview = () => sdk.api.POST('/rest/clients-app/v1/reservations/preview', { body: { firmId: 1, services: [{ serviceId: 2 }], startTime: '2026-12-01T14:30:00+05:00', peopleCount: 1, clientName: 'Алия', clientPhone: '+77011234567' }, handles: [409, 422] });
`;
const CORE_JS = `import { createBookingSdk, createMemoryStorage, memoryCookies } from '@salonbook/sdk';
const sdk = createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' }, baseUrl: 'https://api.example.kz', storage: createMemoryStorage(), cookies: memoryCookies() });
console.log(JSON.stringify({ create: typeof createBookingSdk, get: typeof sdk.api.GET, language: sdk.language.get(), session: sdk.session.get().status }));
`;
const WRONG = `import { createBookingSdk } from '@salonbook/sdk';
const sdk = createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' }, baseUrl: 'https://api.example.kz' });
export const wrong = sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 'not-a-number' } } });
`;
const REACT = `import { createBookingSdk } from '@salonbook/sdk';
import { createQueryHelpers, offsetPaging, flattenPages } from '@salonbook/sdk/react';
const sdk = createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' }, baseUrl: 'https://api.example.kz' });
const api = createQueryHelpers(sdk);
export const homeOptions = api.queryOptions('get', '/rest/clients-app/v1/screen/home');
export function FirmName({ firmId }: { firmId: number }) {
  const firm = api.useQuery('get', '/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } });
  const reviews = api.useInfiniteQuery('get', '/rest/clients-app/v1/firms/{firmId}/reviews', { params: { path: { firmId }, query: { limit: 20 } } }, offsetPaging);
  return <p>{firm.data?.name} {flattenPages(reviews.data).length}</p>;
}
`;

beforeAll(async () => {
  // Builds (prepack) and lists what a publish would upload; then packs that build without building again.
  const dryRun = npmJson<Record<string, { files: { path: string }[] }>>(ok(run('npm', ['publish', '--dry-run', '--json'], SDK), 'npm publish --dry-run'));
  published = dryRun['@salonbook/sdk']!.files.map((file) => file.path).sort();
  const [packed] = npmJson<{ filename: string }[]>(ok(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], SDK), 'npm pack'));
  tarball = join(work, packed!.filename);
  project(core, { 'core.ts': CORE, 'wrong.ts': WRONG });
  writeFileSync(join(core, 'core.mjs'), CORE_JS);
  project(withReact, { 'app.tsx': REACT });
  await Promise.all([install(core, []), install(withReact, ['react@19', '@types/react@19', '@tanstack/react-query@5', 'openapi-react-query@0.5'])]);
  const [coreChecked, reactChecked, publint, attw] = await Promise.all([
    typeCheck(core),
    typeCheck(withReact),
    runAsync(join(BIN, 'publint'), ['run', tarball, '--strict'], work),
    runAsync(join(BIN, 'attw'), [tarball, '--profile', 'esm-only', '--no-color', '--format', 'table-flipped'], work),
  ]);
  checks = { core: coreChecked, withReact: reactChecked, publint, attw };
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the published @salonbook/sdk', () => {
  it('publishes exactly its documents and dist/, built from every module of src/ but tests and test helpers', () => {
    expect(published).toEqual(expectedFiles());
  });

  it('passes publint (strict) and @arethetypeswrong/cli (esm-only profile)', () => {
    ok(checks.publint, 'publint');
    ok(checks.attw, 'attw --profile esm-only');
  });

  it('installs without React: the core alone brings openapi-fetch and its helpers', () => {
    expect(installed(core)).toEqual(['@salonbook/sdk', 'openapi-fetch', 'openapi-typescript-helpers']);
  });

  it('without React, the core is imported by plain node and type-checks (tsc NodeNext, strict); a wrong call does not', () => {
    const imported = run(process.execPath, ['core.mjs'], core);
    expect(imported.stderr).toBe('');
    expect(JSON.parse(imported.stdout)).toEqual({ create: 'function', get: 'function', language: 'RU', session: 'anonymous' });

    const errors = checks.core.stdout.split('\n').filter((line) => /error TS/.test(line));
    expect(errors.filter((line) => !line.startsWith('wrong.ts'))).toEqual([]);
    expect(errors[0]).toMatch(/^wrong\.ts\(3,\d+\): error TS2322/);
  });

  it('with React, @salonbook/sdk/react is imported by plain node and type-checks', () => {
    expect(checks.withReact.stdout).toBe('');
    expect(checks.withReact.status).toBe(0);
    const imported = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const react = await import('@salonbook/sdk/react'); console.log(typeof react.createQueryHelpers, typeof react.flattenPages);",
      ],
      withReact,
    );
    expect(imported.stderr).toBe('');
    expect(imported.stdout.trim()).toBe('function function');
  });
});
