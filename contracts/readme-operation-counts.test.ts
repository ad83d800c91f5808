// The READMEs say how many operations the contract has ("the 114 operations", "114 of 114 operations"): every such
// number must be the bundled contract's count, so a contract change that adds or removes one fails here until the
// prose follows. A count of some operations only is written without the bare "N operations" (e.g. "3 of them").
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, ROOT } from './lib/contract';

const DOCS = ['README.md', 'contracts/README.md', 'sdk/README.md', 'CONTRIBUTING.md', 'web/README.md'];

/** Every "N operations" and "N of M operations" in a text, with its line. */
function operationCounts(text: string): { line: number; claim: string; numbers: number[] }[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(/\b(\d+)(?: of (\d+))? operations\b/g)].map((m) => ({
      line: index + 1,
      claim: m[0],
      numbers: [m[1], m[2]].filter((n): n is string => n !== undefined).map(Number),
    })),
  );
}

describe('operation counts in the READMEs', () => {
  it('finds "N operations" and "N of M operations"', () => {
    expect(operationCounts('calls every one of the 100 operations\n`114 of 114 operations have an interaction`')).toEqual([
      { line: 1, claim: '100 operations', numbers: [100] },
      { line: 2, claim: '114 of 114 operations', numbers: [114, 114] },
    ]);
  });

  it('every count of operations in the READMEs is the number of operations in the bundled contract', () => {
    const total = loadContract().operations.length;
    const wrong = DOCS.flatMap((doc) =>
      operationCounts(readFileSync(resolve(ROOT, doc), 'utf8'))
        .filter((c) => c.numbers.some((n) => n !== total))
        .map((c) => `${doc}:${c.line}: "${c.claim}"`),
    );
    expect(wrong, `the contract has ${total} operations`).toEqual([]);
  });
});
