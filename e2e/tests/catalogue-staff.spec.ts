import { warsawToday } from '@scena/shared/time/calendar-date';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
/** 960×540 JPEG and 600×600 PNG: within every image limit of the back-office. */
const LANDSCAPE = path.join(FIXTURES, 'stage.jpg');
const SQUARE = path.join(FIXTURES, 'poster.png');

/** The settings this journey changes, as the seed has them: other journeys share the database. */
const SEED_SETTINGS = { view_festival: false, view_eventslist: true, show_advertisement: false };

let adminToken: string | null = null;

// Whatever failed on the way, the home page and the player go back to the seed's settings.
test.afterEach(async ({ request }) => {
  if (!adminToken) return;
  const restored = await request.put('/api/appconfig', {
    headers: { 'x-auth-token': adminToken },
    data: SEED_SETTINGS,
  });
  expect(restored.status()).toBe(200);
});

test.use({ actionTimeout: 15_000 });

/**
 * A Warsaw calendar day `days` from today, as the back-office's date pickers take it (DD.MM.YYYY). Counted on the
 * calendar, not in 24-hour steps, which skip a day in the hour before the 23-hour day of the spring change.
 */
function warsawDay(days: number): string {
  const [year, month, day] = warsawToday().split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! + days));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** A field's label, exactly, with or without the required mark antd puts before it. */
function named(label: string): RegExp {
  return new RegExp(`^(\\*\\s*)?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** An antd Select with a search box: type, wait for the match to be the active option, take it. */
async function pickOption(select: Locator, text: string) {
  await select.click();
  await select.fill(text);
  await select.page().locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await select.press('Enter');
}

/** An antd Select without a search box: open it and click the option. */
async function chooseOption(select: Locator, text: string | RegExp) {
  await select.click();
  await select.page().locator('.ant-select-item-option:visible').filter({ hasText: text }).click();
}

function openSection(page: Page, view: string) {
  return page.goto(`/teapp-admin?view=${view}`);
}

test('staff build a festival evening in the back-office, and visitors find all of it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const names = {
    category: `Premiery ${stamp}`,
    gallery: `Próba kostiumowa ${stamp}`,
    video: `Próba generalna ${stamp}`,
    videoSlug: `proba-${stamp}`,
    videoEn: `Dress rehearsal ${stamp}`,
    description: `Zapis próby generalnej zza kulis ${stamp}.`,
    descriptionEn: `The dress rehearsal, filmed from the wings ${stamp}.`,
    event: `Gala festiwalowa ${stamp}`,
    eventSlug: `gala-${stamp}`,
    slide: `Gala już jutro ${stamp}`,
    adUrl: `https://example.com/reklama-${stamp}`,
    terms: `Postanowienie próbne ${stamp}: bilety festiwalowe nie podlegają zwrotowi.`,
  };

  const session = await apiSession(request, 'admin');
  adminToken = session.token;
  await acceptNecessaryCookies(page);
  await useSessionIn(page, session);

  await test.step('a category', async () => {
    await openSection(page, 'categories');
    const add = page.getByRole('region', { name: 'Nowa kategoria' });
    await add.getByLabel(named('Nazwa')).fill(names.category);
    await add.getByRole('button', { name: 'Dodaj kategorię' }).click();
    await expect(page.getByRole('cell', { name: names.category, exact: true })).toBeVisible();
    // The same name again, in other letters and with more spaces, is refused under the field.
    await add.getByLabel(named('Nazwa')).fill(`  ${names.category.toUpperCase().replace(' ', '   ')} `);
    await add.getByRole('button', { name: 'Dodaj kategorię' }).click();
    await expect(add.getByText('Kategoria o tej nazwie już istnieje.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(names.category, 'i') })).toHaveCount(1);
  });

  await test.step('a gallery with an image', async () => {
    await openSection(page, 'galleries');
    const add = page.getByRole('region', { name: 'Nowa galeria' });
    await add.getByLabel(named('Nazwa')).fill(names.gallery);
    await add.getByRole('button', { name: 'Dodaj galerię' }).click();
    await page.getByRole('button', { name: `Zdjęcia galerii ${names.gallery}` }).click();
    const images = page.getByRole('dialog', { name: `Zdjęcia galerii „${names.gallery}”` });
    await expect(images.getByText('Brak zdjęć')).toBeVisible();
    await images.getByTestId('image-input').setInputFiles(SQUARE);
    await expect(images.getByRole('img', { name: `Zdjęcie 1 galerii ${names.gallery}` })).toBeVisible();
    await images.getByRole('button', { name: 'Zamknij' }).first().click();
    await expect(page.getByRole('row', { name: new RegExp(names.gallery) })).toContainText('1 / 5');
  });

  await test.step('a free video in the category, with the gallery, images and a hosted stream', async () => {
    await openSection(page, 'videos');
    await page.getByRole('button', { name: 'Dodaj wideo' }).click();
    const form = page.getByRole('dialog', { name: 'Nowe wideo' });
    await form.getByLabel(named('Tytuł')).fill(names.video);
    await form.getByLabel(named('Odnośnik (slug)')).fill(names.videoSlug);
    await form.getByLabel(named('Opis')).fill(`<p>${names.description}</p>`);
    await form.getByLabel(named('Czas trwania (minuty)')).fill('95');
    await pickOption(form.getByLabel(named('Kategorie')), names.category);
    await pickOption(form.getByLabel(named('Galeria')), names.gallery);
    await pickOption(
      form.getByRole('combobox', { name: 'Link do wideo: wybierz z przesłanych nagrań' }),
      'klip pokazowy (PL, EN)',
    );
    await form.getByLabel(named('Zdjęcie główne')).setInputFiles(LANDSCAPE);
    await form.getByLabel(named('Miniatura')).setInputFiles(LANDSCAPE);
    await expect(form.getByRole('img', { name: 'Podgląd zdjęcia' })).toHaveCount(2);
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: names.video })).toBeVisible();
  });

  await test.step('its English translation', async () => {
    await page.getByRole('button', { name: `Tłumaczenia: ${names.video}` }).click();
    const modal = page.getByRole('dialog', { name: `Tłumaczenia: ${names.video}` });
    await expect(modal.getByText('Brak tłumaczeń')).toBeVisible();
    await modal.getByRole('button', { name: 'Dodaj tłumaczenie' }).click();
    const form = modal.getByRole('form', { name: 'Formularz tłumaczenia' });
    await chooseOption(form.getByLabel(named('Język')), /angielski/);
    await form.getByLabel(named('Tytuł')).fill(names.videoEn);
    await form.getByLabel(named('Opis')).fill(`<p>${names.descriptionEn}</p>`);
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(modal.getByText(`EN — ${names.videoEn}`)).toBeVisible();
    await modal.getByRole('button', { name: 'Zamknij' }).first().click();
  });

  await test.step('a published festival event of the video, tomorrow evening', async () => {
    await openSection(page, 'events');
    await page.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
    const form = page.getByRole('dialog', { name: 'Nowe wydarzenie' });
    await pickOption(form.getByLabel(named('Wideo')), names.video);
    // Choosing the video fills the title; the evening gets its own.
    await expect(form.getByLabel(named('Tytuł'))).toHaveValue(names.video);
    await form.getByLabel(named('Tytuł')).fill(names.event);
    await form.getByLabel(named('Odnośnik (slug)')).fill(names.eventSlug);
    for (const [label, value] of [
      ['Data rozpoczęcia', warsawDay(1)],
      ['Data zakończenia', warsawDay(1)],
      ['Godzina rozpoczęcia (czas polski)', '19:00'],
      ['Godzina zakończenia (czas polski)', '21:30'],
    ] as const) {
      await form.getByLabel(named(label)).fill(value);
      await form.getByLabel(named(label)).press('Enter');
    }
    await form.getByLabel(named('Cena (zł, z VAT)')).fill('35.00');
    await form.getByRole('checkbox', { name: 'Opublikowane' }).check();
    await form.getByRole('checkbox', { name: 'Wydarzenie festiwalowe' }).check();
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(names.event) })).toContainText('Festiwal');
  });

  await test.step('a published slide leading to the event', async () => {
    await openSection(page, 'slider_settings');
    await page.getByRole('button', { name: 'Dodaj slajd' }).click();
    const form = page.getByRole('dialog', { name: 'Nowy slajd' });
    await form.getByLabel(named('Tytuł')).fill(names.slide);
    await form.getByLabel(named('Tekst')).fill('Festiwalowa gala w pełnej obsadzie.');
    await form.getByLabel(named('Odnośnik')).fill(`/wydarzenie/${names.eventSlug}`);
    await form.getByRole('switch', { name: 'Opublikowany' }).click();
    await form.getByTestId('image-input').setInputFiles(LANDSCAPE);
    await expect(form.getByText('Wybrano: stage.jpg')).toBeVisible();
    await form.getByRole('button', { name: 'Dodaj slajd' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(names.slide) })).toContainText('Opublikowany');
  });

  await test.step('the advertisement under the player of free items', async () => {
    await openSection(page, 'advertisement_settings');
    await page.getByRole('switch', { name: 'Pokazuj reklamę' }).click();
    const free = page.getByRole('group', { name: 'Reklama przy treściach bezpłatnych' });
    await free.getByLabel(named('Odnośnik reklamy')).fill(names.adUrl);
    // The first slot is the phone's: the fallback picture on every device.
    await free.getByTestId('image-input').first().setInputFiles(LANDSCAPE);
    await expect(free.getByText('Wybrano: stage.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Brak zmian do zapisania.')).toBeVisible();
    await expect(
      free.getByRole('img', { name: /^Zapisany obraz: reklama bezpłatna, Telefon/ }),
    ).toBeVisible();
  });

  const festivalBlock = page.getByRole('switch', { name: 'Festiwal', exact: true });
  const repertoireBlock = page.getByRole('switch', { name: 'Repertuar', exact: true });
  await test.step('home-page blocks: the festival on, the repertoire off, each asked first and saved at once', async () => {
    await openSection(page, 'views');
    await festivalBlock.click();
    const show = page.getByRole('dialog', { name: 'Pokazać „Festiwal” na stronie głównej?' });
    await show.getByRole('button', { name: 'Pokaż' }).click();
    await expect(festivalBlock).toHaveAttribute('aria-checked', 'true');
    await repertoireBlock.click();
    const hide = page.getByRole('dialog', { name: 'Ukryć „Repertuar” na stronie głównej?' });
    await hide.getByRole('button', { name: 'Ukryj' }).click();
    await expect(repertoireBlock).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(async () => (await (await request.get('/external_api/config')).json()).config)
      .toMatchObject({ view_festival: true, view_eventslist: false });
  });

  await test.step('one more provision in the terms', async () => {
    const pages = page.getByRole('region', { name: 'Treść stron' });
    await chooseOption(pages.getByLabel(named('Strona')), 'Regulamin');
    await expect(pages.getByLabel(named('Tytuł'))).toHaveValue('Regulamin');
    const content = pages.getByLabel(named('Treść (HTML)'));
    await content.fill(`${await content.inputValue()}\n<p>${names.terms}</p>`);
    await pages.getByRole('button', { name: 'Zapisz' }).click();
    await expect(pages.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    await expect(pages.getByRole('region', { name: 'Podgląd' })).toContainText(names.terms);
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await acceptNecessaryCookies(visitor);

  await test.step('a visitor: the home page', async () => {
    await visitor.goto('/');
    const slider = visitor.getByRole('region', { name: 'Polecane' });
    await slider.getByRole('button', { name: 'Zatrzymaj pokaz slajdów' }).click();
    const slides = await slider.locator('[aria-roledescription="slide"]').allTextContents();
    const position = slides.findIndex((text) => text.includes(names.slide));
    expect(position, 'the new slide is in the carousel').toBeGreaterThanOrEqual(0);
    await slider
      .getByRole('button', { name: `Slajd ${position + 1} z ${slides.length}`, exact: true })
      .click();
    await expect(slider.getByRole('link', { name: names.slide })).toBeVisible();

    const festival = visitor.getByRole('region', { name: 'Festiwal Nowej Sceny' });
    await expect(festival.getByRole('link', { name: names.event })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Repertuar' })).toHaveCount(0);

    const vod = visitor.getByRole('region', { name: 'Nagrania na życzenie' });
    await vod.getByRole('button', { name: names.category }).click();
    await expect(vod.getByRole('link', { name: names.video })).toBeVisible();
    await expect(vod.getByRole('link', { name: 'Wesele', exact: true })).toHaveCount(0);
  });

  await test.step('a visitor: search, the event page and the video page', async () => {
    await visitor.goto(`/szukaj?q=${encodeURIComponent(`proba generalna ${stamp}`)}`);
    await expect(visitor.getByRole('link', { name: `Czytaj więcej: ${names.video}` })).toBeVisible();
    await visitor.goto(`/szukaj?q=${encodeURIComponent(`GALA FESTIWALOWA ${stamp}`)}`);
    await visitor.getByRole('link', { name: `Czytaj więcej: ${names.event}` }).click();

    await expect(visitor).toHaveURL(new RegExp(`/wydarzenie/${names.eventSlug}/publiczne$`));
    await expect(visitor.getByRole('heading', { level: 1, name: names.event })).toBeVisible();
    await expect(visitor.getByText(names.description)).toBeVisible();
    await expect(visitor.getByText('w tym podatek VAT')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Powiększ zdjęcie 1 z 1' })).toBeVisible();

    await visitor.goto(`/wideo/${names.videoSlug}`);
    await expect(visitor).toHaveURL(new RegExp(`/wideo/${names.videoSlug}/publiczne$`));
    await expect(visitor.getByRole('heading', { level: 1, name: names.video })).toBeVisible();
    await expect(visitor.getByRole('img', { name: `Plakat: ${names.video}` })).toBeVisible();
    await expect(visitor.getByText(names.description)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Powiększ zdjęcie 1 z 1' })).toBeVisible();
    await expect(visitor.getByRole('main').getByText('Bezpłatny dostęp')).toBeVisible();
  });

  await test.step('a visitor: the video and the event in English', async () => {
    await visitor.getByRole('button', { name: 'Switch to English' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: names.videoEn })).toBeVisible();
    await expect(visitor.getByText(names.descriptionEn)).toBeVisible();
    // The event tells its story with its video's words: the English description.
    await visitor.goto(`/wydarzenie/${names.eventSlug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: names.event })).toBeVisible();
    await expect(visitor.getByText(names.descriptionEn)).toBeVisible();
    await expect(visitor.getByText('VAT included')).toBeVisible();
    await visitor.getByRole('button', { name: 'Przełącz na polski' }).click();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'pl');
  });

  await test.step('a visitor: the terms', async () => {
    await visitor.goto('/regulamin');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeVisible();
    await expect(visitor.getByText(names.terms)).toBeVisible();
    await visitorContext.close();
  });

  await test.step('the standard demo user: home, and the free video plays over the free ad', async () => {
    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    await acceptNecessaryCookies(viewer);
    await useSessionIn(viewer, await apiSession(request, 'standard'));
    await viewer.goto('/strona-glowna');
    const festival = viewer.getByRole('region', { name: 'Festiwal Nowej Sceny' });
    await expect(festival.getByRole('link', { name: names.event })).toBeVisible();
    const vod = viewer.getByRole('region', { name: 'Nagrania na życzenie' });
    await expect(vod.getByRole('link', { name: names.video })).toBeVisible();

    await viewer.goto(`/wideo/${names.videoSlug}`);
    await viewer.getByRole('main').getByRole('link', { name: 'Oglądaj' }).click();
    await expect(viewer).toHaveURL(/ogladaj=true/);
    await expect(viewer.locator('video')).toBeVisible();
    const ad = viewer.getByRole('complementary', { name: 'Reklama' });
    await expect(ad.getByRole('link', { name: 'Reklama (otwiera się w nowej karcie)' })).toHaveAttribute(
      'href',
      names.adUrl,
    );
    await viewerContext.close();
  });

  await test.step('the staff member puts the home page and the advertisement back', async () => {
    await openSection(page, 'views');
    await repertoireBlock.click();
    await page
      .getByRole('dialog', { name: 'Pokazać „Repertuar” na stronie głównej?' })
      .getByRole('button', { name: 'Pokaż' })
      .click();
    await expect(repertoireBlock).toHaveAttribute('aria-checked', 'true');
    await festivalBlock.click();
    await page
      .getByRole('dialog', { name: 'Ukryć „Festiwal” na stronie głównej?' })
      .getByRole('button', { name: 'Ukryj' })
      .click();
    await expect(festivalBlock).toHaveAttribute('aria-checked', 'false');
    await openSection(page, 'advertisement_settings');
    await page.getByRole('switch', { name: 'Pokazuj reklamę' }).click();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Brak zmian do zapisania.')).toBeVisible();
  });
});
