import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/a11y';
import { productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

const PUBLIC_PAGES = [
  '/strona-glowna',
  '/logowanie',
  '/logowanie?sessionEnd=true',
  '/admin-login',
  '/logowanie-link',
  '/wylogowano',
  '/rejestracja',
  '/rejestracja/sukces?email=anna%40example.com',
  '/weryfikacja-konta?email=anna%40example.com',
  '/weryfikacja-konta?email=anna%40example.com&token=zly-token',
  '/resetowanie-hasla',
  '/resetowanie-hasla/informacja?email=anna%40example.com',
  '/nowe-haslo?email=anna%40example.com&token=zly-token',
  '/przerwa-techniczna',
  '/regulamin',
  '/polityka',
  '/kontakt',
  '/deklaracja-dostepnosci',
  '/n/jakkupicbilet',
  '/szukaj?q=teatr',
  '/szukaj?q=wesele',
  '/wydarzenie/dziady-na-zywo/publiczne',
  '/wydarzenie/balladyna-wieczor/publiczne',
  '/wideo/wesele/publiczne',
  '/wideo/calineczka/publiczne',
  '/error',
  '/nie-ma-takiej-strony',
];

const SIGNED_IN_PAGES = [
  '/',
  '/konto',
  '/konto?edit=true',
  '/wydarzenie/dziady-na-zywo',
  '/wideo/wesele',
  // Anna has not bought it: the player view explains why and offers the purchase.
  '/wideo/wesele?ogladaj=true',
  // Free for signed-in visitors: the player itself.
  '/wideo/calineczka?ogladaj=true',
  '/platnosc/prezent',
];

/** The back-office screens built so far (issues 3, 7 and 8). */
const ADMIN_VIEWS = [
  'videos',
  'hosted_videos',
  'events',
  'festival',
  'galleries',
  'limitations',
  'views',
  'notifications',
  'categories',
  'slider_settings',
  'advertisement_settings',
  'promotion_codes',
  'payments',
  'gifts',
  'group_tickets',
  'invoices',
  'statistics',
  'audit',
  'help',
  'about_versions',
  'users',
];

/**
 * One page's walk: headings, landmarks, axe and the width. `axe: false` keeps the layout checks only, for the
 * back-office at phone width: its screens are the same components as at 1280 px, which axe has read already.
 */
async function checkPage(page: Page, url: string, { axe = true } = {}) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Wczytywanie|Loading/ })).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  if (axe) await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every public page: one h1, one main, no axe violations (WCAG 2.1 A/AA), no horizontal scroll', async ({
      page,
    }) => {
      // Every public page, each loaded and checked by axe: a long walk, longer on a busy machine.
      test.slow();
      await acceptNecessaryCookies(page);
      for (const url of PUBLIC_PAGES) await checkPage(page, url);
    });

    test('the signed-in pages and the back-office', async ({ page, request }) => {
      // Every signed-in page and every back-office screen, each loaded and checked by axe: a long walk.
      test.slow();
      await acceptNecessaryCookies(page);
      await useSessionIn(page, await apiSession(request, 'standard'));
      for (const url of SIGNED_IN_PAGES) await checkPage(page, url);
      // The payment page's group-ticket and gift choices (product-decisions §26–27).
      const onAir = await productId(request, 'event', 'dziady-na-zywo');
      for (const choice of ['grupowy', 'prezent']) {
        await checkPage(page, `/platnosc/wydarzenie/${onAir}?rodzaj=${choice}`);
      }

      const admin = await page
        .context()
        .browser()!
        .newContext({ viewport: { width, height: 900 } });
      const adminPage = await admin.newPage();
      await acceptNecessaryCookies(adminPage);
      const adminSession = await apiSession(request, 'admin');
      await useSessionIn(adminPage, adminSession);
      const axe = width === 1280;
      for (const view of ADMIN_VIEWS) await checkPage(adminPage, `/teapp-admin?view=${view}`, { axe });
      // The people screens (issue 10): the full list and a user's page.
      await checkPage(adminPage, '/teapp-admin/uzytkownicy', { axe });
      const found = await request.get('/api/users?search=anna.nowak', {
        headers: { 'x-auth-token': adminSession.token },
      });
      const [anna] = ((await found.json()) as { users: Array<{ id: number }> }).users;
      await checkPage(adminPage, `/konto/${anna!.id}`, { axe });
      await admin.close();
    });

    test('the cookie bar and the English pages', async ({ page }) => {
      await page.goto('/logowanie');
      await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Switch to English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await expectNoAxeViolations(page);
    });
  });
}
