import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';
import { paddedClip, throttleUploads } from '../support/video-file';

const MB = 1024 * 1024;
/** What the upload is throttled to (bytes per second), so a reload lands in the middle of it. */
const UPLOAD_RATE = 6 * MB;

const SRT = [
  '1',
  '00:00:00,100 --> 00:00:09,000',
  'Co tam, panie, w polityce?',
  '',
  '2',
  '00:00:09,500 --> 00:00:12,000',
  'Chińczyki trzymają się mocno!',
  '',
].join('\r\n');

/** A field's label, exactly, with or without the required mark antd puts before it. */
function named(label: string): RegExp {
  return new RegExp(`^(\\*\\s*)?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

let workDir: string;
test.beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-e2e-upload-'));
});
test.afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

test.use({ actionTimeout: 15_000 });

test('staff upload a 50 MB recording, resume it after a reload, add SRT subtitles; a viewer watches with them on', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const file = paddedClip(workDir, 50 * MB);
  const name = `Zemsta — premiera ${Date.now().toString(36)}`;
  const admin = await apiSession(request, 'admin');
  await acceptNecessaryCookies(page);
  await useSessionIn(page, admin);
  await throttleUploads(page, UPLOAD_RATE);
  const leavePrompts: string[] = [];
  page.on('dialog', async (dialog) => {
    leavePrompts.push(dialog.type());
    await dialog.accept();
  });

  await test.step('the hosted-video screen and its drawer pass axe at 1280 px', async () => {
    await page.goto('/teapp-admin?view=hosted_videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Pliki wideo' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Umieść wideo' }).click();
    await expect(page.getByRole('dialog', { name: 'Umieść wideo' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the upload starts with its progress, speed and the warning; a reload stops it halfway', async () => {
    const drawer = page.getByRole('dialog', { name: 'Umieść wideo' });
    await drawer.getByLabel(named('Nazwa wideo')).fill(name);
    await drawer.getByLabel(named('Plik wideo')).setInputFiles(file);
    await drawer.getByRole('button', { name: 'Prześlij' }).click();
    const progress = drawer.getByRole('progressbar', { name: 'Postęp przesyłania' });
    await expect(progress).toBeVisible();
    await expect(
      drawer.getByText('Nie zamykaj tego okna ani karty, dopóki przesyłanie się nie zakończy.'),
    ).toBeVisible();
    await expect(drawer.getByText(/Prędkość: /)).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(20);
    await page.reload();
    // The browser asked before leaving a page with bytes on the way.
    expect(leavePrompts).toContain('beforeunload');
  });

  let uploaded = 0;
  await test.step('"continue transfer" with the same file goes on from the server\'s offset to the end', async () => {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Nieukończone');
    await row.getByRole('button', { name: `Kontynuuj przesyłanie: ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Kontynuuj przesyłanie: ${name}` });
    await drawer.getByLabel(named('Plik wideo')).setInputFiles(file);
    await drawer.getByRole('button', { name: 'Prześlij' }).click();
    const resumed = drawer.getByText(/Wznowiono od [\d,]+ MB/);
    await expect(resumed).toBeVisible({ timeout: 30_000 });
    uploaded = Number((await resumed.textContent())!.match(/([\d,]+) MB/)![1]!.replace(',', '.'));
    expect(uploaded).toBeGreaterThanOrEqual(5);
    await expect(page.getByText('Dodano wideo.')).toBeVisible({ timeout: 60_000 });
    await expect(row).toContainText('Gotowe');
  });

  await test.step('Polish subtitles from an .srt file', async () => {
    const srt = path.join(workDir, 'zemsta.srt');
    fs.writeFileSync(srt, SRT);
    await page.getByRole('button', { name: `Napisy: ${name}` }).click();
    const modal = page.getByRole('dialog', { name: `Napisy: ${name}` });
    await expect(modal.getByText('Brak napisów')).toBeVisible();
    await modal.getByTestId('subtitle-file-input').setInputFiles(srt);
    await expect(modal.getByLabel(named('Treść napisów (WebVTT)'))).toHaveValue(/^WEBVTT\n\n/);
    await expect(modal.getByLabel(named('Treść napisów (WebVTT)'))).toHaveValue(
      /00:00:00\.100 --> 00:00:09\.000/,
    );
    await modal.getByRole('button', { name: 'Dodaj napisy' }).click();
    await expect(page.getByText('Dodano napisy')).toBeVisible();
    await expect(modal.getByRole('cell', { name: 'Polski', exact: true })).toBeVisible();
    await modal.getByRole('button', { name: 'Zamknij' }).first().click();
  });

  await test.step('the video form picks it as the sign-language version of "Calineczka"', async () => {
    await page.goto('/teapp-admin?view=videos');
    await page.getByRole('button', { name: 'Edytuj: Calineczka' }).click();
    const form = page.getByRole('dialog', { name: 'Edycja: Calineczka' });
    const picker = form.getByRole('combobox', {
      name: 'Wersja z tłumaczem PJM: wybierz z przesłanych nagrań',
    });
    await picker.click();
    await picker.fill(name.slice(0, 20));
    await page.locator('.ant-select-item-option-active').filter({ hasText: name }).waitFor();
    await picker.press('Enter');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('a viewer plays it with the Polish subtitles on, and a cue becomes active', async () => {
    const context = await browser.newContext();
    const viewer = await context.newPage();
    await acceptNecessaryCookies(viewer);
    await useSessionIn(viewer, await apiSession(request, 'standard'));
    await viewer.goto('/wideo/calineczka?ogladaj=true&typ=pjm');
    const video = viewer.locator('video');
    await expect(video).toBeVisible();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(
        () =>
          video.evaluate((element: HTMLVideoElement) => {
            const track = [...element.textTracks].find((candidate) => candidate.mode === 'showing');
            return track && track.activeCues?.length
              ? `${track.language}: ${(track.activeCues[0] as VTTCue).text}`
              : '';
          }),
        { timeout: 15_000 },
      )
      .toBe('pl: Co tam, panie, w polityce?');

    await test.step('the file and the track answer 403 without their signature', async () => {
      const source = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
      const url = new URL(source);
      expect(url.pathname).toMatch(/^\/media\/videos\/\d+\/video$/);
      expect((await request.get(url.pathname)).status()).toBe(403);
      url.searchParams.set('sig', 'A'.repeat(43));
      expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(403);
      const track = await video.locator('track').first().getAttribute('src');
      expect((await request.get(new URL(track!, url).pathname)).status()).toBe(403);
    });
    await context.close();
  });
});
