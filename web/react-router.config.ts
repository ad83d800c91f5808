// React Router's framework mode: the routes (src/app/routes.ts), the document (src/app/root.tsx) and the two entries
// (src/app/entry.server.tsx, entry.client.tsx). `npm run build` writes dist/client and dist/server.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // scripts/lib/build.mjs names another folder for a build of its own (the e2e run's, the perf script's).
  buildDirectory: process.env.SALONBOOK_DIST ?? 'dist',
  serverBuildFile: 'main.js',
  ssr: true,
  // The page lists every route, so that the client can download every screen once the first has settled (app/preload.ts).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
