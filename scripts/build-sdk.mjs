// npm run build -w sdk: compiles sdk/src to sdk/dist (ES modules + .d.ts) with tsc, and copies the
// generated contract types (a .d.ts, which tsc does not emit) beside them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SDK = resolve(ROOT, 'sdk');
const DIST = resolve(SDK, 'dist');

rmSync(DIST, { recursive: true, force: true });
execFileSync(process.execPath, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', resolve(SDK, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
mkdirSync(resolve(DIST, 'generated'), { recursive: true });
copyFileSync(resolve(SDK, 'src/generated/schema.d.ts'), resolve(DIST, 'generated/schema.d.ts'));
console.log(`built ${DIST}`);
