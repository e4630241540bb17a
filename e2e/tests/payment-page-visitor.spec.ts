import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/a11y';
import { productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

/** The value beside a line of the payment page's summary. */
function summaryValue(page: Page, line: string) {
  return page
    .getByRole('region', { name: 'Podsumowanie' })
    .getByText(line, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the payment page: the event page’s date, only a group that can be bought, no price for a size that cannot', async ({
      page,
      request,
    }) => {
      await acceptNecessaryCookies(page);
      await useSessionIn(page, await apiSession(request, 'standard'));

      // A free full-day event: on its day, "cały dzień", as its own page says — not "0:00".
      await page.goto('/wydarzenie/calineczka-poranek');
      const when = await page
        .getByText(/\(cały dzień\)$/)
        .first()
        .textContent();
      await page.goto(`/platnosc/wydarzenie/${await productId(request, 'event', 'calineczka-poranek')}`);
      await expect(summaryValue(page, 'Termin')).toHaveText(when!);
      await expectNoAxeViolations(page);

      // Pinokio has fewer tickets left than the smallest group: no group ticket, not even by its address.
      await page.goto(
        `/platnosc/wydarzenie/${await productId(request, 'event', 'festiwal-pinokio')}?rodzaj=grupowy`,
      );
      await expect(page.getByRole('radio', { name: /Bilet w prezencie/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Bilet grupowy/ })).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Bilet dla siebie/ })).toBeChecked();
      await expectNoAxeViolations(page);

      // A group of 100 where the settings allow 5 to 40: no price, and a Pay button that says why it is off.
      await page.goto(
        `/platnosc/wydarzenie/${await productId(request, 'event', 'balladyna-wieczor')}?rodzaj=grupowy`,
      );
      const quantity = page.getByRole('spinbutton', { name: /Liczba osób/ });
      // The page priced the default group first: typed before, the size was set back to 5 when it loaded.
      await expect(page.getByRole('button', { name: /^Zapłać \d/ })).toBeEnabled();
      await quantity.fill('100');
      await expect(quantity).toHaveValue('100');
      await expect(page.getByText('Wybierz od 5 do 40 osób.')).toBeVisible();
      await expect(summaryValue(page, 'Do zapłaty')).toHaveText('—');
      await expect(page.getByRole('region', { name: 'Podsumowanie' }).getByText(/zł/)).toHaveCount(0);
      const pay = page.getByRole('button', { name: 'Zapłać', exact: true });
      await expect(pay).toBeDisabled();
      await expect(pay).toHaveAccessibleDescription(/Wybierz od 5 do 40 osób\./);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      // Back within the range, the price and the button come back.
      await quantity.fill('10');
      await expect(page.getByRole('button', { name: /^Zapłać \d/ })).toBeEnabled();
      await expect(summaryValue(page, 'Do zapłaty')).toHaveText(/zł$/);
    });
  });
}
