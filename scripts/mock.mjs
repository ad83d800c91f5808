// npm run mock [-- --port 4010] [--dynamic]
// Bundles the OpenAPI contract and serves it with Prism on 127.0.0.1 (CORS on, Prism's default).
import { parseArgs } from 'node:util';
import { bundleOpenApi, startPrism } from './lib/prism.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dynamic: { type: 'boolean', default: false },
    errors: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4010);

await bundleOpenApi();
const prism = await startPrism({ port, dynamic: values.dynamic, errors: values.errors, host: values.host, quiet: false });
console.log(`\nPrism mock of openapi/dist/openapi.yaml: ${prism.url}${values.dynamic ? ' (dynamic examples)' : ''}\nCtrl+C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await prism.stop();
    process.exit(0);
  });
}
