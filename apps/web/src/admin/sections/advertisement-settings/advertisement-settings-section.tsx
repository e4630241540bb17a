import { useState } from 'react';
import { App, Button, Flex, Form, Input, Progress, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import {
  CONFIG_IMAGE_KINDS,
  ZAppConfigUpdate,
  zAdLink,
  type TAppConfig,
  type TAppConfigUpdate,
} from '@scena/shared/settings/app-config';
import { ApiError } from '@/lib/api-client';
import { useSaveAppConfig } from '../../api/update-app-config';
import { errorMessage, schemaRule } from '../../ui/form-support';
import { AdImageSlot, type AdImageKey } from './ad-image-slot';
import { useDeleteConfigImage } from './api';
import styles from './advertisement-settings.module.css';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import './i18n';

type Audience = 'free' | 'paid';
const AUDIENCES: Audience[] = ['free', 'paid'];
const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
const TEXT_FIELDS = ['show_advertisement', 'free_ad_url', 'paid_ad_url'] as const;

interface AdValues {
  show_advertisement: boolean;
  free_ad_url: string;
  paid_ad_url: string;
}

/** The chosen images waiting for Save: each goes as the file `<key>_data`. */
type Pending = Partial<Record<AdImageKey, File>>;

/**
 * ?view=advertisement_settings (admin-content.md §2 "Advertisements"): show or hide the advertisement under the
 * player, the free and paid ad links and their images per device. Save sends only what changed (§7), with the
 * chosen images as files of a multipart body and a progress bar; a saved image is removed at once with
 * DELETE /api/appconfig/image/{name}.
 */
export function AdvertisementSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.ads.title')}>
      <ConfigGate rows={6}>{(config) => <AdvertisementForm config={config} />}</ConfigGate>
    </SettingsCard>
  );
}

function savedValues(config: TAppConfig): AdValues {
  return {
    show_advertisement: config.show_advertisement,
    free_ad_url: config.free_ad_url,
    paid_ad_url: config.paid_ad_url,
  };
}

function AdvertisementForm({ config }: { config: TAppConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AdValues>();
  const update = useSaveAppConfig();
  const removeImage = useDeleteConfigImage();
  const [pending, setPending] = useState<Pending>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<AdImageKey, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const show = Form.useWatch('show_advertisement', form);
  const freeUrl = Form.useWatch('free_ad_url', form);
  const paidUrl = Form.useWatch('paid_ad_url', form);

  const changes = (): TAppConfigUpdate => {
    const changed: Record<string, unknown> = {};
    if (show !== undefined && show !== config.show_advertisement) changed.show_advertisement = show;
    if (freeUrl !== undefined && freeUrl.trim() !== config.free_ad_url) changed.free_ad_url = freeUrl.trim();
    if (paidUrl !== undefined && paidUrl.trim() !== config.paid_ad_url) changed.paid_ad_url = paidUrl.trim();
    return changed as TAppConfigUpdate;
  };
  const dirty = Object.keys(changes()).length > 0 || Object.keys(pending).length > 0;

  const pick = (key: AdImageKey, file: File) => {
    setPending((current) => ({ ...current, [key]: file }));
    setImageErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const unpick = (key: AdImageKey) => setPending(({ [key]: _dropped, ...rest }) => rest);

  const applyFormErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fieldErrors: { name: keyof AdValues; errors: string[] }[] = [];
    const slotErrors: Partial<Record<AdImageKey, string>> = {};
    for (const [field, key] of Object.entries(error.formError)) {
      const imageKey = field.replace(/_data$/, '');
      if ((TEXT_FIELDS as readonly string[]).includes(field)) {
        fieldErrors.push({ name: field as keyof AdValues, errors: [t(key)] });
      } else if (imageKey in CONFIG_IMAGE_KINDS) slotErrors[imageKey as AdImageKey] = t(key);
    }
    form.setFields(fieldErrors);
    setImageErrors(slotErrors);
  };

  const save = () => {
    const body = changes();
    // The same rules as the server's, on exactly what is sent.
    if (!ZAppConfigUpdate.safeParse(body).success) return;
    const uploading = Object.keys(pending).length > 0;
    setProgress(uploading ? 0 : null);
    const onProgress = (percent: number) => setProgress(percent);
    update.mutate(
      { changes: body, images: pending, onProgress },
      {
        onSuccess: (saved) => {
          setPending({});
          setImageErrors({});
          form.setFieldsValue(savedValues(saved));
          void message.success(t('admin.saved'));
        },
        onError: (error) => {
          applyFormErrors(error);
          void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Form
      form={form}
      name="advertisement"
      layout="vertical"
      initialValues={savedValues(config)}
      onFinish={save}
    >
      <Form.Item
        name="show_advertisement"
        label={t('admin.ads.show')}
        valuePropName="checked"
        extra={t('admin.ads.showHint')}
      >
        <Switch />
      </Form.Item>
      <div className={styles.audiences}>
        {AUDIENCES.map((audience) => (
          <fieldset key={audience} className={styles.audience}>
            <legend className={styles.legend}>{t(`admin.ads.${audience}.title`)}</legend>
            <Typography.Paragraph type="secondary">{t(`admin.ads.${audience}.hint`)}</Typography.Paragraph>
            <Form.Item
              name={`${audience}_ad_url`}
              label={t('admin.ads.url')}
              rules={[schemaRule(zAdLink(), t)]}
              extra={t('admin.ads.urlHint')}
            >
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
            <Flex vertical gap={16}>
              {DEVICES.map((device) => {
                const key = `${audience}_ad_image_${device}` as AdImageKey;
                return (
                  <AdImageSlot
                    key={key}
                    label={t(`admin.ads.device.${device}`)}
                    audienceLabel={t(`admin.ads.${audience}.short`)}
                    limits={IMAGE_LIMITS[CONFIG_IMAGE_KINDS[key]]}
                    savedUrl={config[key]}
                    pending={pending[key]}
                    error={imageErrors[key]}
                    onPick={(file) => pick(key, file)}
                    onUnpick={() => unpick(key)}
                    onInvalid={(text) => setImageErrors((current) => ({ ...current, [key]: text }))}
                    onRemove={() => removeImage.mutateAsync(key)}
                    removing={removeImage.isPending && removeImage.variables === key}
                  />
                );
              })}
            </Flex>
          </fieldset>
        ))}
      </div>
      {progress !== null && (
        <Progress percent={progress} status="active" aria-label={t('admin.ads.uploading')} />
      )}
      <Flex gap={12} align="center" wrap className={styles.actions}>
        <Button type="primary" htmlType="submit" disabled={!dirty} loading={update.isPending}>
          {t('admin.ads.save')}
        </Button>
        <Typography.Text type="secondary" role="status">
          {dirty ? t('admin.ads.unsaved') : t('admin.ads.upToDate')}
        </Typography.Text>
      </Flex>
    </Form>
  );
}
