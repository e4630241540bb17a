import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { fakeApi, writes, type Call } from '@/test-support/fake-api';
import { fill, renderAdmin } from '../../../test-support';
import { LimitationsSection } from '../limitations-section';

const CONFIG = { ...ZAppConfig.parse({}), contact_email: 'kasa@teatr.pl', tos_version: 3, images: {} };

/** The configuration as the server keeps it; a PUT with a bad value answers 422 like the API. */
function fakeServer(
  overrides: Partial<typeof CONFIG> = {},
  rejectTos = { status: 200, body: { tos_version: 4 } },
) {
  let stored = { ...CONFIG, ...overrides };
  return fakeApi({
    'GET /api/appconfig/': () => ({ status: 200, body: stored }),
    'PUT /api/appconfig': (call: Call) => {
      const result = ZAppConfig.partial().safeParse(call.body);
      if (!result.success) {
        const [issue] = result.error.issues;
        return {
          status: 422,
          body: {
            statusCode: 422,
            message: 'Niepoprawne dane',
            formError: { [String(issue!.path[0])]: issue!.message },
          },
        };
      }
      stored = { ...stored, ...(call.body as object) };
      return { status: 200, body: stored };
    },
    'POST /api/users/reject-tos': () => {
      if (rejectTos.status === 200) stored = { ...stored, tos_version: rejectTos.body.tos_version };
      return rejectTos;
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('the restrictions screen', { timeout: 30_000 }, () => {
  test('each card explains itself; the region switches save at once and say when both are on', async () => {
    const calls = fakeServer({ access_only_europe: true });
    renderAdmin(<LimitationsSection />);
    const region = await screen.findByRole('region', { name: 'Dostęp według kraju' });
    expect(within(region).getByText(/Kraj widza ustalamy z jego adresu IP/)).toBeTruthy();
    expect(screen.getByText(/Urządzenia w jednej sieci domowej/)).toBeTruthy();
    expect(screen.getByText(/Jak długo po pierwszym odtworzeniu/)).toBeTruthy();
    expect(screen.getByText(/Po zmianie regulaminu lub polityki prywatności/)).toBeTruthy();
    expect(within(region).queryByText(/obowiązuje ostrzejsze/)).toBeNull();

    await userEvent.click(await within(region).findByRole('switch', { name: 'Dostęp tylko z Polski' }));
    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([
      { url: '/api/appconfig', method: 'PUT', body: { access_only_poland: true } },
    ]);
    expect(
      await within(region).findByText(/obowiązuje ostrzejsze, czyli dostęp tylko z Polski/),
    ).toBeTruthy();
  });

  test('the autoban: switches save at once; the limit refuses a non-number and saves a number', async () => {
    const calls = fakeServer();
    renderAdmin(<LimitationsSection />);
    const autoban = await screen.findByRole('region', { name: 'Blokowanie kont udostępnianych innym' });
    expect(await within(autoban).findByText('Adres kontaktowy w wiadomości: kasa@teatr.pl.')).toBeTruthy();
    await userEvent.click(
      within(autoban).getByRole('switch', { name: 'Automatyczne blokowanie po przekroczeniu limitu sieci' }),
    );
    await screen.findByText('Zaktualizowano zmiany');

    const limit = await within(autoban).findByRole('textbox', {
      name: 'Największa liczba różnych sieci w ciągu 24 godzin',
    });
    const save = within(autoban).getByRole('button', { name: 'Zapisz' });
    expect((limit as HTMLInputElement).value).toBe('5');
    expect(save.hasAttribute('disabled')).toBe(true);
    fill(limit, 'dużo');
    await userEvent.click(save);
    expect(await within(autoban).findByText('Niepoprawna wartość.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(1);

    fill(limit, '3');
    await userEvent.click(save);
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual({
      url: '/api/appconfig',
      method: 'PUT',
      body: { max_diff_ip_views_per_user: 3 },
    });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  test('without a contact address the mail switch says where to set it', async () => {
    fakeServer({ contact_email: '' });
    renderAdmin(<LimitationsSection />);
    expect(await screen.findByText(/Adres kontaktowy nie jest ustawiony/)).toBeTruthy();
  });

  test('ticket validity: the allowed values are saved, an empty field is no limit, others are refused', async () => {
    const calls = fakeServer();
    renderAdmin(<LimitationsSection />);
    const validity = await screen.findByRole('region', { name: 'Ważność biletów na nagrania' });
    const hours = await within(validity).findByRole('textbox', { name: 'Ważność w godzinach' });
    const save = within(validity).getByRole('button', { name: 'Zapisz' });
    expect(within(validity).getByText('Teraz: 48 godzin.')).toBeTruthy();

    fill(hours, '5');
    await userEvent.click(save);
    expect(
      await within(validity).findByText('Niepoprawna wartość. Dozwolone wartości: 3, 6, 12, 24, 36, 48, 72.'),
    ).toBeTruthy();
    fill(hours, 'dwa dni');
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(validity).getAllByText(/Dozwolone wartości: 3, 6, 12, 24, 36, 48, 72\.$/)).toHaveLength(
        1,
      ),
    );
    expect(writes(calls)).toEqual([]);

    fill(hours, '72');
    await userEvent.click(save);
    await within(validity).findByText('Teraz: 72 godziny.');
    fill(hours, '');
    await userEvent.click(save);
    await within(validity).findByText('Teraz: bez limitu.');
    expect(writes(calls).map((call) => call.body)).toEqual([
      { tickets_expiration_time: 72 },
      { tickets_expiration_time: 0 },
    ]);
  });

  test('re-accepting the terms asks first, then is disabled and says so', async () => {
    const calls = fakeServer();
    renderAdmin(<LimitationsSection />);
    const terms = await screen.findByRole('region', { name: 'Ponowna akceptacja regulaminu' });
    expect(await within(terms).findByText('Obecna wersja regulaminu: 3.')).toBeTruthy();
    const button = within(terms).getByRole('button', { name: 'Wymuś ponowną akceptację regulaminu' });

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(writes(calls)).toEqual([]);

    await userEvent.click(button);
    // The cancelled dialog may still be fading out: the newest one is last.
    const confirms = await screen.findAllByRole('button', { name: 'Tak, wymuś akceptację' });
    await userEvent.click(confirms.at(-1)!);
    await screen.findByText('Wszyscy użytkownicy zostaną poproszeni o ponowną akceptację regulaminu.');
    expect(writes(calls)).toEqual([{ url: '/api/users/reject-tos', method: 'POST', body: null }]);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(within(terms).getByText('Gotowe: obowiązuje wersja 4.')).toBeTruthy();
    expect(await within(terms).findByText('Obecna wersja regulaminu: 4.')).toBeTruthy();
  });

  test('a failed re-acceptance toasts a generic error and leaves the button usable', async () => {
    fakeServer({}, { status: 500, body: { statusCode: 500, message: 'boom' } } as never);
    renderAdmin(<LimitationsSection />);
    const terms = await screen.findByRole('region', { name: 'Ponowna akceptacja regulaminu' });
    const button = within(terms).getByRole('button', { name: 'Wymuś ponowną akceptację regulaminu' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, wymuś akceptację' }));
    expect(
      await screen.findByText('Nie udało się wymusić ponownej akceptacji. Spróbuj ponownie.'),
    ).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(card('Ponowna akceptacja regulaminu')).toBe(terms);
  });
});
