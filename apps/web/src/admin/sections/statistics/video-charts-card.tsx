import { Empty, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '@/lib/format';
import { SettingsCard } from '../../ui/settings-card';
import { useWideScreen } from '../../layout/use-wide-screen';
import { useOrdersPerVideo, useViewsPerVideo } from './api';
import { ChartBlock } from './chart-block';
import { RowChart } from './charts';
import { LoadState } from './load-state';
import './i18n';

/** How many videos a chart shows (the table lists them all): dozens of bars would not be read. */
const CHART_ROWS = 15;
const ROW_HEIGHT = 44;
const chartHeight = (rows: number) => rows * ROW_HEIGHT + 40;

/** The completed rentals per video, and the views per video with their average per day (§7, §9). */
export function VideoChartsCard() {
  const { t, i18n } = useTranslation();
  const wide = useWideScreen();
  const axisWidth = wide ? 320 : 140;
  const perVideo = useOrdersPerVideo();
  const views = useViewsPerVideo();
  const numberFormat = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL');
  /** What the chart counts, and that it shows the first rows only when there are more. */
  const note = (rows: number, counts: string) =>
    rows > CHART_ROWS ? `${t('admin.statistics.chartTop', { count: CHART_ROWS })} ${counts}` : counts;

  return (
    <SettingsCard title={t('admin.statistics.videoChartsTitle')}>
      <Flex vertical gap={32}>
        <LoadState queries={[perVideo]} rows={6}>
          {() => {
            const rows = perVideo.data!.ids.map((id, index) => ({
              id,
              name: perVideo.data!.labels[index]!,
              value: perVideo.data!.data[index]!,
            }));
            if (rows.length === 0) return <Empty description={t('admin.statistics.perVideoEmpty')} />;
            const shown = rows.slice(0, CHART_ROWS);
            return (
              <ChartBlock
                title={t('admin.statistics.perVideoTitle')}
                label={t('admin.statistics.perVideoChartLabel', { count: shown.length })}
                note={note(rows.length, t('admin.statistics.perVideoNote'))}
                height={chartHeight(shown.length)}
                chart={
                  <RowChart data={shown} name={t('admin.statistics.series.rentals')} axisWidth={axisWidth} />
                }
                table={
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={rows}
                    pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                    columns={[
                      { title: t('admin.statistics.column.video'), dataIndex: 'name' },
                      { title: t('admin.statistics.column.rentals'), dataIndex: 'value', align: 'right' },
                    ]}
                  />
                }
              />
            );
          }}
        </LoadState>
        <LoadState queries={[views]} rows={6}>
          {() => {
            const data = views.data!;
            const rows = data.ids.map((id, index) => ({
              id,
              name: data.labels[index]!,
              value: data.data[index]!,
              added: data.created_dates[index]!,
              average: data.averages[index]!,
            }));
            if (rows.length === 0) return <Empty description={t('admin.statistics.viewsEmpty')} />;
            if (rows.every((row) => row.value === 0))
              return <Empty description={t('admin.statistics.viewsNone')} />;
            const shown = rows.slice(0, CHART_ROWS);
            return (
              <ChartBlock
                title={t('admin.statistics.viewsTitle')}
                label={t('admin.statistics.viewsChartLabel', { count: shown.length })}
                note={note(rows.length, t('admin.statistics.viewsNote'))}
                height={chartHeight(shown.length)}
                chart={
                  <RowChart data={shown} name={t('admin.statistics.series.views')} axisWidth={axisWidth} />
                }
                table={
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={rows}
                    scroll={{ x: 'max-content' }}
                    pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                    columns={[
                      { title: t('admin.statistics.column.video'), dataIndex: 'name' },
                      { title: t('admin.statistics.column.views'), dataIndex: 'value', align: 'right' },
                      {
                        title: t('admin.statistics.column.average'),
                        dataIndex: 'average',
                        align: 'right',
                        render: (value: number) => numberFormat.format(value),
                      },
                      {
                        title: t('admin.statistics.column.added'),
                        dataIndex: 'added',
                        render: formatIsoDate,
                      },
                    ]}
                  />
                }
              />
            );
          }}
        </LoadState>
      </Flex>
    </SettingsCard>
  );
}
