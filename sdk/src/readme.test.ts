// Every ```ts and ```tsx example of sdk/README.md compiles against the package's sources: the examples are
// written to a temporary directory (each its own module, as a consumer's file would be) and type-checked with
// the TypeScript compiler API, strict, resolving '@salonbook/sdk' to its sources as this repository does (the
// `paths` of tsconfig.json). A deliberately broken copy of an example must fail, so the check is not
// vacuous. What the examples take as given (the app's router, credentials, a form's body...) is declared in
// PRELUDE below: a new example that uses another free name adds it there.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README = join(ROOT, 'sdk/README.md');

const PRELUDE = `
import type { BookingSdk, paths } from '@salonbook/sdk';
import type { QueryClient } from '@tanstack/react-query';

type Body<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

declare global {
  const apiKey: string;
  const clientSecret: string;
  const clientId: string;
  const password: string;
  const firmId: number;
  const router: { navigate(path: string, options?: { state?: unknown }): unknown };
  const sdk: BookingSdk;
  const queryClient: QueryClient;
  /** A form's body: the reservation preview's, which the create call takes too. */
  const body: Body<'/rest/clients-app/v1/reservations/preview'> & Body<'/rest/clients-app/v2/reservations/create'>;
  function showSlotTaken(message?: string): void;
}

// The body's type must be real: were it never, any use of it would compile.
export const bodyIsReal: [typeof body] extends [never] ? never : true = true;
`;

/** The ```ts and ```tsx blocks of a Markdown text, with the line each starts on. */
export function codeExamples(markdown: string): { lang: 'ts' | 'tsx'; code: string; line: number }[] {
  const examples: { lang: 'ts' | 'tsx'; code: string; line: number }[] = [];
  for (const match of markdown.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    examples.push({ lang: match[1] as 'ts' | 'tsx', code: match[2]!, line });
  }
  return examples;
}

const work = mkdtempSync(join(tmpdir(), 'salonbook-sdk-readme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Type-checks the files (name -> source) together with the prelude; returns the diagnostics per file name. */
function typeCheck(files: Record<string, string>): Record<string, string[]> {
  // Bare imports resolve from the repository's node_modules, where @salonbook/sdk is the workspace's sdk/.
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  writeFileSync(join(work, 'prelude.ts'), PRELUDE);
  for (const [name, source] of Object.entries(files)) writeFileSync(join(work, name), `${source}\nexport {};\n`);
  const program = ts.createProgram({
    rootNames: [join(work, 'prelude.ts'), ...Object.keys(files).map((name) => join(work, name))],
    options: {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      paths: { '@salonbook/sdk': [join(ROOT, 'sdk/src/index.ts')], '@salonbook/sdk/react': [join(ROOT, 'sdk/src/react/index.ts')] },
      jsx: ts.JsxEmit.ReactJSX,
      types: ['node'],
      skipLibCheck: true,
      noEmit: true,
    },
  });
  const byFile: Record<string, string[]> = {};
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const name = diagnostic.file ? diagnostic.file.fileName.slice(work.length + 1) : '(options)';
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    (byFile[name] ??= []).push(`${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  }
  return byFile;
}

describe('sdk/README.md examples', () => {
  const examples = codeExamples(readFileSync(README, 'utf8'));

  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it('every ts/tsx example compiles against the sources (strict); a broken one fails', () => {
    const files = Object.fromEntries(examples.map((example) => [`readme-line-${example.line}.${example.lang}`, example.code]));
    // The first example with a wrong argument: the check must see it.
    const first = examples.find((example) => example.code.includes('{ firmId: 101 }'))!;
    files['broken.ts'] = first.code.replace('{ firmId: 101 }', "{ firmId: 'one hundred and one' }");
    const diagnostics = typeCheck(files);
    const { 'broken.ts': broken, ...rest } = diagnostics;
    // Each example's errors, named by the README line its block starts on.
    expect(rest).toEqual({});
    expect(broken?.join('\n')).toMatch(/not assignable to type 'number'/);
  }, 120_000);
});
