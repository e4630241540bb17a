import type { ReactNode } from 'react';
import { Button, Col, Form, Row, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_LIST_STATUSES,
  ZPaymentListQuery,
  type TPaymentListQuery,
} from '@scena/shared/commerce/payments-admin';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { showFieldErrors } from '../../ui/form-support';
import './i18n';
import { DateRangeInput, useDateRule } from '../../ui/date-input';

/** The values of an order list's filter: the range and the status, and for payments an event and a video. */
export interface OrderFilterValues {
  range: [Dayjs, Dayjs];
  status: TPaymentListQuery['status'];
  eventId?: number | null;
  videoId?: number | null;
}

/** The current month in Warsaw: the order lists' default range (admin-commerce-people.md §2, §9). */
export function currentMonth(): [Dayjs, Dayjs] {
  const today = dayjs(warsawToday());
  return [today.startOf('month'), today.endOf('month')];
}

/** The list's query of the filter's values, checked with the route's own schema. */
export function orderListQuery(values: OrderFilterValues) {
  return ZPaymentListQuery.safeParse({
    date_from: values.range[0].format('YYYY-MM-DD'),
    date_to: values.range[1].format('YYYY-MM-DD'),
    status: values.status,
    event_id: values.eventId ?? '',
    video_id: values.videoId ?? '',
  });
}

/**
 * The filter of an order list (payments, gifts, group tickets): the range (DD.MM.YYYY) and the status, then
 * whatever `children` add (columns of a Row), and "Pokaż". A start after the end says 'Niepoprawna data' under
 * the range (admin-commerce-people.md §5); a good filter goes to `onApply` as the list's query.
 */
export function OrderFilterForm<V extends OrderFilterValues>({
  form,
  name,
  initialValues,
  onApply,
  loading,
  children,
}: {
  form: FormInstance<V>;
  name: string;
  initialValues: V;
  onApply: (query: TPaymentListQuery) => void;
  loading: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dateRule = useDateRule();

  const apply = (values: V) => {
    const parsed = orderListQuery(values);
    if (!parsed.success) {
      showFieldErrors(
        form,
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        { date_from: 'range', date_to: 'range' },
      );
      return;
    }
    onApply(parsed.data);
  };

  return (
    <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={apply}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="range" label={t('admin.payments.range')} rules={[dateRule]}>
            <DateRangeInput allowClear={false} style={{ width: '100%', minWidth: 240 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="status" label={t('admin.payments.status')}>
            <Select
              options={PAYMENT_LIST_STATUSES.map((status) => ({
                value: status,
                label: t(`admin.payments.statusFilter.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
        {children}
      </Row>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('admin.payments.filter')}
      </Button>
    </Form>
  );
}
