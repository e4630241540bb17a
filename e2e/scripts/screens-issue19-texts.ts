/**
 * Issue 19's text screens at 1280 and 390 px (items 12, 13, 14, 18): an order's history in words, the audit log
 * naming the order by its number, the release notes in Polish, a category name refused as taken, and a gift
 * message with "<3" in the payment form. Each screen is checked with axe before it is taken.
 */
import path from 'node:path';
import { expect, request, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { apiSession } from '../support/session';
import { pageAs, type Session } from './screen-page';

export async function issue19TextsScreens(browser: Browser, baseURL: string, out: string) {
  const api = await request.newContext({ baseURL });
  const admin = await apiSession(api, 'admin');
  const headers = { 'x-auth-token': admin.token };
  const buyer = await newBuyer(api, 'zrzut-historii', { firstname: 'Anna', lastname: 'Lis' });

  // A ticket paid on the PayU stand-in, then corrected and partly refunded by staff.
  const eventId = await productId(api, 'event', 'dziady-na-zywo');
  const order = (await (
    await api.post(`/api/payments/${eventId}`, {
      headers: { 'x-auth-token': buyer.token },
      data: { tos: true, supply_consent: true },
    })
  ).json()) as { extOrderId: string; payu: { redirectUri: string } };
  await api.post(order.payu.redirectUri, {
    form: { method: 'blik', blikCode: '777123', action: 'pay' },
    maxRedirects: 0,
  });
  const detail = async () =>
    (await (await api.get(`/api/payments/${order.extOrderId}`, { headers })).json()) as {
      status: string;
      refunds: Array<{ status: string }>;
    };
  await expect.poll(async () => (await detail()).status).toBe('COMPLETED');
  await api.put(`/api/payments/${order.extOrderId}`, {
    headers,
    data: { status: 'COMPLETED', country: 'DE', expiration_date: '2026-12-31 20:00' },
  });
  await api.post(`/api/payments/${order.extOrderId}/refunds`, {
    headers,
    data: { amount: 10.5, reason: 'Spóźniony start transmisji' },
  });
  await expect.poll(async () => (await detail()).refunds[0]?.status).toBe('FINALIZED');

  for (const width of [1280, 390]) {
    const page = await pageAs(browser, baseURL, width, admin);
    const shot = async (name: string, fullPage = true) => {
      await expectNoAxeViolations(page);
      await page.screenshot({ path: path.join(out, `i19-${name}-${width}.png`), fullPage });
    };

    await page.goto('/teapp-admin?view=payments', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Zarządzaj zamówieniem ${order.extOrderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Zamówienie ${order.extOrderId}` });
    const history = dialog.getByText(/PayU: zwrot 10,50\szł — wykonany\./);
    await history.scrollIntoViewIfNeeded();
    // The dialog's opening animation is over.
    await page.waitForTimeout(800);
    await shot('order-history', false);

    await page.goto('/teapp-admin?view=audit&kind=money', { waitUntil: 'networkidle' });
    await page
      .getByRole('row', { name: /Edycja zamówienia/ })
      .first()
      .getByRole('button', { name: /Rozwiń/ })
      .click();
    await page.getByRole('table', { name: /Zmienione pola: Edycja zamówienia/ }).waitFor();
    await shot('audit');

    await page.goto('/teapp-admin?view=about_versions', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Dodane' }).first().waitFor();
    await shot('versions');

    await page.goto('/teapp-admin?view=categories', { waitUntil: 'networkidle' });
    const add = page.getByRole('region', { name: 'Nowa kategoria' });
    await add.getByLabel(/Nazwa/).fill('  SPEKTAKLE ');
    await add.getByRole('button', { name: 'Dodaj kategorię' }).click();
    await add.getByText('Kategoria o tej nazwie już istnieje.').waitFor();
    await shot('category-taken');
    await page.context().close();

    const visitor = await pageAs(browser, baseURL, width, buyer as unknown as Session);
    await visitor.goto('/platnosc/prezent', { waitUntil: 'networkidle' });
    await visitor.getByRole('textbox', { name: /Wiadomość/ }).fill('Wszystkiego najlepszego <3 (bo 1 < 2)');
    await visitor.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
    await visitor.getByRole('checkbox', { name: /Zgadzam się na rozpoczęcie świadczenia/ }).check();
    await visitor.getByRole('button', { name: /Zapłać/ }).focus();
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({ path: path.join(out, `i19-gift-message-${width}.png`), fullPage: true });
    await visitor.context().close();
  }
  await api.dispose();
}
