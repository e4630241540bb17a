import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { fakeApi, writes, type Answer, type Call } from '@/test-support/fake-api';
import { MaintenanceCard } from '../maintenance-card';
import { renderAdmin } from '../../../test-support';

const CONFIG = { ...ZAppConfig.parse({}), maintenance: false, images: {} };

/** The configuration as the server keeps it: a PUT changes what the next GET answers. */
function fakeServer(viewersNow: Answer = { status: 200, body: { viewers: 3, window_minutes: 10 } }) {
  let stored = CONFIG;
  return fakeApi({
    'GET /api/appconfig/': () => ({ status: 200, body: stored }),
    'PUT /api/appconfig': (call: Call) => {
      stored = { ...stored, ...(call.body as object) };
      return { status: 200, body: stored };
    },
    'GET /api/statistics/viewersNow': viewersNow,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('maintenance (issue 19, item 11: asked first)', { timeout: 20_000 }, () => {
  test('switching on asks first, saying what happens and how many are watching; only the confirmation saves', async () => {
    const calls = fakeServer();
    renderAdmin(<MaintenanceCard />);
    const toggle = await screen.findByRole('switch', { name: 'Tryb przerwy technicznej' });
    expect(screen.getByText('Przerwa techniczna jest wyłączona.')).toBeTruthy();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
    expect(within(dialog).getByText(/zobaczą stronę przerwy technicznej/)).toBeTruthy();
    expect(await within(dialog).findByText('Teraz oglądają 3 osoby.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Włącz przerwę techniczną' }));
    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([{ url: '/api/appconfig', method: 'PUT', body: { maintenance: true } }]);
    await waitFor(() => expect(screen.getByText('Przerwa techniczna jest włączona.')).toBeTruthy());
    expect(await screen.findByText(/Serwis jest teraz niedostępny/)).toBeTruthy();
  });

  test('Cancel leaves maintenance off and saves nothing', async () => {
    const calls = fakeServer({ status: 200, body: { viewers: 0, window_minutes: 10 } });
    renderAdmin(<MaintenanceCard />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Tryb przerwy technicznej' }));
    const dialog = await screen.findByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
    expect(await within(dialog).findByText('Teraz nikt nie ogląda.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(writes(calls)).toEqual([]);
    expect(
      screen.getByRole('switch', { name: 'Tryb przerwy technicznej' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  test('a count that cannot be read is said so, and the question still stands', async () => {
    fakeServer({ status: 500, body: { statusCode: 500, message: 'Awaria' } });
    renderAdmin(<MaintenanceCard />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Tryb przerwy technicznej' }));
    const dialog = await screen.findByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
    expect(await within(dialog).findByText('Nie udało się sprawdzić, ile osób teraz ogląda.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Włącz przerwę techniczną' })).toBeTruthy();
  });

  test('switching off ends maintenance at once, without a question', async () => {
    let stored = { ...CONFIG, maintenance: true };
    const calls = fakeApi({
      'GET /api/appconfig/': () => ({ status: 200, body: stored }),
      'PUT /api/appconfig': (call: Call) => {
        stored = { ...stored, ...(call.body as object) };
        return { status: 200, body: stored };
      },
    });
    renderAdmin(<MaintenanceCard />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Tryb przerwy technicznej' }));
    await screen.findByText('Zaktualizowano zmiany');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([{ url: '/api/appconfig', method: 'PUT', body: { maintenance: false } }]);
  });
});
