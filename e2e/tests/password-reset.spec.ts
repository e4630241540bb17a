import { expect, test } from '@playwright/test';
import { linkFromMailbox } from '../support/mailbox';
import { acceptNecessaryCookies } from '../support/cookies';
import { DEMO } from '../support/accounts';

test('a user who forgot the password sets a new one through the mailed link', async ({ page, request }) => {
  await acceptNecessaryCookies(page);
  const { email } = DEMO.premium;
  const startedAt = new Date(Date.now() - 1000);

  await page.goto('/logowanie');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/resetowanie-hasla$/);
  // The address changes at once, but the sign-in page (with its own e-mail field) stays on screen until the
  // reset page's chunk has loaded: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Resetowanie hasła' })).toBeVisible();
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page).toHaveURL(/\/resetowanie-hasla\/informacja/);

  const link = await linkFromMailbox(request, email, '/nowe-haslo', startedAt);
  await page.goto(link);
  await page.getByLabel(/^Nowe hasło/).fill('Nowe_Haslo-2026');
  await page.getByLabel(/^Powtórz nowe hasło/).fill('Nowe_Haslo-2026');
  await page.getByRole('button', { name: /Ustaw nowe hasło|Zapisz/ }).click();
  // In the page, not the navbar (whose "Zaloguj się" is always there): the new password is saved.
  await expect(
    page.getByRole('main').getByRole('link', { name: /Zaloguj się|Przejdź do logowania/ }),
  ).toBeVisible();

  // The old password no longer works, the new one does, and the link was single-use.
  expect(
    (await request.post('/api/auth', { data: { email, password: DEMO.premium.password } })).status(),
  ).toBe(422);
  expect((await request.post('/api/auth', { data: { email, password: 'Nowe_Haslo-2026' } })).status()).toBe(
    200,
  );
  await page.goto(link);
  await expect(page.getByRole('alert')).toBeVisible();

  // Put the demo password back for the other journeys and for people reading the README.
  const again = new Date(Date.now() - 1000);
  await request.post('/api/passwords', { data: { email } });
  const restore = new URL(await linkFromMailbox(request, email, '/nowe-haslo', again), 'http://x');
  const restored = await request.put('/api/passwords', {
    data: {
      email,
      token: restore.searchParams.get('token'),
      newpassword: DEMO.premium.password,
      repeatpassword: DEMO.premium.password,
    },
  });
  expect(restored.status()).toBe(200);
});
