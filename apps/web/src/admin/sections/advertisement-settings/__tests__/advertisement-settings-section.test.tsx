import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { AdvertisementSettingsSection } from '../advertisement-settings-section';
import { type Answer, type Call, fakeApi, fakeUpload } from '@/test-support/fake-api';
import { renderAdmin } from '../../../test-support';

const renderSection = () => renderAdmin(<AdvertisementSettingsSection />);

const CONFIG = {
  ...ZAppConfig.parse({}),
  show_advertisement: true,
  free_ad_url: 'https://sponsor.example/',
  free_ad_image_mobile: '/media/ad/original-800x200.jpg',
  images: {},
};

const putBody = (calls: Call[]) => calls.find((call) => call.method === 'PUT')?.body;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('advertisement settings', { timeout: 30_000 }, () => {
  test('the form shows the saved settings; Save waits for a change', async () => {
    fakeApi({ 'GET /api/appconfig/': { status: 200, body: CONFIG } });
    renderSection();
    const free = await screen.findAllByLabelText('Odnośnik reklamy');
    expect((free[0] as HTMLInputElement).value).toBe('https://sponsor.example/');
    expect(screen.getByRole('switch', { name: 'Pokazuj reklamę' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByAltText('Zapisany obraz: reklama bezpłatna, Telefon (do 575 px)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisz zmiany' }).hasAttribute('disabled')).toBe(true);
  });

  test('Save sends only the changed fields as JSON while no image is chosen', async () => {
    const calls = fakeApi({
      'GET /api/appconfig/': { status: 200, body: CONFIG },
      'PUT /api/appconfig': { status: 200, body: { ...CONFIG, show_advertisement: false } },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pokazuj reklamę' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await screen.findByText('Zaktualizowano zmiany');
    expect(putBody(calls)).toEqual({ show_advertisement: false });
  });

  test('with a chosen image, Save sends the changed fields and the file as multipart, showing the progress', async () => {
    const calls = fakeApi({ 'GET /api/appconfig/': { status: 200, body: CONFIG } });
    let answer: (value: Answer) => void = () => {};
    const sent = fakeUpload(new Promise<Answer>((resolve) => (answer = resolve)));
    renderSection();
    const [, paid] = await screen.findAllByLabelText('Odnośnik reklamy');
    await userEvent.type(paid!, 'https://bilety.example/');
    const input = screen.getAllByTestId('image-input')[3]!;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'baner.png', { type: 'image/png' });
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 200, close: () => {} }));
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText(/Wybrano: baner.png/);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    const bar = await screen.findByRole('progressbar', { name: 'Postęp wysyłania obrazów' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    answer({ status: 200, body: { ...CONFIG, paid_ad_url: 'https://bilety.example/' } });
    await screen.findByText('Zaktualizowano zmiany');
    expect(screen.queryByRole('progressbar')).toBeNull();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/appconfig' });
    const body = sent[0]!.body;
    expect([...body.keys()]).toEqual(['paid_ad_url', 'paid_ad_image_mobile_data']);
    expect(body.get('paid_ad_url')).toBe('https://bilety.example/');
    expect(body.get('paid_ad_image_mobile_data')).toBe(file);
    expect(putBody(calls)).toBeUndefined();
  });

  test('a link the shared rule refuses is not sent', async () => {
    const calls = fakeApi({ 'GET /api/appconfig/': { status: 200, body: CONFIG } });
    renderSection();
    const [free] = await screen.findAllByLabelText('Odnośnik reklamy');
    await userEvent.clear(free!);
    await userEvent.type(free!, 'sponsor.example');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Niepoprawny odnośnik.')).toBeTruthy();
    expect(putBody(calls)).toBeUndefined();
  });

  test("a 422 puts the server's message under its field", async () => {
    fakeApi({
      'GET /api/appconfig/': { status: 200, body: CONFIG },
      'PUT /api/appconfig': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'Popraw zaznaczone pola.',
          code: 'VALIDATION',
          formError: { paid_ad_url: 'form.validate.ad_link' },
        },
      },
    });
    renderSection();
    const [, paid] = await screen.findAllByLabelText('Odnośnik reklamy');
    await userEvent.type(paid!, 'https://x.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Niepoprawny odnośnik.')).toBeTruthy();
    expect(await screen.findByText('Wystąpił błąd: Popraw zaznaczone pola.')).toBeTruthy();
  });

  test('removing a saved image asks first, then calls DELETE with its name', async () => {
    const calls = fakeApi({
      'GET /api/appconfig/': { status: 200, body: CONFIG },
      'DELETE /api/appconfig/image/free_ad_image_mobile': {
        status: 200,
        body: { ...CONFIG, free_ad_image_mobile: null },
      },
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Usuń obraz: reklama bezpłatna, Telefon (do 575 px)' }),
    );
    const confirm = (
      await screen.findByText('Usunąć obraz (reklama bezpłatna, Telefon (do 575 px))?')
    ).closest('.ant-popover') as HTMLElement;
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Usuń obraz' }));
    await screen.findByText('Usunięto obraz');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/appconfig/image/free_ad_image_mobile',
      ]),
    );
  });
});
