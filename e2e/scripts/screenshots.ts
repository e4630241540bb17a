/**
 * Writes the README's screenshots into docs/screenshots: sign-in, sign-up, account, home, an event page, a video
 * page, the player, a payment page, the PayU stand-in and an order's status at 390 and 1280 px, and the main
 * back-office screens at 1280 px, with the hosted-video upload drawer mid-transfer and the subtitles modal, and
 * the audit log with a change expanded, and the people screens (users section, user list, a user's page); and issue
 * 19's visitor screens (i19-*); then issue 19's text screens (screens-issue19-texts.ts).
 * Run against a running server: `E2E_BASE_URL=http://127.0.0.1:3000 npx tsx e2e/scripts/screenshots.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request, type Browser, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { newBuyer } from '../support/buyer';
import { apiSession } from '../support/session';
import { paddedClip, throttleUploads } from '../support/video-file';
import type { Session } from './screen-page';
import { issue19StaffScreens } from './screens-issue19-staff';
import { issue19TextsScreens } from './screens-issue19-texts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The upload drawer in the middle of a (throttled) transfer, then the subtitles modal of a finished video. */
async function hostedVideoScreens(page: Page) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-screens-'));
  try {
    await throttleUploads(page, 4 * 1024 * 1024);
    await page.goto('/teapp-admin?view=hosted_videos', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Umieść wideo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Umieść wideo' });
    await drawer.getByLabel(/Nazwa wideo/).fill('Zemsta — nagranie premiery');
    await drawer.getByLabel(/Plik wideo/).setInputFiles(paddedClip(dir, 200 * 1024 * 1024));
    await drawer.getByRole('button', { name: 'Prześlij' }).click();
    await drawer.getByText(/Pozostało: /).waitFor();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: path.join(out, 'admin-hosted-upload-1280.png') });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Napisy: Wesele — klip pokazowy \(PL, EN\)/ }).click();
    const modal = page.getByRole('dialog', { name: /^Napisy: / });
    await modal.getByRole('table').waitFor();
    await modal.getByLabel(/Język/).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'ukraiński' }).click();
    await modal
      .getByLabel(/Treść napisów/)
      .fill('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nДобрий вечір, шановні глядачі.\n');
    // The modal's opening animation is over.
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, 'admin-hosted-subtitles-1280.png') });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The audit log with a discount code's edit expanded: the edit is made through the API first, so the log has
 * a change of each kind's sort to show whatever ran before.
 */
async function auditScreen(page: Page, token: string) {
  const headers = { 'x-auth-token': token };
  const [code] = (await (await page.request.get('/api/codes', { headers })).json()) as Array<{
    id: number;
    code: string;
    desc: string;
    discount_percent: number | null;
    discount_cash: number | null;
    product_id: string;
    limit: number;
  }>;
  await page.request.put(`/api/codes/${code!.id}`, {
    headers,
    data: {
      code: code!.code,
      desc: `${code!.desc} (przedłużony)`,
      discount: code!.discount_percent === null ? String(code!.discount_cash) : `${code!.discount_percent}%`,
      product_id: code!.product_id,
      limit: code!.limit + 50,
      expiration_date: '2030-12-31 23:59',
    },
  });
  await page.goto('/teapp-admin?view=audit&kind=codes', { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /Rozwiń/ })
    .first()
    .click();
  await page.getByRole('table', { name: /Zmienione pola/ }).waitFor();
  await page.screenshot({ path: path.join(out, 'admin-audit-1280.png'), fullPage: true });
}

/** The users section with a search typed, the full list, and a user's page (issue 10). */
async function peopleScreens(page: Page, adminToken: string) {
  await page.goto('/teapp-admin?view=users', { waitUntil: 'networkidle' });
  await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).fill('kowal');
  await page.getByRole('list', { name: 'Wyniki wyszukiwania' }).waitFor();
  await page.screenshot({ path: path.join(out, 'admin-users-1280.png'), fullPage: true });
  await page.goto('/teapp-admin/uzytkownicy', { waitUntil: 'networkidle' });
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: path.join(out, 'admin-user-list-1280.png'), fullPage: true });
  const found = (await (
    await api.get('/api/users?search=anna.nowak', { headers: { 'x-auth-token': adminToken } })
  ).json()) as { users: Array<{ id: number }> };
  await page.goto(`/konto/${found.users[0]!.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Dane użytkownika' }).waitFor();
  await page.screenshot({ path: path.join(out, 'admin-user-detail-1280.png'), fullPage: true });
}

/**
 * Issue 19, items 2, 6 and 7 (`i19-*`): a voucher offered on the payment page with what stays on it, the price a code
 * others used up leaves full, the account's codes (a voucher partly spent, a code used up by its limit), and the
 * codes drawer refusing an end that has passed. New buyers and codes for each width, so each screen starts the same.
 */
async function voucherScreens(page: Page, width: number, adminToken: string) {
  const stamp = `${width}${Date.now().toString(36)}`.toUpperCase();
  const makeCode = async (data: Record<string, unknown>) =>
    (
      (await (
        await api.post('/api/codes', {
          headers: { 'x-auth-token': adminToken },
          data: { limit: 1, product_id: 'any', expiration_date: '2099-12-31 23:59', ...data },
        })
      ).json()) as Array<{ code: string }>
    )[0]!.code;
  const idOf = async (slug: string) =>
    ((await (await api.get(`/external_api/video/${slug}`)).json()) as { id: number }).id;
  const [pinokio, balladyna] = [await idOf('pinokio'), await idOf('balladyna')];
  const voucher = await makeCode({ code: `BON-${stamp}`, desc: 'Bon podarunkowy na 60 zł', discount: '60' });
  const spent = await makeCode({ code: `BON2-${stamp}`, desc: 'Bon podarunkowy na 60 zł', discount: '60' });
  const once = await makeCode({
    code: `RAZ-${stamp}`,
    desc: 'Zaproszenie dla jednej osoby',
    discount: '100%',
    product_id: `video-${balladyna}`,
  });
  const [anna, ola] = [
    await newBuyer(api, 'bon'),
    await newBuyer(api, 'limit', { firstname: 'Ola', lastname: 'Nowak' }),
  ];
  type Buyer = typeof anna;
  const activate = (buyer: Buyer, code: string) =>
    api.post(`/api/users/${buyer.user.id}/codes`, {
      headers: { 'x-auth-token': buyer.token },
      data: { code },
    });
  const take = (buyer: Buyer, videoId: number) =>
    api.post(`/api/videopayments/${videoId}`, {
      headers: { 'x-auth-token': buyer.token },
      data: { tos: true, supply_consent: true },
    });
  const shoot = async (who: { token: string }, url: string, ready: RegExp, name: string) => {
    await page.evaluate((value) => window.localStorage.setItem('scena.session', value), JSON.stringify(who));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByText(ready).first().waitFor();
    await page.screenshot({ path: path.join(out, `i19-${name}-${width}.png`), fullPage: true });
  };
  await activate(anna, once);
  await activate(ola, once);
  await take(anna, balladyna);
  await activate(anna, voucher);
  await shoot(anna, `/platnosc/wideo/${pinokio}`, /Zapłać bonem/, 'payment-voucher');
  await shoot(ola, `/platnosc/wideo/${balladyna}`, /wykorzystany przez limit/, 'payment-used-up');
  await activate(ola, spent);
  await take(ola, pinokio);
  await shoot(ola, '/konto', /Zostało na bonie/, 'account-codes');

  await page.evaluate((value) => window.localStorage.setItem('scena.session', value), JSON.stringify(admin));
  await page.goto('/teapp-admin?view=promotion_codes', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Dodaj lub generuj kody' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe kody' });
  await drawer.getByLabel('Kod', { exact: true }).fill(`STARY-${stamp}`);
  await drawer.getByLabel('Opis').fill('Kod z datą w przeszłości');
  await drawer.getByLabel('Rabat').fill('10%');
  const end = drawer.getByLabel('Ważny do');
  await end.click();
  await end.fill('01.01.2020 12:00');
  await end.press('Enter');
  await page.getByRole('button', { name: 'Dodaj kod', exact: true }).click();
  await drawer.getByText('Proszę podać datę w przyszłości.').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `i19-admin-code-past-end-${width}.png`) });
}

/**
 * Issue 19, items 1 and 4: a buyer whose gift payment was left on PayU's page, and a paid group ticket of which a
 * pupil used one code. Made through the API before the screens are taken.
 */
async function unfinishedGiftAndUsedGroup() {
  const buyer = await newBuyer(api, 'zrzut-nauczycielka');
  const pupil = await newBuyer(api, 'zrzut-uczen', { firstname: 'Ola', lastname: 'Uczennica' });
  const headers = { 'x-auth-token': buyer.token };
  await api.post('/api/gifts/', { headers, data: { tos: true, supply_consent: true, productSlug: 'any' } });
  const group = (await (
    await api.post('/api/groupTickets/', {
      headers,
      data: { tos: true, supply_consent: true, productSlug: `event-${paidEvent.id}-5` },
    })
  ).json()) as { extOrderId: string; payu: { redirectUri: string } };
  await api.post(group.payu.redirectUri, {
    form: { method: 'blik', blikCode: '123456', action: 'pay' },
    maxRedirects: 0,
  });
  let codes: Array<{ code: string }> = [];
  while (codes.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    codes = (
      (await (await api.get(`/api/groupTickets/${group.extOrderId}`, { headers })).json()) as {
        codes: Array<{ code: string }>;
      }
    ).codes;
  }
  const pupilHeaders = { 'x-auth-token': pupil.token };
  await api.post(`/api/users/${pupil.user.id}/codes`, {
    headers: pupilHeaders,
    data: { code: codes[0]!.code },
  });
  await api.post(`/api/payments/${paidEvent.id}`, {
    headers: pupilHeaders,
    data: { tos: true, supply_consent: true },
  });
  return { buyer, group: group.extOrderId };
}

/** The account's gift still being paid, and the refund dialog of the used group ticket with the access withdrawn. */
async function refundAndUnfinishedScreens(page: Page, width: number) {
  await page.evaluate(
    (value) => window.localStorage.setItem('scena.session', value),
    JSON.stringify(issue19.buyer),
  );
  await page.goto('/konto', { waitUntil: 'networkidle' });
  const gifts = page.getByRole('region', { name: 'Prezenty' });
  await gifts.getByRole('button', { name: /^Wróć do płatności/ }).waitFor();
  await gifts.screenshot({ path: path.join(out, `i19-account-gift-unfinished-${width}.png`) });
  await page.evaluate((value) => window.localStorage.setItem('scena.session', value), JSON.stringify(admin));
  await page.goto('/teapp-admin?view=group_tickets', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: `Zarządzaj zamówieniem ${issue19.group}` }).click();
  const dialog = page.getByRole('dialog', { name: `Zamówienie ${issue19.group}` });
  await dialog.getByRole('checkbox', { name: 'Odbierz dostęp dany przez wykorzystane kody' }).check();
  await dialog.getByLabel('Powód zwrotu').fill('Wycieczka klasowa odwołana');
  // The modal's opening animation is over; its refund part at the top of the screen.
  await page.waitForTimeout(800);
  await dialog
    .getByRole('heading', { name: 'Zwrot przez PayU' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(out, `i19-refund-used-codes-${width}.png`) });
}

/**
 * Issue 19's visitor screens at 1280×800 and 390×844, as the first screen shows them: the keyboard on the home
 * page before the cookie choice (focus scrolled above the bar), the player with a subtitle on, and the payment
 * page's date of a full-day event, an event with too few tickets for a group, and a group size out of range; and
 * a user's page with the flag of their country.
 */
async function issue19Screens(browser: Browser, visitor: Session, viewer: Session, staff: Session) {
  const found = await api.get('/api/users?search=anna.nowak', { headers: { 'x-auth-token': staff.token } });
  const [anna] = ((await found.json()) as { users: Array<{ id: number }> }).users;
  const ids = new Map<string, number>();
  for (const slug of ['calineczka-poranek', 'festiwal-pinokio', 'balladyna-wieczor']) {
    ids.set(slug, ((await (await api.get(`/external_api/event/${slug}`)).json()) as { id: number }).id);
  }
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: 'pl-PL' });
    const page = await context.newPage();
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: path.join(out, `i19-${name}-${width}.png`), fullPage });
    const signIn = (session: Session) =>
      page.evaluate((value) => window.localStorage.setItem('scena.session', value), JSON.stringify(session));

    await page.goto('/strona-glowna', { waitUntil: 'networkidle' });
    const bar = page.getByRole('region', { name: 'Pliki cookie' });
    await bar.waitFor();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    await shot('cookie-bar-first-tab');
    // Past the bar, the skip link and the navbar, into the slider and the repertoire.
    for (let tab = 0; tab < 22; tab += 1) await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    await shot('cookie-bar-focus-above');
    await bar.getByRole('button', { name: 'Tylko niezbędne' }).click();

    await signIn(viewer);
    await page.goto('/wideo/wesele?ogladaj=true', { waitUntil: 'networkidle' });
    await page.locator('video').evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.textTracks[0]!.mode = 'showing';
      element.currentTime = 1.5;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    });
    await page.waitForTimeout(300);
    await shot('player');

    await signIn(visitor);
    await page.goto(`/platnosc/wydarzenie/${ids.get('calineczka-poranek')}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('payment-full-day', true);
    await page.goto(`/platnosc/wydarzenie/${ids.get('festiwal-pinokio')}?rodzaj=grupowy`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('button', { name: /Zapłać/ }).waitFor();
    await shot('payment-too-few-for-a-group', true);
    await page.goto(`/platnosc/wydarzenie/${ids.get('balladyna-wieczor')}?rodzaj=grupowy`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('spinbutton', { name: /Liczba osób/ }).fill('100');
    await page.getByText('Wybierz od 5 do 40 osób.').waitFor();
    await shot('payment-group-out-of-range', true);

    await signIn(staff);
    await page.goto(`/konto/${anna!.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('img', { name: 'Polska' }).first().waitFor();
    await shot('admin-user-flag', true);
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const api = await request.newContext({ baseURL });
const session = await apiSession(api, 'standard');
const premium = await apiSession(api, 'premium');
const admin = await apiSession(api, 'admin');
const events = (await (await api.get('/external_api/events')).json()) as Array<{
  slug: string;
  status: number;
}>;
const event = events.find((item) => item.status === 0) ?? events[0]!;
// A paid event the standard user can buy (the seed's order of it was cancelled).
const paidEvent = (await (await api.get('/external_api/event/festiwal-chopin-noca')).json()) as {
  id: number;
};
const wesele = (await (await api.get('/external_api/video/wesele')).json()) as { id: number };
// One order left pending, whose PayU page and status page are shown at both widths.
const order = (await (
  await api.post(`/api/payments/${paidEvent.id}`, {
    headers: { 'x-auth-token': session.token },
    data: { tos: true, supply_consent: true },
  })
).json()) as { extOrderId: string; payu?: { redirectUri: string } };

const issue19 = await unfinishedGiftAndUsedGroup();

for (const width of [390, 1280]) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: 'pl-PL',
  });
  await context.addInitScript(() =>
    window.localStorage.setItem(
      'scena.cookies',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, at: Date.now() }),
    ),
  );
  const page = await context.newPage();
  for (const [name, url] of [
    ['sign-in', '/logowanie'],
    ['sign-up', '/rejestracja'],
    ['home', '/strona-glowna'],
    ['event', `/wydarzenie/${event.slug}/publiczne`],
    ['video', '/wideo/wesele/publiczne'],
  ] as const) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loadLazyImages(page);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
  }
  await page.evaluate(
    (value) => window.localStorage.setItem('scena.session', value),
    JSON.stringify(session),
  );
  for (const [name, url] of [
    ['account', '/konto'],
    ['account-edit', '/konto?edit=true'],
  ] as const) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loadLazyImages(page);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
  }
  // Buying: a rental with the standard user's activated code, then a ticket through the PayU stand-in.
  await page.goto(`/platnosc/wideo/${wesele.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /Zapłać/ }).waitFor();
  await page.screenshot({ path: path.join(out, `payment-${width}.png`), fullPage: true });
  // The same page's group-ticket and gift choices, and the gift for any product.
  for (const [name, url] of [
    ['payment-group', `/platnosc/wydarzenie/${paidEvent.id}?rodzaj=grupowy`],
    ['payment-gift', `/platnosc/wydarzenie/${paidEvent.id}?rodzaj=prezent`],
    ['payment-gift-any', '/platnosc/prezent'],
  ] as const) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Zapłać/ }).waitFor();
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
  }
  await page.goto(order.payu!.redirectUri, { waitUntil: 'networkidle' });
  await page.screenshot({ path: path.join(out, `payu-standin-${width}.png`), fullPage: true });
  await page.goto(`/status-zamowienia/wydarzenie/${order.extOrderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: path.join(out, `order-status-${width}.png`), fullPage: true });
  await page.evaluate(
    (value) => window.localStorage.setItem('scena.session', value),
    JSON.stringify(premium),
  );
  await page.goto('/wideo/wesele?ogladaj=true&typ=pjm', { waitUntil: 'networkidle' });
  await page.locator('video').waitFor();
  await page.screenshot({ path: path.join(out, `player-${width}.png`), fullPage: true });
  await voucherScreens(page, width, admin.token);
  await refundAndUnfinishedScreens(page, width);
  if (width === 1280) {
    await page.evaluate(
      (value) => window.localStorage.setItem('scena.session', value),
      JSON.stringify(admin),
    );
    for (const view of [
      'videos',
      'hosted_videos',
      'events',
      'festival',
      'galleries',
      'views',
      'promotion_codes',
      'payments',
      'gifts',
      'group_tickets',
      'invoices',
      'statistics',
      'limitations',
      'help',
      'about_versions',
    ]) {
      await page.goto(`/teapp-admin?view=${view}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.screenshot({ path: path.join(out, `admin-${view}-${width}.png`), fullPage: true });
    }
    await hostedVideoScreens(page);
    await auditScreen(page, admin.token);
    await peopleScreens(page, admin.token);
  }
  await context.close();
}
await issue19Screens(browser, session, premium, admin);
await issue19TextsScreens(browser, baseURL, out);
await issue19StaffScreens(browser, baseURL, out);
await api.dispose();
await browser.close();
console.log(`screenshots written to ${out}`);
