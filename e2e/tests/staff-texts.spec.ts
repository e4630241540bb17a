import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

/** What staff must never read (issue 19, item 12): keys, grosze, PayU's codes, UTC instants, row ids. */
const INTERNALS = [
  'payu.order',
  'payu.refund',
  'order.edit',
  'outcome',
  'amount_grosze',
  'expiration_date',
  'PENDING',
  'COMPLETED',
  'FINALIZED',
  ':00.000Z',
];

async function expectNoInternals(page: Page, where: ReturnType<Page['locator']>) {
  const text = await where.innerText();
  for (const internal of INTERNALS) expect(text, `"${internal}" on ${page.url()}`).not.toContain(internal);
}

test("staff read an order's history, the audit log and the release notes in their own language", async ({
  page,
  request,
}) => {
  test.slow();
  // A ticket bought and paid on PayU's page, then corrected and partly refunded by staff.
  const buyer = await newBuyer(request, 'historia', { firstname: 'Anna', lastname: 'Lis' });
  const eventId = await productId(request, 'event', 'dziady-na-zywo');
  const bought = await request.post(`/api/payments/${eventId}`, {
    headers: { 'x-auth-token': buyer.token },
    data: { tos: true, supply_consent: true },
  });
  expect(bought.status()).toBe(201);
  const order = (await bought.json()) as { extOrderId: string; payu: { redirectUri: string } };
  await acceptNecessaryCookies(page);
  // PayU brings the buyer back to the order's status, which only its buyer may read: signed out, the page would
  // pass through it to the sign-in form, and the check below would pass or fail on timing alone.
  await useSessionIn(page, buyer);
  await page.goto(order.payu.redirectUri);
  await page.getByLabel('Kod BLIK (6 cyfr)').fill('123456');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(/\/status-zamowienia\//);
  await expect(page.getByText('Opłacone', { exact: true })).toBeVisible();

  const admin = await apiSession(request, 'admin');
  const headers = { 'x-auth-token': admin.token };
  await expect
    .poll(async () => {
      const detail = await request.get(`/api/payments/${order.extOrderId}`, { headers });
      return ((await detail.json()) as { status: string }).status;
    })
    .toBe('COMPLETED');
  const edited = await request.put(`/api/payments/${order.extOrderId}`, {
    headers,
    data: { status: 'COMPLETED', country: 'DE', expiration_date: '2026-12-31 20:00' },
  });
  expect(edited.status()).toBe(200);
  const refund = await request.post(`/api/payments/${order.extOrderId}/refunds`, {
    headers,
    data: { amount: 10.5, reason: 'Spóźniony start transmisji' },
  });
  expect(refund.status()).toBe(201);

  await test.step("the order's history, in Polish and in English", async () => {
    await useSessionIn(page, admin);
    await page.goto('/teapp-admin?view=payments');
    await page.getByRole('button', { name: `Zarządzaj zamówieniem ${order.extOrderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Zamówienie ${order.extOrderId}` });
    await expect(dialog.getByText('PayU: płatność „Opłacone” — status zamówienia zmieniony.')).toBeVisible();
    await expect(dialog.getByText('Ewa Administratorka: Edycja zamówienia')).toBeVisible();
    await expect(
      dialog.getByText('Kraj: Polska (PL) → Niemcy (DE); Koniec dostępu: — → 31.12.2026 20:00'),
    ).toBeVisible();
    await expect(dialog.getByText(/Kwota: 10,50\szł/)).toBeVisible();
    await expect(dialog.getByText(/PayU: zwrot 10,50\szł — wykonany\./)).toBeVisible();
    await expectNoInternals(page, dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Zamknij' }).last().click();

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.getByRole('button', { name: `Manage order ${order.extOrderId}` }).click();
    const english = page.getByRole('dialog', { name: `Order ${order.extOrderId}` });
    await expect(english.getByText('PayU: payment “Paid” — the order’s status changed.')).toBeVisible();
    await expect(english.getByText(/Country: Poland \(PL\) → Germany \(DE\)/)).toBeVisible();
    await expectNoInternals(page, english);
    await english.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: 'Przełącz na polski' }).click();
  });

  await test.step('the audit log names the order by its number and tells the change in words', async () => {
    await page.goto('/teapp-admin?view=audit&kind=money');
    const row = page.getByRole('row', { name: /Edycja zamówienia/ }).first();
    await expect(row.getByRole('link', { name: `Zamówienie nr ${order.extOrderId}` })).toBeVisible();
    await row.getByRole('button', { name: /Rozwiń/ }).click();
    const changes = page.getByRole('table', { name: /Zmienione pola: Edycja zamówienia/ });
    await expect(changes.getByRole('row', { name: /Kraj/ })).toHaveText(/KrajPolska \(PL\)Niemcy \(DE\)/);
    await expect(changes.getByRole('row', { name: /Koniec dostępu/ })).toHaveText(
      /Koniec dostępu—31\.12\.2026 20:00/,
    );
    await expectNoInternals(page, page.getByRole('main'));
    await expect(page.getByRole('main')).not.toContainText(/Zamówienie nr \d+(\s|$)/);
    await expectNoAxeViolations(page);
  });

  await test.step("the release notes in the panel's language", async () => {
    await page.goto('/teapp-admin?view=about_versions');
    const notes = page.getByRole('region', { name: /historia zmian/ });
    await expect(notes.getByRole('heading', { name: 'Dodane' }).first()).toBeVisible();
    await expect(notes.getByRole('heading', { name: 'Added' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('heading', { name: 'Added' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dodane' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Przełącz na polski' }).click();
  });
});
