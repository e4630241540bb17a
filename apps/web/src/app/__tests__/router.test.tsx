import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, Routes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWebRoute, WEB_ROUTES } from '@scena/shared/site/web-routes';
import { paths } from '@/lib/paths';
import { AppRoutes } from '../router';

/** The <Routes> element somewhere in the tree AppRoutes returns (it calls no hooks itself). */
function findRoutes(node: ReactNode): ReactElement<{ children: ReactNode }> | undefined {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ children?: ReactNode }>(child)) continue;
    if (child.type === Routes) return child as ReactElement<{ children: ReactNode }>;
    const found = findRoutes(child.props.children);
    if (found) return found;
  }
  return undefined;
}

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the routes of the web app', () => {
  it('are exactly the shared list the server answers 200 for (and the rest is the not-found page)', () => {
    const declared = pathsOf(createRoutesFromChildren(findRoutes(AppRoutes())!.props.children));
    expect(declared.filter((path) => path === '*')).toHaveLength(1);
    expect(declared.filter((path) => path !== '*').sort()).toEqual(Object.values(WEB_ROUTES).sort());
  });

  it('are where the links of the app lead', () => {
    const links: string[] = [
      ...Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : [])),
      paths.staticPage('o-teatrze'),
      paths.payment('event', 12),
      paths.payment('video', 'wesele'),
      paths.orderStatus('event', 'abc-1'),
      paths.orderStatus('video', 'abc 2'),
    ];
    for (const link of links) expect(isWebRoute(link), link).toBe(true);
  });
});
