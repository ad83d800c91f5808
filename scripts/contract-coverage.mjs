// npm run contract:coverage [-- --pact <file>] [--spec <bundle>]   (default bundle: CONTRACT_BUNDLE or openapi/dist/openapi.yaml)
//
// Which operations of the contract have at least one interaction in the pact, and which do not.
// Exits 1 when an operation has none (or the pact holds a request the contract does not have),
// 2 when the pact or the bundle is missing. The pact comes from the contract tests (npm test).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { ROOT } from './lib/openapi.mjs';

const { values } = parseArgs({
  options: {
    pact: { type: 'string', default: 'contracts/pacts/salonbook-web-salonbook-api.json' },
    spec: { type: 'string', default: process.env.CONTRACT_BUNDLE ?? 'openapi/dist/openapi.yaml' },
  },
});
const pactFile = resolve(ROOT, values.pact);
const specFile = resolve(ROOT, values.spec);
for (const [file, hint] of [
  [specFile, 'npm run bundle:openapi'],
  [pactFile, 'npx vitest run --project contracts'],
]) {
  if (!existsSync(file)) {
    console.error(`contract coverage: ${relative(ROOT, file)} is missing; run ${hint} first`);
    process.exit(2);
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const spec = YAML.parse(readFileSync(specFile, 'utf8'));
const pact = JSON.parse(readFileSync(pactFile, 'utf8'));

const operations = [];
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const method of METHODS) {
    if (!item[method]) continue;
    const pattern = path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    operations.push({
      id: item[method].operationId ?? `${method} ${path}`,
      method,
      path,
      pattern: new RegExp(`^${pattern}$`),
      literal: path.replace(/\{[^}]+\}/g, '').length,
      interactions: [],
    });
  }
}

// A request goes to the matching operation with the most literal characters (…/firms/list before …/firms/{firmId}).
const unknown = [];
for (const interaction of pact.interactions ?? []) {
  const { method = '', path = '' } = interaction.request ?? {};
  const match = operations.filter((op) => op.method === method.toLowerCase() && op.pattern.test(path)).sort((a, b) => b.literal - a.literal)[0];
  if (match) match.interactions.push(interaction.description);
  else unknown.push(`${method} ${path} (${interaction.description})`);
}

const covered = operations.filter((op) => op.interactions.length > 0);
const uncovered = operations.filter((op) => op.interactions.length === 0);
const width = Math.max(...operations.map((op) => op.id.length));
const total = pact.interactions?.length ?? 0;

console.log(`Contract coverage: ${relative(ROOT, pactFile)} against ${relative(ROOT, specFile)}\n`);
for (const op of operations) {
  const mark = op.interactions.length > 0 ? '✔' : '✘';
  const count = op.interactions.length > 0 ? `${op.interactions.length} interaction${op.interactions.length > 1 ? 's' : ''}` : 'NO INTERACTION';
  console.log(`${mark} ${op.id.padEnd(width)}  ${op.method.toUpperCase().padEnd(6)} ${op.path}  ${count}`);
}
console.log(`\n${covered.length} of ${operations.length} operations have an interaction (${total} interactions in the pact).`);
if (uncovered.length > 0) {
  console.error(`\nOperations without an interaction:\n${uncovered.map((op) => `  ${op.method.toUpperCase()} ${op.path} (${op.id})`).join('\n')}`);
}
if (unknown.length > 0) console.error(`\nInteractions for requests the contract does not have:\n${unknown.map((u) => `  ${u}`).join('\n')}`);
process.exit(uncovered.length > 0 || unknown.length > 0 ? 1 : 0);
