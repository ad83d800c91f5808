// Issue 9, item 3: @salonbook/sdk is a real package. Packs it (prepack builds dist/), installs the tarball
// into an empty project (its dependencies from the npm registry or cache), imports it with plain node,
// type-checks a consumer with tsc NodeNext + strict, and checks that a wrong call fails to compile.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const work = mkdtempSync(join(tmpdir(), 'salonbook-sdk-pack-'));
const consumer = join(work, 'consumer');
let tarball = '';
let files: string[] = [];

const run = (cmd: string, args: string[], cwd: string) =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });

const tsconfig = (files: string[]) =>
  JSON.stringify({
    compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2023', 'DOM'], strict: true, noEmit: true, types: [] },
    files,
  });

beforeAll(() => {
  const packed = run('npm', ['pack', '--json', '--pack-destination', work], join(ROOT, 'sdk'));
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, info!.filename);
  files = info!.files.map((f) => f.path);
  execFileSync('mkdir', ['-p', consumer]);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // A React app has React's types; the helpers' entry needs them (through @tanstack/react-query).
  const installed = run('npm', ['install', tarball, '@types/react@19', '--prefer-offline', '--no-package-lock'], consumer);
  if (installed.status !== 0) throw new Error(`npm install of the tarball failed:\n${installed.stderr}`);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed @salonbook/sdk', () => {
  it('ships dist, README and LICENSE, and no tests, test helpers, benchmarks or sources', () => {
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
    expect(files).toContain('LICENSE');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/react/index.js');
    expect(files).toContain('dist/generated/schema.d.ts');
    expect(files.filter((f) => /\.test\.|bench|testing\/|^src\/|^test\//.test(f))).toEqual([]);
  });

  it('is imported by plain node, both entries', () => {
    const script = [
      "const sdk = await import('@salonbook/sdk');",
      "const react = await import('@salonbook/sdk/react');",
      "const api = sdk.createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' }, baseUrl: 'https://api.example.kz' });",
      "console.log(JSON.stringify({ create: typeof sdk.createBookingSdk, helpers: typeof react.createQueryHelpers, get: typeof api.api.GET, lang: api.language.get() }));",
    ].join('\n');
    const result = run(process.execPath, ['--input-type=module', '-e', script], consumer);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ create: 'function', helpers: 'function', get: 'function', lang: 'RU' });
  });

  it('type-checks a consumer with tsc NodeNext + strict, and a wrong call fails to compile', () => {
    writeFileSync(
      join(consumer, 'good.ts'),
      [
        "import { createBookingSdk, ApiError, type components } from '@salonbook/sdk';",
        "import { createQueryHelpers } from '@salonbook/sdk/react';",
        "const sdk = createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' } });",
        "export async function firmName(firmId: number): Promise<string | undefined> {",
        "  const { data, error } = await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId } } });",
        "  if (error) throw new ApiError(500, error);",
        "  const firm: components['schemas']['Firm'] | undefined = data;",
        "  return firm?.name;",
        "}",
        "export const options = createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/home');",
        "export const preview = () => sdk.api.POST('/rest/clients-app/v1/reservations/preview', { body: { firmId: 1, services: [{ serviceId: 2 }], startTime: '2026-12-01T14:30:00+05:00', peopleCount: 1, clientName: 'Алия', clientPhone: '+77011234567' }, handles: [409, 422] });",
      ].join('\n'),
    );
    writeFileSync(
      join(consumer, 'wrong.ts'),
      [
        "import { createBookingSdk } from '@salonbook/sdk';",
        "const sdk = createBookingSdk({ credentials: { apiKey: 'k', clientSecret: 's', clientId: 'c' } });",
        "export const wrong = sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 'not-a-number' } } });",
      ].join('\n'),
    );
    // One tsc run for both files (the contract's types are large): the only errors are wrong.ts's.
    writeFileSync(join(consumer, 'tsconfig.json'), tsconfig(['good.ts', 'wrong.ts']));
    const checked = run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer);
    const errors = checked.stdout.split('\n').filter((line) => /error TS/.test(line));
    expect(checked.status).not.toBe(0);
    expect(errors.filter((line) => !line.startsWith('wrong.ts'))).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^wrong\.ts\(3,\d+\): error TS2322/);
  });
});

// The temp directory's listing helps when the install step fails.
export const listing = () => readdirSync(work);
