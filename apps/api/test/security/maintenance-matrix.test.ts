import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@scena/shared';
import type { TestApp } from '../helpers';
import { createSeededApp, makeFixtures, tokenOf, type Fixtures, type Principal } from './principals';
import { askRoute } from './ask-route';
import { ROUTE_CASES } from './route-cases';

/**
 * Issue 19, item 21: with maintenance on, every route of the server's own table is asked by a visitor (the
 * owner of the matrix's resources, and an anonymous caller) and by an administrator. Exactly the visitors'
 * writes listed here (docs/decisions.md "Maintenance kept by the server") and the playback call answer 503
 * MAINTENANCE with Retry-After; an administrator never hears it. A new visitor's write joins the list or fails
 * this suite.
 */
const CLOSED_TO_VISITORS = [
  'POST /api/users',
  'PUT /api/users/:id',
  'DELETE /api/users/:id',
  'POST /api/users/:id/accept-tos',
  'POST /api/verifications/new',
  'POST /api/verifications',
  'POST /api/passwords',
  'POST /api/passwords/verifyreset',
  'PUT /api/passwords',
  'POST /api/mailing/:userId',
  'DELETE /api/mailing/:userId',
  'POST /api/payments/:productId',
  'POST /api/payments/:extOrderId/continue',
  'POST /api/payments/:extOrderId/drop',
  'POST /api/videopayments/:productId',
  'POST /api/videopayments/:extOrderId/continue',
  'POST /api/videopayments/:extOrderId/drop',
  'POST /api/gifts/',
  'POST /api/groupTickets/',
  'POST /api/users/:id/codes',
  'DELETE /api/users/:id/codes/:codeId',
  'GET /api/playback/:kind/:slugOrId',
].sort();

let t: TestApp;
let fx: Fixtures;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createSeededApp());
  fx = await makeFixtures(t);
  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/appconfig',
    headers: { 'x-auth-token': (await tokenOf(t, fx, 'admin'))! },
    payload: { maintenance: true },
  });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(() => close());

function ask(routeKey: string, who: Principal) {
  return askRoute(t, fx, routeKey, who);
}

function isMaintenance(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  if (response.statusCode !== 503) return false;
  expect(response.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
  expect(JSON.parse(response.body)).toMatchObject({ code: 'MAINTENANCE' });
  return true;
}

describe('maintenance × every route', () => {
  it('closes to visitors exactly their writes and the playback call', async () => {
    const closed: string[] = [];
    for (const routeKey of Object.keys(ROUTE_CASES).filter((key) => !ROUTE_CASES[key]!.devOnly)) {
      const asOwner = isMaintenance(await ask(routeKey, 'owner'));
      const asAnonymous = isMaintenance(await ask(routeKey, 'anonymous'));
      // A route closed to visitors refuses the anonymous caller too, unless its guard refused first.
      if (asAnonymous) expect(asOwner, routeKey).toBe(true);
      if (asOwner) closed.push(routeKey);
    }
    expect(closed.sort()).toEqual(CLOSED_TO_VISITORS);
  });

  it('keeps every route open to an administrator, stand-ins and the dev mailbox included', async () => {
    const refused: string[] = [];
    for (const routeKey of Object.keys(ROUTE_CASES)) {
      if (isMaintenance(await ask(routeKey, 'admin'))) refused.push(routeKey);
    }
    expect(refused).toEqual([]);
  });

  it('keeps the stand-ins and the dev mailbox open to anyone', async () => {
    const refused: string[] = [];
    for (const routeKey of Object.keys(ROUTE_CASES).filter((key) => ROUTE_CASES[key]!.devOnly)) {
      if (isMaintenance(await ask(routeKey, 'anonymous'))) refused.push(routeKey);
    }
    expect(refused).toEqual([]);
  });
});
