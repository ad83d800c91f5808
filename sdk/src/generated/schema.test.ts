import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle, generateTypes, GENERATED } from '../../../scripts/lib/openapi.mjs';

describe('generated types', () => {
  it('are exactly what openapi-typescript makes of the current contract (run `npm run generate` after editing openapi/)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salonbook-drift-'));
    try {
      const expected = await generateTypes(bundle(join(dir, 'openapi.yaml')));
      const stale = readFileSync(GENERATED, 'utf8') !== expected;
      expect(stale, 'sdk/src/generated/schema.d.ts is stale: run npm run generate').toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
