// `npm run perf`'s view of a build: a Vite plugin that writes `file` (.perf/chunks.json) with every chunk of the
// client's build, its imports and the rendered size of each module in it, so that the perf script can split the initial
// JavaScript into the libraries' share and the app's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** @returns {import('vite').Plugin} */
export function chunkReport(file) {
  return {
    name: 'salonbook-chunk-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          facadeModuleId: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])),
        }));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}
