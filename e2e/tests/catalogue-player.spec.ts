import { expect, test, type Page } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

async function playMuted(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  return video;
}

test('an entitled viewer watches, with subtitles, and switches to the sign-language version', async ({
  page,
  request,
}) => {
  await acceptNecessaryCookies(page);
  await useSessionIn(page, await apiSession(request, 'premium'));
  await page.goto('/wideo/wesele');
  await page.getByRole('link', { name: 'Oglądaj' }).click();
  await expect(page).toHaveURL(/ogladaj=true/);

  const video = await playMuted(page);
  const tracks = video.locator('track[kind="subtitles"]');
  await expect(tracks).toHaveCount(2);
  await expect(tracks.first()).toHaveAttribute('srclang', 'pl');
  const standardSource = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  // The stream is a signed link of the local host naming this viewer's grant to the recording and the version.
  expect(standardSource).toMatch(/\/media\/videos\/\d+\/video\?g=[\w-]{22}&sig=[\w-]{43}$/);

  // The switch follows the address, so the radio is checked once the URL has changed: click, then wait.
  await page.getByRole('radio', { name: 'Język migowy (PJM)' }).click();
  await expect(page).toHaveURL(/typ=pjm/);
  await expect(page.getByRole('radio', { name: 'Język migowy (PJM)' })).toBeChecked();
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentSrc))
    .not.toBe(standardSource);
  await playMuted(page);

  // The switch follows the address, so the radio is checked once the URL has changed: click, then wait.
  await page.getByRole('radio', { name: 'Audiodeskrypcja' }).click();
  await expect(page).toHaveURL(/typ=audiodeskrypcja/);
  await expect(page.getByRole('radio', { name: 'Audiodeskrypcja' })).toBeChecked();
  await playMuted(page);
});

test('a recording plays on across the 5-minute renewal of its link: the same link, the element never reloaded', async ({
  page,
  request,
}) => {
  await acceptNecessaryCookies(page);
  await useSessionIn(page, await apiSession(request, 'premium'));
  // The page's timers on a clock of the test's: the session check's 5 minutes pass at once.
  await page.clock.install();
  await page.goto('/wideo/wesele?ogladaj=true');
  const video = await playMuted(page);
  const source = await video.evaluate((element: HTMLVideoElement) => {
    // The demo clip is a few seconds long: looping keeps it playing through the renewals.
    element.loop = true;
    const seen: string[] = [];
    (window as unknown as { mediaEvents: string[] }).mediaEvents = seen;
    for (const name of ['emptied', 'loadstart', 'abort', 'error']) {
      element.addEventListener(name, () => seen.push(name));
    }
    return element.currentSrc;
  });

  for (let renewal = 1; renewal <= 2; renewal += 1) {
    const renewed = page.waitForResponse((response) => response.url().includes('/api/playback/'));
    await page.clock.fastForward('05:00');
    expect((await renewed).status()).toBe(200);
    const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .not.toBe(before);
  }
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe(source);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { mediaEvents: string[] }).mediaEvents)).toEqual([]);
});

test('a viewer without a ticket is told why and offered the purchase, and gets no stream', async ({
  page,
  request,
}) => {
  await acceptNecessaryCookies(page);
  const session = await apiSession(request, 'standard');
  await useSessionIn(page, session);
  await page.goto('/wideo/dziady-czesc-iii?ogladaj=true');
  await expect(page.getByText('Kup bilet, aby obejrzeć.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kup dostęp' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);

  const refused = await request.get('/api/playback/video/dziady-czesc-iii?typ=standard', {
    headers: { 'x-auth-token': session.token },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).formError).toEqual({ item: 'catalog.playback.not_bought' });
});

test('a free recording plays for any signed-in viewer, but never for an anonymous one', async ({
  page,
  request,
}) => {
  await acceptNecessaryCookies(page);
  expect((await request.get('/api/playback/video/calineczka?typ=standard')).status()).toBe(401);
  await page.goto('/wideo/calineczka?ogladaj=true');
  await expect(page).toHaveURL(/\/wideo\/calineczka\/publiczne/);
  await expect(page.locator('video')).toHaveCount(0);

  const session = await apiSession(request, 'standard');
  await useSessionIn(page, session);
  await page.goto('/wideo/calineczka?ogladaj=true');
  const video = await playMuted(page);

  // The link is this session's: once it signs out, the stream stops.
  const source = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  const firstBytes = { headers: { range: 'bytes=0-9' } };
  expect((await request.get(source, firstBytes)).status()).toBe(206);
  const out = await request.post('/api/auth/logout', { headers: { 'x-auth-token': session.token } });
  expect(out.ok()).toBe(true);
  expect((await request.get(source, firstBytes)).status()).toBe(403);
});
