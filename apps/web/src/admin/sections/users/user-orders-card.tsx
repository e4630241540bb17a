import { useState } from 'react';
import { Empty, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import type { TOrder } from '@scena/shared/commerce/orders';
import type { TAdminUserDetail } from '@scena/shared/users/user-list';
import { formatDateTime } from '@/lib/format';
import { SettingsCard } from '../../ui/settings-card';
import { statusColor } from '../payments/payment-status';
import { zloty } from '../payments/payments-table';

type OrderListKey = 'orders' | 'videoOrders' | 'giftOrders' | 'groupTicketOrders';
const KINDS: readonly OrderListKey[] = ['orders', 'videoOrders', 'giftOrders', 'groupTicketOrders'];

type Row = TOrder & Partial<Pick<TOrderWithCodes, 'codes'>>;

/**
 * The user's orders of the four kinds (admin-commerce-people.md §2 /konto/{userId}): one kind at a time, each
 * with its count; the product links to its page; gifts and group tickets say how many codes they made and used.
 */
export function UserOrdersCard({ detail }: { detail: TAdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [kind, setKind] = useState<OrderListKey>(
    () => KINDS.find((key) => detail[key].length > 0) ?? 'orders',
  );
  const rows: Row[] = detail[kind];
  const makesCodes = kind === 'giftOrders' || kind === 'groupTicketOrders';
  const total = KINDS.reduce((sum, key) => sum + detail[key].length, 0);

  const columns: ColumnsType<Row> = [
    {
      title: t('admin.userOrders.col.product'),
      key: 'product',
      render: (_, order) => (
        <Flex vertical style={{ maxWidth: 320 }}>
          {order.product_path ? (
            <Link to={order.product_path}>{order.title}</Link>
          ) : (
            <span>{order.title}</span>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('admin.userOrders.orderNo', { id: order.extOrderId })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.userOrders.col.status'),
      key: 'status',
      render: (_, order) => (
        <Tag color={statusColor(order.status)}>
          {t(`admin.payments.statusName.${order.status}`, { defaultValue: order.status })}
        </Tag>
      ),
    },
    {
      title: t('admin.userOrders.col.amount'),
      key: 'amount',
      align: 'right',
      render: (_, order) => zloty(order.amount, language),
    },
    {
      title: t('admin.userOrders.col.dates'),
      key: 'dates',
      render: (_, order) => (
        <Flex vertical>
          <span>{t('admin.userOrders.created', { date: formatDateTime(order.created_at) })}</span>
          <Typography.Text type="secondary">
            {t('admin.userOrders.updated', { date: formatDateTime(order.updated_at) })}
          </Typography.Text>
          {order.expiration_date && (
            <Typography.Text type="secondary">
              {t('admin.userOrders.expires', { date: formatDateTime(order.expiration_date) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    ...(makesCodes
      ? [
          {
            title: t('admin.userOrders.col.codes'),
            key: 'codes',
            render: (_: unknown, order: Row) => (
              <Flex vertical>
                {kind === 'groupTicketOrders' && (
                  <span>{t('admin.userOrders.quantity', { count: order.product_quantity })}</span>
                )}
                <span>
                  {t('admin.userOrders.codesMade', {
                    count: order.codes?.length ?? 0,
                    used: order.codes?.filter((code) => code.used).length ?? 0,
                  })}
                </span>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <SettingsCard title={t('admin.userOrders.title', { count: total })}>
      <Flex vertical gap={16}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<OrderListKey>
            aria-label={t('admin.userOrders.kindLabel')}
            value={kind}
            onChange={setKind}
            options={KINDS.map((key) => ({
              value: key,
              label: t(`admin.userOrders.kind.${key}`, { count: detail[key].length }),
            }))}
          />
        </div>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`admin.userOrders.empty.${kind}`)} />
        ) : (
          <Table<Row>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Flex>
    </SettingsCard>
  );
}
