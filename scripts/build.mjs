// npm run build: web/dist/client (the browser's files), web/dist/server (node web/dist/server/main.js), web/dist/_deploy.
import { buildApp } from './lib/build.mjs';

await buildApp(undefined, { logLevel: 'info' });
