import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { setLanguage } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';
import { NotificationsSection } from '../notifications-section';
import { fakeApi, writes, type Answer, type Call } from '@/test-support/fake-api';
import { renderAdmin, signInAdmin } from '../../../test-support';

const renderSection = () => renderAdmin(<NotificationsSection />);

// antd under happy-dom is slow to type into.
vi.setConfig({ testTimeout: 20_000 });

const CONFIG = {
  ...ZAppConfig.parse({}),
  info_bar: 'Nowy spektakl w piątek',
  info_bar_iat: '2026-03-01T10:00:00.000Z',
  notify_newcontent_date: '2026-11-20T17:05:00.000Z',
  images: {},
};
let stored: typeof CONFIG = CONFIG;

/** The API as the section sees it; a PUT changes what the next GET answers. `answer` overrides one call. */
const fakeServer = (answer: (call: Call) => Answer | undefined = () => undefined) =>
  fakeApi((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'PUT' && call.url === '/api/appconfig')
      stored = { ...stored, ...(call.body as object) };
    const body = call.url === '/api/appconfig/' || call.url === '/api/appconfig' ? stored : {};
    return { status: 200, body };
  });

beforeEach(() => {
  stored = CONFIG;
  setLanguage('pl');
  signInAdmin();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('new content mail', () => {
  test('shows when it was last sent and sends allUsers only after the confirmation', async () => {
    const calls = fakeServer((call) =>
      call.method === 'POST'
        ? { status: 200, body: { queued: 42, notify_newcontent_date: '2026-11-22T09:30:00.000Z' } }
        : undefined,
    );
    renderSection();
    // 17:05 UTC is 18:05 in Warsaw in November.
    await screen.findByText('Ostatnio wysłano: 20.11.2026 18:05');

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij powiadomienie…' }));
    const dialog = await screen.findByRole('dialog');
    expect(writes(calls)).toEqual([]);
    const subscribers = within(dialog).getByRole('radio', { name: 'Tylko do subskrybentów newslettera' });
    expect(subscribers).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByText('Do wszystkich aktywnych użytkowników'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));

    await screen.findByText('Wysłano. Wiadomości w kolejce do wysłania: 42.');
    expect(writes(calls)).toEqual([
      { url: '/api/notifications/newcontent', method: 'POST', body: { allUsers: true } },
    ]);
    await screen.findByText('Ostatnio wysłano: 22.11.2026 10:30');
  });

  test('cancelling sends nothing; the default audience is the subscribers', async () => {
    const calls = fakeServer((call) =>
      call.method === 'POST'
        ? { status: 200, body: { queued: 3, notify_newcontent_date: '2026-11-22T09:30:00.000Z' } }
        : undefined,
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij powiadomienie…' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    expect(writes(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij powiadomienie…' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wyślij' }));
    await screen.findByText('Wysłano. Wiadomości w kolejce do wysłania: 3.');
    expect(writes(calls)).toEqual([expect.objectContaining({ body: { allUsers: false } })]);
  });

  test('a 422 (sent less than 10 minutes ago) shows in the dialog and in the toast', async () => {
    fakeServer((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              statusCode: 422,
              code: 'VALIDATION',
              message: 'Popraw zaznaczone pola.',
              formError: { allUsers: 'form.validate.newcontent_recent' },
            },
          }
        : undefined,
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij powiadomienie…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await within(dialog).findByText(
      'Powiadomienie o nowych treściach zostało wysłane mniej niż 10 minut temu.',
    );
    await screen.findByText('Wystąpił błąd: Popraw zaznaczone pola.');
  });
});

describe('bars and reminders', () => {
  test('the info bar saves only its text, Save waits for a change', async () => {
    const calls = fakeServer();
    renderSection();
    const bar = await screen.findByLabelText('Pasek informacyjny');
    const save = screen.getByRole('button', { name: 'Zapisz' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(bar);
    await userEvent.type(bar, 'Premiera w sobotę');
    await userEvent.click(save);
    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([
      { url: '/api/appconfig', method: 'PUT', body: { info_bar: 'Premiera w sobotę' } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Zapisz' })).toHaveProperty('disabled', true),
    );
  });

  test('a reminder switch saves at once with only its field', async () => {
    const calls = fakeServer();
    renderSection();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Przypomnienia o opłaconych wydarzeniach' }),
    );
    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([
      { url: '/api/appconfig', method: 'PUT', body: { notify_remindpayedevent: true } },
    ]);
  });

  test('the site reminder says whom it mails, when and with what', async () => {
    fakeServer();
    renderSection();
    const site = await screen.findByRole('switch', { name: 'Przypomnienia o serwisie' });
    expect(document.getElementById(site.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Raz na 30 dni e-mail do subskrybentów newslettera, którzy nie zaglądali do serwisu od 30 dni: ' +
        'najbliższe wydarzenia (do 3) z 30 kolejnych dni. Gdy nic nie jest zaplanowane, przypomnienie czeka ' +
        'na pierwsze ogłoszone wydarzenie.',
    );
  });
});
