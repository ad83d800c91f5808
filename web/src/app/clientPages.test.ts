// A page of the client's own renders its screen only after hydration (page.tsx `component`): its route module's
// default export must be `screen.component(Screen)`, or the server would render the screen without the browser's data.
import { describe, expect, it } from 'vitest';
import { PERSONAL_CACHE } from './page';

type RouteModule = { default: { name: string }; headers: () => Record<string, string> };
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true });

describe("the client's own pages", () => {
  it('render their fallback until hydration, through the route module of each', () => {
    const personal = Object.entries(routeModules).filter(([, module]) => module.headers()['Cache-Control'] === PERSONAL_CACHE);
    expect(personal.length).toBeGreaterThan(10);
    for (const [file, module] of personal) expect(module.default.name, file).toBe('ClientPage');
  });
});
