import type { Browser, Page } from '@playwright/test';
import type { apiSession } from '../support/session';

export type Session = Awaited<ReturnType<typeof apiSession>>;

/**
 * A page of a new browser context for a screenshot: Polish, Warsaw time, a phone's or a desktop's height, the
 * session and the cookie choice already stored, as after signing in and choosing.
 */
export async function pageAs(
  browser: Browser,
  baseURL: string,
  width: number,
  session: Session,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  await context.addInitScript(
    ([user, cookies]) => {
      window.localStorage.setItem('scena.session', user!);
      window.localStorage.setItem('scena.cookies', cookies!);
    },
    [
      JSON.stringify(session),
      JSON.stringify({ necessary: true, analytics: false, marketing: false, at: Date.now() }),
    ],
  );
  return context.newPage();
}
