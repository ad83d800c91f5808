import { relative } from 'node:path';
import { bundle, ROOT } from './lib/openapi.mjs';

console.log(`bundled the contract into ${relative(ROOT, bundle())}`);
