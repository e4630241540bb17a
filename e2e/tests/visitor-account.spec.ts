import { expect, test, type Page } from '@playwright/test';
import { linkFromMailbox, uniqueEmail } from '../support/mailbox';
import { acceptNecessaryCookies } from '../support/cookies';

test('a visitor signs up, verifies by mail, signs in, edits the profile, subscribes to the mailing, changes the password and signs in with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('zazolc');
  await acceptNecessaryCookies(page);

  await page.goto('/rejestracja');
  await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill('Teatr-Zazolc-1');
  await page.getByLabel(/^Powtórz hasło/).fill('Teatr-Zazolc-1');
  await page.getByLabel(/^Imię/).fill('Zażółć');
  await page.getByLabel(/^Nazwisko/).fill("O'Brien-Müller");
  await page.getByLabel('Dzień').fill('07');
  await page.getByLabel('Miesiąc').fill('03');
  await page.getByLabel('Rok').fill('1985');
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();

  await expect(page).toHaveURL(/\/rejestracja\/sukces/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprawdź pocztę');
  const firstMailLink = await linkFromMailbox(request, email, '/weryfikacja-konta');

  // Signing in before verifying leads to the verification page (and re-sends the link); the first mail's link
  // still works (it promised 48 hours).
  await page.goto('/logowanie');
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill('Teatr-Zazolc-1');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/weryfikacja-konta\?email=/);

  await page.goto(firstMailLink);
  await expect(page.getByText('Konto zostało zweryfikowane')).toBeVisible();

  await page.goto('/logowanie?redirect=/konto');
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill('Teatr-Zazolc-1');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByText(email)).toBeVisible();

  await editProfileAndMailing(page);
  await changePassword(page, 'Teatr-Zazolc-1', 'Nowe-Haslo-Zazolc-2');

  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/wylogowano$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wylogowano');
  await page.goto('/konto');
  await expect(page).toHaveURL(/\/logowanie\?redirect=%2Fkonto/);
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill('Nowe-Haslo-Zazolc-2');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/konto$/);
});

/** A new password needs the current one: a wrong one is said under its field, the right one saves. */
async function changePassword(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: 'Edytuj' }).click();
  await page.getByLabel(/^Obecne hasło/).fill('Nie-To-Haslo-1');
  await page.getByLabel(/^Nowe hasło/).fill(next);
  await page.getByLabel(/^Powtórz nowe hasło/).fill(next);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await page.getByLabel(/^Obecne hasło/).fill(current);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edytuj' })).toBeVisible();
}

async function editProfileAndMailing(page: Page) {
  await page.getByRole('button', { name: 'Edytuj' }).click();
  await page.getByLabel(/^Miejscowość/).fill('Łódź');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edytuj' })).toBeVisible();
  await expect(page.getByText('Łódź')).toBeVisible();

  const mailing = page.getByRole('button', { name: 'Newsletter teatru' });
  await expect(mailing).toHaveAttribute('aria-pressed', 'false');
  await mailing.click();
  await expect(page.getByText('Zapisano Cię do newslettera.')).toBeVisible();
  await expect(mailing).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Newsletter teatru' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}
