// In this repository @salonbook/sdk is its source, so dev, the build and the tests need no SDK build. The
// published package has only dist/ (its exports name no source); tsconfig.json's `paths` say the same to tsc.
import { fileURLToPath } from 'node:url';

export const SDK_SOURCE_ALIAS = [
  { find: /^@salonbook\/sdk\/react$/, replacement: fileURLToPath(new URL('../../sdk/src/react/index.ts', import.meta.url)) },
  { find: /^@salonbook\/sdk$/, replacement: fileURLToPath(new URL('../../sdk/src/index.ts', import.meta.url)) },
];
