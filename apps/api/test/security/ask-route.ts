import type { TestApp } from '../helpers';
import { tokenOf, type Fixtures, type Principal } from './principals';
import { ROUTE_CASES } from './route-cases';

/** Sends a route's case request (its key is "METHOD /path") as the principal, with their token if they have one. */
export async function askRoute(t: TestApp, fx: Fixtures, routeKey: string, who: Principal) {
  const routeCase = ROUTE_CASES[routeKey]!;
  const [method] = routeKey.split(' ') as ['GET'];
  const request = routeCase.request(fx);
  const token = await tokenOf(t, fx, who);
  const { payload } = request;
  return t.app.inject({
    method,
    url: request.url,
    headers: { ...(token ? { 'x-auth-token': token } : {}), ...request.headers },
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? { payload }
        : { payload: payload as object }),
    remoteAddress: request.remoteAddress ?? '127.0.0.1',
  });
}
