import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Outlet, Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { publicVideo } from '@/test-support/catalog-fixtures';
import { fakeApi, type Answer } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { VideoPage } from '@/features/catalog/routes/video-page';
import { MaintenancePage } from '@/features/site/routes/maintenance-page';
import { CONFIG_REFRESH_MS } from '@/lib/app-config';
import { MaintenanceGate } from '../layout/site-layout';

/**
 * Issue 19, item 21: maintenance is kept by the server. A viewer whose page still thinks the site is open (its
 * configuration was read before maintenance began) hears 503 MAINTENANCE from the next call, and the web app
 * shows the maintenance page at once, not an error.
 */

const ok = (body: unknown): Answer => ({ status: 200, body });
const MAINTENANCE: Answer = {
  status: 503,
  body: {
    statusCode: 503,
    message: 'Trwa przerwa techniczna.',
    messageKey: 'error.maintenance',
    code: 'MAINTENANCE',
  },
};

beforeEach(() => {
  sessionStore.clear();
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: aUser(),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('a 503 MAINTENANCE', () => {
  test("sends the viewer from the player to the maintenance page, and keeps the viewer's session", async () => {
    let maintenance = false;
    fakeApi({
      '/external_api/config': () => ok({ config: { maintenance, show_advertisement: false, images: {} } }),
      '/api/videos/wesele': ok(
        publicVideo({ id: 3, slug: 'wesele', title: 'Wesele', access: true, paymentStatus: 'COMPLETED' }),
      ),
      '/api/playback/video/wesele': () => {
        // Maintenance began after the page read the configuration.
        maintenance = true;
        return MAINTENANCE;
      },
      '/api/users/validate-session': ok({ valid: true }),
    });
    renderRoutes(
      <Route
        element={
          <MaintenanceGate>
            <Outlet />
          </MaintenanceGate>
        }
      >
        <Route path="/wideo/:slugOrId" element={<VideoPage />} />
        <Route path="/przerwa-techniczna" element={<MaintenancePage />} />
      </Route>,
      '/wideo/wesele?ogladaj=true',
    );

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/przerwa-techniczna'));
    expect(await screen.findByText(/Trwają prace nad platformą/)).toBeTruthy();
    expect(sessionStore.get()?.token).toBe('t');
  });
});

describe('maintenance switched on while a page is open', () => {
  test('reaches the page within the configuration refresh, whatever it is doing (a Vimeo stream asks the server nothing)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let maintenance = false;
    fakeApi({
      '/external_api/config': () => ok({ config: { maintenance, show_advertisement: false, images: {} } }),
    });
    renderRoutes(
      <Route
        element={
          <MaintenanceGate>
            <Outlet />
          </MaintenanceGate>
        }
      >
        <Route path="/spektakl" element={<p>Spektakl trwa</p>} />
        <Route path="/przerwa-techniczna" element={<MaintenancePage />} />
      </Route>,
      '/spektakl',
    );
    expect(await screen.findByText('Spektakl trwa')).toBeTruthy();

    maintenance = true;
    await act(() => vi.advanceTimersByTimeAsync(CONFIG_REFRESH_MS));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/przerwa-techniczna'));
    expect(CONFIG_REFRESH_MS).toBeLessThanOrEqual(5 * 60_000);
  });
});
