import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

/** A code made by staff through the API (far in the future: no test here reads the date). */
async function staffCode(request: APIRequestContext, adminToken: string, form: Record<string, unknown>) {
  const response = await request.post('/api/codes', {
    headers: { 'x-auth-token': adminToken },
    data: { limit: 1, product_id: 'any', expiration_date: '2099-12-31 23:59', ...form },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as Array<{ code: string }>)[0]!.code;
}

/** The amount beside a line of the payment page's summary. */
function beside(page: Page, line: string) {
  return page
    .getByRole('region', { name: 'Podsumowanie' })
    .getByText(line, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

/** A card of the account's codes list. */
function codeCard(page: Page, code: string) {
  return page.getByRole('region', { name: 'Kody rabatowe' }).getByRole('listitem').filter({ hasText: code });
}

async function tickConsents(page: Page) {
  await page.getByRole('checkbox', { name: /regulamin/ }).check();
  await page.getByRole('checkbox', { name: /Zgadzam się/ }).check();
}

test('a 60 zł voucher: a free ticket takes none of it, the buyer chooses to use it, and the rest stays (issue 19, items 2 and 3)', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const admin = await apiSession(request, 'admin');
  const voucher = await staffCode(request, admin.token, {
    code: `BON-${stamp}`,
    desc: 'Bon podarunkowy na 60 zł',
    discount: '60',
  });
  // A free event with a ticket limit, on the day of the demo's free morning.
  const morning = (await (await request.get('/external_api/event/calineczka-poranek')).json()) as {
    date_from: string;
    video_id: number;
  };
  const created = await request.post('/api/events', {
    headers: { 'x-auth-token': admin.token },
    data: {
      title: `Calineczka — bilety bezpłatne ${stamp}`,
      slug: `calineczka-bilety-${stamp.toLowerCase()}`,
      video_id: morning.video_id,
      date_from: morning.date_from,
      date_to: morning.date_from,
      full_day: true,
      published: true,
      event_price: 0,
      available_tickets: '10',
      enable_tickets: true,
    },
  });
  expect(created.status()).toBe(201);
  const freeEvent = ((await created.json()) as { id: number }).id;

  const buyer = await newBuyer(request, 'bon');
  await acceptNecessaryCookies(page);
  await useSessionIn(page, buyer);
  await page.goto('/konto');
  await page.getByRole('textbox', { name: 'Kod rabatowy' }).fill(voucher);
  await page.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(page.getByText('Kod został aktywowany')).toBeVisible();
  await expect(codeCard(page, voucher)).toContainText('Zostało na bonie');

  // Item 3: the free ticket shows no code line and leaves the voucher whole.
  await page.goto(`/platnosc/wydarzenie/${freeEvent}`);
  await expect(beside(page, 'Do zapłaty')).toContainText('0,00 zł');
  await expect(page.getByRole('region', { name: 'Podsumowanie' })).not.toContainText(voucher);
  await expect(page.getByRole('radio', { name: /Zapłać bonem/ })).toHaveCount(0);
  await tickConsents(page);
  await page.getByRole('button', { name: 'Odbierz dostęp' }).click();
  await expect(page).toHaveURL(/\/wydarzenie\//);

  // Item 2: the 19,90 zł recording offers the voucher with what stays on it, or the price without it.
  const pinokio = await productId(request, 'video', 'pinokio');
  await page.goto(`/platnosc/wideo/${pinokio}`);
  const use = page.getByRole('radio', { name: new RegExp(`Zapłać bonem ${voucher}`) });
  await expect(use).toBeChecked();
  await expect(page.getByText(/na bonie zostanie 40,10\szł/)).toBeVisible();
  await expect(beside(page, `Bon ${voucher}`)).toHaveText(/−19,90\szł/);
  await expect(beside(page, 'Zostanie na bonie')).toHaveText(/40,10\szł/);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /Zachowaj bon na później/ }).check();
  await expect(beside(page, 'Do zapłaty')).toHaveText(/19,90\szł/);
  await expect(page.getByRole('button', { name: /Zapłać 19,90\szł/ })).toBeVisible();
  await use.check();
  await tickConsents(page);
  await page.getByRole('button', { name: 'Odbierz dostęp' }).click();
  await expect(page).toHaveURL(/\/wideo\/pinokio/);

  await page.goto('/konto');
  const card = codeCard(page, voucher);
  await expect(card.getByText('Aktywny', { exact: true })).toBeVisible();
  await expect(card.getByText('Zostało na bonie').locator('xpath=following-sibling::dd[1]')).toHaveText(
    /40,10\szł/,
  );
  await expectNoAxeViolations(page);
});

test('a one-time code another buyer used first: "Wykorzystany przez limit" and why the price is full (issue 19, item 7)', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const admin = await apiSession(request, 'admin');
  const balladyna = await productId(request, 'video', 'balladyna');
  const code = await staffCode(request, admin.token, {
    code: `RAZ-${stamp}`,
    desc: 'Zaproszenie dla jednej osoby',
    discount: '100%',
    product_id: `video-${balladyna}`,
  });
  const [first, second] = [await newBuyer(request, 'pierwszy'), await newBuyer(request, 'druga')];
  for (const buyer of [first, second]) {
    const activated = await request.post(`/api/users/${buyer.user.id}/codes`, {
      headers: { 'x-auth-token': buyer.token },
      data: { code },
    });
    expect(activated.status()).toBe(201);
  }
  const taken = await request.post(`/api/videopayments/${balladyna}`, {
    headers: { 'x-auth-token': first.token },
    data: { tos: true, supply_consent: true },
  });
  expect((await taken.json()).status).toBe('COMPLETED');

  await acceptNecessaryCookies(page);
  await useSessionIn(page, second);
  await page.goto('/konto');
  const card = codeCard(page, code);
  await expect(card.getByText('Wykorzystany przez limit')).toBeVisible();
  await expect(card).toContainText('inne osoby wykorzystały już wszystkie jego użycia');
  await expect(card.getByText('Aktywny', { exact: true })).toHaveCount(0);

  await page.goto(`/platnosc/wideo/${balladyna}`);
  await expect(page.getByText(new RegExp(`Twój kod ${code} jest wykorzystany przez limit`))).toBeVisible();
  await expect(beside(page, 'Do zapłaty')).toHaveText(/29,90\szł/);
  await expectNoAxeViolations(page);
});

test('staff cannot save a code whose end has passed (issue 19, item 6)', async ({ page, request }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const admin = await apiSession(request, 'admin');
  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await page.goto('/teapp-admin?view=promotion_codes');
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
  await expect(drawer.getByText('Proszę podać datę w przyszłości.')).toBeVisible();
  await expect(page.getByText('Dodano kod')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const listed = await request.get(
    `/api/codes?name=STARY-${stamp}&available=&min_limit=&expiration_date_from=`,
    {
      headers: { 'x-auth-token': admin.token },
    },
  );
  expect(await listed.json()).toEqual([]);
});
