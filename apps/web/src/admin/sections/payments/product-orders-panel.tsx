import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Segmented,
  Statistic,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { ZFreeAccess, type TAdminPayment } from '@scena/shared/commerce/payments-admin';
import { ApiError } from '@/lib/api-client';
import { AdminProviders } from '../../admin-providers';
import { applyFormErrors, errorToast, schemaRule } from '../../ui/form-support';
import { useGrantAccess, useProductPayments, type OrderKind } from './api';
import { ManagePaymentModal } from './manage-payment-modal';
import { PaymentsTable } from './payments-table';
import './i18n';

/** The panel's status filter (admin-commerce-people.md §2): Processing is PENDING and WAITING_FOR_CONFIRMATION. */
const FILTERS = {
  all: () => true,
  completed: (order: TAdminPayment) => order.status === 'COMPLETED',
  canceled: (order: TAdminPayment) => order.status === 'CANCELED',
  refunded: (order: TAdminPayment) => order.status === 'REFUNDED',
  processing: (order: TAdminPayment) =>
    order.status === 'PENDING' || order.status === 'WAITING_FOR_CONFIRMATION',
} as const;
type Filter = keyof typeof FILTERS;

interface GrantValues {
  userval: string;
  priceIncluded: boolean;
}

/**
 * The orders of one event or video, on the administrator's view of its page (admin-commerce-people.md §2 "Event
 * and video order screens"): orders and views, the status filter (Completed first), the table with the
 * manage-payment dialog, and access granted by e-mail. Loaded only for administrators, with antd.
 */
export default function ProductOrdersPanel({ kind, id }: { kind: OrderKind; id: number }) {
  return (
    <AdminProviders>
      <ProductOrders kind={kind} id={id} />
    </AdminProviders>
  );
}

function ProductOrders({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation();
  const payments = useProductPayments(kind, id);
  const [filter, setFilter] = useState<Filter>('completed');
  const [managed, setManaged] = useState<TAdminPayment | null>(null);
  const orders = payments.data?.orders ?? [];
  const shown = orders.filter(FILTERS[filter]);
  return (
    <section aria-labelledby="product-orders">
      <Card
        title={
          <Typography.Title level={2} id="product-orders" style={{ margin: 0, fontSize: 20 }}>
            {t('admin.payments.panelTitle')}
          </Typography.Title>
        }
      >
        <Flex vertical gap={24}>
          <Row gutter={[24, 16]} aria-busy={payments.isPending}>
            <Col xs={12} md={6}>
              <Statistic title={t('admin.payments.summary.orders')} value={orders.length} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('admin.payments.statusFilter.COMPLETED')}
                value={orders.filter(FILTERS.completed).length}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('admin.payments.statusFilter.PENDING')}
                value={orders.filter(FILTERS.processing).length}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('admin.payments.views')} value={payments.data?.views ?? 0} />
            </Col>
          </Row>
          {/* Five choices do not fit a phone's width: they scroll sideways on their own. */}
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Segmented<Filter>
              aria-label={t('admin.payments.status')}
              value={filter}
              onChange={setFilter}
              options={(Object.keys(FILTERS) as Filter[]).map((value) => ({
                value,
                label: t(`admin.payments.panelFilter.${value}`),
              }))}
            />
          </div>
          {payments.isError ? (
            <Typography.Text type="danger">{errorToast(payments.error, t)}</Typography.Text>
          ) : (
            <PaymentsTable orders={shown} loading={payments.isPending} onManage={setManaged} />
          )}
          <GrantAccessForm kind={kind} id={id} />
        </Flex>
      </Card>
      <ManagePaymentModal order={managed} onClose={() => setManaged(null)} />
    </section>
  );
}

function GrantAccessForm({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GrantValues>();
  const grant = useGrantAccess(kind, id);
  const send = (values: GrantValues) =>
    grant.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('admin.payments.granted'));
      },
      onError: (error) => {
        applyFormErrors(form, error, t, ['userval']);
        // The server's reason, in the words of the field's message when it has one (admin-commerce-people.md §8).
        const key = error instanceof ApiError ? Object.values(error.formError)[0] : undefined;
        void message.error(key ? t(key) : errorToast(error, t));
      },
    });
  return (
    <Form
      form={form}
      name={`grant-access-${kind}`}
      layout="vertical"
      initialValues={{ userval: '', priceIncluded: false }}
      onFinish={send}
    >
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('admin.payments.grantTitle')}
      </Typography.Title>
      <Flex gap={16} wrap align="end">
        <Form.Item
          name="userval"
          label={t('admin.payments.grantEmail')}
          rules={[schemaRule(ZFreeAccess.shape.userval, t)]}
          style={{ minWidth: 260, flex: '1 1 260px', marginBottom: 8 }}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="priceIncluded" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('admin.payments.priceIncluded')}</Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" loading={grant.isPending}>
            {t('admin.payments.grant')}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
