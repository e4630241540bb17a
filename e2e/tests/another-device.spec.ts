import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { acceptNecessaryCookies } from '../support/cookies';

test('signing in on a second device signs the first one out with the another-user banner', async ({
  browser,
}) => {
  const devices = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(devices.map((context) => context.newPage()));
  for (const page of [first!, second!]) {
    await acceptNecessaryCookies(page);
    await page.goto('/logowanie?redirect=/konto');
    await page.getByLabel(/^Adres e-mail/).fill(DEMO.standard.email);
    await page.getByLabel(/^Hasło/).fill(DEMO.standard.password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page).toHaveURL(/\/konto$/);
  }

  // The first device's next call finds its session replaced.
  await first!.reload();
  await expect(first!).toHaveURL(/\/logowanie\?anotherUser=true/);
  await expect(first!.getByText(/Ktoś zalogował się na Twoje konto z innego urządzenia/)).toBeVisible();
  await expect(second!.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(devices.map((context) => context.close()));
});
