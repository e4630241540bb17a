import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ZAppConfig } from '@scena/shared/settings/app-config';
import { fakeApi, writes, type Call } from '@/test-support/fake-api';
import { MaintenanceCard } from '../maintenance-card';
import { renderAdmin } from '../../../test-support';

const CONFIG = { ...ZAppConfig.parse({}), maintenance: false, images: {} };

/** The configuration as the server keeps it: a PUT changes what the next GET answers. */
function fakeServer() {
  let stored = CONFIG;
  return fakeApi({
    'GET /api/appconfig/': () => ({ status: 200, body: stored }),
    'PUT /api/appconfig': (call: Call) => {
      stored = { ...stored, ...(call.body as object) };
      return { status: 200, body: stored };
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('maintenance', { timeout: 20_000 }, () => {
  test('the switch saves maintenance alone, then says so and warns that visitors are shut out', async () => {
    const calls = fakeServer();
    renderAdmin(<MaintenanceCard />);
    const toggle = await screen.findByRole('switch', { name: 'Tryb przerwy technicznej' });
    expect(screen.getByText('Przerwa techniczna jest wyłączona.')).toBeTruthy();
    expect(screen.queryByText(/Serwis jest teraz niedostępny/)).toBeNull();

    await userEvent.click(toggle);

    await screen.findByText('Zaktualizowano zmiany');
    expect(writes(calls)).toEqual([{ url: '/api/appconfig', method: 'PUT', body: { maintenance: true } }]);
    await waitFor(() => expect(screen.getByText('Przerwa techniczna jest włączona.')).toBeTruthy());
    expect(await screen.findByText(/Serwis jest teraz niedostępny/)).toBeTruthy();
  });
});
