import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';

/**
 * Where the focused element is against the cookie bar (WCAG 2.2, 2.4.11 "focus not obscured" and its stricter
 * 2.4.12): inside the bar, or wholly on screen and wholly above it.
 */
async function focusPlace(page: Page, bar: Locator) {
  const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
  return page.evaluate((top) => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { where: 'nowhere' as const };
    const box = focused.getBoundingClientRect();
    const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    if (focused.closest('section[aria-labelledby]')?.querySelector('h2')?.textContent === 'Pliki cookie') {
      return { where: 'in the bar' as const, name };
    }
    const shown = box.top >= 0 && box.bottom <= top + 0.5;
    return { where: shown ? ('above the bar' as const) : ('behind the bar' as const), name, box, top };
  }, barTop);
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the cookie bar comes first in the tab order, and focus never lands behind it', async ({ page }) => {
      // Every stop of the home page, one Tab at a time: a long walk on a busy machine.
      test.slow();
      await page.goto('/strona-glowna');
      const bar = page.getByRole('region', { name: 'Pliki cookie' });
      await expect(bar).toBeVisible();
      await expect(page.getByRole('region', { name: 'Nagrania na życzenie' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A visitor's first Tabs are the bar's: the policy, then the three choices.
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('link', { name: 'Polityka prywatności' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('button', { name: 'Akceptuję wszystkie' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('button', { name: 'Ustawienia' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();

      // Then every stop of the page to its end: each one is scrolled into view above the bar, the footer's last
      // link too (the page can scroll its end out from under the bar).
      const obscured: string[] = [];
      let stops = 0;
      for (; stops < 200; stops += 1) {
        await page.keyboard.press('Tab');
        const place = await focusPlace(page, bar);
        if (place.where === 'in the bar' || place.where === 'nowhere') break;
        if (place.where === 'behind the bar') obscured.push(JSON.stringify(place));
      }
      expect(obscured, 'focused elements behind the cookie bar').toEqual([]);
      expect(stops, 'the walk reached the end of the page').toBeGreaterThan(15);
      await expect(page.getByRole('contentinfo').getByRole('link').last()).toBeInViewport();
    });

    test('after the choice the bar is gone, the keyboard starts at the top, and the page is as before', async ({
      page,
    }) => {
      await page.goto('/strona-glowna');
      const bar = page.getByRole('region', { name: 'Pliki cookie' });
      await expect(bar).toBeVisible();
      const settings = bar.getByRole('button', { name: 'Ustawienia' });
      for (let tabs = 0; tabs < 4; tabs += 1) await page.keyboard.press('Tab');
      await expect(settings).toBeFocused();
      await page.keyboard.press('Enter');
      // "Ustawienia" gives way to the purposes, inside the bar.
      await expect(bar.getByRole('checkbox', { name: /Analityczne/ })).toBeFocused();
      expect((await focusPlace(page, bar)).where).toBe('in the bar');
      await bar.getByRole('button', { name: 'Tylko niezbędne' }).press('Enter');
      await expect(bar).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
      const room = await page.evaluate(() => ({
        padding: getComputedStyle(document.body).paddingBottom,
        scrollPadding: getComputedStyle(document.documentElement).scrollPaddingBottom,
      }));
      expect(room).toEqual({ padding: '0px', scrollPadding: 'auto' });
    });
  });
}
