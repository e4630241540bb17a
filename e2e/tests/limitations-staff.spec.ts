import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/cookies';
import { newBuyer } from '../support/buyer';
import { apiSession, useSessionIn } from '../support/session';
import { DEMO } from '../support/accounts';

/** The demo accounts accept the new terms again, so the stories after this one find them as they were. */
async function demoAccountsAccept(request: APIRequestContext) {
  for (const role of Object.keys(DEMO) as Array<keyof typeof DEMO>) {
    const session = await apiSession(request, role);
    const accepted = await request.post(`/api/users/${session.user.id}/accept-tos`, {
      headers: { 'x-auth-token': session.token },
    });
    expect(accepted.status()).toBe(200);
  }
}

test('staff set the ticket validity and make everyone accept the terms again', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const viewer = await newBuyer(request, 'regulamin');
  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);

  await test.step('ticket validity: a wrong value is refused with the allowed ones, a right one is saved', async () => {
    await page.goto('/teapp-admin?view=limitations');
    const validity = page.getByRole('region', { name: 'Ważność biletów na nagrania' });
    const hours = validity.getByRole('textbox', { name: 'Ważność w godzinach' });
    const save = validity.getByRole('button', { name: 'Zapisz' });
    await expect(hours).toHaveValue('48');
    await expect(save).toBeDisabled();

    await hours.fill('5');
    await save.click();
    await expect(
      validity.getByText('Niepoprawna wartość. Dozwolone wartości: 3, 6, 12, 24, 36, 48, 72.'),
    ).toBeVisible();

    await hours.fill('24');
    await save.click();
    await expect(page.getByText('Zaktualizowano zmiany')).toBeVisible();
    await expect(validity.getByText('Teraz: 24 godziny.')).toBeVisible();
    await expect(save).toBeDisabled();
    const config = (await (await request.get('/api/appconfig/')).json()) as {
      tickets_expiration_time: number;
    };
    expect(config.tickets_expiration_time).toBe(24);
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await acceptNecessaryCookies(visitor);
  await useSessionIn(visitor, viewer);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Akceptacja regulaminu' })).toHaveCount(0);

  await test.step('the terms: asked first, then done once and the button stays disabled', async () => {
    const terms = page.getByRole('region', { name: 'Ponowna akceptacja regulaminu' });
    const button = terms.getByRole('button', { name: 'Wymuś ponowną akceptację regulaminu' });
    await button.click();
    const confirm = page.getByRole('dialog', { name: 'Poprosić wszystkich o ponowną akceptację?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Tak, wymuś akceptację' }).click();
    await expect(
      page.getByText('Wszyscy użytkownicy zostaną poproszeni o ponowną akceptację regulaminu.'),
    ).toBeVisible();
    await expect(button).toBeDisabled();
  });

  await test.step('a signed-in user then sees the terms modal and accepts', async () => {
    await visitor.reload();
    const modal = visitor.getByRole('dialog', { name: 'Akceptacja regulaminu' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Akceptuję' }).click();
    await expect(modal).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('dialog', { name: 'Akceptacja regulaminu' })).toHaveCount(0);
  });

  await visitorContext.close();
  const restored = await request.put('/api/appconfig', {
    headers: { 'x-auth-token': admin.token },
    data: { tickets_expiration_time: 48 },
  });
  expect(restored.status()).toBe(200);
  await demoAccountsAccept(request);
});
