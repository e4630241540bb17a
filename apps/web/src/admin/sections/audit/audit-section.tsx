import { Button, Col, Flex, Form, Grid, Row, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  AUDIT_PAGE_SIZES,
  AUDIT_SYSTEM_ACTOR,
  ZAuditQuery,
  type TAuditEntry,
} from '@scena/shared/audit/audit-log';
import { AUDIT_KINDS } from '@scena/shared/audit/kinds';
import { formatDateTime } from '@/lib/format';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { showFieldErrors } from '../../ui/form-support';
import { useAuditActors, useAuditLog } from './api';
import { AuditChanges } from './audit-changes';
import {
  auditQueryOf,
  filterKeyOf,
  filterValuesOf,
  paramsOf,
  queryOfValues,
  type AuditFilterValues,
} from './audit-filter';
import './i18n';
import { DateFormItem } from '../../ui/date-input';

/** The form's fields of the query's date bounds, for the schema's messages to land under them. */
const FIELD_OF = { date_from: 'from', date_to: 'to' };

/**
 * ?view=audit: who changed what and when, before and after. The filter (person, kind, Warsaw days) and the
 * page live in the address, so a filtered view can be shared, reloaded and gone back to; the server pages.
 */
export function AuditSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = auditQueryOf(params);
  const log = useAuditLog(query);
  const actors = useAuditActors();
  const [form] = Form.useForm<AuditFilterValues>();
  // A phone gets one column that tells the whole change, rather than a table to scroll sideways.
  const narrow = Grid.useBreakpoint().xs === true;
  const pageSize = log.data?.page_size ?? Number(query.page_size ?? AUDIT_PAGE_SIZES[0]);
  const filtered = Boolean(query.actor || query.kind || query.date_from || query.date_to);

  const actionLabel = (action: string) => t(`admin.audit.action.${action}`, { defaultValue: action });
  const entityLabel = (entity: string) => t(`admin.audit.entity.${entity}`, { defaultValue: entity });

  const apply = (values: AuditFilterValues) => {
    const next = queryOfValues(values);
    const parsed = ZAuditQuery.safeParse(next);
    if (!parsed.success) {
      showFieldErrors(
        form,
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        FIELD_OF,
      );
      return;
    }
    setParams(paramsOf({ ...next, page_size: query.page_size }));
  };

  const who = (entry: TAuditEntry) => (
    <Flex vertical>
      <span>{entry.who ? entry.who.name : t('admin.audit.system')}</span>
      <Typography.Text type="secondary">
        {entry.who ? entry.who.email : t('admin.audit.systemHint')}
      </Typography.Text>
    </Flex>
  );
  const kindTag = (entry: TAuditEntry) => <Tag>{t(`admin.audit.kind.${entry.kind}`)}</Tag>;
  // An order by its number and an event or a video by its title, as every other screen names them.
  const entityLink = (entry: TAuditEntry) => {
    const entity = entityLabel(entry.entity);
    const name =
      entry.entity === 'order' && entry.entity_label
        ? t('admin.audit.entityNo', { entity, id: entry.entity_label })
        : entry.entity_label
          ? t('admin.audit.entityNamed', { entity, name: entry.entity_label })
          : entry.entity_id
            ? t('admin.audit.entityNo', { entity, id: entry.entity_id })
            : entity;
    return entry.link ? <Link to={entry.link}>{name}</Link> : name;
  };

  const columns: ColumnsType<TAuditEntry> = narrow
    ? [
        {
          title: t('admin.audit.col.action'),
          key: 'change',
          render: (_, entry) => (
            <Flex vertical gap={2}>
              <Typography.Text strong>{actionLabel(entry.action)}</Typography.Text>
              <span>{formatDateTime(entry.at)}</span>
              {who(entry)}
              <span>{entityLink(entry)}</span>
              <span>{kindTag(entry)}</span>
            </Flex>
          ),
        },
      ]
    : [
        {
          title: t('admin.audit.col.when'),
          dataIndex: 'at',
          render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>,
        },
        { title: t('admin.audit.col.who'), key: 'who', render: (_, entry) => who(entry) },
        { title: t('admin.audit.col.kind'), key: 'kind', render: (_, entry) => kindTag(entry) },
        {
          title: t('admin.audit.col.action'),
          dataIndex: 'action',
          render: (action: string) => actionLabel(action),
        },
        { title: t('admin.audit.col.entity'), key: 'entity', render: (_, entry) => entityLink(entry) },
      ];

  return (
    <Flex vertical gap={24}>
      <SettingsCard title={t('admin.audit.filterTitle')}>
        <Form
          key={filterKeyOf(params)}
          form={form}
          name="audit-filter"
          layout="vertical"
          initialValues={filterValuesOf(query)}
          onFinish={apply}
        >
          <Row gutter={16}>
            <Col xs={24} md={12} xl={7}>
              <Form.Item name="actor" label={t('admin.audit.person')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={actors.isPending}
                  placeholder={t('admin.audit.personPlaceholder')}
                  options={[
                    {
                      value: AUDIT_SYSTEM_ACTOR,
                      label: `${t('admin.audit.system')} (${t('admin.audit.systemHint')})`,
                    },
                    ...(actors.data ?? []).map((actor) => ({
                      value: String(actor.id),
                      label: `${actor.name} (${actor.email})`,
                    })),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={5}>
              <Form.Item name="kind" label={t('admin.audit.kind')}>
                <Select
                  allowClear
                  placeholder={t('admin.audit.kindPlaceholder')}
                  options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`admin.audit.kind.${kind}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={4}>
              <DateFormItem
                name="from"
                label={t('admin.audit.from')}
                inputProps={{ style: { width: '100%' } }}
              />
            </Col>
            <Col xs={12} md={6} xl={4}>
              <DateFormItem name="to" label={t('admin.audit.to')} inputProps={{ style: { width: '100%' } }} />
            </Col>
          </Row>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={log.isFetching && !log.isPending}>
              {t('admin.audit.show')}
            </Button>
            <Button disabled={!filtered} onClick={() => setParams(paramsOf({ page_size: query.page_size }))}>
              {t('admin.audit.clear')}
            </Button>
          </Flex>
        </Form>
      </SettingsCard>
      <SettingsCard
        title={
          log.data ? t('admin.audit.listTitle', { count: log.data.total }) : t('admin.audit.listTitleLoading')
        }
      >
        {log.isError ? (
          <LoadFailure
            title="admin.audit.loadError"
            description={log.error.message}
            onRetry={() => void log.refetch()}
            retrying={log.isRefetching}
          />
        ) : (
          <Table<TAuditEntry>
            rowKey="id"
            columns={columns}
            dataSource={log.data?.rows ?? []}
            loading={log.isFetching}
            expandable={{
              // Fixed, the expanded row is as wide as the visible table, not as its scrolled width.
              fixed: 'left',
              expandedRowRender: (entry) => (
                <AuditChanges entry={entry} actionLabel={actionLabel(entry.action)} />
              ),
            }}
            pagination={{
              current: log.data?.page ?? Number(query.page ?? 1),
              pageSize,
              total: log.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
              showTotal: (total, range) => t('admin.audit.total', { from: range[0], to: range[1], total }),
              onChange: (page, size) =>
                setParams(paramsOf({ ...query, page: size === pageSize ? page : 1, page_size: size })),
            }}
            // As wide as the card on a desktop (texts wrap); a tablet scrolls the table, not the page.
            scroll={narrow ? undefined : { x: 880 }}
            locale={{ emptyText: filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty') }}
          />
        )}
      </SettingsCard>
    </Flex>
  );
}
