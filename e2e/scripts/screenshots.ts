/**
 * Writes the README's screenshots into docs/screenshots: sign-in, sign-up, account, home, an event page, a video
 * page, the player, a payment page, the PayU stand-in and an order's status at 390 and 1280 px, and the main
 * back-office screens at 1280 px, with the hosted-video upload drawer mid-transfer and the subtitles modal, and
 * the audit log with a change expanded, and the people screens (users section, user list, a user's page).
 * Run against a running server: `E2E_BASE_URL=http://127.0.0.1:3000 npx tsx e2e/scripts/screenshots.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { apiSession } from '../support/session';
import { paddedClip, throttleUploads } from '../support/video-file';
import { issue19StaffScreens } from './screens-issue19-staff';

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
await issue19StaffScreens(browser, baseURL, out);
await api.dispose();
await browser.close();
console.log(`screenshots written to ${out}`);
