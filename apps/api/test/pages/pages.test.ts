import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pages, pageTranslations } from '../../src/db/schema';
import { updatePageRow, upsertPageTranslation } from '../../src/modules/pages/pages.repository';
import { auth, createTestApp, type TestApp } from '../helpers';
import { auditCount, bannedUserWithSession, demoSession } from '../users/session-fixtures';

let t: TestApp;
let adminToken: string;
let customPageId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await demoSession(t, 'admin')).token;
  const [custom] = await t.database.db
    .insert(pages)
    .values({
      slug: 'nasza-historia',
      title: 'Nasza historia',
      content: '<p>Od 1920 roku.</p>',
      updatedAt: t.clock.now(),
    })
    .returning();
  customPageId = custom!.id;
});
afterAll(() => t.close());

function getPage(slug: string, language = 'pl') {
  return t.app.inject({ method: 'GET', url: `/api/pages/${slug}`, headers: { 'accept-language': language } });
}

function putPage(
  id: number | string,
  payload: Record<string, unknown>,
  token: string | undefined = adminToken,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/pages/${id}`,
    payload,
    headers: token ? auth(token) : {},
  });
}

async function pageRows() {
  return {
    pages: await t.database.db.select().from(pages).orderBy(pages.id),
    translations: await t.database.db.select().from(pageTranslations).orderBy(pageTranslations.pageId),
  };
}

describe('GET /api/pages/{slug}', () => {
  it("answers the page in the request's language", async () => {
    const polish = await getPage('regulamin');
    expect(polish.statusCode).toBe(200);
    expect(polish.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(polish.json()).toMatchObject({ id: 2, slug: 'regulamin' });
    const english = await getPage('regulamin', 'en');
    expect(english.json().id).toBe(2);
    expect(english.json().title).not.toBe(polish.json().title);
    expect(english.json().content).not.toBe(polish.json().content);
    expect((await getPage('2', 'en')).json()).toEqual(english.json());
  });

  it('falls back to Polish field by field', async () => {
    const untranslated = await getPage('nasza-historia', 'en');
    expect(untranslated.json()).toEqual({
      id: customPageId,
      slug: 'nasza-historia',
      title: 'Nasza historia',
      content: '<p>Od 1920 roku.</p>',
    });
    await upsertPageTranslation(t.database.db, {
      pageId: customPageId,
      languageCode: 'en',
      title: 'Our history',
      content: '',
      updatedAt: t.clock.now(),
    });
    await t.app.deps.cache.invalidate('page:');
    expect((await getPage('nasza-historia', 'en')).json()).toMatchObject({
      title: 'Our history',
      content: '<p>Od 1920 roku.</p>',
    });
  });

  it('answers 404 to a missing page', async () => {
    for (const slug of ['nie-ma-takiej', '999', '12345678901234', 'x'.repeat(41)]) {
      const response = await getPage(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('PUT /api/pages/{id}', () => {
  it('writes the Polish page with sanitized content, an audit row, and visitors see it at once', async () => {
    await getPage('regulamin');
    const response = await putPage(2, {
      title: 'Regulamin serwisu',
      slug: 'regulamin',
      content:
        '<h2>§1</h2><p onclick="x()">Tekst <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src="a.jpg" onerror="alert(1)">',
    });
    expect(response.statusCode).toBe(200);
    const clean = '<h2>§1</h2><p>Tekst <a rel="noopener">link</a></p><img src="a.jpg" />';
    expect(response.json()).toEqual({ id: 2, slug: 'regulamin', title: 'Regulamin serwisu', content: clean });
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, 2));
    expect(row).toMatchObject({ title: 'Regulamin serwisu', content: clean, updatedAt: t.clock.now() });
    expect((await getPage('regulamin')).json()).toMatchObject({ title: 'Regulamin serwisu', content: clean });
    expect(await auditCount(t, 'page.update')).toBe(1);
  });

  it('writes another language into the translation row and leaves the Polish text alone', async () => {
    const [polishBefore] = await t.database.db.select().from(pages).where(eq(pages.id, 1));
    await getPage('polityka', 'en');
    const response = await putPage(1, {
      title: 'Privacy',
      slug: 'polityka',
      content: '<p>English <script>x</script></p>',
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 1,
      slug: 'polityka',
      title: 'Privacy',
      content: '<p>English </p>',
    });
    const [translation] = await t.database.db
      .select()
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, 1), eq(pageTranslations.languageCode, 'en')));
    expect(translation).toMatchObject({ title: 'Privacy', content: '<p>English </p>' });
    const [polishAfter] = await t.database.db.select().from(pages).where(eq(pages.id, 1));
    expect(polishAfter?.title).toBe(polishBefore?.title);
    expect(polishAfter?.content).toBe(polishBefore?.content);
    expect((await getPage('polityka', 'en')).json().title).toBe('Privacy');
  });

  it('moves a custom page to a new slug; the old one answers 404', async () => {
    await getPage('nasza-historia');
    const response = await putPage(customPageId, {
      title: 'Historia',
      slug: 'historia-teatru',
      content: '<p>h</p>',
    });
    expect(response.statusCode).toBe(200);
    expect((await getPage('nasza-historia')).statusCode).toBe(404);
    expect((await getPage('historia-teatru')).json().title).toBe('Historia');
  });

  it('refuses invalid input with 422 and field keys, and writes nothing', async () => {
    const before = await pageRows();
    const audits = await auditCount(t);
    const cases: Array<[number, Record<string, unknown>, Record<string, string>]> = [
      [customPageId, { title: 'T', slug: 'regulamin', content: '' }, { slug: 'form.validate.slug_taken' }],
      [2, { title: 'T', slug: 'zasady', content: '' }, { slug: 'form.validate.not_allowed' }],
      [customPageId, { title: 'T', slug: 'Zła Ścieżka', content: '' }, { slug: 'form.validate.slug' }],
      [customPageId, { title: 'T', slug: '123', content: '' }, { slug: 'form.validate.slug' }],
      [customPageId, { title: ' ', slug: 'ok', content: '' }, { title: 'form.validate.required' }],
      [customPageId, { title: 'T', slug: 'ok' }, { content: 'form.validate.required' }],
      [
        customPageId,
        { title: 'T', slug: 'ok', content: '', language: 'de' },
        { language: 'form.validate.wrong' },
      ],
    ];
    for (const [id, payload, formError] of cases) {
      const response = await putPage(id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().formError).toEqual(formError);
    }
    expect(await pageRows()).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
  });

  it('answers slug_taken when the unique index refuses a concurrent edit', async () => {
    expect(
      await updatePageRow(t.database.db, customPageId, { slug: 'kontakt', updatedAt: t.clock.now() }),
    ).toBe('slug_taken');
  });

  it('answers 404 to a missing page', async () => {
    for (const id of [999, 'abc']) {
      const response = await putPage(id, { title: 'T', slug: 'nowa', content: '' });
      expect(response.statusCode).toBe(404);
    }
  });

  describe('who may not', () => {
    const payload = { title: 'Hack', slug: 'regulamin', content: '' };

    it('anonymous: 401', async () => {
      const response = await putPage(2, payload, '');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SESSION_EXPIRED');
    });

    it('a non-admin: 403 NOT_ADMIN', async () => {
      const { token } = await demoSession(t, 'standard');
      const response = await putPage(2, payload, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_ADMIN');
    });

    it('a banned user: 401 USER_BLOCKED', async () => {
      const { token } = await bannedUserWithSession(t);
      const response = await putPage(2, payload, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('USER_BLOCKED');
      expect((await getPage('regulamin')).json().title).not.toBe('Hack');
    });
  });
});
