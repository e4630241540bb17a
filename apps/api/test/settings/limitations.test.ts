import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appSettings, auditLog, orders } from '../../src/db/schema';
import { auth, createTestApp, type TestApp } from '../helpers';
import { insertEventVideo } from '../catalog/events-support';
import { PURCHASE, createVideo } from '../commerce/support';
import { bannedUserWithSession, demoSession, userWithSession } from '../users/session-fixtures';

/** Keep a Changelog's headings in Polish (its own translation of them), by their English names. */
const SECTION_IN_ENGLISH: Record<string, string> = {
  Niewydane: 'Unreleased',
  Dodane: 'Added',
  Zmienione: 'Changed',
  Przestarzałe: 'Deprecated',
  Usunięte: 'Removed',
  Naprawione: 'Fixed',
  Bezpieczeństwo: 'Security',
};

/**
 * What two translations of the changelog must share: the releases (version and date) in order, each one's
 * sections in order, and the number of entries in each.
 */
function changelogOutline(markdown: string) {
  const outline: Array<{ release: string; sections: Array<{ section: string; entries: number }> }> = [];
  for (const line of markdown.split('\n')) {
    const release = /^## (.+)$/.exec(line)?.[1];
    const section = /^### (.+)$/.exec(line)?.[1];
    if (release) outline.push({ release: SECTION_IN_ENGLISH[release] ?? release, sections: [] });
    else if (section)
      outline.at(-1)!.sections.push({ section: SECTION_IN_ENGLISH[section] ?? section, entries: 0 });
    else if (line.startsWith('- ') && outline.length > 0) {
      const current = outline.at(-1)!;
      if (current.sections.length === 0) current.sections.push({ section: '', entries: 0 });
      current.sections.at(-1)!.entries += 1;
    }
  }
  return outline;
}

/** Addresses the bundled GeoIP database places in Poland, Germany and the United States. */
const POLAND = '83.0.0.1';
const GERMANY = '85.214.132.117';
const USA = '8.8.8.8';

let t: TestApp;
let admin: string;
let standard: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await demoSession(t, 'admin')).token;
  standard = (await userWithSession(t)).token;
});
afterAll(() => t.close());

function putConfig(payload: Record<string, unknown>, token: string | null = admin) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/appconfig',
    payload,
    headers: token ? auth(token) : {},
  });
}

async function writesSoFar() {
  const [settings] = await t.database.db.select({ n: count() }).from(appSettings);
  const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
  return { settings: settings!.n, audits: audits!.n };
}

describe('the restrictions and help settings (PUT /api/appconfig)', () => {
  it('saves the ticket validity, the autoban and the help links, each changed field once', async () => {
    const response = await putConfig({
      tickets_expiration_time: 0,
      autoban_after_exceeding_ip_limit: true,
      send_email_after_ip_ban: true,
      max_diff_ip_views_per_user: 4,
      help_faq_url: 'https://teatr.example/faq',
      help_submissions_url: ' https://zgloszenia.teatr.example/panel ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tickets_expiration_time: 0,
      autoban_after_exceeding_ip_limit: true,
      max_diff_ip_views_per_user: 4,
      help_faq_url: 'https://teatr.example/faq',
      help_submissions_url: 'https://zgloszenia.teatr.example/panel',
    });
    // The help links and the autoban are the back-office's: visitors never receive them.
    const visitor = (await t.app.inject({ method: 'GET', url: '/api/appconfig/' })).json();
    expect(visitor).not.toHaveProperty('help_faq_url');
    expect(visitor).not.toHaveProperty('max_diff_ip_views_per_user');
    expect(visitor.tickets_expiration_time).toBe(0);
  });

  it('refuses bad values with 422 and the field keys, and writes nothing', async () => {
    const before = await writesSoFar();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ max_diff_ip_views_per_user: 'pięć' }, { max_diff_ip_views_per_user: 'form.validate.wrong' }],
      [{ max_diff_ip_views_per_user: 0 }, { max_diff_ip_views_per_user: 'form.validate.wrong' }],
      [{ max_diff_ip_views_per_user: 2.5 }, { max_diff_ip_views_per_user: 'form.validate.wrong' }],
      [{ tickets_expiration_time: 5 }, { tickets_expiration_time: 'form.validate.ticket_validity' }],
      [{ tickets_expiration_time: 96 }, { tickets_expiration_time: 'form.validate.ticket_validity' }],
      [{ help_faq_url: 'http://teatr.example/faq' }, { help_faq_url: 'form.validate.https_url' }],
      [{ help_submissions_url: 'javascript:alert(1)' }, { help_submissions_url: 'form.validate.https_url' }],
      [{ access_only_poland: 'tak' }, { access_only_poland: 'form.validate.wrong' }],
      // One bad field refuses the whole change: the good one is not written either.
      [
        { tickets_expiration_time: 12, max_diff_ip_views_per_user: -1 },
        { max_diff_ip_views_per_user: 'form.validate.wrong' },
      ],
    ];
    for (const [payload, formError] of cases) {
      const response = await putConfig(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await writesSoFar()).toEqual(before);
    expect((await putConfig({})).json().tickets_expiration_time).toBe(0);
  });

  it('is for administrators only: anonymous 401, a standard user 403, a blocked user 401', async () => {
    const before = await writesSoFar();
    const anonymous = await putConfig({ help_faq_url: 'https://zly.example' }, null);
    expect(anonymous.statusCode).toBe(401);
    const user = await putConfig({ help_faq_url: 'https://zly.example' }, standard);
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe('NOT_ADMIN');
    const blocked = await putConfig({ access_only_poland: true }, (await bannedUserWithSession(t)).token);
    expect(blocked.json().code).toBe('USER_BLOCKED');
    expect(await writesSoFar()).toEqual(before);
  });
});

describe('GET /api/about', () => {
  const root = new URL('../../../../', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
  const english = readFileSync(new URL('CHANGELOG.md', root), 'utf8');
  const polish = readFileSync(new URL('CHANGELOG.pl.md', root), 'utf8');

  function about(language: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/about',
      headers: { ...auth(admin), 'accept-language': language },
    });
  }

  it("answers the product's version and its release notes in the panel's language", async () => {
    const inEnglish = await about('en');
    expect(inEnglish.statusCode).toBe(200);
    expect(inEnglish.json()).toEqual({ version: manifest.version, changelog: english });
    expect(inEnglish.json().changelog).toContain(`## ${manifest.version}`);
    expect((await about('pl')).json()).toEqual({ version: manifest.version, changelog: polish });
    expect(polish).toContain(`## ${manifest.version}`);
  });

  it('has in its Polish notes every release, section and entry of CHANGELOG.md, in the same order', () => {
    expect(changelogOutline(polish)).toEqual(changelogOutline(english));
  });

  it('is refused to anonymous callers (401) and to standard users (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/about' })).statusCode).toBe(401);
    const user = await t.app.inject({ method: 'GET', url: '/api/about', headers: auth(standard) });
    expect(user.statusCode).toBe(403);
  });
});

describe('access only from Poland or Europe (product-decisions §19)', () => {
  let viewer: string;
  let worldVideo: number;
  let paidVideo: number;

  beforeAll(async () => {
    viewer = (await userWithSession(t)).token;
    // No country rule of its own: only the global switches restrict it.
    worldVideo = (await insertEventVideo(t, { ageRestriction: null, restrictedAccess: 'any' })).id;
    paidVideo = (await createVideo(t)).id;
  });

  function get(url: string, ip: string) {
    return t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: auth(viewer) });
  }

  async function playsFrom(ip: string) {
    const response = await get(`/api/playback/video/${worldVideo}?typ=standard`, ip);
    if (response.statusCode === 422)
      expect(response.json().formError).toEqual({ item: 'catalog.playback.country' });
    return response.statusCode === 200;
  }

  it('with both switches off plays everywhere', async () => {
    await putConfig({ access_only_poland: false, access_only_europe: false });
    expect([await playsFrom(POLAND), await playsFrom(GERMANY), await playsFrom(USA)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('Poland only: plays in Poland, refused elsewhere; the page says so and the purchase is refused', async () => {
    await putConfig({ access_only_poland: true, access_only_europe: false });
    expect([await playsFrom(POLAND), await playsFrom(GERMANY), await playsFrom(USA)]).toEqual([
      true,
      false,
      false,
    ]);
    expect((await get(`/api/videos/${worldVideo}`, POLAND)).json().countryBlocked).toBe(false);
    expect((await get(`/api/videos/${worldVideo}`, GERMANY)).json().countryBlocked).toBe(true);
    const [before] = await t.database.db.select({ n: count() }).from(orders);
    const purchase = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${paidVideo}`,
      payload: PURCHASE,
      remoteAddress: GERMANY,
      headers: auth(viewer),
    });
    expect(purchase.statusCode).toBe(422);
    expect(purchase.json().formError).toEqual({ product: 'commerce.refusal.country' });
    const [after] = await t.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });

  it('Europe only: plays in Poland and Germany, refused in the United States', async () => {
    await putConfig({ access_only_poland: false, access_only_europe: true });
    expect([await playsFrom(POLAND), await playsFrom(GERMANY), await playsFrom(USA)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('both on: the stricter one, Poland only, decides', async () => {
    await putConfig({ access_only_poland: true, access_only_europe: true });
    expect([await playsFrom(POLAND), await playsFrom(GERMANY), await playsFrom(USA)]).toEqual([
      true,
      false,
      false,
    ]);
    await putConfig({ access_only_poland: false, access_only_europe: false });
  });
});
