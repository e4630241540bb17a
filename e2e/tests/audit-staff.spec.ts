import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

test('staff edit a code, then find the change in the audit log with its before and after', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const code = `AUDYT${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/codes', {
    headers: { 'x-auth-token': admin.token },
    data: {
      code,
      desc: 'Zaproszenia dla recenzentów',
      discount: '50%',
      product_id: 'any',
      limit: 5,
      expiration_date: '2030-06-30 23:59',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as Array<{ id: number }>)[0]!.id;

  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await page.goto('/teapp-admin?view=promotion_codes');
  await page.getByLabel('Szukaj').fill(code);
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await page.getByRole('button', { name: `Edytuj kod ${code}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Edycja kodu' });
  await drawer.getByLabel('Opis').fill('Zaproszenia dla recenzentów i blogerów');
  await drawer.getByLabel('Limit użyć (każdego kodu)').fill('8');
  await drawer.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();

  // The back-office's menu leads to the log; the filter by kind goes to the address.
  await page
    .getByRole('navigation', { name: 'Sekcje panelu administracyjnego' })
    .getByRole('link', { name: 'Dziennik zmian' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziennik zmian' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rodzaj' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Kody rabatowe' }).click();
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page).toHaveURL(/[?&]kind=codes/);

  const row = page
    .getByRole('row')
    .filter({ hasText: `Kod rabatowy nr ${id}` })
    .filter({ hasText: 'Edycja kodu rabatowego' });
  await expect(row).toContainText('Ewa Administratorka');
  await expect(row).toContainText('Kody rabatowe');
  await expect(row.getByRole('link', { name: `Kod rabatowy nr ${id}` })).toHaveAttribute(
    'href',
    '/teapp-admin?view=promotion_codes',
  );
  // Nothing of another kind is listed.
  await expect(page.getByRole('row').filter({ hasText: 'Zablokowanie użytkownika' })).toHaveCount(0);

  await row.getByRole('button', { name: /Rozwiń/i }).click();
  const changes = page.getByRole('table', { name: /Zmienione pola: Edycja kodu rabatowego/ });
  await expect(changes).toBeVisible();
  const description = changes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Opis', exact: true }) });
  await expect(description.getByRole('cell')).toHaveText([
    'Zaproszenia dla recenzentów',
    'Zaproszenia dla recenzentów i blogerów',
  ]);
  const limit = changes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Limit użyć', exact: true }) });
  await expect(limit.getByRole('cell')).toHaveText(['5', '8']);
  // Only what changed is listed.
  await expect(changes.getByRole('rowheader')).toHaveCount(2);
});
