import { useEffect } from 'react';
import { App, Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SLUG_MAX, slugFromTitle } from '@scena/shared/catalog/events';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import {
  AGE_RESTRICTION_MAX,
  RESTRICTED_ACCESS,
  TICKET_VALIDITY_HOURS,
  VIDEO_IMAGE_FIELDS,
  ZVideoForm,
  type TAdminVideo,
} from '@scena/shared/catalog/videos';
import { ADMIN_TIME_ZONE } from '../../dayjs';
import { useCategories, useDeleteVideoImage, useGalleries, useHostedVideos, useSaveVideo } from './api';
import { FormDrawer } from '../../ui/form-drawer';
import { saveCallbacks, textOrEmpty, validateWith } from '../../ui/form-support';
import { ImageInput } from './image-input';
import { StreamLinkInput } from './stream-link-input';
import { DateFormItem } from '../../ui/date-input';

/** The values of the drawer's antd form. */
interface VideoFormValues {
  title: string;
  slug: string;
  subtitle: string;
  description: string;
  additional_desc: string;
  duration: number | null;
  age_restriction: number | null;
  weight: number | null;
  video_price: string;
  available_from: Dayjs | null;
  end_date: Dayjs | null;
  tickets_expiration_time: number | 'undefined';
  restricted_access: string;
  categories: number[];
  gallery_id: number | null;
  video_link: string;
  accessibility_video: string;
  autodesc_video: string;
  teaser_link: string;
  hidden: boolean;
  dashboard_hidden: boolean;
  share_teatrlink: boolean;
  main_image: File | null;
  thumb_image: File | null;
}

/** "Visible" is shown as its inverse, a "hidden" flag, next to "dashboard hidden". */
const FIELD_MAP = { visible: 'hidden' };

function warsawDay(iso: string | null): Dayjs | null {
  return iso ? dayjs(iso).tz(ADMIN_TIME_ZONE) : null;
}

function priceText(zloty: number): string {
  return zloty.toFixed(2);
}

export function initialVideoValues(video: TAdminVideo | null): VideoFormValues {
  return {
    title: video?.title ?? '',
    slug: video?.slug ?? '',
    subtitle: video?.subtitle ?? '',
    description: video?.description ?? '',
    additional_desc: video?.additional_desc ?? '',
    duration: video?.duration ?? null,
    age_restriction: video?.age_restriction ?? null,
    weight: video?.weight ?? 0,
    video_price: video ? priceText(video.video_price) : '0.00',
    available_from: warsawDay(video?.available_from ?? null),
    end_date: warsawDay(video?.end_date ?? null),
    tickets_expiration_time: video?.tickets_expiration_time ?? 'undefined',
    restricted_access: video?.restricted_access ?? '',
    categories: video?.categories ?? [],
    gallery_id: video?.gallery_id ?? null,
    video_link: video?.video_link ?? '',
    accessibility_video: video?.accessibility_video ?? '',
    autodesc_video: video?.autodesc_video ?? '',
    teaser_link: video?.teaser_link ?? '',
    hidden: video ? !video.visible : false,
    dashboard_hidden: video?.dashboard_hidden ?? false,
    share_teatrlink: video?.share_teatrlink ?? false,
    main_image: null,
    thumb_image: null,
  };
}

/** The form's text fields as ZVideoForm reads them from multipart: every value a string. */
export function videoFormFields(values: VideoFormValues): Record<string, string> {
  const day = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    subtitle: values.subtitle,
    description: values.description,
    additional_desc: values.additional_desc,
    duration: textOrEmpty(values.duration),
    age_restriction: textOrEmpty(values.age_restriction),
    weight: textOrEmpty(values.weight),
    video_price: values.video_price.trim(),
    available_from: day(values.available_from),
    end_date: day(values.end_date),
    tickets_expiration_time: String(values.tickets_expiration_time),
    restricted_access: values.restricted_access,
    categories: values.categories.join(','),
    gallery_id: textOrEmpty(values.gallery_id),
    video_link: values.video_link.trim(),
    accessibility_video: values.accessibility_video.trim(),
    autodesc_video: values.autodesc_video.trim(),
    teaser_link: values.teaser_link.trim(),
    visible: String(!values.hidden),
    dashboard_hidden: String(values.dashboard_hidden),
    share_teatrlink: String(values.share_teatrlink),
  };
}

interface VideoDrawerProps {
  open: boolean;
  /** The video edited; null adds one. */
  video: TAdminVideo | null;
  onClose: () => void;
}

/**
 * Add or edit a video (admin-content.md §2, §3, §5): every field of ZVideoForm, the images, the three stream
 * links with the hosted-video picker. Sent as multipart; closes after a successful save.
 */
export function VideoDrawer({ open, video, onClose }: VideoDrawerProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<VideoFormValues>();
  const save = useSaveVideo();
  const removeImage = useDeleteVideoImage();
  const hosted = useHostedVideos(open);
  const categories = useCategories(open);
  const galleries = useGalleries(open);
  const title = Form.useWatch('title', form) ?? '';

  useEffect(() => {
    if (open) form.setFieldsValue(initialVideoValues(video));
  }, [open, video, form]);

  const submit = () => {
    const values = form.getFieldsValue(true) as VideoFormValues;
    const fields = videoFormFields(values);
    const checked = validateWith(ZVideoForm, fields, form, FIELD_MAP);
    if (!checked.ok) {
      if (checked.unshown.length) void message.error(checked.unshown.join(' '));
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (values.main_image) body.append(VIDEO_IMAGE_FIELDS.image, values.main_image);
    if (values.thumb_image) body.append(VIDEO_IMAGE_FIELDS.thumb, values.thumb_image);
    save.mutate(
      { id: video?.id, form: body },
      saveCallbacks({
        form,
        map: FIELD_MAP,
        toast: message,
        success: t(video ? 'admin.videos.updated' : 'admin.videos.added'),
        done: onClose,
      }),
    );
  };

  const imageProblem = (field: keyof VideoFormValues) => (key: string | null) =>
    form.setFields([{ name: field, errors: key ? [t(key)] : [] }]);

  const confirmRemoveImage = (which: 'image' | 'thumb') => {
    if (!video) return;
    modal.confirm({
      title: t('admin.videos.form.imageRemoveConfirm'),
      okText: t('admin.videos.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.videos.common.cancel'),
      onOk: () =>
        removeImage
          .mutateAsync({ id: video.id, which })
          .then(() => void message.success(t('admin.videos.common.success')))
          .catch((error: Error) => void message.error(t('admin.errorWith', { message: error.message }))),
    });
  };

  const streamField = (name: 'video_link' | 'accessibility_video' | 'autodesc_video', required = false) => {
    const label = t(`admin.videos.form.${name}`);
    return (
      <Form.Item name={name} label={label} required={required} extra={t('admin.videos.form.linkHint')}>
        <StreamLinkInput
          label={label}
          hosted={hosted.data}
          hostedLoading={hosted.isPending && hosted.fetchStatus !== 'idle'}
        />
      </Form.Item>
    );
  };

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={video ? t('admin.videos.editTitle', { title: video.title }) : t('admin.videos.addTitle')}
      width={760}
      form={form}
      saving={save.isPending}
      saveText={t('admin.videos.common.save')}
      cancelText={t('admin.videos.common.cancel')}
      keepOnOutsideClick
    >
      <Form
        name="video"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initialVideoValues(video)}
        aria-label={t('admin.videos.form.label')}
        scrollToFirstError
      >
        <Form.Item name="title" label={t('admin.videos.form.title')} required>
          <Input />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('admin.videos.form.slug')}
          extra={t('admin.videos.form.slugHint', { slug: slugFromTitle(title, 'wideo') })}
        >
          <Input maxLength={SLUG_MAX} />
        </Form.Item>
        <Form.Item name="subtitle" label={t('admin.videos.form.subtitle')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('admin.videos.form.description')}
          extra={t('admin.videos.form.htmlHint')}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} />
        </Form.Item>
        <Form.Item
          name="additional_desc"
          label={t('admin.videos.form.additional_desc')}
          extra={t('admin.videos.form.htmlHint')}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="duration" label={t('admin.videos.form.duration')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="age_restriction" label={t('admin.videos.form.age_restriction')}>
              <InputNumber min={0} max={AGE_RESTRICTION_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="weight"
              label={t('admin.videos.form.weight')}
              extra={t('admin.videos.form.weightHint')}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="video_price" label={t('admin.videos.form.video_price')}>
              <Input inputMode="decimal" suffix="zł" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <DateFormItem
              name="available_from"
              label={t('admin.videos.form.available_from')}
              inputProps={{ style: { width: '100%' } }}
            />
          </Col>
          <Col xs={24} sm={8}>
            <DateFormItem
              name="end_date"
              label={t('admin.videos.form.end_date')}
              inputProps={{ style: { width: '100%' } }}
            />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="tickets_expiration_time" label={t('admin.videos.form.tickets_expiration_time')}>
              <Select
                options={[
                  { value: 'undefined', label: t('admin.videos.form.ticketsGlobal') },
                  ...TICKET_VALIDITY_HOURS.map((hours) => ({
                    value: hours,
                    label:
                      hours === 0
                        ? t('admin.videos.form.ticketsNoLimit')
                        : t('admin.videos.form.hours', { count: hours }),
                  })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="restricted_access" label={t('admin.videos.form.restricted_access')}>
              <Select
                options={[
                  { value: '', label: t('admin.videos.form.access.default') },
                  ...RESTRICTED_ACCESS.map((value) => ({
                    value,
                    label: t(`admin.videos.form.access.${value}`),
                  })),
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="categories" label={t('admin.videos.form.categories')}>
          <Select
            mode="multiple"
            allowClear
            loading={categories.isPending}
            options={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: category.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="gallery_id" label={t('admin.videos.form.gallery_id')}>
          <Select
            allowClear
            loading={galleries.isPending}
            placeholder={t('admin.videos.form.noGallery')}
            options={(galleries.data ?? []).map((gallery) => ({ value: gallery.id, label: gallery.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            onClear={() => form.setFieldValue('gallery_id', null)}
          />
        </Form.Item>
        {streamField('video_link', true)}
        {streamField('accessibility_video')}
        {streamField('autodesc_video')}
        <Form.Item name="teaser_link" label={t('admin.videos.form.teaser_link')}>
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="main_image" label={t('admin.videos.form.main_image')}>
              <ImageInput
                currentUrl={video?.main_image?.thumb_url ?? video?.image_link ?? null}
                limits={IMAGE_LIMITS.videoImage}
                onProblem={imageProblem('main_image')}
                onRemoveCurrent={video?.main_image ? () => confirmRemoveImage('image') : undefined}
                removing={removeImage.isPending && removeImage.variables.which === 'image'}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="thumb_image" label={t('admin.videos.form.thumb_image')}>
              <ImageInput
                currentUrl={video?.thumb_image?.thumb_url ?? video?.thumb_link ?? null}
                limits={IMAGE_LIMITS.videoThumb}
                onProblem={imageProblem('thumb_image')}
                onRemoveCurrent={video?.thumb_image ? () => confirmRemoveImage('thumb') : undefined}
                removing={removeImage.isPending && removeImage.variables.which === 'thumb'}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="hidden" valuePropName="checked" extra={t('admin.videos.form.hiddenHint')}>
          <Checkbox>{t('admin.videos.form.hidden')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="dashboard_hidden"
          valuePropName="checked"
          extra={t('admin.videos.form.dashboardHiddenHint')}
        >
          <Checkbox>{t('admin.videos.form.dashboard_hidden')}</Checkbox>
        </Form.Item>
        <Form.Item name="share_teatrlink" valuePropName="checked">
          <Checkbox>{t('admin.videos.form.share_teatrlink')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
