import { expect, test } from '@playwright/test';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

test('staff generate ten one-time codes, a visitor uses one, staff see who used it', async ({
  page,
  request,
}) => {
  await acceptNecessaryCookies(page);
  await useSessionIn(page, await apiSession(request, 'admin'));
  await page.goto('/teapp-admin?view=promotion_codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Kody rabatowe' })).toBeVisible();
  // The list opens with the screen's default filter: valid from today, available only, limit at least 2.
  await expect(page.getByRole('checkbox', { name: 'Tylko dostępne' })).toBeChecked();
  await expect(page.getByLabel('Limit co najmniej')).toHaveValue('2');
  await expect(page.getByRole('row').filter({ hasText: 'TEATR100' })).toContainText('Dowolny produkt');

  await page.getByRole('button', { name: 'Dodaj lub generuj kody' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe kody' });
  await drawer.getByText('Lista kodów jednorazowych').click();
  await drawer.getByLabel('Prefiks kodów').fill('WIOSNA-');
  await drawer.getByLabel('Opis').fill('Wiosenne zaproszenia');
  await drawer.getByLabel('Rabat').fill('0%');
  await drawer.getByLabel('Liczba kodów').fill('10');
  await page.getByRole('button', { name: 'Generuj kody', exact: true }).click();
  // The shared schema refuses a zero discount before anything is sent.
  await expect(drawer.getByText(/procent od 1 do 100/)).toBeVisible();
  await drawer.getByLabel('Rabat').fill('100%');
  await page.getByRole('button', { name: 'Generuj kody', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Wygenerowane kody (10)' });
  await expect(modal).toBeVisible();
  const generated = modal.getByRole('list', { name: 'Wygenerowane kody' }).getByRole('listitem');
  await expect(generated).toHaveCount(10);
  const code = (await generated.first().innerText()).trim();
  expect(code).toMatch(/^WIOSNA-[A-Z2-9]{8}$/);
  await expect(modal.getByRole('button', { name: 'Pobierz CSV' })).toBeVisible();
  await modal.getByRole('button', { name: 'Zamknij' }).last().click();

  // A visitor activates one of them and takes a recording with it.
  const buyer = await newBuyer(request, 'wiosna');
  const headers = { 'x-auth-token': buyer.token };
  expect(
    (await request.post(`/api/users/${buyer.user.id}/codes`, { headers, data: { code } })).status(),
  ).toBe(201);
  const video = await productId(request, 'video', 'pinokio');
  const bought = await request.post(`/api/videopayments/${video}`, {
    headers,
    data: { tos: true, supply_consent: true },
  });
  expect(bought.status()).toBe(201);
  expect((await bought.json()).status).toBe('COMPLETED');

  // One-time codes have a limit of 1: they show once the limit filter is cleared.
  await page.getByLabel('Limit co najmniej').clear();
  await page.getByRole('checkbox', { name: 'Tylko dostępne' }).uncheck();
  await page.getByLabel('Szukaj').fill(code);
  await page.getByRole('button', { name: 'Filtruj' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('1 / 1');
  await row.getByRole('button', { name: `Użycia kodu ${code}` }).click();
  const uses = page.getByRole('dialog', { name: `Użycia kodu ${code}` });
  const use = uses.getByRole('row').filter({ hasText: 'Zofia Kupiec' });
  await expect(use).toContainText('tak');
  await expect(use.getByRole('link', { name: 'Zofia Kupiec' })).toHaveAttribute(
    'href',
    `/konto/${buyer.user.id}`,
  );
});
