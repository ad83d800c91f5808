// A third-party generator makes a client of the bundled contract (openapi/dist/openapi.yaml), and what it makes
// passes strict tsc (strict, noUncheckedIndexedAccess, noImplicitOverride: the repository's own settings), with a
// small use that relies on the contract's shapes and statuses. A contract it cannot read, or reads into types that
// do not compile, fails here. @hey-api/openapi-ts is pinned to 0.80 in contracts/package.json, the last line that
// runs on Node 20 (its current releases need Node 22.18). orval is not kept: orval 7 generated from this bundle and
// passed the same check, but it brings `openapi-types` to the top of node_modules, which gives
// @pactflow/openapi-pact-comparator's declarations real types and breaks the type check of a file outside contracts/
// (web/e2e/traffic.ts passes it an untyped document); see contracts/README.md.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT } from './lib/contract';

const run = promisify(execFile);
const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'salonbook-generators-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

describe('a third-party generator reads the contract into strict TypeScript', () => {
  it('@hey-api/openapi-ts (fetch client) generates code that passes strict tsc', { timeout: 180_000 }, async () => {
    await run(bin('openapi-ts'), ['-i', BUNDLE, '-o', join(dir, 'hey'), '-c', '@hey-api/client-fetch'], { cwd: ROOT });
    writeFileSync(join(dir, 'use.ts'), USE);
    writeFileSync(
      join(dir, 'tsconfig.json'),
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
        },
        include: ['hey', 'use.ts'],
      }),
    );
    const tsc = await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(tsc).toBe('');
  });

  it('a client that misreads the contract fails the same check (the use of a field the contract lacks)', { timeout: 60_000 }, async () => {
    writeFileSync(join(dir, 'use.ts'), `${USE}\nexport const wrong = async () => (await heyGetFirm({ path: { firmId: 101 } })).data?.nmae;\n`);
    const tsc = await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    expect(tsc).toMatch(/use\.ts.*Property 'nmae' does not exist/);
  });
});
