import { useState } from 'react';
import { Button, Card, Col, Flex, Row, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import {
  currentMonthRange,
  type TDayRange,
  type TStatisticsSummary,
} from '@scena/shared/commerce/statistics';
import { downloadCsv } from '@/lib/download-file';
import { SettingsCard } from '../../ui/settings-card';
import { usePaymentSumm } from './api';
import { LoadState } from './load-state';
import { StatisticsRangeForm } from './range-form';
import { summaryCsv, summaryCsvName } from './statistics-csv';
import './i18n';

const grosze = (zloty: number) => zlotyToGrosze(Math.abs(zloty)) ?? 0;

/** One summary of §9's statistics rules as Statistic cards. */
function SummaryBlock({ title, summary }: { title: string; summary: TStatisticsSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const money = (zloty: number) => formatPrice(grosze(zloty), language);
  const figures: Array<{ key: string; value: string | number; hint?: string }> = [
    { key: 'orders', value: summary.orders },
    { key: 'paidOrders', value: summary.paidOrders },
    { key: 'codes', value: `${summary.codesUsed} / ${summary.codesTotal}` },
    { key: 'freeCodes', value: summary.freeCodes },
    { key: 'sales', value: money(summary.sales) },
    { key: 'income', value: money(summary.income), hint: t('admin.statistics.summary.incomeHint') },
    { key: 'refunds', value: money(summary.refunds) },
  ];
  return (
    <Card
      type="inner"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
      style={{ height: '100%' }}
    >
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col xs={12} key={figure.key}>
            <Statistic
              title={
                figure.hint ? (
                  <Tooltip title={figure.hint}>
                    <span style={{ textDecoration: 'underline dotted' }} tabIndex={0}>
                      {t(`admin.statistics.summary.${figure.key}`)}
                    </span>
                  </Tooltip>
                ) : (
                  t(`admin.statistics.summary.${figure.key}`)
                )
              }
              value={figure.value}
              styles={{ content: { fontSize: 20 } }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/**
 * The payment summaries of a range (the current month by default, admin-commerce-people.md §9): orders for
 * events, for videos and gifts for any product, and the CSV of the three.
 */
export function PaymentSummCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [range, setRange] = useState<TDayRange>(() => currentMonthRange(new Date()));
  const summ = usePaymentSumm(range);
  return (
    <SettingsCard
      title={t('admin.statistics.summaryTitle')}
      extra={
        <Button
          disabled={!summ.data}
          onClick={() => downloadCsv(summaryCsvName(summ.data!), summaryCsv(summ.data!))}
        >
          {t('admin.statistics.csv')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <StatisticsRangeForm
          name="statistics-summary"
          initial={range}
          onApply={setRange}
          loading={summ.isFetching}
        />
        <LoadState queries={[summ]} rows={6}>
          {() => {
            const data = summ.data!;
            const total = [data.eventsSumm, data.videosSumm, data.anyProductSumm].reduce(
              (sum, one) => sum + grosze(one.income),
              0,
            );
            return (
              <>
                <Typography.Paragraph strong style={{ margin: 0 }}>
                  {t('admin.statistics.summary.totalIncome', { total: formatPrice(total, language) })}
                </Typography.Paragraph>
                <Row gutter={[16, 16]}>
                  <Col xs={24} lg={8}>
                    <SummaryBlock title={t('admin.statistics.summary.event')} summary={data.eventsSumm} />
                  </Col>
                  <Col xs={24} lg={8}>
                    <SummaryBlock title={t('admin.statistics.summary.video')} summary={data.videosSumm} />
                  </Col>
                  <Col xs={24} lg={8}>
                    <SummaryBlock title={t('admin.statistics.summary.any')} summary={data.anyProductSumm} />
                  </Col>
                </Row>
              </>
            );
          }}
        </LoadState>
      </Flex>
    </SettingsCard>
  );
}
