import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { linkFromMailbox } from '../support/mailbox';
import { acceptNecessaryCookies } from '../support/cookies';

test('the administrator signs in in two steps and switches maintenance on and off', async ({
  page,
  browser,
  request,
}) => {
  await acceptNecessaryCookies(page);
  const startedAt = new Date(Date.now() - 1000);

  await page.goto('/admin-login');
  await page.getByLabel(/^Adres e-mail/).fill(DEMO.admin.email);
  await page.getByLabel(/^Hasło/).fill(DEMO.admin.password);
  await page.getByRole('button', { name: /wyślij link logowania/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź pocztę' })).toBeVisible();

  const link = await linkFromMailbox(request, DEMO.admin.email, '/logowanie', startedAt);
  expect(link).toContain('login_token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/teapp-admin/);

  // A used link does not work twice.
  const reuse = await browser.newPage();
  await reuse.goto(link);
  await expect(reuse).toHaveURL(/wrongToken=true/);
  await expect(
    reuse.getByText('Niepoprawny token logowania - link wygasł lub jest nieprawidłowy.'),
  ).toBeVisible();
  await reuse.close();

  await page.goto('/teapp-admin?view=limitations');
  const maintenance = page.getByRole('switch', { name: 'Tryb przerwy technicznej' });
  await expect(maintenance).toHaveAttribute('aria-checked', 'false');
  await maintenance.click();
  await expect(page.getByText('Zaktualizowano zmiany')).toBeVisible();
  await expect(maintenance).toHaveAttribute('aria-checked', 'true');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/regulamin');
  await expect(visitor).toHaveURL(/\/przerwa-techniczna$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  // The administrator's own way in stays open.
  await visitor.goto('/admin-login');
  await expect(visitor).toHaveURL(/\/admin-login$/);

  await maintenance.click();
  await expect(maintenance).toHaveAttribute('aria-checked', 'false');
  await visitor.goto('/regulamin');
  await expect(visitor).toHaveURL(/\/regulamin$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeVisible();
  await visitorContext.close();
});
