import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { GENERATED, ROOT, generateTypes } from './lib/openapi.mjs';

writeFileSync(GENERATED, await generateTypes());
console.log(`wrote ${relative(ROOT, GENERATED)}`);
