import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/a11y';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

interface Day {
  date: string;
  count: number;
  completed: number;
}

/** YYYY-MM-DD → DD.MM.YYYY */
const polishDate = (iso: string) => iso.split('-').reverse().join('.');

/** The API's figures for the range, as the administrator reads them. */
async function figures(request: APIRequestContext, token: string, query: string) {
  const get = async (name: string) => {
    const response = await request.get(`/api/statistics/${name}?${query}`, {
      headers: { 'x-auth-token': token },
    });
    expect(response.status()).toBe(200);
    return response.json();
  };
  const orders = (await get('orders')) as { from: string; to: string; data: Day[] };
  const income = (await get('income')) as { data: Array<{ date: string; summ: number }> };
  return { orders, income };
}

test('staff read the week, change the range, read a chart’s table and export the days for the accountant', async ({
  browser,
  request,
}) => {
  test.slow();
  const session = await apiSession(request, 'admin');
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await staff.newPage();
  await acceptNecessaryCookies(page);
  await useSessionIn(page, session);

  // The last 7 days by default (the seed's orders were made in the last hours).
  const week = await figures(request, session.token, '');
  await page.goto('/teapp-admin?view=statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
  const daily = page.getByRole('region', { name: 'Zamówienia i przychód dziennie' });
  const weekTotal = week.orders.data.reduce((sum, day) => sum + day.count, 0);
  expect(weekTotal).toBeGreaterThan(0);
  await expect(
    daily.getByRole('img', {
      name: `Wykres słupkowy: zamówienia w dniach od ${polishDate(week.orders.from)} do ${polishDate(week.orders.to)}, razem ${weekTotal}. Te same liczby są w tabeli pod wykresem.`,
    }),
  ).toBeVisible();
  await expect(daily.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Podsumowanie płatności' }).getByText('Wartość sprzedaży').first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Wczytywanie/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The last 30 days, from the picker's ready ranges.
  await daily.getByLabel('Okres').click();
  await page.getByText('Ostatnie 30 dni', { exact: true }).click();
  await daily.getByRole('button', { name: 'Pokaż', exact: true }).click();
  const to = week.orders.to;
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const last30 = await figures(request, session.token, `from=${from}&to=${to}`);
  const total = last30.orders.data.reduce((sum, day) => sum + day.count, 0);
  const ordersChart = daily.getByRole('region', { name: 'Zamówienia dziennie' });
  await expect(
    ordersChart.getByRole('img', {
      name: new RegExp(`od ${polishDate(from)} do ${polishDate(to)}, razem ${total}\\.`),
    }),
  ).toBeVisible();

  // The chart's table holds the same figures.
  await ordersChart.getByRole('button', { name: 'Pokaż tabelę' }).click();
  await expect(ordersChart.getByRole('button', { name: 'Ukryj tabelę' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const table = ordersChart.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  const today = last30.orders.data.at(-1)!;
  await expect(table.getByRole('row').filter({ hasText: polishDate(today.date) })).toHaveText(
    `${polishDate(today.date)}${today.count}${today.completed}`,
  );
  await expectNoAxeViolations(page);

  // The CSV of the 30 days, named after the range: every day, its orders and its income with a decimal comma.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    daily.getByRole('button', { name: 'Pobierz CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statystyki_${from}_${to}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
  const summ = new Map(last30.income.data.map((day) => [day.date, day.summ]));
  expect(data).toEqual([
    ['dzień', 'zamówienia', 'opłacone', 'przychód (zł)'],
    ...last30.orders.data.map((day) => [
      polishDate(day.date),
      String(day.count),
      String(day.completed),
      summ.get(day.date)!.toFixed(2).replace('.', ','),
    ]),
  ]);

  // A phone: the same screen without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(daily.getByRole('img').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await staff.close();
});
