import { useState } from 'react';
import { App, Button, Col, Flex, Form, Input, Progress, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import { groszeToZloty, zlotyToGrosze } from '@scena/shared/catalog/money';
import {
  GIFT_DESCRIPTION_MAX,
  GIFT_IMAGE_DEVICES,
  GIFT_LABEL_MAX,
  ZGiftSettingsForm,
  type TGiftConfig,
  type TGiftImageKey,
  type TGiftSettingsUpdateInput,
} from '@scena/shared/commerce/gift-settings';
import { CONFIG_IMAGE_KINDS } from '@scena/shared/settings/app-config';
import { ApiError } from '@/lib/api-client';
import { errorText, schemaRule, validateWith } from '../../ui/form-support';
import { LoadFailure, LoadingBlock, SettingsCard } from '../../ui/settings-card';
import { SettingSwitch } from '../../ui/setting-switch';
import { AdImageSlot } from '../advertisement-settings/ad-image-slot';
import { useDeleteGiftImage, useGiftSettings, useUpdateGiftSettings } from './api';
import styles from './gifts.module.css';
import './i18n';
import { DateFormItem } from '../../ui/date-input';

const TEXT_FIELDS = ['gift_label', 'gift_label_en', 'gift_description', 'gift_description_en'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface GiftFormValues extends Record<TextField, string> {
  gift_price: string;
  gift_expiration: Dayjs | null;
}

/** The chosen images waiting for Save: each goes as the file `<key>_data`. */
type Pending = Partial<Record<TGiftImageKey, File>>;

/** zł as the form shows it: "59,90" in Polish, "59.90" in English. */
function priceText(zloty: number, language: 'pl' | 'en'): string {
  const grosze = zlotyToGrosze(zloty) ?? 0;
  const text = `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
  return language === 'pl' ? text.replace('.', ',') : text;
}

function savedValues(config: TGiftConfig, language: 'pl' | 'en'): GiftFormValues {
  return {
    gift_price: priceText(config.gift_price, language),
    gift_expiration: config.gift_expiration ? dayjs(config.gift_expiration) : null,
    gift_label: config.gift_label,
    gift_label_en: config.gift_label_en,
    gift_description: config.gift_description,
    gift_description_en: config.gift_description_en,
  };
}

/** What the form would send (the shared schema's input), from its values. */
function formInput(values: GiftFormValues) {
  return {
    gift_price: values.gift_price,
    gift_expiration: values.gift_expiration ? values.gift_expiration.format('YYYY-MM-DD') : null,
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])),
  } as Record<string, unknown>;
}

/** Whether the form differs from the saved settings: the same amount written "50" or "50,00" is no change. */
export function giftFormChanged(values: GiftFormValues, saved: GiftFormValues): boolean {
  const price = zlotyToGrosze(values.gift_price.trim());
  const savedPrice = zlotyToGrosze(saved.gift_price);
  if (price === null ? values.gift_price.trim() !== saved.gift_price : price !== savedPrice) return true;
  const day = (value: Dayjs | null) => value?.format('YYYY-MM-DD') ?? null;
  if (day(values.gift_expiration) !== day(saved.gift_expiration)) return true;
  return TEXT_FIELDS.some((name) => values[name].trim() !== saved[name]);
}

/**
 * ?view=gifts, the settings card (admin-commerce-people.md §2, §4, §5): the two toggles saved at once; the price
 * of the gift of choice, its end date, the names and descriptions in both languages and the three device
 * images saved with one Save (the images as files, with a progress bar), enabled only after a change; a saved
 * image removed at once, after a confirmation.
 */
export function GiftSettingsCard() {
  const { t } = useTranslation();
  const settings = useGiftSettings();
  return (
    <SettingsCard title={t('admin.gifts.settingsTitle')}>
      {settings.isPending ? (
        <LoadingBlock label="admin.gifts.loading" rows={10} />
      ) : settings.isError ? (
        <LoadFailure
          title="admin.gifts.loadError"
          description={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : (
        <GiftSettings config={settings.data} />
      )}
    </SettingsCard>
  );
}

function GiftSettings({ config }: { config: TGiftConfig }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const { message } = App.useApp();
  const [form] = Form.useForm<GiftFormValues>();
  const update = useUpdateGiftSettings();
  const toggles = useUpdateGiftSettings();
  const removeImage = useDeleteGiftImage();
  const saved = savedValues(config, language);
  const [values, setValues] = useState<GiftFormValues>(saved);
  const [pending, setPending] = useState<Pending>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<TGiftImageKey, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const dirty = giftFormChanged(values, saved) || Object.keys(pending).length > 0;
  const stateText = (on: boolean) => t(on ? 'admin.gifts.on' : 'admin.gifts.off');

  const pick = (key: TGiftImageKey, file: File) => {
    setPending((current) => ({ ...current, [key]: file }));
    setImageErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const unpick = (key: TGiftImageKey) => setPending(({ [key]: _dropped, ...rest }) => rest);

  /** A 422's image fields go under their slots; the rest under the form's fields, or in a toast. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError) {
      const slots: Partial<Record<TGiftImageKey, string>> = {};
      for (const [field, key] of Object.entries(error.formError)) {
        if (field.endsWith('_data')) slots[field.replace(/_data$/, '') as TGiftImageKey] = t(key);
      }
      setImageErrors(slots);
    }
    const text = errorText(error, form);
    if (text) void message.error(text);
  };

  const save = () => {
    const checked = validateWith(ZGiftSettingsForm, formInput(values), form);
    if (!checked.ok) return;
    const changes: TGiftSettingsUpdateInput = {
      ...checked.data,
      // Money on the wire is zł (product-decisions §5).
      gift_price: groszeToZloty(checked.data.gift_price),
    };
    setProgress(Object.keys(pending).length > 0 ? 0 : null);
    update.mutate(
      { changes, images: pending, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          const stored = savedValues(answer, language);
          form.setFieldsValue(stored);
          setValues(stored);
          setPending({});
          setImageErrors({});
          void message.success(t('admin.gifts.saved'));
        },
        onError: showError,
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Flex vertical gap={8}>
      <SettingSwitch
        value={config.gift_available}
        label={t('admin.gifts.available')}
        description={t('admin.gifts.availableHint')}
        savedText={t('admin.gifts.saved')}
        stateText={stateText}
        save={(checked) => toggles.mutateAsync({ changes: { gift_available: checked } })}
      />
      <SettingSwitch
        value={config.any_gift_available}
        label={t('admin.gifts.anyAvailable')}
        description={t('admin.gifts.anyAvailableHint')}
        savedText={t('admin.gifts.saved')}
        stateText={stateText}
        save={(checked) => toggles.mutateAsync({ changes: { any_gift_available: checked } })}
      />
      <Typography.Title level={3} className={styles.subtitle}>
        {t('admin.gifts.formTitle')}
      </Typography.Title>
      <Form
        form={form}
        name="gift-settings"
        layout="vertical"
        initialValues={saved}
        onValuesChange={(_changed, all) => setValues(all)}
        onFinish={save}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item
              name="gift_price"
              label={t('admin.gifts.price')}
              extra={t('admin.gifts.priceHint')}
              rules={[schemaRule(ZGiftSettingsForm.shape.gift_price, t)]}
              validateTrigger="onBlur"
            >
              <Input inputMode="decimal" suffix="zł" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <DateFormItem
              name="gift_expiration"
              label={t('admin.gifts.expiration')}
              extra={t('admin.gifts.expirationHint')}
              inputProps={{ style: { width: '100%' } }}
            />
          </Col>
        </Row>
        <div className={styles.languages}>
          <fieldset className={styles.language}>
            <legend className={styles.legend}>{t('admin.gifts.polish')}</legend>
            <Form.Item
              name="gift_label"
              label={t('admin.gifts.label')}
              rules={[schemaRule(ZGiftSettingsForm.shape.gift_label, t)]}
              validateTrigger="onBlur"
            >
              <Input showCount count={{ max: GIFT_LABEL_MAX }} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="gift_description"
              label={t('admin.gifts.description')}
              rules={[schemaRule(ZGiftSettingsForm.shape.gift_description, t)]}
              validateTrigger="onBlur"
            >
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 8 }}
                showCount
                count={{ max: GIFT_DESCRIPTION_MAX }}
              />
            </Form.Item>
          </fieldset>
          <fieldset className={styles.language}>
            <legend className={styles.legend}>{t('admin.gifts.english')}</legend>
            <Typography.Paragraph type="secondary">{t('admin.gifts.englishHint')}</Typography.Paragraph>
            <Form.Item
              name="gift_label_en"
              label={t('admin.gifts.labelEn')}
              rules={[schemaRule(ZGiftSettingsForm.shape.gift_label_en, t)]}
              validateTrigger="onBlur"
            >
              <Input showCount count={{ max: GIFT_LABEL_MAX }} autoComplete="off" lang="en" />
            </Form.Item>
            <Form.Item
              name="gift_description_en"
              label={t('admin.gifts.descriptionEn')}
              rules={[schemaRule(ZGiftSettingsForm.shape.gift_description_en, t)]}
              validateTrigger="onBlur"
            >
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 8 }}
                showCount
                count={{ max: GIFT_DESCRIPTION_MAX }}
                lang="en"
              />
            </Form.Item>
          </fieldset>
        </div>
        <fieldset className={styles.images}>
          <legend className={styles.legend}>{t('admin.gifts.imagesTitle')}</legend>
          <Typography.Paragraph type="secondary">{t('admin.gifts.imagesHint')}</Typography.Paragraph>
          <div className={styles.slots}>
            {GIFT_IMAGE_DEVICES.map((device) => {
              const key: TGiftImageKey = `gift_image_${device}`;
              return (
                <AdImageSlot
                  key={key}
                  label={t(`admin.ads.device.${device}`)}
                  audienceLabel={t('admin.gifts.imageName')}
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
          </div>
        </fieldset>
        {progress !== null && (
          <Progress percent={progress} status="active" aria-label={t('admin.gifts.uploading')} />
        )}
        <Flex gap={12} align="center" wrap className={styles.actions}>
          <Button type="primary" htmlType="submit" disabled={!dirty} loading={update.isPending}>
            {t('admin.gifts.save')}
          </Button>
          <Typography.Text type="secondary" role="status">
            {dirty ? t('admin.gifts.unsaved') : t('admin.gifts.upToDate')}
          </Typography.Text>
        </Flex>
      </Form>
    </Flex>
  );
}
