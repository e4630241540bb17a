import './i18n';
import { useEffect, useId, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Skeleton,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminEvent } from '@scena/shared/catalog/events';
import { FESTIVAL_TITLE_MAX, ZAppConfigUpdate, type TAppConfig } from '@scena/shared/settings/app-config';
import { useAdminConfig } from '../../api/get-admin-config';
import { useUpdateAppConfig } from '../../api/update-app-config';
import { sectionPath } from '../../sections';
import { useAdminEvents } from '../events/api';
import { eventStatusColumn, eventWhenColumn } from '../events/event-columns';
import { errorText, validateWith } from '../../ui/form-support';
import styles from './festival.module.css';
import { LoadFailure } from '../../ui/settings-card';
import { homeBlockQuestion } from '../../ui/home-block-question';

/** The festival's switches (admin-content.md §2 "Festival settings"): saved as soon as they change. */
const TOGGLES = [
  'view_festival',
  'festival_short_dates',
  'festival_show_finished',
  'festival_reverse_finished',
] as const;
type Toggle = (typeof TOGGLES)[number];

interface TitleValues {
  festival_title: string;
  festival_title_en: string;
}

/** Every festival event, finished ones too: the admin's initial load starts at 2000-01-01 (§9). */
const FESTIVAL_SEARCH = { festival: true, date_from: '2000-01-01' } as const;

/** ?view=festival: the festival settings of the configuration and the festival's events. */
export function FestivalSection() {
  return (
    <Flex vertical gap={24}>
      <FestivalSettings />
      <FestivalEvents />
    </Flex>
  );
}

function FestivalSettings() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const config = useAdminConfig();
  const update = useUpdateAppConfig();
  const [form] = Form.useForm<TitleValues>();
  const [changed, setChanged] = useState(false);
  const [pendingToggle, setPendingToggle] = useState<Toggle | null>(null);
  const titleId = useId();

  const saved = config.data;
  useEffect(() => {
    if (saved) {
      form.setFieldsValue({
        festival_title: saved.festival_title,
        festival_title_en: saved.festival_title_en,
      });
      setChanged(false);
    }
  }, [saved, form]);

  const save = (key: Toggle, value: boolean) => {
    setPendingToggle(key);
    update.mutate({ [key]: value } as Partial<TAppConfig>, {
      onSuccess: () => void message.success(t('admin.saved')),
      onError: (error) => void message.error(t('admin.errorWith', { message: error.message })),
      onSettled: () => setPendingToggle(null),
    });
  };

  // The festival block shows or hides on the live home page at once: asked first (issue 19, item 11).
  const toggle = (key: Toggle, value: boolean) => {
    if (key !== 'view_festival') return save(key, value);
    const question = homeBlockQuestion(t, t('admin.festival.block'), value);
    void modal.confirm({
      ...question,
      cancelText: t('admin.confirm.cancel'),
      onOk: () => save(key, value),
    });
  };

  const saveTitles = (values: TitleValues) => {
    if (!saved) return;
    const changes = Object.fromEntries(
      (Object.keys(values) as (keyof TitleValues)[])
        .filter((key) => values[key] !== saved[key])
        .map((key) => [key, values[key]]),
    );
    const checked = validateWith(ZAppConfigUpdate, changes, form);
    if (!checked.ok) return;
    update.mutate(changes, {
      onSuccess: () => {
        void message.success(t('admin.saved'));
        setChanged(false);
      },
      onError: (error) => {
        const text = errorText(error, form);
        if (text) void message.error(text);
      },
    });
  };

  const heading = (
    <Typography.Title level={2} id={titleId} className={styles.cardTitle}>
      {t('admin.festival.settings')}
    </Typography.Title>
  );

  let body;
  if (config.isPending) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('admin.loading')}
        </span>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (config.isError) {
    body = (
      <LoadFailure
        title="admin.loadError.title"
        description={config.error.message}
        onRetry={() => void config.refetch()}
        retrying={config.isRefetching}
      />
    );
  } else {
    body = (
      <Flex vertical gap={20}>
        <Flex vertical gap={12}>
          {TOGGLES.map((key) => (
            <ToggleRow
              key={key}
              name={key}
              checked={
                pendingToggle === key && update.variables
                  ? (update.variables as Partial<TAppConfig>)[key] === true
                  : config.data[key]
              }
              loading={pendingToggle === key}
              disabled={pendingToggle !== null && pendingToggle !== key}
              onChange={(value) => toggle(key, value)}
            />
          ))}
        </Flex>
        <Form
          name="festival"
          form={form}
          layout="vertical"
          onFinish={saveTitles}
          onValuesChange={() => {
            const values = form.getFieldsValue();
            setChanged(
              values.festival_title !== config.data.festival_title ||
                values.festival_title_en !== config.data.festival_title_en,
            );
          }}
          aria-label={t('admin.festival.titles')}
          className={styles.titles}
        >
          <Form.Item name="festival_title" label={t('admin.festival.festival_title')}>
            <Input maxLength={FESTIVAL_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="festival_title_en" label={t('admin.festival.festival_title_en')}>
            <Input maxLength={FESTIVAL_TITLE_MAX} lang="en" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!changed}
            loading={update.isPending && pendingToggle === null}
          >
            {t('admin.festival.save')}
          </Button>
        </Form>
      </Flex>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Card title={heading}>{body}</Card>
    </section>
  );
}

function ToggleRow({
  name,
  checked,
  loading,
  disabled,
  onChange,
}: {
  name: Toggle;
  checked: boolean;
  loading: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <div className={styles.switchRow}>
        <Switch
          id={id}
          checked={checked}
          loading={loading}
          disabled={disabled}
          onChange={onChange}
          aria-describedby={hintId}
        />
        <label htmlFor={id} className={styles.switchLabel}>
          {t(`admin.festival.${name}`)}
        </label>
        <Typography.Text type="secondary">
          ({t(checked ? 'admin.festival.on' : 'admin.festival.off')})
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" id={hintId} className={styles.hint}>
        {t(`admin.festival.${name}.hint`)}
      </Typography.Text>
    </div>
  );
}

function FestivalEvents() {
  const { t } = useTranslation();
  const events = useAdminEvents(FESTIVAL_SEARCH);
  const titleId = useId();
  const now = new Date();

  const columns: TableColumnsType<TAdminEvent> = [
    { title: t('admin.events.col.title'), dataIndex: 'title', key: 'title' },
    eventWhenColumn(t),
    eventStatusColumn(
      t,
      now,
      (event) => !event.published && <Tag color="orange">{t('admin.festival.notOnList')}</Tag>,
    ),
    {
      title: t('admin.events.col.actions'),
      key: 'actions',
      render: (_, event) => (
        <Link
          to={`${sectionPath('events')}&edit=${event.id}`}
          aria-label={`${t('admin.festival.editEvent')}: ${event.title}`}
        >
          {t('admin.festival.editEvent')}
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <Card
        title={
          <Typography.Title level={2} id={titleId} className={styles.cardTitle}>
            {t('admin.festival.events')}
          </Typography.Title>
        }
      >
        {events.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.events.loadError')}
            description={events.error.message}
            action={<Button onClick={() => void events.refetch()}>{t('admin.retry')}</Button>}
          />
        ) : (
          <Table
            rowKey="id"
            columns={columns}
            dataSource={events.data ?? []}
            loading={events.isPending}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('admin.festival.noEvents') }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          />
        )}
      </Card>
    </section>
  );
}
