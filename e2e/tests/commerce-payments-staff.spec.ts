import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations, expectNoHorizontalScroll, restPointer } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

type Buyer = Awaited<ReturnType<typeof newBuyer>>;

/** A ticket bought through the API and paid with BLIK on the PayU stand-in's page. */
async function paidTicket(page: Page, request: APIRequestContext, buyer: Buyer, eventId: number) {
  const order = await startPurchase(request, buyer, eventId);
  await page.goto(order.payu.redirectUri);
  await page.getByLabel('Kod BLIK (6 cyfr)').fill('123456');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(/\/status-zamowienia\/wydarzenie\//);
  await expect(page.getByText('Opłacone', { exact: true })).toBeVisible();
  return order.extOrderId;
}

async function startPurchase(request: APIRequestContext, buyer: Buyer, eventId: number) {
  const response = await request.post(`/api/payments/${eventId}`, {
    headers: { 'x-auth-token': buyer.token },
    data: { tos: true, supply_consent: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { extOrderId: string; payu: { redirectUri: string } };
}

/** "1 234,50 zł" → 123450 */
function grosze(text: string): number {
  const match = /([\d\s\u00a0]+),(\d{2})/.exec(text);
  return Number(match![1]!.replace(/\D/g, '')) * 100 + Number(match![2]);
}

/** The table's row of an order, found through the user column's own search. */
async function rowOf(page: Page, email: string) {
  await page
    .getByRole('columnheader', { name: /Użytkownik/ })
    .getByRole('button')
    .last()
    .click();
  const search = page.getByRole('textbox', { name: 'Szukaj: Użytkownik' });
  await search.fill(email);
  await search.press('Enter');
  // The table's own rows: the order dialog lays out its details in a table too.
  return page.locator('tr[data-row-key]').filter({ hasText: email });
}

test('staff see the month, export it for the accountant, correct a payment, refund one and cancel another', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  await acceptNecessaryCookies(page);
  const paying = await newBuyer(request, 'platnosci');
  const onAir = await productId(request, 'event', 'dziady-na-zywo');
  // The order's page is the buyer's: they are signed in when PayU sends them back.
  await useSessionIn(page, paying as never);
  const extOrderId = await paidTicket(page, request, paying, onAir);
  await page.goto('/wydarzenie/dziady-na-zywo');
  await expect(page.getByRole('main').getByRole('link', { name: 'Oglądaj' })).toBeVisible();
  const waiting = await newBuyer(request, 'oczekujacy');
  const pending = await startPurchase(
    request,
    waiting,
    await productId(request, 'event', 'balladyna-wieczor'),
  );

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await acceptNecessaryCookies(admin);
  await useSessionIn(admin, await apiSession(request, 'admin'));
  await admin.goto('/teapp-admin?view=payments');
  await expect(admin.getByRole('heading', { level: 1, name: 'Płatności' })).toBeVisible();
  const summary = admin.getByRole('region', { name: 'Podsumowanie' });
  await expect(summary.getByText('Wartość sprzedaży')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: paying.user.email })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The CSV holds the month's orders; its paid amounts add up to the summary's sales value.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Eksport CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^platnosci_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
  const [header, ...rows] = data;
  expect(header).toContain('kwota (zł)');
  const amount = header!.indexOf('kwota (zł)');
  const status = header!.indexOf('status');
  expect(rows.some((row) => row.includes(extOrderId) && row.includes('Opłacone'))).toBe(true);
  expect(rows.some((row) => row.join(';').includes('Kupiec'))).toBe(true);
  const paidInCsv = rows
    .filter((row) => row[status] === 'Opłacone')
    .reduce((sum, row) => sum + grosze(`${row[amount]} zł`), 0);
  const sales = await summary.getByText('Wartość sprzedaży').locator('xpath=../..').innerText();
  expect(paidInCsv).toBe(grosze(sales));

  // Expanding the order shows its codes (none here).
  const row = await rowOf(admin, paying.user.email);
  await row.getByRole('button', { name: `Kody zamówienia ${extOrderId}` }).click();
  await expect(admin.getByText('Zamówienie bez kodu rabatowego.')).toBeVisible();

  // Correct the buyer's country.
  await row.getByRole('button', { name: `Zarządzaj zamówieniem ${extOrderId}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Zamówienie ${extOrderId}` });
  await dialog.getByLabel('Kraj').fill('Niemcy');
  await expect(admin.getByText('Niemcy (DE)')).toBeVisible();
  await dialog.getByLabel('Kraj').press('Enter');
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(admin.getByText('Płatność została zaktualizowana')).toBeVisible();
  await expect(dialog.getByText('Kraj: Polska (PL) → Niemcy (DE)')).toBeVisible();

  // Refund it whole through PayU: the stand-in confirms, the order is refunded and the access ends.
  await dialog.getByLabel('Powód zwrotu').fill('Spektakl odwołany');
  await dialog.getByRole('button', { name: 'Zleć zwrot' }).click();
  await admin.getByRole('button', { name: 'Zleć zwrot' }).last().click();
  await expect(admin.getByText('Zlecono zwrot. Status zmieni się, gdy PayU go potwierdzi.')).toBeVisible();
  await expect
    .poll(async () => {
      const order = await request.get(`/api/payments/${extOrderId}`, {
        headers: { 'x-auth-token': paying.token },
      });
      return ((await order.json()) as { status: string }).status;
    })
    .toBe('REFUNDED');
  await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Kup dostęp' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Oglądaj' })).toHaveCount(0);

  // Cancel an unfinished payment: its ticket goes back on sale.
  await admin.reload();
  const pendingRow = await rowOf(admin, waiting.user.email);
  await pendingRow.getByRole('button', { name: `Zarządzaj zamówieniem ${pending.extOrderId}` }).click();
  const pendingDialog = admin.getByRole('dialog', { name: `Zamówienie ${pending.extOrderId}` });
  await pendingDialog.getByRole('button', { name: 'Anuluj płatność' }).click();
  await admin.getByRole('button', { name: 'Anuluj płatność' }).last().click();
  await expect(admin.getByText('Płatność została usunięta')).toBeVisible();
  await expect(pendingRow).toContainText('Anulowane');
  // The confirmation fades out: half-transparent, its buttons would fail axe's contrast check.
  await expect(admin.locator('.ant-popconfirm')).toBeHidden();

  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await restPointer(admin);
    await expectNoAxeViolations(admin);
    await expectNoHorizontalScroll(admin);
  }
  await staff.close();
});

test("staff grant a recording by e-mail from its page, and see it among the recording's orders", async ({
  page,
  request,
}) => {
  await acceptNecessaryCookies(page);
  const friend = await newBuyer(request, 'zaproszony');
  await useSessionIn(page, await apiSession(request, 'admin'));
  await page.goto('/wideo/pinokio');
  const panel = page.getByRole('region', { name: 'Zamówienia' });
  await expect(panel.getByText('Przyznaj dostęp bez płatności')).toBeVisible();
  await panel.getByLabel('E-mail użytkownika').fill('nikt-taki@example.com');
  await panel.getByRole('button', { name: 'Przyznaj dostęp' }).click();
  await expect(panel.getByText('Nie ma konta z tym adresem e-mail.')).toBeVisible();

  await panel.getByLabel('E-mail użytkownika').fill(friend.user.email);
  await panel.getByRole('button', { name: 'Przyznaj dostęp' }).click();
  await expect(page.getByText('Przyznano uprawnienie')).toBeVisible();
  const row = panel.locator('tr[data-row-key]').filter({ hasText: friend.user.email });
  await expect(row).toContainText('przyznane ręcznie');
  await expect(row).toContainText('0,00 zł');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await restPointer(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }

  const access = await request.get('/api/videos/pinokio', { headers: { 'x-auth-token': friend.token } });
  expect(await access.json()).toMatchObject({ access: true, paymentStatus: 'COMPLETED' });
});
