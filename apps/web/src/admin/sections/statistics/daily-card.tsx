import { useState } from 'react';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { zlotyToGrosze, formatPrice } from '@scena/shared/catalog/money';
import { lastDays, type TDayRange } from '@scena/shared/commerce/statistics';
import { formatIsoDate } from '@/lib/format';
import { downloadCsv } from '@/lib/download-file';
import { SettingsCard } from '../../ui/settings-card';
import { useIncomePerDay, useOrdersPerDay } from './api';
import { ChartBlock } from './chart-block';
import { ColumnChart } from './charts';
import { LoadState } from './load-state';
import { StatisticsRangeForm } from './range-form';
import { dailyCsv, dailyCsvName } from './statistics-csv';
import './i18n';

const grosze = (zloty: number) => zlotyToGrosze(Math.abs(zloty)) ?? 0;
/** A short day for the axis: 24.10 (the table and tooltip have the whole date). */
const shortDay = (date: string) => formatIsoDate(date).slice(0, 5);
/** Tables of long ranges are paged by month-sized pages. */
const pagination = (rows: number) => (rows > 31 ? { pageSize: 31, showSizeChanger: false } : false);

/** A chart's table: one row a day, the date first, then the chart's figures. */
function DaysTable<Row extends { date: string }>({
  rows,
  columns,
}: {
  rows: Row[];
  columns: TableColumnsType<Row>;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      size="small"
      rowKey="date"
      dataSource={rows}
      pagination={pagination(rows.length)}
      columns={[
        { title: t('admin.statistics.column.date'), dataIndex: 'date', render: formatIsoDate },
        ...columns,
      ]}
    />
  );
}

/**
 * Orders and income per Warsaw day of a range (the last 7 days by default, admin-commerce-people.md §9): two
 * charts, each with its table, and the CSV of the days.
 */
export function DailyCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [range, setRange] = useState<TDayRange>(() => lastDays(new Date()));
  const orders = useOrdersPerDay(range);
  const income = useIncomePerDay(range);
  const money = (zloty: number) => formatPrice(grosze(zloty), language);
  const shown = orders.data && income.data ? { from: orders.data.from, to: orders.data.to } : range;

  return (
    <SettingsCard
      title={t('admin.statistics.dailyTitle')}
      extra={
        <Button
          disabled={!orders.data || !income.data}
          onClick={() => downloadCsv(dailyCsvName(shown), dailyCsv(orders.data!, income.data!))}
        >
          {t('admin.statistics.csv')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <StatisticsRangeForm
          name="statistics-daily"
          initial={range}
          onApply={setRange}
          loading={orders.isFetching || income.isFetching}
        />
        <LoadState queries={[orders, income]} rows={8}>
          {() => {
            const days = orders.data!.data;
            const summ = new Map(income.data!.data.map((day) => [day.date, day.summ]));
            const total = days.reduce((sum, day) => sum + day.count, 0);
            if (total === 0) return <Empty description={t('admin.statistics.emptyRange')} />;
            const rows = days.map((day) => ({
              ...day,
              summ: summ.get(day.date) ?? 0,
              label: shortDay(day.date),
            }));
            const from = formatIsoDate(shown.from);
            const to = formatIsoDate(shown.to);
            const totalIncome = rows.reduce((sum, day) => sum + grosze(day.summ), 0);
            return (
              <>
                <ChartBlock
                  title={t('admin.statistics.ordersChart')}
                  label={t('admin.statistics.ordersChartLabel', { from, to, count: total })}
                  height={280}
                  chart={
                    <ColumnChart
                      data={rows}
                      series={[
                        { key: 'count', name: t('admin.statistics.series.count') },
                        { key: 'completed', name: t('admin.statistics.series.completed') },
                      ]}
                    />
                  }
                  table={
                    <DaysTable
                      rows={rows}
                      columns={[
                        { title: t('admin.statistics.column.count'), dataIndex: 'count', align: 'right' },
                        {
                          title: t('admin.statistics.column.completed'),
                          dataIndex: 'completed',
                          align: 'right',
                        },
                      ]}
                    />
                  }
                />
                <ChartBlock
                  title={t('admin.statistics.incomeChart')}
                  label={t('admin.statistics.incomeChartLabel', {
                    from,
                    to,
                    total: formatPrice(totalIncome, language),
                  })}
                  height={280}
                  chart={
                    <ColumnChart
                      data={rows}
                      series={[{ key: 'summ', name: t('admin.statistics.series.income') }]}
                      formatValue={money}
                      formatTick={(zloty) => `${Math.round(zloty)} zł`}
                    />
                  }
                  table={
                    <DaysTable
                      rows={rows}
                      columns={[
                        {
                          title: t('admin.statistics.column.income'),
                          dataIndex: 'summ',
                          align: 'right',
                          render: money,
                        },
                      ]}
                    />
                  }
                />
              </>
            );
          }}
        </LoadState>
      </Flex>
    </SettingsCard>
  );
}
