import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, restPointer } from '../support/a11y';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';
import { fillTheLists } from '../support/staff-lists';

/**
 * Issue 19, item 8: the back-office's lists fit their card. At 1280 px each shows its status and its actions
 * without sideways scrolling; at 390 px the page never scrolls sideways, and the status and actions stay in view
 * at the card's right edge while the rest of a row scrolls under them.
 */

/** The lists of the issue: the section, its card, and the columns that must stay in view. */
const LISTS = [
  { view: 'payments', card: /^Zamówienia \(/, keep: ['Status', 'Działania'] },
  { view: 'invoices', card: /^Zgłoszenia faktur \(/, keep: ['Wysłana', 'Działania'] },
  { view: 'gifts', card: /^Zamówione prezenty \(/, keep: ['Status', 'Działania'] },
  { view: 'group_tickets', card: /^Zamówione bilety grupowe \(/, keep: ['Status', 'Działania'] },
  { view: 'promotion_codes', card: /^Kody$/, keep: ['Użycia', 'Działania'] },
  { view: 'slider_settings', card: /^Slajdy strony głównej$/, keep: ['Publikacja', 'Operacje'] },
];

/** How far the table's own scroller reaches past what it shows (0: no sideways scrolling). */
function sidewaysScroll(table: Locator) {
  return table.evaluate((element) => {
    const scroller = element.closest('.ant-table-content') ?? element.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x, `${what}: left edge`).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width, `${what}: right edge`).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

async function checkList(page: Page, list: (typeof LISTS)[number], width: number) {
  await page.goto(`/teapp-admin?view=${list.view}`);
  const card = page.getByRole('region', { name: list.card });
  const table = card.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoHorizontalScroll(page);
  if (width >= 1280)
    expect(await sidewaysScroll(table), `${list.view} scrolls sideways`).toBeLessThanOrEqual(0);
  const firstRow = table.locator('tbody tr[data-row-key]').first();
  for (const column of list.keep) {
    const header = table.getByRole('columnheader', { name: new RegExp(`^${column}`) });
    await expectInside(header, card, `${list.view} @${width}: ${column}`);
  }
  // The row's last cell (the actions) is in view too, within the card.
  await expectInside(
    firstRow.getByRole('cell').last(),
    card,
    `${list.view} @${width}: the first row's actions`,
  );
  await restPointer(page);
  await expectNoAxeViolations(page);
}

test('every back-office list fits its card at 1280 px and keeps its status and actions in view at 390 px', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiSession(request, 'admin');
  await fillTheLists(request, admin.token);
  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await test.step(`${list.view} at ${width} px`, () => checkList(page, list, width));
    }
  }
});
