import type { RouteEntry } from '../../src/plugins/route-table';

/** "METHOD /path" of each route, as the cases name them. */
export function routeKeys(table: RouteEntry[]): string[] {
  return table.map((route) => `${route.method} ${route.url}`);
}
