import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/a11y';
import { newBuyer, productId } from '../support/buyer';
import { acceptNecessaryCookies } from '../support/cookies';
import { apiSession, useSessionIn } from '../support/session';

type Buyer = Awaited<ReturnType<typeof newBuyer>>;

/** A page of its own for one person: their session, the necessary cookies accepted. */
async function pageOf(browser: Browser, person: Buyer, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await acceptNecessaryCookies(page);
  await useSessionIn(page, person as never);
  return page;
}

async function tickAndPay(page: Page, price: RegExp) {
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('checkbox', { name: /Zgadzam się na rozpoczęcie świadczenia/ }).check();
  await page.getByRole('button', { name: price }).click();
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  await page.getByLabel('Kod BLIK (6 cyfr)').fill('123456');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
}

/** Activates a code on the account page, as its holder would. */
async function activate(page: Page, code: string) {
  await page.goto('/konto');
  await page.getByRole('textbox', { name: 'Kod rabatowy' }).fill(code);
  await page.getByRole('button', { name: 'Aktywuj kod' }).click();
  await expect(page.getByText('Kod został aktywowany')).toBeVisible();
}

test('a gift for any product: paid through PayU, mailed to the recipient, redeemed and watched', async ({
  browser,
  request,
}) => {
  test.slow();
  const giver = await newBuyer(request, 'darczynca');
  const friend = await newBuyer(request, 'obdarowany');
  const page = await pageOf(browser, giver);
  await page.goto('/strona-glowna');
  await page.goto('/');
  await page
    .getByRole('link', { name: /Kup prezent|Podaruj/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/platnosc\/prezent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prezent' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Imię obdarowanego' }).fill('Ala');
  await page.getByRole('textbox', { name: 'Adres e-mail obdarowanego' }).fill(friend.user.email);
  // A message is plain text: "<3" and "1 < 2" are characters, not markup.
  const message = 'Wszystkiego najlepszego <3 (bo 1 < 2)';
  await page.getByRole('textbox', { name: /Wiadomość/ }).fill(message);
  await tickAndPay(page, /Zapłać 60,00/);

  await expect(page).toHaveURL(/\/status-zamowienia\/prezent\//);
  await expect(page.getByText('Opłacone', { exact: true })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  const code = (await page
    .getByText(/^PREZENT-[A-Z0-9]{8}$/)
    .first()
    .textContent())!.trim();
  await expectNoAxeViolations(page);

  // The recipient's mail carries the code and the message.
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox/messages')).json()) as Array<{
        to: string;
        text: string;
      }>;
      return mails.find((mail) => mail.to === friend.user.email && mail.text.includes(code))?.text ?? '';
    })
    .toContain(message);

  const recipient = await pageOf(browser, friend, 390);
  await activate(recipient, code);
  const video = await productId(request, 'video', 'wesele');
  await recipient.goto(`/platnosc/wideo/${video}`);
  await recipient.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await recipient.getByRole('checkbox', { name: /Zgadzam się na rozpoczęcie świadczenia/ }).check();
  await recipient.getByRole('button', { name: 'Odbierz dostęp' }).click();
  await expect(recipient).toHaveURL(/\/wideo\/wesele/);
  await expect(recipient.getByRole('main').getByRole('link', { name: 'Oglądaj' })).toBeVisible();
});

test('a group ticket of 8: the codes on the account page, one redeemed by a pupil', async ({
  browser,
  request,
}) => {
  test.slow();
  const teacher = await newBuyer(request, 'nauczycielka');
  const pupil = await newBuyer(request, 'uczen');
  const event = await productId(request, 'event', 'festiwal-chopin-noca');
  const page = await pageOf(browser, teacher);
  await page.goto(`/platnosc/wydarzenie/${event}`);
  await page.getByRole('radio', { name: /Bilet grupowy/ }).check();
  await expect(page).toHaveURL(/rodzaj=grupowy/);
  const quantity = page.getByRole('spinbutton', { name: /Liczba osób/ });
  await quantity.fill('3');
  await expect(page.getByText('Wybierz od 5 do 40 osób.')).toBeVisible();
  await quantity.fill('8');
  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  // 8 × 24,90 = 199,20; one free −24,90 = 174,30; 10% off −17,43 = 156,87 zł
  await expect(summary.getByText('Jeden bilet gratis')).toBeVisible();
  await expect(summary.getByText(/156,87/)).toBeVisible();
  await expectNoAxeViolations(page);
  await tickAndPay(page, /Zapłać 156,87/);

  await expect(page).toHaveURL(/\/status-zamowienia\/bilet-grupowy\//);
  await expect(page.getByText('Opłacone', { exact: true })).toBeVisible();
  await expect(page.getByText(/^GRUPA-[A-Z0-9]{8}$/)).toHaveCount(8);
  const code = (await page
    .getByText(/^GRUPA-[A-Z0-9]{8}$/)
    .first()
    .textContent())!.trim();
  // The codes' CSV from the page and the one attached to the mail are the same file: one CSV format.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz CSV z kodami' }).click(),
  ]);
  const downloaded = fs.readFileSync((await download.path())!, 'utf8');
  expect(downloaded.split('\r\n')[0]).toBe('\uFEFFkod;stan;ważny do');
  let attached: { filename: string; content: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox/messages')).json()) as Array<{
        to: string;
        attachments: Array<{ filename: string; content: string }>;
      }>;
      attached = mails.find((mail) => mail.to === teacher.user.email && mail.attachments.length > 0)
        ?.attachments[0];
      return attached?.filename;
    })
    .toBe(download.suggestedFilename());
  expect(attached!.content).toBe(downloaded);

  const child = await pageOf(browser, pupil, 390);
  await activate(child, code);
  await child.goto(`/platnosc/wydarzenie/${event}`);
  await child.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await child.getByRole('checkbox', { name: /Zgadzam się na rozpoczęcie świadczenia/ }).check();
  await child.getByRole('button', { name: 'Odbierz dostęp' }).click();
  await expect(child).toHaveURL(/\/wydarzenie\/festiwal-chopin-noca/);

  await page.goto('/konto');
  const groups = page.getByRole('region', { name: 'Bilety grupowe' });
  await expect(groups).toBeVisible();
  await groups
    .getByText(/kody|Kody/)
    .first()
    .click();
  await expect(groups.getByText(code)).toBeVisible();
  await expect(groups.getByText(/Wykorzystany/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test('a gift buyer who left PayU’s page goes back to it from the account, then drops it and may buy again', async ({
  browser,
  request,
}) => {
  const giver = await newBuyer(request, 'prezent-w-toku');
  const page = await pageOf(browser, giver, 390);
  await page.goto('/platnosc/prezent');
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('checkbox', { name: /Zgadzam się na rozpoczęcie świadczenia/ }).check();
  await page.getByRole('button', { name: /Zapłać 60,00/ }).click();
  await expect(page).toHaveURL(/\/payu-standin\/pay\//);
  const payuPage = page.url();
  await page.getByRole('button', { name: 'Zostaw w toku' }).click();
  await expect(page).toHaveURL(/\/status-zamowienia\/prezent\//);

  // The account's gift offers the way back to the same payment...
  await page.goto('/konto');
  const gifts = page.getByRole('region', { name: 'Prezenty' });
  await expect(gifts.getByText('Płatność w trakcie realizacji')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await gifts.getByRole('button', { name: /^Wróć do płatności/ }).click();
  await expect(page).toHaveURL(payuPage);

  // ...and the way out: dropped after a question, the gift's payment page is open again at once.
  await page.goto('/konto');
  await gifts.getByRole('button', { name: /^Anuluj i kup od nowa/ }).click();
  await page
    .getByRole('dialog', { name: 'Anulować tę płatność?' })
    .getByRole('button', { name: 'Tak, anuluj płatność' })
    .click();
  await expect(page.getByText('Płatność anulowana. Możesz kupić od nowa.')).toBeVisible();
  await expect(page).toHaveURL(/\/platnosc\/prezent$/);
  await page.goto(payuPage);
  await expect(page.getByRole('button', { name: /Zapłać/ })).toHaveCount(0);
});

test('staff refund a group ticket whose code a pupil used, see what it does, and withdraw that access', async ({
  browser,
  request,
}) => {
  test.slow();
  const teacher = await newBuyer(request, 'zwrot-grupy');
  const pupil = await newBuyer(request, 'uczen-zwrot', { firstname: 'Ola', lastname: 'Uczennica' });
  const event = await productId(request, 'event', 'balladyna-wieczor');
  const bought = await request.post('/api/groupTickets/', {
    headers: { 'x-auth-token': teacher.token },
    data: { tos: true, supply_consent: true, productSlug: `event-${event}-5` },
  });
  expect(bought.status()).toBe(201);
  const group = (await bought.json()) as { extOrderId: string; payu: { redirectUri: string } };
  const paid = await request.post(group.payu.redirectUri, {
    form: { method: 'blik', blikCode: '123456', action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // PayU's notification completes the order and makes its codes.
  let codes: string[] = [];
  await expect
    .poll(async () => {
      const read = await request.get(`/api/groupTickets/${group.extOrderId}`, {
        headers: { 'x-auth-token': teacher.token },
      });
      codes = ((await read.json()) as { codes: Array<{ code: string }> }).codes.map((code) => code.code);
      return codes.length;
    })
    .toBe(5);
  const used = codes[0]!;
  const activated = await request.post(`/api/users/${pupil.user.id}/codes`, {
    headers: { 'x-auth-token': pupil.token },
    data: { code: used },
  });
  expect(activated.status()).toBe(201);
  const ticket = await request.post(`/api/payments/${event}`, {
    headers: { 'x-auth-token': pupil.token },
    data: { tos: true, supply_consent: true },
  });
  const pupilOrder = (await ticket.json()) as { extOrderId: string; status: string };
  expect(pupilOrder.status).toBe('COMPLETED');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await acceptNecessaryCookies(admin);
  await useSessionIn(admin, await apiSession(request, 'admin'));
  await admin.goto('/teapp-admin?view=group_tickets');
  await admin.getByRole('button', { name: `Zarządzaj zamówieniem ${group.extOrderId}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Zamówienie ${group.extOrderId}` });

  // Each code the group ticket made, and who used it on what.
  const list = dialog.getByRole('list', { name: 'Kody z tego zamówienia' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const usedItem = list.getByRole('listitem').filter({ hasText: used });
  await expect(usedItem).toContainText('wykorzystany');
  await expect(usedItem).toContainText('Ola Uczennica');
  await expect(usedItem.getByRole('link', { name: 'Balladyna — wieczór ze Słowackim' })).toBeVisible();

  // What the refund of everything does, before and after choosing to withdraw the access.
  const effects = dialog.getByRole('list', { name: 'Skutki zwrotu' });
  await expect(effects).toContainText('Zamówienie zostanie oznaczone jako zwrócone');
  await expect(effects).toContainText('4 niewykorzystane kody przestaną działać');
  await expect(effects).toContainText('Dostęp zachowają: Ola Uczennica');
  await dialog.getByRole('checkbox', { name: 'Odbierz dostęp dany przez wykorzystane kody' }).check();
  await expect(effects).toContainText('Dostęp stracą');
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
  }

  await dialog.getByLabel('Powód zwrotu').fill('Wycieczka odwołana');
  await dialog.getByRole('button', { name: 'Zleć zwrot' }).click();
  await expect(admin.getByText(/i odebrać dostęp dany przez kody/)).toBeVisible();
  await admin.getByRole('button', { name: 'Zleć zwrot' }).last().click();
  await expect(admin.getByText('Zlecono zwrot. Status zmieni się, gdy PayU go potwierdzi.')).toBeVisible();

  // PayU finalizes it: the group ticket is refunded, the pupil's ticket cancelled, every code ended.
  await expect
    .poll(async () => {
      const order = await request.get(`/api/payments/${pupilOrder.extOrderId}`, {
        headers: { 'x-auth-token': pupil.token },
      });
      return ((await order.json()) as { status: string }).status;
    })
    .toBe('CANCELED');
  await admin.reload();
  await admin.getByRole('button', { name: `Zarządzaj zamówieniem ${group.extOrderId}` }).click();
  const refunds = dialog.getByRole('table', { name: 'Zwroty' });
  await expect(refunds).toContainText('wykonany');
  await expect(refunds).toContainText('z odebraniem dostępu z kodów');
  await expect(list.getByText('nieważny')).toHaveCount(5);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(admin);
  }
  await context.close();
});

test('staff see invoice requests and mark one sent, then not sent', async ({ browser, request }) => {
  const company = await newBuyer(request, 'firma');
  const video = await productId(request, 'video', 'balladyna');
  const bought = await request.post(`/api/videopayments/${video}`, {
    headers: { 'x-auth-token': company.token },
    data: {
      tos: true,
      supply_consent: true,
      invoice: {
        invoiceType: 'company',
        company: 'Teatr Szkolny Sp. z o.o.',
        nip: '5260250274',
        firstname: '',
        lastname: '',
        street: 'Długa 1',
        postal_code: '00-001',
        city: 'Warszawa',
        state: 'mazowieckie',
        country_code: 'PL',
      },
    },
  });
  expect(bought.status()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await acceptNecessaryCookies(admin);
  await useSessionIn(admin, await apiSession(request, 'admin'));
  await admin.goto('/teapp-admin?view=invoices');
  await expect(admin.getByRole('heading', { level: 1, name: 'Faktury' })).toBeVisible();
  const row = () => admin.locator('tr[data-row-key]').filter({ hasText: company.user.email });
  // The list opens on the requests not sent yet.
  await expect(row()).toContainText('Teatr Szkolny Sp. z o.o.');
  await expect(row()).toContainText('5260250274');
  await expect(row().getByRole('switch')).not.toBeChecked();
  await row().getByRole('switch').click();
  await expect(admin.getByText('Oznaczono fakturę jako wysłaną')).toBeVisible();
  await admin.getByText(/^Wysłane \(\d+\)$/).click();
  await expect(row().getByRole('switch')).toBeChecked();
  await expectNoAxeViolations(admin);
  await row().getByRole('switch').click();
  await expect(admin.getByText('Oznaczono fakturę jako niewysłaną')).toBeVisible();
  await expect(row()).toHaveCount(0);
  await context.close();
});
