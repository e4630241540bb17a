import './i18n';
import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ZEventsQuery,
  ZEventTranslationCreate,
  ZEventTranslationUpdate,
  type TAdminEvent,
} from '@scena/shared/catalog/events';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { itemPath } from '@scena/shared/site/site-paths';
import { useAdminVideos } from '../videos/api';
import { foldText, validateWith } from '../../ui/form-support';
import { TranslationsModal } from '../../ui/translations-modal';
import {
  eventsQueryKey,
  eventTranslationsApi,
  useAdminEvent,
  useAdminEvents,
  useDeleteEvent,
  type EventsSearch,
} from './api';
import { EventDrawer } from './event-drawer';
import { eventStatusColumn, eventWhenColumn } from './event-columns';
import styles from './events.module.css';
import { LoadFailure } from '../../ui/settings-card';
import { DateFormItem } from '../../ui/date-input';

const PAGE_SIZE = 20;

interface SearchValues {
  title: string;
  date_from: Dayjs | null;
  date_to: Dayjs | null;
  video_id: number | null;
  festival: boolean;
}

const EMPTY_SEARCH: SearchValues = {
  title: '',
  date_from: null,
  date_to: null,
  video_id: null,
  festival: false,
};

type Drawer = { open: false } | { open: true; event: TAdminEvent | null };

/**
 * ?view=events (admin-content.md §2 "Events"): a search form (title, dates, video, festival only), current
 * events by default, a table with the time status and the "undefined link" flag, add/edit, translations.
 * ?view=events&edit={id} opens that event's drawer (the festival screen links here).
 */
export function EventsSection() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [searchForm] = Form.useForm<SearchValues>();
  const [search, setSearch] = useState<EventsSearch>({});
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState<Drawer>({ open: false });
  const [translating, setTranslating] = useState<TAdminEvent | null>(null);
  const events = useAdminEvents(search);
  const videos = useAdminVideos();
  const remove = useDeleteEvent();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const now = new Date();

  const editParam = Number(params.get('edit'));
  const linkedId = Number.isSafeInteger(editParam) && editParam > 0 ? editParam : null;
  const linked = useAdminEvent(linkedId);
  const drawerEvent = drawer.open ? drawer.event : linkedId !== null ? (linked.data ?? null) : null;
  const drawerOpen = drawer.open || (linkedId !== null && linked.isSuccess);

  const closeDrawer = () => {
    setDrawer({ open: false });
    if (linkedId !== null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
    }
  };

  const shown = useMemo(() => {
    const needle = foldText(title.trim());
    return (events.data ?? []).filter((event) => !needle || foldText(event.title).includes(needle));
  }, [events.data, title]);

  const runSearch = (values: SearchValues) => {
    const next: EventsSearch = {
      date_from: values.date_from?.format('YYYY-MM-DD'),
      date_to: values.date_to?.format('YYYY-MM-DD'),
      video_id: values.video_id ?? undefined,
      festival: values.festival || undefined,
    };
    const query = Object.fromEntries(
      Object.entries({ ...next, festival: next.festival ? 'true' : undefined }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    const checked = validateWith(ZEventsQuery, query, searchForm);
    if (!checked.ok) return;
    setTitle(values.title);
    setSearch(next);
    setPage(1);
  };

  const resetSearch = () => {
    searchForm.resetFields();
    setTitle('');
    setSearch({});
    setPage(1);
  };

  const confirmDelete = (event: TAdminEvent) =>
    modal.confirm({
      title: t('admin.events.deleteConfirm', { title: event.title }),
      content: t('admin.events.deleteWarning'),
      okText: t('admin.videos.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.videos.common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(event.id)
          .then(() => void message.success(t('admin.events.deleted')))
          .catch((error: Error) => void message.error(t('admin.errorWith', { message: error.message }))),
    });

  const columns: TableColumnsType<TAdminEvent> = [
    {
      title: t('admin.events.col.title'),
      key: 'title',
      render: (_, event) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{event.title}</Typography.Text>
          {event.subtitle && <Typography.Text type="secondary">{event.subtitle}</Typography.Text>}
        </Flex>
      ),
    },
    eventWhenColumn(t),
    eventStatusColumn(t, now, (event) => (
      <>
        {!event.published && <Tag color="orange">{t('admin.events.flag.unpublished')}</Tag>}
        {event.dashboard_hidden && <Tag>{t('admin.events.flag.hidden')}</Tag>}
        {event.is_festival && <Tag color="purple">{t('admin.events.flag.festival')}</Tag>}
        {!event.enable_tickets && <Tag>{t('admin.events.flag.paymentsBlocked')}</Tag>}
        {/* admin-content.md §2: an event without a slug has no address of its own to share. */}
        {!event.slug && <Tag color="red">{t('admin.events.flag.undefinedLink')}</Tag>}
      </>
    )),
    {
      title: t('admin.events.col.price'),
      key: 'price',
      render: (_, event) =>
        event.event_price === 0
          ? t('admin.events.free')
          : formatPrice(zlotyToGrosze(event.event_price) ?? 0, language),
    },
    {
      title: t('admin.events.col.actions'),
      key: 'actions',
      width: 240,
      render: (_, event) => {
        const named = (key: string) => `${t(key)}: ${event.title}`;
        return (
          <Space wrap size={[4, 4]}>
            <Button
              size="small"
              aria-label={named('admin.videos.common.edit')}
              onClick={() => setDrawer({ open: true, event })}
            >
              {t('admin.videos.common.edit')}
            </Button>
            <Button
              size="small"
              aria-label={named('admin.videos.translationsButton')}
              onClick={() => setTranslating(event)}
            >
              {t('admin.videos.translationsButton')}
            </Button>
            <Button
              size="small"
              href={itemPath('event', event)}
              target="_blank"
              aria-label={named('admin.events.view')}
            >
              {t('admin.events.view')}
            </Button>
            <Button
              size="small"
              danger
              aria-label={named('admin.videos.common.delete')}
              onClick={() => confirmDelete(event)}
            >
              {t('admin.videos.common.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Title level={2} className={styles.heading}>
          {t('admin.events.heading')}
        </Typography.Title>
        <Button type="primary" onClick={() => setDrawer({ open: true, event: null })}>
          {t('admin.events.add')}
        </Button>
      </Flex>
      <Form
        name="events-search"
        form={searchForm}
        layout="vertical"
        role="search"
        aria-label={t('admin.events.search.label')}
        initialValues={EMPTY_SEARCH}
        onFinish={runSearch}
        className={styles.search}
      >
        <Form.Item name="title" label={t('admin.events.search.title')}>
          <Input allowClear />
        </Form.Item>
        <DateFormItem
          name="date_from"
          label={t('admin.events.search.date_from')}
          inputProps={{ style: { width: '100%' } }}
        />
        <DateFormItem
          name="date_to"
          label={t('admin.events.search.date_to')}
          inputProps={{ style: { width: '100%' } }}
        />
        <Form.Item name="video_id" label={t('admin.events.search.video')}>
          <Select
            allowClear
            loading={videos.isPending}
            placeholder={t('admin.events.search.anyVideo')}
            options={(videos.data ?? []).map((video) => ({ value: video.id, label: video.title }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="festival" valuePropName="checked" label=" " colon={false}>
          <Checkbox>{t('admin.events.search.festival')}</Checkbox>
        </Form.Item>
        <Flex gap={8} align="end" className={styles.searchButtons}>
          <Button type="primary" htmlType="submit">
            {t('admin.events.search.submit')}
          </Button>
          <Button onClick={resetSearch}>{t('admin.events.search.reset')}</Button>
        </Flex>
      </Form>
      <Typography.Text type="secondary" role="status">
        {search.date_from || search.date_to
          ? t('admin.events.showingRange', { count: shown.length })
          : t('admin.events.showingCurrent', { count: shown.length })}
      </Typography.Text>
      {events.isError ? (
        <LoadFailure
          title="admin.events.loadError"
          description={events.error.message}
          onRetry={() => void events.refetch()}
          retrying={events.isRefetching}
        />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={events.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('admin.events.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      )}
      {linked.isError && (
        <Alert type="error" showIcon title={t('admin.errorWith', { message: linked.error.message })} />
      )}
      <EventDrawer open={drawerOpen} event={drawerEvent} onClose={closeDrawer} />
      <TranslationsModal
        item={translating}
        onClose={() => setTranslating(null)}
        calls={eventTranslationsApi}
        itemField="event_id"
        createSchema={ZEventTranslationCreate}
        updateSchema={ZEventTranslationUpdate}
        alsoInvalidate={eventsQueryKey}
        fields={[
          { name: 'title', label: t('admin.events.form.title') },
          { name: 'subtitle', label: t('admin.events.form.subtitle') },
        ]}
      />
    </Flex>
  );
}
