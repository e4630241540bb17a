import { useId, useState } from 'react';
import { App, Button, Flex, Form, Input, Progress, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import { ZSlideForm, type TAdminSlide } from '@scena/shared/catalog/slides';
import { FormDrawer } from '../../ui/form-drawer';
import { applyFormErrors, errorMessage, schemaRule } from '../../ui/form-support';
import { ImagePicker } from '../../ui/image-picker';
import { useSaveSlide, type SlideDraft } from './api';
import styles from './slider-settings.module.css';
import { useFilePreview } from '../../ui/use-file-preview';

const FIELDS = ['title', 'text', 'url', 'published', 'bg_image'];
const LIMIT_KB = IMAGE_LIMITS.slide.maxBytes / 1024;

/** What the drawer edits: a new slide, or one of the list. */
export type SlideEditing = { kind: 'new' } | { kind: 'edit'; slide: TAdminSlide };

/**
 * Add and edit a slide in a side drawer (admin-content.md §2 "Slides"): title, text, link, publish and the
 * background image (JPEG or PNG, ≤ 5200 KB and 4000 px, §5). Closes after a successful save (§4).
 */
export function SlideDrawer({ editing, onClose }: { editing: SlideEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SlideDraft>();
  const save = useSaveSlide();
  const [progress, setProgress] = useState<number | null>(null);

  const submit = (draft: SlideDraft) => {
    if (!editing) return;
    setProgress(draft.bg_image ? 0 : null);
    save.mutate(
      {
        id: editing.kind === 'edit' ? editing.slide.id : null,
        draft: { ...draft, url: draft.url ?? '', published: draft.published ?? false },
        onProgress: (percent) => {
          if (draft.bg_image) setProgress(percent);
        },
      },
      {
        onSuccess: () => {
          void message.success(t(editing.kind === 'new' ? 'admin.slides.added' : 'admin.saved'));
          onClose();
        },
        onError: (error) => {
          applyFormErrors(form, error, t, FIELDS);
          void message.error(t('admin.errorWith', { message: errorMessage(error, t) }));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const current = editing?.kind === 'edit' ? editing.slide.bg_image : null;
  const initialValues: Partial<SlideDraft> =
    editing?.kind === 'edit'
      ? {
          title: editing.slide.title,
          text: editing.slide.text,
          url: editing.slide.url ?? '',
          published: editing.slide.published,
        }
      : { url: '', published: false };

  return (
    <FormDrawer
      open={editing !== null}
      onClose={onClose}
      title={t(editing?.kind === 'edit' ? 'admin.slides.editTitle' : 'admin.slides.addTitle')}
      width={560}
      form={form}
      saving={save.isPending}
      saveText={t(editing?.kind === 'edit' ? 'admin.slides.save' : 'admin.slides.create')}
      cancelText={t('admin.slides.cancel')}
      lockWhileSaving
    >
      <Form
        name="slide"
        key={editing?.kind === 'edit' ? editing.slide.id : 'new'}
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initialValues}
      >
        <Form.Item
          name="title"
          label={t('admin.slides.title')}
          required
          rules={[schemaRule(ZSlideForm.shape.title, t)]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('admin.slides.text')}
          required
          rules={[schemaRule(ZSlideForm.shape.text, t)]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('admin.slides.url')}
          extra={t('admin.slides.urlHint')}
          rules={[schemaRule(ZSlideForm.shape.url, t)]}
        >
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="published" label={t('admin.slides.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="bg_image"
          label={t('admin.slides.image')}
          extra={t('admin.slides.imageHint', { kb: LIMIT_KB })}
        >
          <SlideImageField
            current={current?.thumb_url ?? null}
            onInvalid={(text) => form.setFields([{ name: 'bg_image', errors: [text] }])}
          />
        </Form.Item>
        {progress !== null && (
          <Progress percent={progress} status="active" aria-label={t('admin.slides.uploading')} />
        )}
      </Form>
    </FormDrawer>
  );
}

/** The background image as a form control: the current or the chosen image, and a picker. */
function SlideImageField({
  value,
  onChange,
  current,
  onInvalid,
}: {
  value?: File;
  onChange?: (file: File | undefined) => void;
  current: string | null;
  onInvalid: (message: string) => void;
}) {
  const { t } = useTranslation();
  const preview = useFilePreview(value);
  const hintId = useId();

  const shown = preview ?? current;
  return (
    <Flex vertical gap={8} align="flex-start">
      {shown ? (
        <img src={shown} alt={t('admin.slides.imagePreview')} className={styles.preview} />
      ) : (
        <Typography.Text type="secondary" id={hintId}>
          {t('admin.slides.noImage')}
        </Typography.Text>
      )}
      {value && <Typography.Text>{t('admin.slides.chosen', { name: value.name })}</Typography.Text>}
      <Flex gap={8} wrap>
        <ImagePicker limits={IMAGE_LIMITS.slide} onPick={(file) => onChange?.(file)} onInvalid={onInvalid}>
          {t(shown ? 'admin.slides.changeImage' : 'admin.slides.chooseImage')}
        </ImagePicker>
        {value && <Button onClick={() => onChange?.(undefined)}>{t('admin.slides.dropChosen')}</Button>}
      </Flex>
    </Flex>
  );
}
