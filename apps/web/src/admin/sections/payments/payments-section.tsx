import { useEffect, useState } from 'react';
import { App, Button, Col, Flex, Form, Row, Select, Statistic, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { itemPath } from '@scena/shared/site/site-paths';
import type { TAdminPayment, TPaymentListQuery } from '@scena/shared/commerce/payments-admin';
import { paymentsSummary } from '@scena/shared/commerce/payments-summary';
import { formatPrice } from '@scena/shared/catalog/money';
import { warsawDaysRange } from '@scena/shared/time/warsaw';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { errorToast } from '../../ui/form-support';
import { downloadCsv } from '@/lib/download-file';
import { usePaymentProducts, usePayments } from './api';
import { ManagePaymentModal } from './manage-payment-modal';
import { currentMonth, OrderFilterForm, orderListQuery, type OrderFilterValues } from './order-filter-form';
import { paymentsCsv, paymentsCsvName } from './payments-csv';
import { PaymentsTable } from './payments-table';
import './i18n';

interface FilterValues extends OrderFilterValues {
  eventId: number | null;
  videoId: number | null;
}

/** An event or video filter, with a link to the chosen product's page (admin-commerce-people.md §2). */
function ProductFilter({
  name,
  label,
  placeholder,
  loading,
  chosen,
  options,
}: {
  name: 'eventId' | 'videoId';
  label: string;
  placeholder: string;
  loading: boolean;
  chosen: { title: string; path: string } | undefined;
  options: Array<{ value: number; label: string }>;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={
        chosen && (
          <a href={chosen.path} target="_blank" rel="noreferrer">
            {t('admin.payments.openPage', { title: chosen.title })}
          </a>
        )
      }
    >
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        placeholder={placeholder}
        options={options}
      />
    </Form.Item>
  );
}

const DEFAULT_VALUES: FilterValues = { range: currentMonth(), status: 'ALL', eventId: null, videoId: null };

/**
 * ?view=payments (admin-commerce-people.md §2 "Payments list"): a range (the current month), status, event and
 * video filters; the summary of §9; the orders with their codes; the CSV of the same orders.
 */
export function PaymentsSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<TPaymentListQuery>(() => orderListQuery(DEFAULT_VALUES).data!);
  const payments = usePayments(filter);
  const products = usePaymentProducts();
  const [managed, setManaged] = useState<TAdminPayment | null>(null);
  const { message } = App.useApp();
  const loadError = payments.error;
  useEffect(() => {
    if (loadError) void message.error(errorToast(loadError, t));
  }, [loadError, message, t]);
  const eventId = Form.useWatch('eventId', form);
  const videoId = Form.useWatch('videoId', form);
  const orders = payments.data?.orders ?? [];
  const range = warsawDaysRange(filter.date_from, filter.date_to)!;
  const summary = paymentsSummary(orders, { end: range.end, status: filter.status });
  const statusText = (status: string) => t(`admin.payments.statusName.${status}`, { defaultValue: status });
  const chosenEvent = products.events.find((event) => event.id === eventId);
  const chosenVideo = products.videos.find((video) => video.id === videoId);

  return (
    <Flex vertical gap={24}>
      <SettingsCard title={t('admin.payments.filterTitle')}>
        <OrderFilterForm
          form={form}
          name="payments-filter"
          initialValues={DEFAULT_VALUES}
          onApply={setFilter}
          loading={payments.isFetching}
        >
          <Col xs={24} md={12} xl={6}>
            <ProductFilter
              name="eventId"
              label={t('admin.payments.event')}
              placeholder={t('admin.payments.anyEvent')}
              loading={products.loading}
              chosen={chosenEvent && { title: chosenEvent.title, path: itemPath('event', chosenEvent) }}
              options={products.events.map((event) => ({
                value: event.id,
                label: `${event.title} (${dayjs(event.date_from).format('DD.MM.YYYY')})`,
              }))}
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <ProductFilter
              name="videoId"
              label={t('admin.payments.video')}
              placeholder={t('admin.payments.anyVideo')}
              loading={products.loading}
              chosen={chosenVideo && { title: chosenVideo.title, path: itemPath('video', chosenVideo) }}
              options={products.videos.map((video) => ({ value: video.id, label: video.title }))}
            />
          </Col>
        </OrderFilterForm>
      </SettingsCard>

      <SettingsCard title={t('admin.payments.summaryTitle')}>
        <Row gutter={[24, 16]} aria-busy={payments.isPending}>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('admin.payments.summary.orders')} value={summary.orders} />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('admin.payments.summary.paidOrders')} value={summary.paidOrders} />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic
              title={t('admin.payments.summary.codes')}
              value={`${summary.codesUsed} / ${summary.codesTotal}`}
            />
          </Col>
          <Col xs={12} md={6} xl={3}>
            <Statistic title={t('admin.payments.summary.freeCodes')} value={summary.freeCodes} />
          </Col>
          {summary.money && (
            <>
              <Col xs={24} md={8} xl={4}>
                <Statistic
                  title={t('admin.payments.summary.sales')}
                  value={formatPrice(summary.money.sales, language)}
                />
              </Col>
              <Col xs={24} md={8} xl={4}>
                <Statistic
                  title={
                    <Tooltip title={t('admin.payments.summary.incomeHint')}>
                      <span style={{ textDecoration: 'underline dotted' }} tabIndex={0}>
                        {t('admin.payments.summary.income')}
                      </span>
                    </Tooltip>
                  }
                  value={formatPrice(summary.money.income, language)}
                />
              </Col>
              <Col xs={24} md={8} xl={4}>
                <Statistic
                  title={t('admin.payments.summary.refunds')}
                  value={formatPrice(summary.money.refunds, language)}
                />
              </Col>
            </>
          )}
        </Row>
        {!summary.money && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('admin.payments.summary.moneyHidden')}
          </Typography.Paragraph>
        )}
      </SettingsCard>

      <SettingsCard
        title={t('admin.payments.listTitle', { count: orders.length })}
        extra={
          <Button
            disabled={orders.length === 0}
            onClick={() => downloadCsv(paymentsCsvName(filter), paymentsCsv(orders, statusText))}
          >
            {t('admin.payments.csv')}
          </Button>
        }
      >
        {payments.isError ? (
          <LoadFailure
            title="admin.payments.loadError"
            description={payments.error.message}
            onRetry={() => void payments.refetch()}
            retrying={payments.isRefetching}
          />
        ) : (
          <PaymentsTable orders={orders} loading={payments.isPending} onManage={setManaged} />
        )}
      </SettingsCard>
      <ManagePaymentModal order={managed} onClose={() => setManaged(null)} />
    </Flex>
  );
}
