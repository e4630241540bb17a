import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { THostedVideo } from '@scena/shared/media/hosted-videos';
import { LoadFailure, LoadingBlock, SettingsCard } from '../../ui/settings-card';
import { useHostedVideos } from './api';
import { ContinueDrawer } from './continue-drawer';
import { HostedVideosTable } from './hosted-videos-table';
import { SubtitlesModal } from './subtitles-modal';
import { UploadDrawer } from './upload-drawer';
import './i18n';

/** How often the list asks again while the host still transcodes a video. */
export const TRANSCODING_POLL_MS = 5000;

/**
 * ?view=hosted_videos (admin-content.md §2 "Hosted-video list", issue 9): the uploaded files, "place video" in
 * a wide drawer, "continue transfer" in a second one, subtitles in a modal.
 */
export function HostedVideosSection() {
  const { t } = useTranslation();
  const hosted = useHostedVideos();
  const [placing, setPlacing] = useState(false);
  const [continuing, setContinuing] = useState<THostedVideo | null>(null);
  const [subtitling, setSubtitling] = useState<THostedVideo | null>(null);

  const transcoding = hosted.data?.some((video) => video.status === 'TRANSCODING') ?? false;
  const { refetch } = hosted;
  // The shared query has no interval of its own (the video form reads it too): this screen polls it.
  useEffect(() => {
    if (!transcoding) return;
    const timer = setInterval(() => void refetch(), TRANSCODING_POLL_MS);
    return () => clearInterval(timer);
  }, [transcoding, refetch]);

  let body;
  if (hosted.isPending) {
    body = <LoadingBlock label="admin.hostedVideos.loading" rows={6} />;
  } else if (hosted.isError) {
    body = (
      <LoadFailure
        title="admin.hostedVideos.loadError"
        description={hosted.error.message}
        onRetry={() => void hosted.refetch()}
        retrying={hosted.isRefetching}
      />
    );
  } else {
    body = (
      <HostedVideosTable
        rows={hosted.data}
        onPlace={() => setPlacing(true)}
        onContinue={setContinuing}
        onSubtitles={setSubtitling}
      />
    );
  }

  return (
    <>
      <SettingsCard
        title={t('admin.hostedVideos.listTitle')}
        extra={
          <Button type="primary" onClick={() => setPlacing(true)}>
            {t('admin.hostedVideos.place')}
          </Button>
        }
      >
        {body}
      </SettingsCard>
      <UploadDrawer open={placing} onClose={() => setPlacing(false)} />
      <ContinueDrawer video={continuing} onClose={() => setContinuing(null)} />
      <SubtitlesModal video={subtitling} onClose={() => setSubtitling(null)} />
    </>
  );
}
