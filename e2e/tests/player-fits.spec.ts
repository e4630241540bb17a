import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/a11y';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

/** The box of an element, against the viewport. */
async function boxOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/**
 * The font size of the subtitle cue on screen: it is drawn inside the <video>'s own shadow tree, which the page
 * cannot reach, so it is read through the DevTools protocol (which pierces it).
 */
async function cueFontSize(page: Page, text: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  interface Node {
    nodeId: number;
    nodeType: number;
    nodeValue: string;
    children?: Node[];
    shadowRoots?: Node[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: Node };
  const find = (node: Node, parent: Node | null): Node | null => {
    if (node.nodeType === 3 && node.nodeValue.includes(text)) return parent;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const found = find(child, node);
      if (found) return found;
    }
    return null;
  };
  const cue = find(root, null);
  if (!cue) throw new Error(`no cue "${text}" on screen`);
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId: cue.nodeId });
  await cdp.detach();
  return parseFloat(computedStyle.find((property) => property.name === 'font-size')!.value);
}

/** The demo clip's first Polish subtitle (seed-assets), on screen from 0.5 s to 2.5 s. */
const FIRST_CUE = 'Gasną światła';

const SCREENS = [
  { name: 'a laptop', width: 1280, height: 800 },
  { name: 'a small laptop', width: 1366, height: 768 },
  { name: 'a desktop', width: 1920, height: 1080 },
  { name: 'an iPhone 12–15', width: 390, height: 844 },
  { name: 'an Android phone', width: 360, height: 800 },
  { name: 'a Pixel', width: 412, height: 915 },
  { name: 'an iPhone SE', width: 375, height: 667 },
];

for (const screen of SCREENS) {
  test.describe(`${screen.name}, ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('the player, its controls and the version switch fit the first screen; subtitles are readable', async ({
      page,
      request,
    }) => {
      await acceptNecessaryCookies(page);
      await useSessionIn(page, await apiSession(request, 'premium'));
      await page.goto('/wideo/wesele?ogladaj=true');
      await expect(page.locator('video')).toBeVisible();
      const versions = page.getByRole('group', { name: 'Wersja' });
      await expect(versions).toBeVisible();

      // The <video> carries its own controls (play, time, subtitles, fullscreen) along its bottom edge: the
      // whole element on the first screen is the player with its controls.
      const screenBox = await boxOf(page, 'video');
      const switchBox = await boxOf(page, 'fieldset:has(input[type="radio"])');
      for (const [what, box] of [
        ['the video', screenBox],
        ['the version switch', switchBox],
      ] as const) {
        expect.soft(box.top, `${what}'s top`).toBeGreaterThanOrEqual(0);
        expect.soft(box.bottom, `${what}'s bottom`).toBeLessThanOrEqual(screen.height);
        expect.soft(box.left, `${what}'s left`).toBeGreaterThanOrEqual(0);
        expect.soft(box.right, `${what}'s right`).toBeLessThanOrEqual(screen.width);
      }
      // Not squeezed to fit: on a phone the screen is as wide as the page's column, on a laptop most of it.
      expect(screenBox.right - screenBox.left).toBeGreaterThan(Math.min(screen.width - 80, 800));
      await expectNoHorizontalScroll(page);

      // The first subtitle, on screen, in at least 16 px (the browser's default is 5% of the video's height: 9 px
      // on a phone).
      await page.locator('video').evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        const track = element.textTracks[0]!;
        track.mode = 'showing';
        element.currentTime = 1.5;
        await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      });
      await expect.poll(() => cueFontSize(page, FIRST_CUE).catch(() => 0)).toBeGreaterThanOrEqual(16);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('a phone held sideways, 844×390', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('the whole player fits the screen once scrolled to', async ({ page, request }) => {
    await acceptNecessaryCookies(page);
    await useSessionIn(page, await apiSession(request, 'premium'));
    await page.goto('/wideo/wesele?ogladaj=true');
    await expect(page.locator('video')).toBeVisible();
    const box = await boxOf(page, 'video');
    expect(box.bottom - box.top).toBeLessThanOrEqual(390);
    await page.locator('video').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await boxOf(page, 'video');
    expect(scrolled.top).toBeGreaterThanOrEqual(0);
    expect(scrolled.bottom).toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(page);
  });
});
