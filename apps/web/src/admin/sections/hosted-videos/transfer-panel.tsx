import { Alert, App, Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration, formatSpeed } from './format';
import type { useTusUpload } from './use-tus-upload';

type Tus = ReturnType<typeof useTusUpload>;

/**
 * What closing an upload drawer does: while bytes move it asks whether to stop (so neither Escape nor the
 * close button ends an upload by accident, §2), while the start call or the finalisation runs it does nothing.
 */
export function useTransferClose(tus: Tus, onClose: () => void, starting: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const confirmAbort = () =>
    modal.confirm({
      title: t('admin.hostedVideos.upload.abortConfirm'),
      content: t('admin.hostedVideos.upload.abortNote'),
      okText: t('admin.hostedVideos.upload.abortOk'),
      okButtonProps: { danger: true },
      cancelText: t('admin.hostedVideos.upload.abortKeep'),
      onOk: tus.abort,
    });

  const requestClose = () => {
    if (tus.phase === 'sending' || tus.phase === 'offline') confirmAbort();
    else if (!starting && !tus.busy) onClose();
  };

  return { confirmAbort, requestClose };
}

interface Props {
  tus: Tus;
  starting: boolean;
  /** A continued upload says where it picked up. */
  continuing: boolean;
  onAbort: () => void;
}

/** The upload's progress (§2): the keep-open banner, the bar, sent bytes, speed, time left and Stop. */
export function TransferPanel({ tus, starting, continuing, onAbort }: Props) {
  const { t, i18n } = useTranslation();
  const { phase, progress } = tus;
  if (!starting && phase === 'idle') return null;
  const language = i18n.language;
  const moving = phase === 'sending' || phase === 'offline';

  let state = '';
  if (starting) state = t('admin.hostedVideos.upload.starting');
  else if (phase === 'offline') state = t('admin.hostedVideos.upload.offline');
  else if (phase === 'finalising') state = t('admin.hostedVideos.upload.finalising');

  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title={t('admin.hostedVideos.upload.keepOpen')} />
      <Progress
        percent={progress?.percent ?? 0}
        status={phase === 'sending' ? 'active' : 'normal'}
        aria-label={t('admin.hostedVideos.upload.progress')}
      />
      {progress && (
        <Flex wrap gap="4px 16px">
          <Typography.Text>
            {t('admin.hostedVideos.upload.sent', {
              sent: formatBytes(progress.sent, language),
              total: formatBytes(progress.total, language),
            })}
          </Typography.Text>
          {progress.bytesPerSecond === null ? (
            <Typography.Text type="secondary">{t('admin.hostedVideos.upload.measuring')}</Typography.Text>
          ) : (
            <Typography.Text>
              {t('admin.hostedVideos.upload.speed', {
                speed: formatSpeed(progress.bytesPerSecond, language),
              })}
            </Typography.Text>
          )}
          {progress.secondsLeft !== null && (
            <Typography.Text>
              {t('admin.hostedVideos.upload.left', { time: formatDuration(progress.secondsLeft) })}
            </Typography.Text>
          )}
        </Flex>
      )}
      {continuing && progress && (
        <Typography.Text strong>
          {progress.resumedFrom > 0
            ? t('admin.hostedVideos.upload.resumed', { size: formatBytes(progress.resumedFrom, language) })
            : t('admin.hostedVideos.upload.fromStart')}
        </Typography.Text>
      )}
      <div role="status">{state}</div>
      {moving && (
        <div>
          <Button danger onClick={onAbort}>
            {t('admin.hostedVideos.upload.abort')}
          </Button>
        </div>
      )}
    </Flex>
  );
}
