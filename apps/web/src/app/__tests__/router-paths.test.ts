import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { paths } from '../../config/paths.ts';
import { routes } from '../router.tsx';

// Under the root layout, which has no path of its own, 'staff' and '/staff' are the same route.
const absolute = (path: string | undefined) => path && `/${path.replace(/^\//, '')}`;

describe('the router and config/paths', () => {
  it('routes every page of paths, and besides them only home and the catch-all', () => {
    const routed = (routes[0]?.children ?? []).flatMap((route) =>
      route.path === undefined || route.path === '*' ? [] : [absolute(route.path)],
    );
    const named = Object.values(paths)
      .map((page) => page.path)
      .filter((path) => path !== paths.home.path);
    expect(routed.sort()).toEqual(named.sort());
  });

  it.each(Object.entries(paths))('opens %s at the href it builds', (_name, page) => {
    const href = (page.getHref as (...values: string[]) => string)(
      'CSA',
      'form-1',
      'personalHygiene',
    );
    const matched = matchRoutes(routes, href)?.at(-1)?.route;
    expect(matched?.index ? paths.home.path : absolute(matched?.path)).toBe(page.path);
  });
});
