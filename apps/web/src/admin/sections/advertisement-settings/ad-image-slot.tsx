import { useId } from 'react';
import { App, Button, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImageLimits } from '@scena/shared/catalog/images';
import type { ConfigImageKey } from '@scena/shared/settings/app-config';
import { errorMessage } from '../../ui/form-support';
import { ImagePicker } from '../../ui/image-picker';
import { useFilePreview } from '../../ui/use-file-preview';
import styles from './advertisement-settings.module.css';
import './i18n';

export type AdImageKey = Extract<ConfigImageKey, `${'free' | 'paid'}_ad_image_${string}`>;

interface Props {
  label: string;
  audienceLabel: string;
  limits: ImageLimits;
  savedUrl: string | null;
  /** The chosen image waiting for Save. */
  pending?: File;
  error?: string;
  onPick: (file: File) => void;
  onUnpick: () => void;
  onInvalid: (message: string) => void;
  /** Removes the saved image (DELETE …/image/{name}); the slot confirms first and toasts the outcome. */
  onRemove: () => Promise<unknown>;
  /** This slot's removal is on its way. */
  removing: boolean;
}

/**
 * One configuration image of a device (the free or paid ad's, the gift block's): the saved image with "remove"
 * (at once, after a confirmation), or the chosen one waiting for Save, and the picker with the device's limits
 * (admin-content.md §5, admin-commerce-people.md §9).
 */
export function AdImageSlot(props: Props) {
  const { label, audienceLabel, limits, savedUrl, pending, error } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const hintId = useId();
  const errorId = useId();
  const preview = useFilePreview(pending);
  const name = `${audienceLabel}, ${label}`;
  const shown = preview ?? savedUrl;

  const confirmRemove = () =>
    props.onRemove().then(
      () => void message.success(t('admin.ads.imageRemoved')),
      (failure: unknown) => void message.error(t('admin.errorWith', { message: errorMessage(failure, t) })),
    );

  return (
    <div className={styles.slot}>
      <Typography.Text strong>{label}</Typography.Text>
      <Typography.Text type="secondary" id={hintId} className={styles.hint}>
        {t('admin.ads.limits', { kb: limits.maxBytes / 1024, px: limits.maxPx })}
      </Typography.Text>
      {shown ? (
        <img
          src={shown}
          alt={t(preview ? 'admin.ads.chosenAlt' : 'admin.ads.savedAlt', { name })}
          className={styles.preview}
        />
      ) : (
        <Typography.Text type="secondary">{t('admin.ads.noImage')}</Typography.Text>
      )}
      {pending && <Typography.Text>{t('admin.ads.chosen', { name: pending.name })}</Typography.Text>}
      <Flex gap={8} wrap>
        <ImagePicker
          limits={limits}
          onPick={props.onPick}
          onInvalid={props.onInvalid}
          ariaLabel={t('admin.ads.chooseNamed', { name })}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
        >
          {t(shown || pending ? 'admin.ads.change' : 'admin.ads.choose')}
        </ImagePicker>
        {pending && (
          <Button onClick={props.onUnpick} aria-label={t('admin.ads.unpickNamed', { name })}>
            {t('admin.ads.unpick')}
          </Button>
        )}
        {savedUrl && !pending && (
          <Popconfirm
            title={t('admin.ads.confirmRemove', { name })}
            okText={t('admin.ads.remove')}
            cancelText={t('admin.ads.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={confirmRemove}
          >
            <Button danger loading={props.removing} aria-label={t('admin.ads.removeNamed', { name })}>
              {t('admin.ads.remove')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
