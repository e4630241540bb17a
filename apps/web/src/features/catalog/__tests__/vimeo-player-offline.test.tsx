import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { publicVideo } from '@/test-support/catalog-fixtures';
import { fakeApi, type Answer } from '@/test-support/fake-api';
import { renderRoutes } from '@/test-support/render';
import { aUser } from '@/test-support/user-fixtures';
import { VideoPage } from '../routes/video-page';

/** Vimeo's SDK cannot be loaded (a blocker, a lost connection): its chunk's import fails. */
const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@vimeo/player', () => {
  sdk.loads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

const ok = (body: unknown): Answer => ({ status: 200, body });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

test('without Vimeo’s SDK the video still plays in our iframe, with no error shown', async () => {
  sessionStore.signIn({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: aUser(),
  });
  fakeApi({
    '/external_api/config': ok({ config: { maintenance: false, show_advertisement: false, images: {} } }),
    '/api/videos/wesele': ok(
      publicVideo({ id: 3, slug: 'wesele', title: 'Wesele', access: true, paymentStatus: 'COMPLETED' }),
    ),
    '/api/playback/video/wesele?typ=standard': ok({
      kind: 'vimeo',
      url: 'https://player.vimeo.com/video/1',
      variants: ['standard'],
      chat: null,
      subtitles: [],
    }),
  });
  renderRoutes(<Route path="/wideo/:slugOrId" element={<VideoPage />} />, '/wideo/wesele?ogladaj=true');

  const frame = await screen.findByTitle('Odtwarzacz: Wesele');
  await vi.waitFor(() => expect(sdk.loads).toBeGreaterThan(0));
  // Let the failed load settle before looking again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(frame.isConnected).toBe(true);
  expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
  expect(screen.queryByRole('alert')).toBeNull();
});
