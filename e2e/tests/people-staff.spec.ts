import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { BUYER_PASSWORD, newBuyer } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

test.use({ viewport: { width: 1280, height: 900 } });

test('staff find a user without Polish letters, edit them, block them (signed out at once) and lift the ban', async ({
  page,
  request,
}) => {
  test.slow();
  const buyer = await newBuyer(request, 'zolkiewska', { firstname: 'Łucja', lastname: 'Żółkiewska' });
  const asBuyer = { 'x-auth-token': buyer.token };
  expect((await request.get(`/api/mailing/${buyer.user.id}`, { headers: asBuyer })).status()).toBe(200);

  await acceptNecessaryCookies(page);
  await useSessionIn(page, await apiSession(request, 'admin'));
  await page.goto('/teapp-admin?view=users');
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();

  // A fragment typed without diacritics or capitals finds "Łucja Żółkiewska".
  await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).fill('lucja zolkiew');
  const results = page.getByRole('list', { name: 'Wyniki wyszukiwania' });
  const result = results.getByRole('listitem').filter({ hasText: buyer.user.email });
  await expect(result.getByRole('link', { name: 'Łucja Żółkiewska' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The full list finds them too, and keeps its search in the address across a reload.
  await page.getByRole('link', { name: 'Pełna lista użytkowników' }).click();
  await expect(page).toHaveURL(/\/teapp-admin\/uzytkownicy$/);
  // The address changes before the list's lazy chunk replaces the section, whose search box has the same name.
  await expect(page.getByRole('link', { name: 'Wróć do sekcji Użytkownicy' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).fill(buyer.user.email.split('@')[0]!);
  await expect(page).toHaveURL(/search=zolkiewska/);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: buyer.user.email });
  await expect(row.getByRole('link', { name: 'Łucja Żółkiewska' })).toBeVisible();
  await expect(page.getByText('Użytkownicy (1)')).toBeVisible();
  // On a phone the list still offers its page sizes (antd's own style hides them below 576 px).
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('20 na stronę')).toBeVisible();
  await page.setViewportSize(desktop);

  await row.getByRole('link', { name: 'Łucja Żółkiewska' }).click();
  await expect(page).toHaveURL(new RegExp(`/konto/${buyer.user.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Łucja Żółkiewska (użytkownik nr ${buyer.user.id})` }),
  ).toBeVisible();
  const data = page.getByRole('region', { name: 'Dane użytkownika' });
  await expect(data.getByText(buyer.user.email)).toBeVisible();
  await expect(data.getByText('aktualny regulamin zaakceptowany')).toBeVisible();

  // Edytuj → a field changed → saved, read again, back to the details.
  await data.getByRole('button', { name: 'Edytuj' }).click();
  await data.getByLabel('Miejscowość').fill('Kraków');
  await data.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();
  await expect(data.getByRole('button', { name: 'Edytuj' })).toBeVisible();
  await expect(data.getByText('Kraków')).toBeVisible();

  // The ban: forever, with a reason; the user's very next call is refused.
  const bans = page.getByRole('region', { name: /^Blokady konta/ });
  await bans.getByLabel('Powód').fill('Udostępnianie konta w wielu sieciach');
  await bans.getByLabel('Na zawsze').check();
  await bans.getByRole('button', { name: 'Zablokuj', exact: true }).click();
  await expect(page.getByText('Użytkownik został zablokowany i wylogowany')).toBeVisible();
  await expect(data.getByText('zablokowany na zawsze')).toBeVisible();
  const banRow = bans.getByRole('row').filter({ hasText: 'Udostępnianie konta w wielu sieciach' });
  await expect(banRow).toContainText('na zawsze');
  await expect(banRow).toContainText('Ewa Administratorka');
  const refused = await request.get(`/api/mailing/${buyer.user.id}`, { headers: asBuyer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('USER_BLOCKED');
  const signIn = () =>
    request.post('/api/auth', {
      headers: { 'x-forwarded-for': '10.200.0.7' },
      data: { email: buyer.user.email, password: BUYER_PASSWORD, remember: false },
    });
  expect((await signIn()).status()).toBe(401);
  await expectNoAxeViolations(page);

  // Lifting it asks first; then the user can sign in again.
  await banRow.getByRole('button', { name: 'Usuń blokadę: Łucja Żółkiewska' }).click();
  await expect(page.getByText('Czy na pewno chcesz usunąć blokadę?')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(page.getByText('Blokada została usunięta')).toBeVisible();
  await expect(data.getByText('brak', { exact: true })).toBeVisible();
  await expect(banRow).toHaveCount(0);
  expect((await signIn()).status()).toBe(200);
});
