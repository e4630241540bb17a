import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/cookies';

test.beforeEach(async ({ page }) => {
  await acceptNecessaryCookies(page);
});

test('a visitor browses the demo theatre: home, a video page, search, an event page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/strona-glowna$/);

  // The slider: a named carousel whose pause control comes first.
  const slider = page.getByRole('region', { name: 'Polecane' });
  await expect(slider).toBeVisible();
  const pause = slider.getByRole('button', { name: 'Zatrzymaj pokaz slajdów' });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(slider.getByRole('button', { name: 'Wznów pokaz slajdów' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Repertuar' })).toBeVisible();
  const vod = page.getByRole('region', { name: 'Nagrania na życzenie' });
  await expect(vod.getByRole('link', { name: 'Wesele', exact: true })).toBeVisible();
  // Hidden from the home page, yet reachable by its address (product-decisions §20).
  await expect(vod.getByRole('link', { name: 'Kolędy i pastorałki' })).toHaveCount(0);

  // Category filters narrow the videos.
  await vod.getByRole('button', { name: 'Dla dzieci' }).click();
  await expect(vod.getByRole('link', { name: 'Calineczka', exact: true })).toBeVisible();
  await expect(vod.getByRole('link', { name: 'Wesele', exact: true })).toHaveCount(0);
  await vod.getByRole('button', { name: 'Wszystkie' }).click();

  await vod.getByRole('link', { name: 'Wesele', exact: true }).click();
  await expect(page).toHaveURL(/\/wideo\/wesele\/publiczne$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wesele' })).toBeVisible();
  await expect(page.getByText('w tym podatek VAT')).toBeVisible();
  // Signed out: the button leads to sign-in and back here.
  const buy = page.getByRole('main').getByRole('link', { name: 'Kup dostęp' });
  await expect(buy).toHaveAttribute('href', /\/logowanie\?redirect=/);

  await page.getByRole('searchbox', { name: 'Szukaj wydarzeń i nagrań' }).fill('WESELE');
  await page.getByRole('searchbox', { name: 'Szukaj wydarzeń i nagrań' }).press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=WESELE/);
  await expect(page.getByRole('heading', { name: /^Wideo/ })).toBeVisible();
  // The premiere of Wesele is over: ended events are no longer offered, in search as in the lists.
  await expect(page.getByRole('heading', { name: /^Wydarzenia/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Czytaj więcej: Wesele', exact: true }).click();
  await expect(page).toHaveURL(/\/wideo\/wesele/);

  await page.goto('/szukaj?q=na%20zywo');
  await expect(page.getByRole('heading', { name: /^Wydarzenia/ })).toBeVisible();
  await page.getByRole('link', { name: /^Czytaj więcej: Dziady — transmisja na żywo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziady — transmisja na żywo' })).toBeVisible();
  await expect(page.getByText('Trwa teraz').first()).toBeVisible();
});

test('the same theatre in English', async ({ page }) => {
  await page.goto('/strona-glowna');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Repertoire' })).toBeVisible();
  const vod = page.getByRole('region', { name: 'Videos on demand' });
  await expect(vod.getByRole('link', { name: 'The Wedding', exact: true })).toBeVisible();
  await vod.getByRole('link', { name: 'The Wedding', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Wedding' })).toBeVisible();
  await expect(page.getByText('VAT included')).toBeVisible();

  await page.goto('/szukaj?q=wedding');
  await expect(page.getByRole('link', { name: 'Read more: The Wedding', exact: true })).toBeVisible();
});

test('shared links carry the title, description, image and an Event for search engines', async ({
  request,
}) => {
  const html = await (await request.get('/wydarzenie/dziady-na-zywo/publiczne')).text();
  expect(html).toContain('<meta property="og:title" content="Dziady — transmisja na żywo — Scena" />');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/images\//);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(jsonLd['@type']).toBe('Event');
});

test('the site icon answers at both addresses browsers ask for', async ({ request }) => {
  const html = await (await request.get('/strona-glowna')).text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  const svg = await request.get('/favicon.svg');
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  // Browsers, feed readers and link previews ask for /favicon.ico whatever the page names.
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
