/**
 * Issue 19's staff screens at 390 and 1280 px (items 8–11, `i19-*`): each list within its card, the question before
 * maintenance (with how many watch) and before a home-page block changes, the ban form refusing a typed past date,
 * and the order dialog's "Dostęp do" refusing what is not a date. Axe is checked on them by the e2e stories
 * (staff-table-widths, staff-dates-and-bans, admin-and-maintenance).
 */
import path from 'node:path';
import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSession } from '../support/session';
import { fillTheLists } from '../support/staff-lists';
import { pageAs } from './screen-page';

type Session = Awaited<ReturnType<typeof apiSession>>;

async function staffScreens(
  page: Page,
  api: APIRequestContext,
  out: string,
  width: number,
  adminSession: Session,
) {
  const shot = (what: string, target: Page | ReturnType<Page['getByRole']> = page) =>
    target.screenshot({ path: path.join(out, `i19-${what}-${width}.png`) });
  for (const [what, view, card] of [
    ['payments', 'payments', /^Zamówienia \(/],
    ['invoices', 'invoices', /^Zgłoszenia faktur \(/],
    ['gifts', 'gifts', /^Zamówione prezenty \(/],
    ['group-tickets', 'group_tickets', /^Zamówione bilety grupowe \(/],
    ['codes', 'promotion_codes', /^Kody$/],
    ['slides', 'slider_settings', /^Slajdy strony głównej$/],
  ] as const) {
    await page.goto(`/teapp-admin?view=${view}`, { waitUntil: 'networkidle' });
    const region = page.getByRole('region', { name: card });
    await region.getByRole('table').waitFor();
    await shot(what, region);
  }
  await page.goto('/teapp-admin?view=limitations', { waitUntil: 'networkidle' });
  await page.getByRole('switch', { name: 'Tryb przerwy technicznej' }).click();
  const question = page.getByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
  await question.getByText(/^Teraz /).waitFor();
  await page.waitForTimeout(800);
  await shot('maintenance-question');
  await question.getByRole('button', { name: 'Anuluj' }).click();
  await page.goto('/teapp-admin?view=views', { waitUntil: 'networkidle' });
  await page.getByRole('switch', { name: 'Slajder', exact: true }).click();
  await page.getByRole('dialog', { name: /^(Ukryć|Pokazać) „Slajder”/ }).waitFor();
  await page.waitForTimeout(800);
  await shot('home-block-question');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  const found = (await (
    await api.get('/api/users?search=anna.nowak', { headers: { 'x-auth-token': adminSession.token } })
  ).json()) as { users: Array<{ id: number }> };
  await page.goto(`/konto/${found.users[0]!.id}`, { waitUntil: 'networkidle' });
  const bans = page.getByRole('region', { name: /^Blokady konta/ });
  await bans.getByLabel('Zablokuj do').fill('01.01.2020 12:00');
  await bans.getByLabel('Zablokuj do').press('Tab');
  await bans.getByText('Proszę podać datę w przyszłości.').waitFor();
  await shot('ban-form-past-date', bans);
  await page.goto('/teapp-admin?view=payments', { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /^Zarządzaj zamówieniem / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Zamówienie / });
  const noEnd = dialog.getByLabel('Bez końca dostępu');
  if (await noEnd.isChecked()) await noEnd.uncheck();
  await dialog.getByLabel('Dostęp do').fill('2030-12-31 18:00');
  await dialog.getByLabel('Dostęp do').press('Tab');
  await dialog.getByText('Niepoprawna data.').waitFor();
  await dialog.getByLabel('Dostęp do').scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await shot('order-dialog-access');
}

export async function issue19StaffScreens(browser: Browser, baseURL: string, out: string) {
  const api = await request.newContext({ baseURL });
  const admin = await apiSession(api, 'admin');
  await fillTheLists(api, admin.token);
  for (const width of [390, 1280]) {
    const page = await pageAs(browser, baseURL, width, admin);
    await staffScreens(page, api, out, width, admin);
    await page.context().close();
  }
  await api.dispose();
}
