/**
 * The XSS proof of issue 18: the payload corpus of support/xss-corpus.ts goes, through the real API as the
 * demo administrator and as buyers, into every field staff or users write that a page shows, and Chromium
 * opens every page that shows them — the visitor's in Polish and in English, the back-office's in Polish.
 *
 * Fields that take HTML (sanitized by the server's allow-list, apps/api/src/lib/sanitize-html.ts) get the whole
 * corpus: a video's description and additional description (and their English translation), a static page's
 * content in both languages (/regulamin), an event's chat embed and a video link that is an embed code (both
 * cut down to iframes of the allowed players). Every text field gets as many payloads as its length allows,
 * each field starting elsewhere in the corpus: titles and subtitles of videos, events, slides and their
 * translations, category and gallery names, a static page's title, the info and error bars, the institution
 * link's title, the festival titles, the gift offer's labels and descriptions, a hosted video's name, a
 * code's description, a ban's reason; of a buyer, the address and company fields of the account and of
 * invoice data, and a gift's recipient name and message (which takes any text). Fields that refuse markup (or, as names do, anything
 * but letters) must answer 422 to a payload with markup, and then hold the payloads without; link fields
 * (a slide's url, the page links, the ad and help links, the contact address) must refuse every URL payload.
 *
 * Every page runs with its Content-Security-Policy switched off (`bypassCSP`): the CSP is the second wall,
 * and the proof is that nothing gets as far as it. On each page: no dialog opened, no payload ran
 * (`__xss(n)`), and the DOM has no inline handler, foreign script or style, script or HTML URL in a link or
 * source, nor an object, embed, base, meta http-equiv, srcdoc or a frame of anything but an allowed player.
 * The numbers of the payloads each page shows as text are attached to the test's result (`xss-report`).
 * What the journey changed (settings, the terms page, the gift offer) is put back, and what it made is deleted.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Page,
} from '@playwright/test';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';
import {
  URL_PAYLOADS,
  XSS_CORPUS,
  armAgainstXss,
  corpusEmbed,
  corpusHtml,
  corpusValue,
  findXss,
  payloadsShownAsText,
  type XssFinding,
} from '../support/xss-corpus';

// DOM snapshots of pages that carry the whole corpus would double the journey's time.
test.use({ trace: 'off' });

type Headers = Record<string, string>;
type Language = 'pl' | 'en';

const MARKUP = '<img src=x onerror=__xss(2)>';

/** The Warsaw calendar day today, YYYY-MM-DD. */
function warsawToday(days = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The answer refuses `field` with 422 (the field's rule), and so wrote nothing. */
async function expectRefused(response: APIResponse, field: string) {
  const body = await response.text();
  expect(response.status(), `${field} in ${response.url()}: ${body}`).toBe(422);
  expect(Object.keys((JSON.parse(body) as { formError?: object }).formError ?? {})).toContain(field);
}

/** Tries a value with markup first (which a no-markup field refuses), then the one without. */
async function withoutMarkup(
  send: (value: string) => Promise<APIResponse>,
  field: string,
  tag: string,
  max: number,
  start = 0,
): Promise<APIResponse> {
  await expectRefused(await send(corpusValue(tag, { max, markup: true, start })), field);
  return send(corpusValue(tag, { max, markup: false, start }));
}

/** A page of its own for one reader: CSP off, the corpus' marker armed, cookies chosen, maybe a language. */
async function readerPage(
  browser: Browser,
  options: { session?: unknown; language: Language; ran: string[] },
): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  if (options.language === 'en') {
    await context.addCookies([{ name: 'scena_lang', value: 'en', url: test.info().project.use.baseURL! }]);
  }
  const page = await context.newPage();
  await armAgainstXss(page, options.ran);
  await acceptNecessaryCookies(page);
  await page.addInitScript(
    (language) => window.localStorage.setItem('scena.lang', JSON.stringify(language)),
    options.language,
  );
  if (options.session) await useSessionIn(page, options.session as never);
  return page;
}

test('the XSS corpus in every staff HTML field and every user text field is shown inert on every page', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = await apiSession(request, 'admin');
  const asAdmin: Headers = { 'x-auth-token': admin.token };
  const cleanup: Array<() => Promise<unknown>> = [];
  const pl: Headers = { ...asAdmin, 'accept-language': 'pl' };
  const en: Headers = { ...asAdmin, 'accept-language': 'en' };

  try {
    const made = await test.step('the corpus goes in through the API', () =>
      putCorpus(request, { asAdmin, pl, en, stamp, cleanup }));

    const ran: string[] = [];
    const findings: XssFinding[] = [];
    const shown: Record<string, number[]> = {};
    const seen = new Set<string>();

    /** Inspects the page once it shows every tag, as text or in a form field. */
    const inspect = async (page: Page, tags: string[], label: string) => {
      for (const tag of tags) {
        await page
          .waitForFunction(
            (text) =>
              document.body.textContent!.includes(text) ||
              Array.from(document.querySelectorAll('input, textarea')).some((field) =>
                (field as HTMLInputElement).value.includes(text),
              ),
            tag,
            // The back-office's first screen loads antd and its lists: slow on a busy machine.
            { timeout: 30_000 },
          )
          .catch(() => expect.soft(tags, `${label} shows ${tag}`).toEqual([]));
        seen.add(tag);
      }
      findings.push(...(await findXss(page)));
      shown[`${label} (${await page.evaluate(() => document.documentElement.lang)})`] =
        await payloadsShownAsText(page);
    };
    /** Opens `path` as a new page load (the server writes its head and first data), then inspects it. */
    const visit = async (page: Page, path: string, tags: string[], label = path) => {
      await page.goto(path);
      await inspect(page, tags, label);
    };

    for (const language of ['pl', 'en'] as const) {
      await test.step(`visitor pages in ${language === 'pl' ? 'Polish' : 'English'}`, async () => {
        const t = (tag: string) => (language === 'en' ? `${tag}en` : tag);
        const anonymous = await readerPage(browser, { language, ran });
        await visit(anonymous, '/strona-glowna', [
          t('ZQvtitle'),
          t('ZQstitle'),
          t('ZQstext'),
          'ZQinfo',
          'ZQinst',
        ]);
        await visit(anonymous, `/wideo/${made.videoSlug}/publiczne`, [
          t('ZQvtitle'),
          t('ZQvdesc'),
          t('ZQvadd'),
        ]);
        await visit(anonymous, `/wydarzenie/${made.eventSlug}/publiczne`, [
          t('ZQetitle'),
          t('ZQesub'),
          t('ZQvdesc'),
        ]);
        await anonymous.context().close();

        const buyer = await readerPage(browser, { language, ran, session: made.buyer });
        await visit(buyer, '/', [
          t('ZQvtitle'),
          t('ZQetitle'),
          t('ZQstitle'),
          'ZQerror',
          t('ZQcat'),
          t('ZQfest'),
        ]);
        await visit(buyer, `/wideo/${made.videoSlug}`, [
          t('ZQvtitle'),
          t('ZQvsub'),
          t('ZQvdesc'),
          t('ZQvadd'),
          t('ZQcat'),
        ]);
        await visit(buyer, `/wydarzenie/${made.eventSlug}`, [t('ZQetitle'), t('ZQesub'), t('ZQvadd')]);
        await visit(buyer, '/regulamin', [t('ZQptitle'), t('ZQpage')]);
        await visit(buyer, '/szukaj?q=title', [t('ZQvtitle'), t('ZQetitle')]);
        await visit(buyer, `/platnosc/wideo/${made.videoId}`, [t('ZQvtitle')]);
        await visit(buyer, '/platnosc/prezent', [t('ZQglabel'), t('ZQgdesc')]);
        await visit(buyer, `/status-zamowienia/prezent/${made.giftOrder}`, ['ZQgname', 'ZQgmsg']);
        await visit(buyer, `/status-zamowienia/wideo/${made.videoOrder}`, [t('ZQvtitle')]);
        // The account's texts are the buyer's own, in no other language.
        if (language === 'pl') {
          await visit(buyer, '/konto', ['ZQstreet', 'ZQcity', 'ZQcompany', 'ZQgname']);
          await visit(buyer, '/konto?edit=true', ['ZQstreet']);
        }
        await buyer.context().close();

        // The players: the event's chat and a video link that is an embed code, for whom they play.
        const staff = await readerPage(browser, { language, ran, session: admin });
        await visit(staff, `/wydarzenie/${made.eventSlug}?ogladaj=true`, [t('ZQetitle')], 'event player');
        await expect(staff.locator('iframe[title="ZQchat"]')).toBeAttached();
        await visit(staff, `/wideo/${made.embedSlug}?ogladaj=true`, ['ZQembed'], 'embed player');
        await expect(staff.locator('iframe[title="ZQvlink"]')).toBeAttached();
        await staff.context().close();
      });
    }

    await test.step('back-office screens', async () => {
      const page = await readerPage(browser, { language: 'pl', ran, session: admin });
      // One page load, then the menu's links: each section is inspected as staff reach it.
      await page.goto('/teapp-admin');
      const section = async (view: string, tags: string[]) => {
        const path = `/teapp-admin?view=${view}`;
        await page.evaluate(() =>
          document.querySelectorAll('#admin-main > *').forEach((old) => old.setAttribute('data-left', '')),
        );
        await page.getByRole('navigation').locator(`a[href="${path}"]`).click();
        await page.waitForFunction(() => document.querySelector('#admin-main > :not([data-left])') !== null);
        await inspect(page, tags, path);
      };
      await section('videos', ['ZQvtitle', 'ZQembed']);
      await section('hosted_videos', ['ZQhosted']);
      await section('events', ['ZQetitle']);
      await section('festival', ['ZQetitle', 'ZQfest']);
      await section('galleries', ['ZQgal']);
      await section('categories', ['ZQcat']);
      await section('slider_settings', ['ZQstitle']);
      await section('views', ['ZQinst']);
      await section('notifications', ['ZQinfo', 'ZQerror']);
      await section('users', ['ZQban']);
      await section('payments', ['ZQvtitle']);
      await section('gifts', ['ZQglabel', 'ZQgdesc', 'ZQgname']);
      await section('group_tickets', []);
      await section('promotion_codes', ['ZQcode']);
      await section('invoices', ['ZQistreet', 'ZQcompany']);
      await section('limitations', []);
      await section('help', []);
      await section('advertisement_settings', []);
      await section('audit', []);
      await section('statistics', []);
      await visit(page, '/teapp-admin/uzytkownicy?search=xss-', []);
      await visit(page, `/konto/${made.buyer.user.id}`, ['ZQstreet', 'ZQcity', 'ZQcompany', 'ZQcode']);
      await visit(page, `/konto/${made.banned.user.id}`, ['ZQban']);
      await visit(page, `/wideo/${made.videoSlug}`, ['ZQvtitle'], 'video page with its orders');

      // The page editor's live preview, fed the raw corpus: the browser's own allow-list copy at work.
      await page.goto('/teapp-admin?view=views');
      await page.getByLabel('Treść (HTML)').fill(corpusHtml('ZQpreview'));
      await expect(page.getByRole('region', { name: 'Podgląd' })).toContainText('ZQpreview');
      findings.push(...(await findXss(page)));
      shown['page editor preview'] = await payloadsShownAsText(page);

      // The translations modals list the English texts.
      await page.goto('/teapp-admin?view=videos');
      await page.getByRole('button', { name: /^Tłumaczenia: ZQvtitle/ }).click();
      await expect(page.getByRole('dialog')).toContainText('ZQvtitleen');
      findings.push(...(await findXss(page)));
      await page.context().close();
    });

    await test.info().attach('xss-report', {
      body: JSON.stringify({ corpus: XSS_CORPUS.length, shownAsText: shown }, null, 2),
      contentType: 'application/json',
    });
    expect(ran, 'dialogs that opened').toEqual([]);
    expect(findings, 'payloads that reached the DOM').toEqual([]);
    expect(
      [...made.tags].filter((tag) => !seen.has(tag)),
      'fields no page was seen to show',
    ).toEqual([]);
  } finally {
    for (const undo of cleanup.reverse()) await undo();
  }
});

interface PutContext {
  asAdmin: Headers;
  pl: Headers;
  en: Headers;
  stamp: string;
  cleanup: Array<() => Promise<unknown>>;
}

/** Every field of the corpus, written as staff and as buyers would; answers what the pages need to find it. */
async function putCorpus(request: APIRequestContext, { asAdmin, pl, en, stamp, cleanup }: PutContext) {
  const tags = new Set<string>();
  const tag = (name: string) => (tags.add(name), name);
  const remove = (path: string) => cleanup.push(() => request.delete(path, { headers: asAdmin }));
  const hosted = await json<Array<{ id: number; status: string }>>(
    await request.get('/api/vimeo', { headers: asAdmin }),
    200,
  );
  const clip = `local:${hosted.find((video) => video.status === 'COMPLETE')!.id}`;

  // Category and gallery names: letters, digits and ( ) ! - + # ? % @ . only.
  await expectRefused(
    await request.post('/api/categories', { headers: asAdmin, data: { name: MARKUP } }),
    'name',
  );
  const category = await json<{ id: number }>(
    await request.post('/api/categories', {
      headers: asAdmin,
      data: { name: `${tag('ZQcat')} alert(1) @import #1 ${stamp}` },
    }),
    201,
  );
  remove(`/api/categories/${category.id}`);
  const categoryEn = await withoutMarkup(
    (name) =>
      request.post('/api/translations/category', {
        headers: asAdmin,
        data: { name, language_code: 'en', category_id: category.id },
      }),
    'name',
    tag('ZQcaten'),
    100,
    3,
  );
  expect(categoryEn.status()).toBe(201);
  await expectRefused(
    await request.post('/api/galleries', { headers: asAdmin, data: { name: MARKUP } }),
    'name',
  );
  const gallery = await json<{ id: number }>(
    await request.post('/api/galleries', {
      headers: asAdmin,
      data: { name: `${tag('ZQgal')} confirm(1) ${stamp}` },
    }),
    201,
  );
  remove(`/api/galleries/${gallery.id}`);

  // The video: titles refuse markup; the descriptions are HTML, sanitized.
  const videoSlug = `xss-${stamp}`;
  const videoForm = {
    title: corpusValue(tag('ZQvtitle'), { max: 200, markup: false }),
    slug: videoSlug,
    subtitle: corpusValue(tag('ZQvsub'), { max: 200, markup: false, start: 7 }),
    video_link: clip,
    teaser_link: URL_PAYLOADS[0]!.payload,
    video_price: 19.99,
    weight: 999_999,
    visible: true,
    categories: [category.id],
    gallery_id: gallery.id,
    description: corpusHtml(tag('ZQvdesc')),
    additional_desc: corpusHtml(tag('ZQvadd')),
  };
  for (const field of ['title', 'subtitle'] as const) {
    await expectRefused(
      await request.post('/api/videos', { headers: asAdmin, data: { ...videoForm, [field]: MARKUP } }),
      field,
    );
  }
  const video = await json<{ id: number }>(
    await request.post('/api/videos', { headers: asAdmin, data: videoForm }),
    201,
  );
  // It will have an order, which keeps a video from being deleted: it is hidden instead.
  cleanup.push(() =>
    request.put(`/api/videos/${video.id}`, { headers: asAdmin, data: { ...videoForm, visible: false } }),
  );
  const videoTranslation = {
    language_code: 'en',
    title: corpusValue(tag('ZQvtitleen'), { max: 100, markup: false, start: 3 }),
    subtitle: corpusValue(tag('ZQvsuben'), { max: 200, markup: false, start: 11 }),
    teaser_link: URL_PAYLOADS[3]!.payload,
    description: corpusHtml(tag('ZQvdescen')),
    additional_desc: corpusHtml(tag('ZQvadden')),
    video_id: video.id,
  };
  await expectRefused(
    await request.post('/api/translations/video', {
      headers: asAdmin,
      data: { ...videoTranslation, title: MARKUP },
    }),
    'title',
  );
  await json(
    await request.post('/api/translations/video', { headers: asAdmin, data: videoTranslation }),
    201,
  );

  // A free video whose link is an embed code: it plays as the server's embed allow-list leaves it.
  const embedSlug = `xss-embed-${stamp}`;
  const embed = await json<{ id: number }>(
    await request.post('/api/videos', {
      headers: asAdmin,
      data: {
        title: `${tag('ZQembed')} ${stamp}`,
        slug: embedSlug,
        video_link: corpusEmbed(tag('ZQvlink')),
        visible: true,
        dashboard_hidden: true,
      },
    }),
    201,
  );
  remove(`/api/videos/${embed.id}`);
  tags.delete('ZQvlink');

  // The event, on now, free, with the corpus as its chat embed code.
  const eventSlug = `xss-${stamp}`;
  const eventForm = {
    title: corpusValue(tag('ZQetitle'), { max: 200, markup: false, start: 13 }),
    slug: eventSlug,
    subtitle: corpusValue(tag('ZQesub'), { max: 200, markup: false, start: 17 }),
    video_id: video.id,
    date_from: warsawToday(),
    date_to: warsawToday(),
    full_day: true,
    published: true,
    is_festival: true,
    vimeo_chat: corpusEmbed(tag('ZQchat')),
  };
  tags.delete('ZQchat');
  for (const field of ['title', 'subtitle'] as const) {
    await expectRefused(
      await request.post('/api/events', { headers: asAdmin, data: { ...eventForm, [field]: MARKUP } }),
      field,
    );
  }
  const event = await json<{ id: number }>(
    await request.post('/api/events', { headers: asAdmin, data: eventForm }),
    201,
  );
  remove(`/api/events/${event.id}`);
  const eventEn = await withoutMarkup(
    (title) =>
      request.post('/api/translations/event', {
        headers: asAdmin,
        data: {
          language_code: 'en',
          title,
          subtitle: corpusValue(tag('ZQesuben'), { max: 200, markup: false, start: 19 }),
          event_id: event.id,
        },
      }),
    'title',
    tag('ZQetitleen'),
    100,
    23,
  );
  expect(eventEn.status()).toBe(201);

  // A published slide: title and text refuse markup, the url every URL payload.
  const slideForm = {
    title: corpusValue(tag('ZQstitle'), { max: 200, markup: false, start: 2 }),
    text: corpusValue(tag('ZQstext'), { max: 500, markup: false, start: 5 }),
    url: '/regulamin',
    published: true,
  };
  for (const field of ['title', 'text'] as const) {
    await expectRefused(
      await request.post('/api/slides', { headers: asAdmin, data: { ...slideForm, [field]: MARKUP } }),
      field,
    );
  }
  for (const { payload } of URL_PAYLOADS) {
    await expectRefused(
      await request.post('/api/slides', { headers: asAdmin, data: { ...slideForm, url: payload } }),
      'url',
    );
  }
  const slide = await json<{ id: number }>(
    await request.post('/api/slides', { headers: asAdmin, data: slideForm }),
    201,
  );
  remove(`/api/slides/${slide.id}`);
  const slideEn = await withoutMarkup(
    (title) =>
      request.post('/api/translations/slide', {
        headers: asAdmin,
        data: {
          title,
          text: corpusValue(tag('ZQstexten'), { max: 500, markup: false, start: 9 }),
          language_code: 'en',
          slide_id: slide.id,
        },
      }),
    'title',
    tag('ZQstitleen'),
    100,
    1,
  );
  expect(slideEn.status()).toBe(201);

  // The terms page, in both languages: title as text, content as sanitized HTML. Put back afterwards.
  for (const [language, headers] of [
    ['pl', pl],
    ['en', en],
  ] as const) {
    const before = await json<{ id: number; title: string; content: string; slug: string }>(
      await request.get('/api/pages/regulamin', { headers }),
      200,
    );
    cleanup.push(() =>
      request.put(`/api/pages/${before.id}`, {
        headers: asAdmin,
        data: { title: before.title, content: before.content, slug: before.slug, language },
      }),
    );
    const suffix = language === 'en' ? 'en' : '';
    await json(
      await request.put(`/api/pages/${before.id}`, {
        headers: asAdmin,
        data: {
          title: corpusValue(tag(`ZQptitle${suffix}`), {
            max: 200,
            markup: true,
            start: language === 'en' ? 5 : 0,
          }),
          content: corpusHtml(tag(`ZQpage${suffix}`)),
          slug: before.slug,
          language,
        },
      }),
      200,
    );
  }

  // Text settings take any text; link settings refuse every URL payload. Put back afterwards.
  const textSettings = {
    info_bar: corpusValue(tag('ZQinfo'), { max: 500, markup: true }),
    error_bar: corpusValue(tag('ZQerror'), { max: 500, markup: true, start: 20 }),
    institution_page: '/kontakt',
    institution_page_title: corpusValue(tag('ZQinst'), { max: 100, markup: true, start: 12 }),
    festival_title: corpusValue(tag('ZQfest'), { max: 100, markup: true, start: 30 }),
    festival_title_en: corpusValue(tag('ZQfesten'), { max: 100, markup: true, start: 40 }),
    view_festival: true,
  };
  const config = await json<Record<string, unknown>>(
    await request.get('/api/appconfig/', { headers: asAdmin }),
    200,
  );
  const saved = Object.fromEntries(Object.keys(textSettings).map((key) => [key, config[key]]));
  cleanup.push(() => request.put('/api/appconfig', { headers: asAdmin, data: saved }));
  await json(await request.put('/api/appconfig', { headers: asAdmin, data: textSettings }), 200);
  const linkSettings = [
    'institution_page',
    'regulations_page',
    'policy_page',
    'free_ad_url',
    'paid_ad_url',
    'help_faq_url',
    'help_submissions_url',
  ];
  for (const { payload } of URL_PAYLOADS) {
    const answer = await request.put('/api/appconfig', {
      headers: asAdmin,
      data: Object.fromEntries(linkSettings.map((key) => [key, payload])),
    });
    for (const key of linkSettings) await expectRefused(answer, key);
  }
  await expectRefused(
    await request.put('/api/appconfig', {
      headers: asAdmin,
      data: { contact_email: `"${MARKUP}"@example.com` },
    }),
    'contact_email',
  );

  // The gift offer's texts. Put back afterwards.
  const gift = await json<Record<string, unknown>>(
    await request.get('/api/gifts/settings', { headers: asAdmin }),
    200,
  );
  const giftTexts = {
    gift_label: corpusValue(tag('ZQglabel'), { max: 100, markup: true, start: 4 }),
    gift_label_en: corpusValue(tag('ZQglabelen'), { max: 100, markup: true, start: 14 }),
    gift_description: corpusValue(tag('ZQgdesc'), { max: 300, markup: true, start: 24 }),
    gift_description_en: corpusValue(tag('ZQgdescen'), { max: 300, markup: true, start: 34 }),
  };
  cleanup.push(() =>
    request.put('/api/gifts/settings', {
      headers: asAdmin,
      data: Object.fromEntries(Object.keys(giftTexts).map((key) => [key, gift[key]])),
    }),
  );
  await json(await request.put('/api/gifts/settings', { headers: asAdmin, data: giftTexts }), 200);

  // A code's description and a hosted video's name: any text.
  const code = `ZQ${stamp}`.toUpperCase();
  await expectRefused(
    await request.post('/api/codes', {
      headers: asAdmin,
      data: {
        code: MARKUP,
        desc: 'x',
        discount: '10%',
        product_id: 'any',
        limit: 5,
        expiration_date: `${warsawToday(30)} 12:00`,
      },
    }),
    'code',
  );
  const codes = await json<Array<{ id: number }>>(
    await request.post('/api/codes', {
      headers: asAdmin,
      data: {
        code,
        desc: corpusValue(tag('ZQcode'), { max: 200, markup: true, start: 8 }),
        discount: '10%',
        product_id: 'any',
        limit: 5,
        expiration_date: `${warsawToday(30)} 12:00`,
      },
    }),
    201,
  );
  remove(`/api/codes/${codes[0]!.id}`);
  const upload = await json<{ id: number }>(
    await request.post('/api/vimeo', {
      headers: asAdmin,
      data: { name: corpusValue(tag('ZQhosted'), { max: 200, markup: true, start: 16 }), size: 1000 },
    }),
    201,
  );
  remove(`/api/vimeo/${upload.id}`);

  // A buyer: names refuse markup; the address and company fields refuse markup and keep the rest.
  const refusedSignUp = await request.post('/api/users', {
    headers: { 'x-forwarded-for': '10.66.6.6' },
    data: {
      email: `xss.${stamp}@example.com`,
      password: 'Kupujacy-2026',
      repeatpassword: 'Kupujacy-2026',
      firstname: MARKUP,
      lastname: `" onmouseover="__xss(41)`,
      birthday: '1988-04-12',
      country_code: 'PL',
      tos: true,
      mailing: false,
    },
  });
  await expectRefused(refusedSignUp, 'firstname');
  await expectRefused(refusedSignUp, 'lastname');
  const buyer = await newBuyer(request, 'xss-kupujacy');
  const asBuyer: Headers = { 'x-auth-token': buyer.token };
  const person = { firstname: 'Zofia', lastname: 'Kupiec', birthday: '1988-04-12', country_code: 'PL' };
  const address = {
    street: corpusValue(tag('ZQstreet'), { max: 100, markup: false, start: 6 }),
    postal_code: `"'{{1}}`,
    city: corpusValue(tag('ZQcity'), { max: 30, markup: false, start: 8 }),
    state: `${"'"}}${'"'}{{`,
    company: corpusValue(tag('ZQcompany'), { max: 100, markup: false, start: 10 }),
    nip: `'"--{{7*7}}`,
  };
  for (const field of ['firstname', 'lastname', 'street', 'city', 'company'] as const) {
    await expectRefused(
      await request.put(`/api/users/${buyer.user.id}`, {
        headers: asBuyer,
        data: { ...person, ...address, [field]: MARKUP },
      }),
      field,
    );
  }
  await json(
    await request.put(`/api/users/${buyer.user.id}`, { headers: asBuyer, data: { ...person, ...address } }),
    200,
  );
  // The web app keeps the user it signed in with: it gets the edited one, as after its own edit form.
  buyer.user = (
    await json<{ user: typeof buyer.user }>(
      await request.get('/api/users/validate-session', { headers: asBuyer }),
      200,
    )
  ).user;

  // Invoice data with a purchase, and a gift with a recipient's name and a message.
  const invoice = {
    invoiceType: 'company',
    company: corpusValue('ZQcompany', { max: 100, markup: false, start: 26 }),
    nip: '5260250274',
    street: corpusValue(tag('ZQistreet'), { max: 100, markup: false, start: 28 }),
    postal_code: '00-001',
    city: corpusValue('ZQicity', { max: 30, markup: false, start: 2 }),
    state: corpusValue('ZQistate', { max: 30, markup: false, start: 4 }),
    country_code: 'PL',
  };
  const videoId = await productId(request, 'video', videoSlug);
  for (const field of ['company', 'street', 'city', 'state'] as const) {
    await expectRefused(
      await request.post(`/api/videopayments/${videoId}`, {
        headers: asBuyer,
        data: { tos: true, supply_consent: true, invoice: { ...invoice, [field]: MARKUP } },
      }),
      `invoice.${field}`,
    );
  }
  const videoOrder = await json<{ extOrderId: string }>(
    await request.post(`/api/videopayments/${videoId}`, {
      headers: asBuyer,
      data: { tos: true, supply_consent: true, invoice },
    }),
    201,
  );
  const giftForm = {
    productSlug: 'any',
    recipient_name: corpusValue(tag('ZQgname'), { max: 100, markup: false, start: 14 }),
    recipient_email: '',
    // A gift's message is a person's words: any character (issue 19), so the corpus goes in whole.
    message: corpusValue(tag('ZQgmsg'), { max: 500, markup: true, start: 18 }),
    tos: true,
    supply_consent: true,
  };
  await expectRefused(
    await request.post('/api/gifts/', { headers: asBuyer, data: { ...giftForm, recipient_name: MARKUP } }),
    'recipient_name',
  );
  const giftOrder = await json<{ extOrderId: string }>(
    await request.post('/api/gifts/', { headers: asBuyer, data: giftForm }),
    201,
  );

  // The code on the buyer's account, taken after the purchases so that it stays unused and can be deleted.
  await json(
    await request.post(`/api/users/${buyer.user.id}/codes`, { headers: asBuyer, data: { code } }),
    201,
  );
  remove(`/api/users/${buyer.user.id}/codes/${codes[0]!.id}`);

  // Another buyer, banned for good with the corpus as the reason (any text).
  const banned = await newBuyer(request, 'xss-zablokowany');
  await json(
    await request.post('/api/bans', {
      headers: asAdmin,
      data: {
        user_id: banned.user.id,
        reason: corpusValue(tag('ZQban'), { max: 500, markup: true, start: 22 }),
        forever: true,
        send_email: false,
      },
    }),
    201,
  );

  return {
    tags,
    videoSlug,
    videoId,
    embedSlug,
    eventSlug,
    buyer,
    banned,
    videoOrder: videoOrder.extOrderId,
    giftOrder: giftOrder.extOrderId,
  };
}
