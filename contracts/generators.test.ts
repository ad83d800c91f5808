// Third-party generators make clients of the bundled contract (openapi/dist/openapi.yaml), and what they make
// passes strict tsc (strict, noUncheckedIndexedAccess, noImplicitOverride: the repository's own settings), with a
// small use that relies on the contract's shapes and statuses. A contract they cannot read, or read into types
// that do not compile, fails here. Both are devDependencies of contracts/ and run offline from the local bundle:
// - @hey-api/openapi-ts with its fetch client;
// - orval 8 with its fetch client and its react-query client (over fetch, v5 hooks).
// openapi-types, a devDependency of contracts/ too, types @pactflow/openapi-pact-comparator's argument:
// contracts/lib/openapi-document hands it a checked document.
// Both generate side by side and one strict tsc checks both outputs; each step's time is printed (nothing is
// asserted on time).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT } from './lib/contract';

const run = promisify(execFile);
const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'salonbook-generators-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A tsconfig with the repository's strict settings over everything in the temp dir. */
function strictTsconfig(): string {
  const file = join(dir, 'tsconfig.json');
  writeFileSync(
    file,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noUncheckedIndexedAccess: true,
        noImplicitOverride: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        // orval's react-query client imports @tanstack/react-query; the output sits in a temp dir.
        paths: { '@tanstack/react-query': [resolve(ROOT, 'node_modules/@tanstack/react-query')] },
      },
      include: ['hey', 'orval-fetch', 'orval-query', '*.ts'],
    }),
  );
  return file;
}

/** Runs a step and prints how long it took (for the suite's budget; nothing is asserted on time). */
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    console.info(`${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

/** Uses the generated clients the way an app would: a typed call each, reading fields and error statuses. */
const USE = `
import { getFirm as heyGetFirm, createReservationReview as heyReview } from './hey/sdk.gen';
import type { GetFirmErrors, CreateReservationReviewErrors } from './hey/types.gen';

export async function use(): Promise<string[]> {
  const out: string[] = [];
  const hey = await heyGetFirm({ path: { firmId: 101 } });
  if (hey.data) out.push(hey.data.name, String(hey.data.rating));
  const heyRefused: GetFirmErrors[404] | undefined = hey.error as GetFirmErrors[404] | undefined;
  if (heyRefused) out.push(heyRefused.code, ...(heyRefused.fields ?? []).map((f) => f.field));
  const invalid: CreateReservationReviewErrors[422]['fields'] = [{ field: 'rating', message: 'must be integer' }];
  out.push(String(invalid?.length));
  const review = await heyReview({ path: { reservationId: 6001 }, body: { rating: 5, text: 'Отлично' } });
  if (review.data) out.push(String(review.data.rating));
  return out;
}
`;

/**
 * The same for orval's two clients: its fetch client answers { data, status, headers } typed per status, and its
 * react-query client's hooks (a query and a mutation) over the same fetch functions.
 */
const USE_ORVAL = `
import { createReservationReview, getFirm } from './orval-fetch/api';
import { useCreateReservationReview, useGetFirm } from './orval-query/api';

export async function use(): Promise<string[]> {
  const out: string[] = [];
  const firm = await getFirm(101);
  if (firm.status === 200) out.push(firm.data.name, String(firm.data.rating));
  else if (firm.status === 404) out.push(firm.data.code, ...(firm.data.fields ?? []).map((f) => f.field));
  const review = await createReservationReview(6001, { rating: 5, text: 'Отлично' });
  if (review.status === 422) out.push(...(review.data.fields ?? []).map((f) => \`\${f.field}: \${f.message}\`));
  return out;
}

export function useFirmName(): string | undefined {
  const firm = useGetFirm(101);
  const review = useCreateReservationReview();
  if (review.isIdle) review.mutate({ reservationId: 6001, data: { rating: 5, text: 'Отлично' } });
  return firm.data?.status === 200 ? firm.data.data.name : undefined;
}
`;

/** Uses that misread the contract (a field it lacks), one per generator: the same check must fail on each. */
const WRONG = `
import { getFirm as heyGetFirm } from './hey/sdk.gen';
import { getFirm } from './orval-fetch/api';

export const hey = async () => (await heyGetFirm({ path: { firmId: 101 } })).data?.nmae;
export const orval = async () => {
  const firm = await getFirm(101);
  return firm.status === 200 ? firm.data.nmae : undefined;
};
`;

// The generators run side by side and their output is checked by one tsc run (with the misreading uses in their
// own file), which keeps this file's cost near one type check of the two clients.
describe('third-party generators read the contract into strict TypeScript', () => {
  it('@hey-api/openapi-ts (fetch client) and orval (fetch and react-query clients) generate from the bundle', { timeout: 180_000 }, async () => {
    const hey = () => run(bin('openapi-ts'), ['-i', BUNDLE, '-o', join(dir, 'hey'), '-c', '@hey-api/client-fetch'], { cwd: ROOT });
    // One orval run, two projects. orval reads an explicitly named config as CommonJS, hence .cjs.
    const project = (name: string, client: 'fetch' | 'react-query') => ({
      input: { target: BUNDLE },
      // The output sits in a temp dir, where orval 8 cannot read which react-query the project has: it is v5.
      output: { target: join(dir, name, 'api.ts'), client, httpClient: 'fetch', mode: 'single', override: { query: { version: 5 } } },
    });
    const config = { fetch: project('orval-fetch', 'fetch'), query: project('orval-query', 'react-query') };
    writeFileSync(join(dir, 'orval.config.cjs'), `module.exports = ${JSON.stringify(config)};\n`);
    const orval = () => run(bin('orval'), ['--config', join(dir, 'orval.config.cjs')], { cwd: dir });
    const [, generated] = await Promise.all([timed('@hey-api/openapi-ts generate', hey), timed('orval generate', orval)]);
    // orval goes on when swagger-parser finds the document invalid, printing a ⚠️ line: that fails here.
    expect(`${generated.stdout}${generated.stderr}`).not.toMatch(/⚠|error/i);
    for (const file of ['hey/sdk.gen.ts', 'hey/types.gen.ts', 'orval-fetch/api.ts', 'orval-query/api.ts']) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
  });

  it('what they generate passes strict tsc, and a use of a field the contract lacks fails it (one for each)', { timeout: 180_000 }, async () => {
    writeFileSync(join(dir, 'use-hey.ts'), USE);
    writeFileSync(join(dir, 'use-orval.ts'), USE_ORVAL);
    writeFileSync(join(dir, 'wrong.ts'), WRONG);
    const tsc = await timed('strict tsc of both clients', () =>
      run(bin('tsc'), ['-p', strictTsconfig()], { cwd: dir }).then(
        () => '',
        (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
      ),
    );
    const errors = tsc.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors.filter((line) => !line.startsWith('wrong.ts'))).toEqual([]);
    expect(errors.map((line) => line.replace(/^wrong\.ts\((\d+),\d+\).*(Property 'nmae' does not exist).*$/, 'line $1: $2'))).toEqual([
      "line 5: Property 'nmae' does not exist",
      "line 8: Property 'nmae' does not exist",
    ]);
  });
});
