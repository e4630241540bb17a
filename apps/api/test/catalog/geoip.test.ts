import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCountryLookup } from '../../src/adapters/geoip/country-lookup';
import { auth, createTestApp, type TestApp } from '../helpers';
import { demoSession } from '../users/session-fixtures';
import { insertEventVideo } from './events-support';

/** Addresses whose country the bundled database knows (a Polish operator's block, Google's resolver). */
const POLISH_IP = '83.0.0.1';
const AMERICAN_IP = '8.8.8.8';

describe('the country of an address', () => {
  it('reads the bundled database and falls back to the default country', async () => {
    const lookup = await openCountryLookup({ defaultCountry: 'PL' });
    expect(lookup.countryOf(POLISH_IP)).toBe('PL');
    expect(lookup.countryOf(AMERICAN_IP)).toBe('US');
    expect(lookup.countryOf(`::ffff:${AMERICAN_IP}`)).toBe('US');
    expect(lookup.countryOf('127.0.0.1')).toBe('PL');
    expect(lookup.countryOf('192.168.1.10')).toBe('PL');
    expect(lookup.countryOf('not-an-address')).toBe('PL');
    const german = await openCountryLookup({ defaultCountry: 'DE' });
    expect(german.countryOf('::1')).toBe('DE');
  });

  it('refuses to start on a database file that cannot be read', async () => {
    await expect(
      openCountryLookup({ databasePath: '/nonexistent/geo.mmdb', defaultCountry: 'PL' }),
    ).rejects.toThrow(/GeoIP database/);
  });
});

describe.each([
  {
    name: 'directly',
    env: {} as Record<string, string>,
    from: (ip: string) => ({ remoteAddress: ip, headers: {} }),
  },
  {
    name: 'behind a trusted proxy',
    env: { TRUSTED_PROXIES: '127.0.0.1' },
    from: (ip: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } }),
  },
])('a Poland-only video watched $name', ({ env, from }) => {
  let t: TestApp;
  let token: string;
  let videoId: number;
  beforeAll(async () => {
    t = await createTestApp({ env });
    token = (await demoSession(t, 'premium')).token;
    videoId = (await insertEventVideo(t, { ageRestriction: null, restrictedAccess: 'poland' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  function get(url: string, ip: string) {
    const { remoteAddress, headers } = from(ip);
    return t.app.inject({ method: 'GET', url, remoteAddress, headers: { ...auth(token), ...headers } });
  }

  it('plays in Poland and is refused abroad with the country reason', async () => {
    expect((await get(`/api/playback/video/${videoId}?typ=standard`, POLISH_IP)).statusCode).toBe(200);
    const abroad = await get(`/api/playback/video/${videoId}?typ=standard`, AMERICAN_IP);
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().formError).toEqual({ item: 'catalog.playback.country' });
  });

  it('marks the video as blocked in the visitor answers abroad only', async () => {
    expect((await get(`/api/videos/${videoId}`, POLISH_IP)).json().countryBlocked).toBe(false);
    expect((await get(`/api/videos/${videoId}`, AMERICAN_IP)).json().countryBlocked).toBe(true);
  });
});

describe('X-Forwarded-For from an untrusted peer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ignored: the peer address decides', async () => {
    const { token } = await demoSession(t, 'premium');
    const { id } = await insertEventVideo(t, { ageRestriction: null, restrictedAccess: 'poland' });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/playback/video/${id}?typ=standard`,
      remoteAddress: POLISH_IP,
      headers: { ...auth(token), 'x-forwarded-for': AMERICAN_IP },
    });
    expect(answer.statusCode).toBe(200);
  });
});
