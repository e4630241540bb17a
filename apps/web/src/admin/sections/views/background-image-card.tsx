import { useId, useState } from 'react';
import { App, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import {
  CONFIG_IMAGE_KINDS,
  imageFileField,
  type TAppConfig,
  type TAppConfigAnswer,
} from '@scena/shared/settings/app-config';
import { ApiError } from '@/lib/api-client';
import { useSaveAppConfig } from '../../api/update-app-config';
import { useDeleteConfigImage } from './api';
import { errorToast } from '../../ui/form-support';
import { checkImage, IMAGE_TYPES } from '../../ui/upload';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import styles from './views.module.css';

const KEY = 'noauth_bg_image';
const LIMITS = IMAGE_LIMITS[CONFIG_IMAGE_KINDS[KEY]];

/** The sign-in and sign-up background (admin-content.md §2 "Views", §5 "Login background image"). */
export function BackgroundImageCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.views.background.title')}>
      <ConfigGate>{(config) => <BackgroundImage config={config} />}</ConfigGate>
    </SettingsCard>
  );
}

function BackgroundImage({ config }: { config: TAppConfig }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const update = useSaveAppConfig();
  const remove = useDeleteConfigImage();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const helpId = useId();
  const errorId = useId();
  // The answer carries the renditions next to the settings (ZAppConfigAnswer); the preview uses the smallest.
  const image = (config as Partial<TAppConfigAnswer>).images?.[KEY];
  const url = config[KEY];

  const upload = async (file: File) => {
    setFieldError(null);
    // The server checks type, weight and size again; this spares sending 5 MB to be told so.
    const problem = await checkImage(file, LIMITS, { leaveUndecodable: true });
    if (problem) return setFieldError(t(problem));
    setProgress(0);
    update.mutate(
      { changes: {}, images: { [KEY]: file }, onProgress: setProgress },
      {
        onSuccess: () => void message.success(t('admin.views.background.uploaded')),
        onError: (error) => {
          const key = error instanceof ApiError ? error.formError[imageFileField(KEY)] : undefined;
          if (key) setFieldError(t(key));
          void message.error(errorToast(error, t));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmRemove = () =>
    modal.confirm({
      title: t('admin.views.background.removeConfirm'),
      okText: t('admin.views.remove'),
      okButtonProps: { danger: true },
      cancelText: t('admin.views.cancel'),
      onOk: () =>
        remove.mutateAsync(KEY).then(
          () => void message.success(t('admin.views.background.removed')),
          (error: unknown) => void message.error(errorToast(error, t)),
        ),
    });

  return (
    <Flex vertical gap={12}>
      {url ? (
        <img
          className={styles.backgroundPreview}
          src={image?.thumb_url ?? url}
          width={image?.width}
          height={image?.height}
          alt={t('admin.views.background.previewAlt')}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('admin.views.background.none')}</Typography.Paragraph>
      )}
      <Typography.Paragraph id={helpId} className={styles.help}>
        {t('admin.views.background.help', { kb: LIMITS.maxBytes / 1024, px: LIMITS.maxPx })}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Upload
          accept={IMAGE_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          disabled={update.isPending}
          beforeUpload={(file) => {
            void upload(file);
            // Sent as the file noauth_bg_image_data of PUT /api/appconfig, not by antd's own request.
            return false;
          }}
        >
          <Button
            type="primary"
            loading={update.isPending}
            aria-describedby={fieldError ? `${helpId} ${errorId}` : helpId}
          >
            {t(url ? 'admin.views.background.replace' : 'admin.views.background.upload')}
          </Button>
        </Upload>
        {url && (
          <Button danger onClick={confirmRemove} loading={remove.isPending}>
            {t('admin.views.background.remove')}
          </Button>
        )}
      </Flex>
      {progress !== null && (
        <Progress percent={progress} status="active" aria-label={t('admin.views.background.uploading')} />
      )}
      {fieldError && (
        <Typography.Text id={errorId} type="danger" role="alert">
          {fieldError}
        </Typography.Text>
      )}
    </Flex>
  );
}
