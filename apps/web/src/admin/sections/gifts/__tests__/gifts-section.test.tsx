import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TGiftConfig } from '@scena/shared/commerce/gift-settings';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { adminPayment } from '@/test-support/payment-fixtures';
import { type Answer, type Call, fakeApi, fakeUpload, type Responder, writes } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { GiftsSection } from '../gifts-section';

const GIFT: TGiftConfig = {
  gift_available: false,
  any_gift_available: true,
  gift_price: 59.9,
  gift_expiration: '2026-12-31',
  gift_label: 'Bilet w prezencie',
  gift_label_en: '',
  gift_description: 'Podaruj bliskim spektakl.',
  gift_description_en: '',
  gift_image_mobile: '/media/images/abc/original-800x200.png',
  gift_image_tablet: null,
  gift_image_desktop: null,
  images: {},
};

const EMPTY_LIST = { status: 200, body: { orders: [], refunds: 0 } };

/**
 * The API as the tests need it: the gift settings with their state (a PUT changes what the next GET answers, as
 * the server does) and the list; `extra` answers override.
 */
function network(extra: Record<string, Responder> = {}) {
  let current: TGiftConfig = GIFT;
  return fakeApi({
    'GET /api/gifts/settings': () => ({ status: 200, body: current }),
    'PUT /api/gifts/settings': ({ body }) => {
      current = { ...current, ...(body as Partial<TGiftConfig>) };
      return { status: 200, body: current };
    },
    '/api/gifts/': EMPTY_LIST,
    ...extra,
  });
}

const putBody = (calls: Call[]) => calls.find((call) => call.method === 'PUT')?.body;
const saveButton = () => screen.getByRole('button', { name: 'Zapisz zmiany' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gift settings', { timeout: 30_000 }, () => {
  test('shows the saved settings; Save waits for a real change', async () => {
    network();
    renderAdmin(<GiftsSection />);
    const price = (await screen.findByLabelText('Cena prezentu na dowolny wybór')) as HTMLInputElement;
    expect(price.value).toBe('59,90');
    expect((screen.getByLabelText('Nazwa') as HTMLInputElement).value).toBe('Bilet w prezencie');
    expect(screen.getByRole('switch', { name: 'Prezenty dostępne' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(
      screen.getByRole('switch', { name: 'Prezent na dowolny wybór' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByAltText('Zapisany obraz: obraz prezentu, Telefon (do 575 px)')).toBeTruthy();
    expect(isDisabled(saveButton())).toBe(true);
    expect(screen.getByText('Brak zmian do zapisania.')).toBeTruthy();

    // The same amount written differently is no change.
    fill(price, '59.9');
    expect(isDisabled(saveButton())).toBe(true);
    fill(price, '60');
    expect(isDisabled(saveButton())).toBe(false);
    expect(screen.getByText('Są niezapisane zmiany.')).toBeTruthy();
    fill(price, '59,90');
    expect(isDisabled(saveButton())).toBe(true);
    fill(screen.getByLabelText('Opis (angielski)'), 'Give a performance.');
    expect(isDisabled(saveButton())).toBe(false);
  });

  test('the shared rules speak under their fields and nothing is sent', async () => {
    const calls = network();
    renderAdmin(<GiftsSection />);
    fill(await screen.findByLabelText('Cena prezentu na dowolny wybór'), '0');
    fill(screen.getByLabelText('Nazwa'), '  ');
    fill(screen.getByLabelText('Opis', { selector: 'textarea' }), 'x'.repeat(301));
    fill(screen.getByLabelText('Nazwa (angielska)'), 'y'.repeat(101));
    await userEvent.click(saveButton());
    expect(
      await screen.findByText(
        'Podaj cenę większą od zera, z najwyżej dwoma miejscami po przecinku (np. 49,99).',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Proszę podać nazwę prezentu.')).toBeTruthy();
    expect(await screen.findByText('Maksymalnie 300 znaków.')).toBeTruthy();
    expect(await screen.findByText('Maksymalnie 100 znaków.')).toBeTruthy();
    fill(screen.getByLabelText('Cena prezentu na dowolny wybór'), '');
    fireEvent.blur(screen.getByLabelText('Cena prezentu na dowolny wybór'));
    expect(await screen.findByText('To pole jest wymagane.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  test('Save sends the form with the price in zł, then says "Zapisano zmiany" and waits for the next change', async () => {
    const calls = network();
    renderAdmin(<GiftsSection />);
    fill(await screen.findByLabelText('Cena prezentu na dowolny wybór'), '65,5');
    fill(screen.getByLabelText('Nazwa (angielska)'), ' A ticket as a gift ');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
    expect(putBody(calls)).toEqual({
      gift_price: 65.5,
      gift_expiration: '2026-12-31',
      gift_label: 'Bilet w prezencie',
      gift_label_en: 'A ticket as a gift',
      gift_description: 'Podaruj bliskim spektakl.',
      gift_description_en: '',
    });
    await waitFor(() => expect(isDisabled(saveButton())).toBe(true));
    expect((screen.getByLabelText('Cena prezentu na dowolny wybór') as HTMLInputElement).value).toBe('65,50');
  });

  test('a toggle is saved at once, alone', async () => {
    const calls = network();
    renderAdmin(<GiftsSection />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Prezenty dostępne' }));
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([{ gift_available: true }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Prezenty dostępne' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(isDisabled(saveButton())).toBe(true);
  });

  test("a 422 puts the server's message under its field", async () => {
    network({
      'PUT /api/gifts/settings': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Popraw zaznaczone pola.',
          code: 'VALIDATION',
          formError: { gift_label: 'form.validate.max_100' },
        },
      },
    });
    renderAdmin(<GiftsSection />);
    fill(await screen.findByLabelText('Nazwa'), 'Nowa nazwa');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Maksymalnie 100 znaków.')).toBeTruthy();
  });

  test('a chosen image goes with Save as a file of a multipart form; a saved one is removed at once after a confirmation', async () => {
    const calls = network({
      'DELETE /api/gifts/settings/image/mobile': {
        status: 200,
        body: { ...GIFT, gift_image_mobile: null },
      },
    });
    let answer: (value: Answer) => void = () => {};
    const sent = fakeUpload(new Promise<Answer>((resolve) => (answer = resolve)));
    renderAdmin(<GiftsSection />);
    await screen.findByLabelText('Nazwa');
    vi.stubGlobal('createImageBitmap', async () => ({ width: 900, height: 300, close: () => {} }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'prezent.png', { type: 'image/png' });
    fireEvent.change(screen.getAllByTestId('image-input')[1]!, { target: { files: [file] } });
    await screen.findByText(/Wybrano: prezent.png/);
    expect(isDisabled(saveButton())).toBe(false);
    await userEvent.click(saveButton());
    const bar = await screen.findByRole('progressbar', { name: 'Postęp wysyłania obrazów' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    answer({ status: 200, body: { ...GIFT, gift_image_tablet: '/media/images/def/original-900x300.png' } });
    await screen.findByText('Zapisano zmiany');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(putBody(calls)).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/gifts/settings' });
    const body = sent[0]!.body;
    expect(body.get('gift_image_tablet_data')).toBe(file);
    // The form's fields as text parts, the price in zł and no end date as an empty text.
    expect(Object.fromEntries([...body.entries()].filter(([name]) => !name.endsWith('_data')))).toEqual({
      gift_price: '59.9',
      gift_expiration: '2026-12-31',
      gift_label: 'Bilet w prezencie',
      gift_label_en: '',
      gift_description: 'Podaruj bliskim spektakl.',
      gift_description_en: '',
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Usuń obraz: obraz prezentu, Telefon (do 575 px)' }),
    );
    const confirm = (await screen.findByText('Usunąć obraz (obraz prezentu, Telefon (do 575 px))?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Usuń obraz' }));
    await screen.findByText('Usunięto obraz');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/gifts/settings/image/mobile',
    ]);
  });
});

describe('ordered gifts', { timeout: 30_000 }, () => {
  test('lists the current month’s gifts with their recipients, codes and who used them', async () => {
    const gift = adminPayment({
      productType: 'gift',
      product_slug: 'any',
      title: 'Prezent: dowolne wydarzenie lub nagranie',
      amount: 59.9,
      gift: {
        recipient_name: 'Jan Nowak',
        recipient_email: 'jan@example.com',
        message: 'Wszystkiego dobrego!',
      },
      codes: [
        {
          id: 5,
          code: 'PREZENT-7K2M',
          role: 'made',
          usage: [{ userId: 12, firstname: 'Jan', lastname: 'Nowak', used: true }],
        },
      ],
      numberOfUses: 1,
    });
    const calls = network({ '/api/gifts/': { status: 200, body: { orders: [gift], refunds: 0 } } });
    renderAdmin(<GiftsSection />);
    expect(await screen.findByText('Zamówione prezenty (1)')).toBeTruthy();
    const today = warsawToday();
    const list = calls.find((call) => call.url.startsWith('/api/gifts/?'))!;
    const query = new URL(list.url, 'http://x').searchParams;
    expect(query.get('date_from')).toBe(`${today.slice(0, 8)}01`);
    expect(query.get('date_to')!.slice(0, 7)).toBe(today.slice(0, 7));
    expect(query.get('status')).toBe('ALL');
    // The recipient is in the description cell: the list fits its card (issue 19, item 8).
    expect(screen.getByText('Dla: Jan Nowak, jan@example.com')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Kody zamówienia ext-1' }));
    expect(await screen.findByText('Wszystkiego dobrego!')).toBeTruthy();
    expect(screen.getByText('PREZENT-7K2M')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jan Nowak' }).getAttribute('href')).toBe('/konto/12');
    expect(screen.getByRole('button', { name: 'Eksport CSV' }).hasAttribute('disabled')).toBe(false);
  });
});
