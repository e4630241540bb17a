import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { linkFromMailbox } from '../support/mailbox';
import { acceptNecessaryCookies } from '../support/cookies';
import { expectNoAxeViolations, restPointer } from '../support/a11y';
import { productId } from '../support/buyer';
import { apiSession, useSessionIn } from '../support/session';

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
  // Asked first (issue 19, item 11): what happens, and how many are watching now.
  await maintenance.click();
  const question = page.getByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
  await expect(question.getByText(/zobaczą stronę przerwy technicznej/)).toBeVisible();
  await expect(question.getByText(/^Teraz (nikt nie ogląda|ogląda|oglądają)/)).toBeVisible();
  await question.getByRole('button', { name: 'Włącz przerwę techniczną' }).click();
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

test('switched on mid-performance, maintenance is kept by the server: the viewer is told how many watch, loses the stream at its renewal, and staff work on', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  const watching = await apiSession(request, 'standard');
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await acceptNecessaryCookies(viewer);
  await useSessionIn(viewer, watching);
  // The viewer's timers on a clock of the test's: the player's 5-minute renewal comes at once.
  await viewer.clock.install();
  await viewer.goto('/wideo/calineczka?ogladaj=true');
  await expect(viewer.locator('video')).toBeVisible();

  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await page.goto('/teapp-admin?view=limitations');
  const maintenance = page.getByRole('switch', { name: 'Tryb przerwy technicznej' });
  const switchOff = () =>
    request.put('/api/appconfig', { headers: { 'x-auth-token': admin.token }, data: { maintenance: false } });
  try {
    await maintenance.click();
    const question = page.getByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
    // The viewer above has just started playing: at least one person is watching.
    await expect(question.getByText(/^Teraz (ogląda|oglądają) \d+ osob/)).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await restPointer(page);
      await expectNoAxeViolations(page);
    }
    await question.getByRole('button', { name: 'Włącz przerwę techniczną' }).click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'true');

    // The server keeps it: a visitor's purchase is refused with a time to come back, and writes nothing.
    const wesele = await productId(request, 'video', 'wesele');
    const purchase = await request.post(`/api/videopayments/${wesele}`, {
      headers: { 'x-auth-token': watching.token },
      data: { tos: true, supply_consent: true },
    });
    expect(purchase.status()).toBe(503);
    expect(purchase.headers()['retry-after']).toBe('300');
    expect(((await purchase.json()) as { code: string }).code).toBe('MAINTENANCE');

    // The player's renewal meets it, and the viewer sees the maintenance page instead of an error.
    await viewer.clock.runFor(5 * 60_000);
    await expect(viewer).toHaveURL(/\/przerwa-techniczna$/);
    await expect(viewer.getByText('Trwają prace nad platformą. Zapraszamy wkrótce!')).toBeVisible();

    // Staff work on: the administrator still plays a recording, and ends the break without a question.
    const staffPlayback = await request.get('/api/playback/video/calineczka?typ=standard', {
      headers: { 'x-auth-token': admin.token },
    });
    expect(staffPlayback.status()).toBe(200);
    await maintenance.click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('dialog', { name: 'Włączyć przerwę techniczną?' })).toHaveCount(0);
  } finally {
    expect((await switchOff()).status()).toBe(200);
    await viewerContext.close();
  }
});

test('a home-page block asks before it changes the live site, and Cancel changes nothing', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin');
  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await page.goto('/teapp-admin?view=views');
  const slider = page.getByRole('switch', { name: 'Slajder', exact: true });
  await expect(slider).toHaveAttribute('aria-checked', 'true');
  await slider.click();
  const question = page.getByRole('dialog', { name: 'Ukryć „Slajder” na stronie głównej?' });
  await expect(question.getByText(/Odwiedzający przestaną go widzieć od razu/)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await restPointer(page);
    await expectNoAxeViolations(page);
  }
  await question.getByRole('button', { name: 'Anuluj' }).click();
  await expect(question).toBeHidden();
  await expect(slider).toHaveAttribute('aria-checked', 'true');
  const config = (await (await request.get('/external_api/config')).json()) as {
    config: { view_slider: boolean };
  };
  expect(config.config.view_slider).toBe(true);
});
