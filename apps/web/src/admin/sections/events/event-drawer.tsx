import { useEffect } from 'react';
import { App, Checkbox, Col, Form, Input, InputNumber, Row, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  SLUG_MAX,
  slugFromTitle,
  ZEventForm,
  type TAdminEvent,
  type TEventForm,
} from '@scena/shared/catalog/events';
import { useAdminVideos } from '../videos/api';
import { useSaveEvent } from './api';
import { FormDrawer } from '../../ui/form-drawer';
import { saveCallbacks, validateWith } from '../../ui/form-support';
import { DateFormItem } from '../../ui/date-input';

interface EventFormValues {
  title: string;
  slug: string;
  subtitle: string;
  video_id: number | null;
  event_price: string;
  date_from: Dayjs | null;
  date_to: Dayjs | null;
  time_from: Dayjs | null;
  time_to: Dayjs | null;
  full_day: boolean;
  hide_time_to: boolean;
  published: boolean;
  is_festival: boolean;
  dashboard_hidden: boolean;
  block_payments: boolean;
  enable_codes: boolean;
  share_teatrlink: boolean;
  available_tickets: number | null;
  vimeo_chat: string;
}

/** "Block payments" is the inverse of enable_tickets (admin-content.md §3). */
const FIELD_MAP = { enable_tickets: 'block_payments' };

// Calendar dates and wall-clock times: parsed as local values, never shifted by a time zone.
const dateOf = (value: string | null | undefined) => (value ? dayjs(value.slice(0, 10)) : null);
const timeOf = (value: string | null | undefined) =>
  value ? dayjs(`2000-01-01T${value.slice(0, 5)}`) : null;

export function initialEventValues(event: TAdminEvent | null): EventFormValues {
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    subtitle: event?.subtitle ?? '',
    video_id: event?.video_id ?? null,
    event_price: event ? event.event_price.toFixed(2) : '0.00',
    date_from: dateOf(event?.date_from),
    date_to: dateOf(event?.date_to),
    time_from: timeOf(event?.time_from),
    time_to: timeOf(event?.time_to),
    full_day: event?.full_day ?? false,
    hide_time_to: event?.hide_time_to ?? false,
    published: event?.published ?? false,
    is_festival: event?.is_festival ?? false,
    dashboard_hidden: event?.dashboard_hidden ?? false,
    block_payments: event ? !event.enable_tickets : false,
    enable_codes: event?.enable_codes ?? true,
    share_teatrlink: event?.share_teatrlink ?? false,
    available_tickets: event?.available_tickets ?? null,
    vimeo_chat: event?.vimeo_chat ?? '',
  };
}

/** The form before its check: the video may still be missing ("required" then, from the schema). */
type EventDraft = Omit<TEventForm, 'video_id'> & { video_id: number | undefined };

/** The JSON body of POST/PUT /api/events as ZEventForm reads it (dates and times are Warsaw wall clock). */
export function eventBody(values: EventFormValues): EventDraft {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    subtitle: values.subtitle,
    video_id: values.video_id ?? undefined,
    event_price: values.event_price.trim() === '' ? '0' : values.event_price.trim(),
    date_from: values.date_from ? values.date_from.format('YYYY-MM-DD') : '',
    date_to: values.date_to ? values.date_to.format('YYYY-MM-DD') : '',
    time_from: values.time_from ? values.time_from.format('HH:mm') : null,
    time_to: values.time_to ? values.time_to.format('HH:mm') : null,
    full_day: values.full_day,
    hide_time_to: values.hide_time_to,
    published: values.published,
    is_festival: values.is_festival,
    dashboard_hidden: values.dashboard_hidden,
    enable_tickets: !values.block_payments,
    enable_codes: values.enable_codes,
    share_teatrlink: values.share_teatrlink,
    available_tickets: values.available_tickets,
    vimeo_chat: values.vimeo_chat,
  };
}

interface EventDrawerProps {
  open: boolean;
  event: TAdminEvent | null;
  onClose: () => void;
}

/** Add or edit an event (admin-content.md §2, §3, §5); choosing a video fills the title; closes after saving. */
export function EventDrawer({ open, event, onClose }: EventDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EventFormValues>();
  const videos = useAdminVideos();
  const title = Form.useWatch('title', form) ?? '';
  const fullDay = Form.useWatch('full_day', form) ?? false;
  const save = useSaveEvent();

  useEffect(() => {
    if (open) form.setFieldsValue(initialEventValues(event));
  }, [open, event, form]);

  const chooseVideo = (id: number | null) => {
    const video = videos.data?.find((candidate) => candidate.id === id);
    if (video) form.setFieldValue('title', video.title);
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as EventFormValues;
    const body = eventBody(values);
    const checked = validateWith(ZEventForm, body, form, FIELD_MAP);
    if (!checked.ok) {
      if (checked.unshown.length) void message.error(checked.unshown.join(' '));
      return;
    }
    save.mutate(
      { id: event?.id, body: { ...body, video_id: checked.data.video_id } },
      saveCallbacks({
        form,
        map: FIELD_MAP,
        toast: message,
        success: t(event ? 'admin.events.updated' : 'admin.events.added'),
        done: onClose,
      }),
    );
  };

  const check = (name: keyof EventFormValues, hint?: string) => (
    <Form.Item name={name} valuePropName="checked" extra={hint} style={{ marginBottom: 8 }}>
      <Checkbox>{t(`admin.events.form.${name}`)}</Checkbox>
    </Form.Item>
  );

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={event ? t('admin.events.editTitle', { title: event.title }) : t('admin.events.addTitle')}
      width={720}
      form={form}
      saving={save.isPending}
      saveText={t('admin.videos.common.save')}
      cancelText={t('admin.videos.common.cancel')}
      keepOnOutsideClick
    >
      <Form
        name="event"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initialEventValues(event)}
        aria-label={t('admin.events.form.label')}
      >
        <Form.Item
          name="video_id"
          label={t('admin.events.form.video_id')}
          required
          extra={t('admin.events.form.videoHint')}
        >
          <Select
            loading={videos.isPending}
            options={(videos.data ?? []).map((video) => ({ value: video.id, label: video.title }))}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={chooseVideo}
            placeholder={t('admin.events.form.videoPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="title" label={t('admin.events.form.title')} required>
          <Input />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('admin.events.form.slug')}
          extra={t('admin.events.form.slugHint', { slug: slugFromTitle(title) })}
        >
          <Input maxLength={SLUG_MAX} />
        </Form.Item>
        <Form.Item name="subtitle" label={t('admin.events.form.subtitle')}>
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <DateFormItem
              name="date_from"
              label={t('admin.events.form.date_from')}
              required
              inputProps={{ style: { width: '100%' } }}
            />
          </Col>
          <Col xs={24} sm={12}>
            <DateFormItem
              name="date_to"
              label={t('admin.events.form.date_to')}
              required
              inputProps={{ style: { width: '100%' } }}
            />
          </Col>
        </Row>
        {check('full_day', t('admin.events.form.fullDayHint'))}
        <Row gutter={16}>
          {(['time_from', 'time_to'] as const).map((name) => (
            <Col key={name} xs={24} sm={12}>
              <Form.Item name={name} label={t(`admin.events.form.${name}`)} required={!fullDay}>
                <TimePicker
                  format="HH:mm"
                  minuteStep={5}
                  needConfirm={false}
                  disabled={fullDay}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {check('hide_time_to')}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="event_price" label={t('admin.events.form.event_price')}>
              <Input inputMode="decimal" suffix="zł" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="available_tickets"
              label={t('admin.events.form.available_tickets')}
              extra={t('admin.events.form.ticketsHint')}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {check('published')}
        {check('is_festival')}
        {check('dashboard_hidden', t('admin.events.form.dashboardHiddenHint'))}
        {check('block_payments', t('admin.events.form.blockPaymentsHint'))}
        {check('enable_codes')}
        {check('share_teatrlink')}
        <Form.Item
          name="vimeo_chat"
          label={t('admin.events.form.vimeo_chat')}
          extra={t('admin.events.form.chatHint')}
          style={{ marginTop: 16 }}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
