import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstVisitRoutes } from './first-visit-routes';
import { routes } from './router';

/** The route modules by file name, as the build names their chunks. */
const routeModules = import.meta.glob('./routes/*-route.tsx');

/** A path for a route path: each `:param` filled with a number. */
const samplePath = (path: string) => path.replace(/:[^/]+/g, '7');

describe('the first-visit routes the build turns into page hints', () => {
  it.each(firstVisitRoutes.map((route) => [route.path, route] as const))(
    'names for %s the modules the router loads for it, outermost first',
    async (_path, { path, modules }) => {
      const matches = matchRoutes(routes, samplePath(path)) ?? [];
      const lazyRoutes = matches
        .map((match) => match.route)
        .filter((route) => typeof route.lazy === 'function');
      expect(lazyRoutes).toHaveLength(modules.length);
      for (const [index, route] of lazyRoutes.entries()) {
        const loadModule = routeModules[`./routes/${modules[index]}.tsx`];
        expect(loadModule, `${modules[index]} is a route module`).toBeDefined();
        const loaded = await (route.lazy as () => Promise<unknown>)();
        expect(loaded).toBe(await loadModule!());
      }
    },
  );

  it('marks as signed-in exactly the pages under the signed-in shell', () => {
    for (const route of firstVisitRoutes) {
      expect(route.layout === 'signed-in').toBe(route.modules[0] === 'protected-layout-route');
    }
  });
});
