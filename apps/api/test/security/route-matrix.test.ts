import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../helpers';
import { createSeededApp, makeFixtures, PRINCIPALS, type Fixtures, type Principal } from './principals';
import { askRoute } from './ask-route';
import { ROUTE_CASES, type RouteCase } from './route-cases';
import { routeKeys } from './route-keys';

/**
 * Issue 18: every route of the server's own route table × everyone who may ask (anonymous, an unverified
 * account, a banned one, an administrator's account signed in with the password only, another user, a premium
 * user, the owner of the resources, an administrator through the mailed link). Each cell states the class of
 * answer it must get; a route the table has and the cases do not fails the suite. And no answer carries the
 * owner's personal data or order numbers to anyone but the owner and an administrator, nor a stored stream
 * link to anyone but an administrator.
 */

let t: TestApp;
let fx: Fixtures;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createSeededApp());
  fx = await makeFixtures(t);
});
afterAll(() => close());

type Expected = 'reaches the handler' | 401 | 403 | 404;

/**
 * Whether an answer carries a secret as a value of its own, not inside a longer run of letters and digits: the
 * owner's postal code 01-313 is also a piece of a random request id such as aa415301-3132-….
 */
function carries(body: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(body);
}

it('finds a secret as a value, not as a piece of a longer id', () => {
  expect(carries('{"postal_code":"01-313"}', '01-313')).toBe(true);
  expect(carries('{"address":"ul. Tajemnicza 13, 01-313 Sekretowo"}', '01-313')).toBe(true);
  expect(carries('{"requestId":"aa415301-3132-4c1e"}', '01-313')).toBe(false);
  expect(carries('{"ip":"198.51.100.23"}', '198.51.100.23')).toBe(true);
  expect(carries('{"ip":"198.51.100.231"}', '198.51.100.23')).toBe(false);
});

function expectedFor(routeCase: RouteCase, who: Principal): Expected | 'as anonymous' {
  const { access } = routeCase;
  if (access.kind === 'credential') return 'as anonymous';
  if (access.kind === 'public') return 'reaches the handler';
  const signedOut: Principal[] = ['anonymous', 'unverified', 'banned', 'adminPassword'];
  if (signedOut.includes(who)) return 401;
  if (access.kind === 'admin') return who === 'admin' ? 'reaches the handler' : 403;
  if (access.kind === 'owner' && (who === 'other' || who === 'premium')) return 404;
  return 'reaches the handler';
}

const STREAM_LINK_FIELDS = new Set(['video_link', 'accessibility_video', 'autodesc_video']);

/** The stream-link fields with a value anywhere in a JSON answer. */
function streamLinksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) streamLinksIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (STREAM_LINK_FIELDS.has(key) && typeof inner === 'string' && inner !== '')
        found.push(`${key}=${inner}`);
      else streamLinksIn(inner, found);
    }
  }
  return found;
}

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function ask(routeKey: string, who: Principal) {
  return askRoute(t, fx, routeKey, who);
}

describe('the route × principal matrix', () => {
  it('has a case for every route the server registers, and none for a route it lacks', () => {
    const registered = routeKeys(t.app.routeTable()).sort();
    expect({ missingCases: registered.filter((key) => !(key in ROUTE_CASES)) }).toEqual({ missingCases: [] });
    expect({ staleCases: Object.keys(ROUTE_CASES).filter((key) => !registered.includes(key)) }).toEqual({
      staleCases: [],
    });
  });

  it('has in production exactly the routes that are not the stand-ins, the dev mailbox or the API document', async () => {
    const production = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const registered = routeKeys(production.app.routeTable()).sort();
      const expected = Object.keys(ROUTE_CASES)
        .filter((key) => !ROUTE_CASES[key]!.devOnly)
        .sort();
      expect(registered).toEqual(expected);
    } finally {
      await production.close();
    }
  });

  it.each(Object.keys(ROUTE_CASES))('%s', async (routeKey) => {
    const routeCase = ROUTE_CASES[routeKey]!;
    const answers = new Map<Principal, { status: number; code?: string }>();
    for (const who of PRINCIPALS) {
      const response = await ask(routeKey, who);
      const body = jsonOf(response.body) as { code?: string } | undefined;
      const cell = `${routeKey} as ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      answers.set(who, { status: response.statusCode, code: body?.code });
      expect(response.statusCode, cell).toBeLessThan(500);

      const expected = expectedFor(routeCase, who);
      if (expected === 'reaches the handler') expect([401, 403], cell).not.toContain(response.statusCode);
      else if (typeof expected === 'number') {
        expect(response.statusCode, cell).toBe(expected);
        if (expected === 401) {
          expect(body?.code, cell).toBe(who === 'banned' ? 'USER_BLOCKED' : 'SESSION_EXPIRED');
        }
      }

      if (who !== 'owner' && who !== 'admin') {
        for (const secret of fx.ownerSecrets)
          expect(carries(response.body, secret), `${cell} carries ${secret}`).toBe(false);
      }
      if (who !== 'admin' && !routeKey.startsWith('GET /api/playback/')) {
        expect(streamLinksIn(body), cell).toEqual([]);
      }
    }

    if (routeCase.access.kind === 'credential') {
      const anonymous = answers.get('anonymous')!;
      // Refused: a client error of whatever kind the route's own protocol gives (401, 403, 404, tus's 412…).
      if (routeCase.access.anonymous === 'refused') expect(Math.floor(anonymous.status / 100)).toBe(4);
      for (const who of PRINCIPALS) {
        expect({ who, status: answers.get(who)!.status }).toEqual({ who, status: anonymous.status });
      }
    }
  });
});
