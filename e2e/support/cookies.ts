import type { Page } from '@playwright/test';

/** A visitor who already chose "only necessary" cookies: the bar does not cover the page in a journey. */
export async function acceptNecessaryCookies(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'scena.cookies',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        at: Date.now(),
      }),
    );
  });
}
