import { Button, Empty, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { itemPath } from '@scena/shared/site/site-paths';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import type { TProductStatistics } from '@scena/shared/commerce/statistics';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { formatIsoDate } from '@/lib/format';
import { downloadCsv } from '@/lib/download-file';
import { SettingsCard } from '../../ui/settings-card';
import { useProductStatistics } from './api';
import { LoadState } from './load-state';
import { productsCsv, productsCsvName } from './statistics-csv';
import './i18n';

/** Each event's or video's orders, money, viewers and views so far, with its CSV. */
export function ProductStatisticsCard({ type }: { type: 'event' | 'video' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const list = useProductStatistics(type);
  const money = (zloty: number) => formatPrice(zlotyToGrosze(Math.abs(zloty)) ?? 0, language);
  const columns: ColumnsType<TProductStatistics> = [
    {
      title: t(`admin.statistics.column.${type}`),
      dataIndex: 'title',
      width: 280,
      render: (title: string, row) => (
        <a
          href={itemPath(type, { id: row.id, slug: row.slug })}
          target="_blank"
          rel="noreferrer"
          aria-label={t('admin.statistics.openPage', { title })}
        >
          {title}
        </a>
      ),
    },
    {
      title: t(type === 'event' ? 'admin.statistics.column.eventDate' : 'admin.statistics.column.added'),
      dataIndex: 'date',
      render: (date: string | null) => (date ? formatIsoDate(date) : '—'),
    },
    { title: t('admin.statistics.column.orders'), dataIndex: 'orders', align: 'right' },
    { title: t('admin.statistics.column.paidOrders'), dataIndex: 'paidOrders', align: 'right' },
    {
      title: t(
        type === 'event' ? 'admin.statistics.column.eventViewers' : 'admin.statistics.column.videoViewers',
      ),
      dataIndex: 'viewers',
      align: 'right',
    },
    {
      title: t('admin.statistics.column.codes'),
      key: 'codes',
      align: 'right',
      render: (_: unknown, row) => `${row.codesUsed} / ${row.codesTotal}`,
    },
    { title: t('admin.statistics.column.sales'), dataIndex: 'sales', align: 'right', render: money },
    { title: t('admin.statistics.column.income'), dataIndex: 'income', align: 'right', render: money },
    { title: t('admin.statistics.column.refunds'), dataIndex: 'refunds', align: 'right', render: money },
    { title: t('admin.statistics.column.views'), dataIndex: 'views', align: 'right' },
  ];
  return (
    <SettingsCard
      title={t(type === 'event' ? 'admin.statistics.eventsTitle' : 'admin.statistics.videosTitle')}
      extra={
        <Button
          disabled={!list.data || list.data.data.length === 0}
          onClick={() =>
            downloadCsv(productsCsvName(type, warsawToday()), productsCsv(type, list.data!.data))
          }
        >
          {t('admin.statistics.csv')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('admin.statistics.productsNote')}
        </Typography.Paragraph>
        <LoadState queries={[list]} rows={6}>
          {() =>
            list.data!.data.length === 0 ? (
              <Empty description={t('admin.statistics.productsEmpty')} />
            ) : (
              <Table
                size="small"
                rowKey="id"
                dataSource={list.data!.data}
                columns={columns}
                scroll={{ x: 1200 }}
                pagination={list.data!.data.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              />
            )
          }
        </LoadState>
      </Flex>
    </SettingsCard>
  );
}
