import { useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Progress,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TAdminCode, TCodesQuery } from '@scena/shared/commerce/codes';
import { adminUserPath, itemPath } from '@scena/shared/site/site-paths';
import { formatDateTime } from '@/lib/format';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { DateFormItem } from '../../ui/date-input';
import { fitTable } from '../../ui/fit-table';
import { errorToast } from '../../ui/form-support';
import { downloadCsv } from '@/lib/download-file';
import { useCodes, useCodeUses, useDeleteCode } from './api';
import { CodeDrawer } from './code-drawer';
import { codesCsv, discountText } from './codes-csv';
import './i18n';

const PAGE_SIZE = 20;

/**
 * Column widths (px) that fit the 918 px a card holds at 1280 px (issue 19, item 8); the description takes what is
 * left, at least DESC_MIN. The uses and the actions (stacked) are pinned to the right for narrower screens.
 */
const WIDTH = { code: 140, discount: 84, product: 120, expiration: 120, uses: 100, actions: 112 };
const DESC_MIN = 170;
const MIN_WIDTH = Object.values(WIDTH).reduce((sum, width) => sum + width, DESC_MIN);

interface FilterValues {
  name: string;
  expiresFrom: Dayjs | null;
  expiresTo: Dayjs | null;
  minLimit: number | null;
  available: boolean;
}

/** The list's default filter (admin-commerce-people.md §5): expiring from today, available only, min_limit 2. */
const DEFAULT_FILTER: FilterValues = {
  name: '',
  expiresFrom: dayjs().startOf('day'),
  expiresTo: null,
  minLimit: 2,
  available: true,
};

function queryOf(values: FilterValues): TCodesQuery {
  return {
    name: values.name.trim() || undefined,
    expiration_date_from: values.expiresFrom ? values.expiresFrom.format('YYYY-MM-DD') : '',
    expiration_date_to: values.expiresTo ? values.expiresTo.format('YYYY-MM-DD') : undefined,
    min_limit: values.minLimit === null ? '' : String(values.minLimit),
    available: values.available ? 'true' : '',
  };
}

function productLink(code: TAdminCode) {
  if (code.event_id !== null) return itemPath('event', { id: code.event_id });
  if (code.video_id !== null) return itemPath('video', { id: code.video_id });
  return null;
}

/** ?view=promotion_codes (admin-commerce-people.md §2): filter, list, generate or edit, generated codes, uses. */
export function PromotionCodesSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<TCodesQuery>(queryOf(DEFAULT_FILTER));
  const codes = useCodes(filter);
  const remove = useDeleteCode();
  const [drawer, setDrawer] = useState<{ open: boolean; code: TAdminCode | null }>({
    open: false,
    code: null,
  });
  const [generated, setGenerated] = useState<TAdminCode[] | null>(null);
  const [usesOf, setUsesOf] = useState<TAdminCode | null>(null);

  const columns: ColumnsType<TAdminCode> = [
    {
      title: t('admin.codes.code'),
      dataIndex: 'code',
      width: WIDTH.code,
      render: (value: string) => (
        <Typography.Text
          code
          copyable={{ text: value, tooltips: [t('admin.codes.copy'), t('admin.codes.copied')] }}
        >
          {value}
        </Typography.Text>
      ),
    },
    { title: t('admin.codes.desc'), dataIndex: 'desc' },
    {
      title: t('admin.codes.discount'),
      key: 'discount',
      width: WIDTH.discount,
      render: (_, code) => discountText(code),
    },
    {
      title: t('admin.codes.product'),
      key: 'product',
      width: WIDTH.product,
      render: (_, code) => {
        const link = productLink(code);
        return link ? (
          <a href={link}>{code.product_title ?? code.product_id}</a>
        ) : (
          t('admin.codes.anyProduct')
        );
      },
    },
    {
      title: t('admin.codes.expiration'),
      dataIndex: 'expiration_date',
      width: WIDTH.expiration,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('admin.codes.uses'),
      key: 'uses',
      width: WIDTH.uses,
      fixed: 'right',
      render: (_, code) => (
        <Flex vertical gap={2}>
          <span>
            {code.numberOfUses} / {code.limit}
          </span>
          <Progress
            percent={Math.round((code.numberOfUses / code.limit) * 100)}
            showInfo={false}
            size="small"
            aria-label={t('admin.codes.usesOf', { used: code.numberOfUses, limit: code.limit })}
          />
        </Flex>
      ),
    },
    {
      title: t('admin.codes.actions'),
      key: 'actions',
      width: WIDTH.actions,
      fixed: 'right',
      render: (_, code) => (
        <Flex vertical gap={4} align="flex-start">
          <Button
            size="small"
            onClick={() => setUsesOf(code)}
            aria-label={t('admin.codes.usesNamed', { code: code.code })}
          >
            {t('admin.codes.usesButton')}
          </Button>
          <Button
            size="small"
            onClick={() => setDrawer({ open: true, code })}
            aria-label={t('admin.codes.editNamed', { code: code.code })}
          >
            {t('admin.codes.edit')}
          </Button>
          <Popconfirm
            title={t('admin.codes.confirmDelete', { code: code.code })}
            okText={t('admin.codes.delete')}
            cancelText={t('admin.codes.cancel')}
            onConfirm={() =>
              remove.mutate(code.id, {
                onSuccess: () => void message.success(t('admin.codes.deleted')),
                onError: (error) => void message.error(errorToast(error, t)),
              })
            }
          >
            <Button size="small" danger aria-label={t('admin.codes.deleteNamed', { code: code.code })}>
              {t('admin.codes.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <SettingsCard title={t('admin.codes.filterTitle')}>
        <Form
          form={form}
          name="codes-filter"
          layout="inline"
          initialValues={DEFAULT_FILTER}
          onFinish={(values) => setFilter(queryOf(values))}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="name" label={t('admin.codes.search')}>
            <Input allowClear />
          </Form.Item>
          <DateFormItem name="expiresFrom" label={t('admin.codes.expiresFrom')} />
          <DateFormItem name="expiresTo" label={t('admin.codes.expiresTo')} />
          <Form.Item name="minLimit" label={t('admin.codes.minLimit')}>
            <InputNumber min={1} />
          </Form.Item>
          <Form.Item name="available" valuePropName="checked">
            <Checkbox>{t('admin.codes.availableOnly')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('admin.codes.filter')}
            </Button>
          </Form.Item>
        </Form>
      </SettingsCard>
      <SettingsCard
        title={t('admin.codes.listTitle')}
        extra={
          <Button type="primary" onClick={() => setDrawer({ open: true, code: null })}>
            {t('admin.codes.new')}
          </Button>
        }
      >
        {codes.isError ? (
          <LoadFailure
            title="admin.codes.loadError"
            description={codes.error.message}
            onRetry={() => void codes.refetch()}
            retrying={codes.isRefetching}
          />
        ) : (
          <Table<TAdminCode>
            rowKey="id"
            columns={columns}
            dataSource={codes.data ?? []}
            loading={codes.isPending}
            pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
            {...fitTable(MIN_WIDTH)}
            locale={{ emptyText: t('admin.codes.empty') }}
          />
        )}
      </SettingsCard>
      <CodeDrawer
        open={drawer.open}
        code={drawer.code}
        onClose={() => setDrawer({ open: false, code: null })}
        onGenerated={setGenerated}
      />
      <GeneratedCodesModal codes={generated} onClose={() => setGenerated(null)} />
      <CodeUsesModal code={usesOf} onClose={() => setUsesOf(null)} />
    </Flex>
  );
}

function GeneratedCodesModal({ codes, onClose }: { codes: TAdminCode[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = codes ?? [];
  const download = () => downloadCsv(`kody-${dayjs().format('YYYY-MM-DD-HHmm')}.csv`, codesCsv(list));
  return (
    <Modal
      open={codes !== null}
      onCancel={onClose}
      title={t('admin.codes.generatedTitle', { count: list.length })}
      footer={[
        <Button
          key="copy"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(list.map((code) => code.code).join('\n'))
              .then(() => message.success(t('admin.codes.copiedAll')))
          }
        >
          {t('admin.codes.copyAll')}
        </Button>,
        <Button key="csv" onClick={download}>
          {t('admin.codes.csv')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('admin.codes.close')}
        </Button>,
      ]}
    >
      <ul aria-label={t('admin.codes.generatedList')} style={{ columns: '2 10rem', paddingLeft: '1.25rem' }}>
        {list.map((code) => (
          <li key={code.id}>
            <Typography.Text code>{code.code}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function CodeUsesModal({ code, onClose }: { code: TAdminCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCodeUses(code?.id ?? null);
  const uses = detail.data?.uses ?? [];
  return (
    <Modal
      open={code !== null}
      onCancel={onClose}
      title={t('admin.codes.usesTitle', { code: code?.code ?? '' })}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.codes.close')}
        </Button>
      }
      width="min(760px, 100vw)"
    >
      <Table
        rowKey="id"
        size="small"
        loading={detail.isPending}
        dataSource={uses}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.codes.noUses') }}
        columns={[
          {
            title: t('admin.codes.user'),
            key: 'user',
            render: (_, use) => (
              <a href={adminUserPath(use.userId)}>
                {use.firstname} {use.lastname}
              </a>
            ),
          },
          { title: t('admin.codes.email'), dataIndex: 'email' },
          {
            title: t('admin.codes.activated'),
            dataIndex: 'activation_date',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('admin.codes.used'),
            key: 'used',
            render: (_, use) =>
              use.used ? <Tag color="green">{t('admin.codes.yes')}</Tag> : <Tag>{t('admin.codes.no')}</Tag>,
          },
          {
            title: t('admin.codes.usedAt'),
            dataIndex: 'usage_date',
            render: (value: string | null) => (value ? formatDateTime(value) : '—'),
          },
          {
            title: t('admin.codes.order'),
            dataIndex: 'extOrderId',
            render: (value: string | null) => value ?? '—',
          },
        ]}
      />
    </Modal>
  );
}
