import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { useSessionIn } from '../support/session';

test.beforeEach(async ({ page }) => {
  await acceptNecessaryCookies(page);
});

/** On the payment page: tick what must be ticked and go to PayU (or get access at once). */
async function confirmPurchase(page: Page, button: RegExp) {
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('checkbox', { name: /Zgadzam się na rozpoczęcie świadczenia/ }).check();
  await page.getByRole('button', { name: button }).click();
}

test('a visitor buys a ticket, pays with BLIK on PayU and watches the event', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  await useSessionIn(page, buyer as never);
  await page.goto('/wydarzenie/dziady-na-zywo');
  await page.getByRole('main').getByRole('link', { name: 'Kup dostęp' }).click();
  await expect(page).toHaveURL(/\/platnosc\/wydarzenie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await expect(page.getByText('34,90 zł').first()).toBeVisible();

  // The terms must be ticked first.
  await page.getByRole('button', { name: 'Zapłać 34,90 zł' }).click();
  await expect(page.getByText('To pole jest wymagane.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/platnosc\//);

  await confirmPurchase(page, /Zapłać 34,90 zł/);
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await expect(page.getByText('Środowisko testowe')).toBeVisible();
  // A BLIK code must be six digits.
  await page.getByRole('button', { name: 'Zapłać 34,90 zł' }).click();
  await expect(page.getByRole('alert')).toContainText('Wpisz 6 cyfr');
  await page.getByLabel('Kod BLIK (6 cyfr)').fill('123456');
  await page.getByRole('button', { name: 'Zapłać 34,90 zł' }).click();

  await expect(page).toHaveURL(/\/status-zamowienia\/wydarzenie\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dziękujemy! Zamówienie jest opłacone' }),
  ).toBeVisible();
  await expect(page.getByText('Opłacone', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do strony wydarzenia' }).click();
  await expect(page).toHaveURL(/\/wydarzenie\/dziady-na-zywo$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Oglądaj' })).toBeVisible();
});

test('a declined payment shows the failure and lets the visitor try again', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  await useSessionIn(page, buyer as never);
  const id = await productId(request, 'event', 'balladyna-wieczor');
  await page.goto(`/platnosc/wydarzenie/${id}`);
  await confirmPurchase(page, /Zapłać/);
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  await page.getByRole('button', { name: 'Odrzuć płatność' }).click();

  await expect(page).toHaveURL(/\/status-zamowienia\/wydarzenie\/[^?]+\?error=501$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeVisible();
  await page.getByRole('link', { name: 'Spróbuj ponownie' }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/wydarzenie/${id}$`));
  await expect(page.getByRole('button', { name: /Zapłać/ })).toBeVisible();
});

test('a visitor who leaves the PayU page goes back to it, then drops the payment and buys again', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request);
  await useSessionIn(page, buyer as never);
  const id = await productId(request, 'event', 'balladyna-wieczor');
  await page.goto(`/platnosc/wydarzenie/${id}`);
  await confirmPurchase(page, /Zapłać/);
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  const payuPage = page.url();

  // Back from PayU without paying: the status page offers the way back to the same payment.
  await page.getByRole('button', { name: 'Zostaw w toku' }).click();
  await expect(page).toHaveURL(/\/status-zamowienia\/wydarzenie\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Czekamy na potwierdzenie płatności' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Wróć do płatności' }).click();
  await expect(page).toHaveURL(payuPage);

  // The event page too, while its button says the payment is under way.
  await page.goto('/wydarzenie/balladyna-wieczor');
  const stage = page.getByRole('main');
  await expect(stage.getByRole('button', { name: 'Płatność w trakcie realizacji' })).toBeDisabled();
  await expect(stage.getByText('Płatność nie została jeszcze potwierdzona.')).toBeVisible();
  await expectNoAxeViolations(page);
  await stage.getByRole('button', { name: 'Wróć do płatności' }).click();
  await expect(page).toHaveURL(payuPage);

  // The account's order drops it, after a question, and the payment page is open again at once.
  await page.goto('/konto');
  const orders = page.getByRole('region', { name: 'Zamówienia — wydarzenia' });
  await expect(orders.getByRole('button', { name: /^Wróć do płatności/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await orders.getByRole('button', { name: /^Anuluj i kup od nowa/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Anulować tę płatność?' });
  await dialog.getByRole('button', { name: 'Tak, anuluj płatność' }).click();
  await expect(page.getByText('Płatność anulowana. Możesz kupić od nowa.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/platnosc/wydarzenie/${id}$`));

  // PayU no longer takes the dropped payment; a new purchase is a new one, and it is paid.
  await confirmPurchase(page, /Zapłać/);
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  expect(page.url()).not.toBe(payuPage);
  await page.getByLabel('Kod BLIK (6 cyfr)').fill('123456');
  await page.getByRole('button', { name: /Zapłać/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dziękujemy! Zamówienie jest opłacone' }),
  ).toBeVisible();
  await page.goto(payuPage);
  await expect(page.getByRole('button', { name: /Zapłać/ })).toHaveCount(0);
});

test('a 100 % code gives a recording at once, and it plays', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const activated = await request.post(`/api/users/${buyer.user.id}/codes`, {
    headers: { 'x-auth-token': buyer.token },
    data: { code: 'TEATR100' },
  });
  expect(activated.status()).toBe(201);
  await useSessionIn(page, buyer as never);
  const id = await productId(request, 'video', 'chopin-noca');
  await page.goto(`/platnosc/wideo/${id}`);
  await expect(page.getByText('Kod rabatowy TEATR100')).toBeVisible();
  await confirmPurchase(page, /Odbierz dostęp/);
  await expect(page).toHaveURL(/\/wideo\/chopin-noca$/);
  await expect(page.getByText('Dostęp został przyznany.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Oglądaj' }).click();
  await expect(page).toHaveURL(/ogladaj=true/);
});

test('the payment, PayU and order pages have no accessibility violations at 390 and 1280 px', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request);
  await useSessionIn(page, buyer as never);
  const id = await productId(request, 'event', 'festiwal-chopin-noca');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/platnosc/wydarzenie/${id}`);
    await expect(page.getByRole('button', { name: /Zapłać/ })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }).check();
    await expect(page.getByLabel(/^Ulica i numer/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // An invoice asked for but left empty keeps the buyer here, each field saying what it needs.
  await page.getByRole('button', { name: /Zapłać/ }).click();
  await expect(page.getByLabel(/^Ulica i numer/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }).uncheck();
  await confirmPurchase(page, /Zapłać/);
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  const payu = page.url();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(payu);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
  await page.getByRole('button', { name: 'Zostaw w toku' }).click();
  await expect(page).toHaveURL(/\/status-zamowienia\/wydarzenie\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Czekamy na potwierdzenie płatności' }),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
});

test('a visitor activates a code on the account page, sees it, and removes an unused one', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request);
  await useSessionIn(page, buyer as never);
  await page.goto('/konto');
  const codes = page.getByRole('region', { name: 'Kody rabatowe' });
  await expect(codes.getByText('Nie masz jeszcze aktywnych kodów.')).toBeVisible();
  await codes.getByLabel(/^Kod rabatowy/).fill('nie-ma-takiego');
  await codes.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(codes.getByText('Nie ma takiego kodu.')).toBeVisible();

  await codes.getByLabel(/^Kod rabatowy/).fill(' zima9p4q ');
  await codes.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(page.getByText('Kod został aktywowany')).toBeVisible();
  await expect(codes.getByRole('listitem').filter({ hasText: 'Zimowy bon 10 zł' })).toContainText('ZIMA9P4Q');
  // A one-use cash code is a voucher, spent in parts (issue 19, item 2): its value and what is left on it.
  const voucher = codes.getByRole('listitem').filter({ hasText: 'ZIMA9P4Q' });
  await expect(voucher).toContainText(/Wartość bonu\s*10,00\s*zł/);
  await expect(voucher).toContainText(/Zostało na bonie\s*10,00\s*zł/);
  await expect(codes.getByText('dowolnego wydarzenia lub nagrania')).toBeVisible();

  // The voucher lowers a price at once.
  const id = await productId(request, 'video', 'pinokio');
  await page.goto(`/platnosc/wideo/${id}`);
  await expect(page.getByText('Bon ZIMA9P4Q', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapłać 9,90 zł' })).toBeVisible();

  await page.goto('/konto');
  await codes.getByRole('button', { name: 'Usuń kod ZIMA9P4Q' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć kod?' });
  await dialog.getByRole('button', { name: 'Usuń kod' }).click();
  await expect(page.getByText('Usunięto kod ZIMA9P4Q.')).toBeVisible();
  await expect(codes.getByText('Nie masz jeszcze aktywnych kodów.')).toBeVisible();
  await expectNoAxeViolations(page);
});
