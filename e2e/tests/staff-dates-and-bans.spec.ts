import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, restPointer } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

/**
 * Issue 19, items 9 and 10: staff type dates as they read them, day first, in every picker; a typed value is
 * taken or refused with a message, never dropped; and the ban form bans only from its button, once.
 */

type Admin = Awaited<ReturnType<typeof apiSession>>;

async function bansOf(request: APIRequestContext, admin: Admin, userId: number) {
  const response = await request.get('/api/bans', { headers: { 'x-auth-token': admin.token } });
  const bans = (await response.json()) as Array<{ user_id: number; expiration_date: string | null }>;
  return bans.filter((ban) => ban.user_id === userId);
}

/** The Warsaw wall-clock time of an instant, as the pickers show it: DD.MM.YYYY HH:mm. */
function warsaw(instant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** axe finds nothing on the screen as it is now, at 390 and then 1280 px. */
async function checkAxeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await restPointer(page);
    await expectNoAxeViolations(page);
  }
}

test('the ban form: a typed past date is refused with its message, Enter bans nobody, the button bans once', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const viewer = await newBuyer(request, 'blokada', { firstname: 'Tekla', lastname: 'Datowska' });
  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await page.goto(`/konto/${viewer.user.id}`);
  const bans = page.getByRole('region', { name: /^Blokady konta/ });
  const until = bans.getByLabel('Zablokuj do');
  await expect(until).toHaveValue(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

  await until.fill('01.01.2020 12:00');
  await until.press('Tab');
  await expect(bans.getByText('Proszę podać datę w przyszłości.')).toBeVisible();
  await expect(until).toHaveValue('01.01.2020 12:00');
  await checkAxeAtBothWidths(page);
  await bans.getByRole('button', { name: 'Zablokuj', exact: true }).click();
  await expect(bans.getByText('Proszę podać datę w przyszłości.')).toBeVisible();
  expect(await bansOf(request, admin, viewer.user.id)).toEqual([]);

  await until.fill('15.08.2031 10:00');
  await until.press('Enter');
  await expect(until).toHaveValue('15.08.2031 10:00');
  await expect(bans.getByText('Proszę podać datę w przyszłości.')).toHaveCount(0);
  // Enter took the date and banned nobody; the box and the button are still ahead.
  await page.waitForTimeout(500);
  expect(await bansOf(request, admin, viewer.user.id)).toEqual([]);

  await bans.getByRole('button', { name: 'Zablokuj', exact: true }).dblclick();
  await expect(page.getByText('Użytkownik został zablokowany i wylogowany')).toBeVisible();
  await page.waitForTimeout(500);
  const made = await bansOf(request, admin, viewer.user.id);
  expect(made).toHaveLength(1);
  expect(warsaw(made[0]!.expiration_date!)).toBe('15.08.2031 10:00');
});

test('the order dialog takes "Dostęp do" day first, and refuses what is not a date with a message', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const viewer = await newBuyer(request, 'dostep', { firstname: 'Tytus', lastname: 'Terminowy' });
  const eventId = await productId(request, 'event', 'dziady-na-zywo');
  const granted = await request.post(`/api/payments/free/${eventId}`, {
    headers: { 'x-auth-token': admin.token },
    data: { userval: viewer.user.email, priceIncluded: false },
  });
  expect(granted.status()).toBe(201);
  const { extOrderId } = (await granted.json()) as { extOrderId: string };
  const expirationOf = async () => {
    const response = await request.get(`/api/payments/${extOrderId}`, {
      headers: { 'x-auth-token': admin.token },
    });
    return ((await response.json()) as { expiration_date: string | null }).expiration_date;
  };
  const before = await expirationOf();

  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await page.goto('/teapp-admin?view=payments');
  await page.getByRole('button', { name: `Zarządzaj zamówieniem ${extOrderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Zamówienie ${extOrderId}` });
  const noEnd = dialog.getByLabel('Bez końca dostępu');
  if (await noEnd.isChecked()) await noEnd.uncheck();
  const access = dialog.getByLabel('Dostęp do');

  await access.fill('2030-12-31 18:00');
  await access.press('Tab');
  await expect(dialog.getByText('Niepoprawna data.')).toBeVisible();
  await checkAxeAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(dialog.getByText('Niepoprawna data.')).toBeVisible();
  expect(await expirationOf()).toBe(before);

  await access.fill('31.12.2030 18:00');
  await access.press('Tab');
  await expect(dialog.getByText('Niepoprawna data.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Płatność została zaktualizowana')).toBeVisible();
  await expect.poll(async () => warsaw((await expirationOf())!)).toBe('31.12.2030 18:00');
  await expect(access).toHaveValue('31.12.2030 18:00');
});
