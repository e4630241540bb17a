import type { THostedVideo } from '@scena/shared/media/hosted-videos';

export function hostedVideo(overrides: Partial<THostedVideo>): THostedVideo {
  return {
    id: 1,
    name: 'Hamlet',
    uri: '/videos/1',
    status: 'COMPLETE',
    size: 1024 ** 3,
    file_name: 'hamlet.mp4',
    upload_link: null,
    created_at: '2026-03-05T08:07:00.000Z',
    ...overrides,
  };
}
