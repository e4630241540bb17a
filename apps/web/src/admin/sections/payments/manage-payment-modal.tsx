import { useEffect } from 'react';
import {
  App,
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Divider,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES } from '@scena/shared/catalog/payment-status';
import {
  ADMIN_SETTABLE_STATUSES,
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  mayCancelByHand,
  type TAdminPayment,
  type TAdminPaymentDetail,
} from '@scena/shared/commerce/payments-admin';
import { zlotyToGrosze } from '@scena/shared/catalog/money';
import { COUNTRY_CODE_LIST, countryName } from '@scena/shared/validation/countries';
import { adminUserPath } from '@scena/shared/site/site-paths';
import { formatDateTime } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { DateFormItem } from '../../ui/date-input';
import { applyFormErrors, errorMessage, errorToast } from '../../ui/form-support';
import { useCancelPayment, useEditPayment, usePaymentDetail, useRefund } from './api';
import { PaymentHistory } from './payment-history';
import { statusColor } from './payment-status';
import { zloty } from './payments-table';
import { MadeCodesList, RefundEffects } from './refund-made-codes';
import './i18n';

interface EditValues {
  status: string;
  country: string;
  expiration: Dayjs | null;
  noExpiration: boolean;
}

interface RefundValues {
  amount: string;
  reason: string;
  withdraw_access: boolean;
}

/** What is left to refund of an order, in grosze: its amount less every refund not refused. */
function refundable(detail: TAdminPaymentDetail): number {
  const asked = detail.refunds
    .filter((refund) => refund.status !== 'CANCELED')
    .reduce((sum, refund) => sum + (zlotyToGrosze(refund.amount) ?? 0), 0);
  return (zlotyToGrosze(detail.amount) ?? 0) - asked;
}

/*
 * The dialog's actions answer through mutateAsync's promise, not mutate's callbacks: the refetch after a change
 * can unmount the very form that asked (a cancelled order has no cancel button), and React Query drops the
 * callbacks of an unmounted caller, toast and all.
 */

/**
 * The manage-payment dialog (admin-commerce-people.md §2, §4, §5): the order, its status (only COMPLETED,
 * CANCELED, REFUNDED and PENDING settable), country and end of access; a refund through PayU; cancelling an
 * unfinished order; and the order's history.
 */
export function ManagePaymentModal({ order, onClose }: { order: TAdminPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePaymentDetail(order);
  return (
    <Modal
      open={order !== null}
      onCancel={onClose}
      title={t('admin.payments.manageTitle', { id: order?.extOrderId ?? '' })}
      width="min(820px, 100vw)"
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.payments.close')}
        </Button>
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('admin.payments.fetchError')}
          description={detail.error.message}
          action={<Button onClick={() => void detail.refetch()}>{t('admin.retry')}</Button>}
        />
      ) : (
        <PaymentPanels detail={detail.data} order={order!} onCancelled={onClose} />
      )}
    </Modal>
  );
}

function PaymentPanels({
  detail,
  order,
  onCancelled,
}: {
  detail: TAdminPaymentDetail;
  order: TAdminPayment;
  onCancelled: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const statusText = (status: string) => t(`admin.payments.statusName.${status}`, { defaultValue: status });
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'product',
            label: t('admin.payments.product'),
            children: detail.product_path ? <a href={detail.product_path}>{detail.title}</a> : detail.title,
          },
          {
            key: 'buyer',
            label: t('admin.payments.buyer'),
            children: (
              <a href={adminUserPath(detail.user_id)}>
                {detail.firstname} {detail.lastname} ({detail.email})
              </a>
            ),
          },
          { key: 'amount', label: t('admin.payments.amount'), children: zloty(detail.amount, language) },
          {
            key: 'status',
            label: t('admin.payments.status'),
            children: <Tag color={statusColor(detail.status)}>{statusText(detail.status)}</Tag>,
          },
          { key: 'created', label: t('admin.payments.created'), children: formatDateTime(detail.created_at) },
          { key: 'updated', label: t('admin.payments.updated'), children: formatDateTime(detail.updated_at) },
        ]}
      />
      <Divider />
      <EditPaymentForm detail={detail} order={order} />
      <Divider />
      <RefundPanel detail={detail} order={order} />
      {mayCancelByHand(detail) && (
        <>
          <Divider />
          <CancelPayment order={order} onCancelled={onCancelled} />
        </>
      )}
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('admin.payments.history')}
      </Typography.Title>
      <PaymentHistory history={detail.history} />
    </>
  );
}

function EditPaymentForm({ detail, order }: { detail: TAdminPaymentDetail; order: TAdminPayment }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [form] = Form.useForm<EditValues>();
  const edit = useEditPayment();
  const noExpiration = Form.useWatch('noExpiration', form);
  useEffect(() => {
    form.setFieldsValue({
      status: detail.status,
      country: detail.country ?? 'PL',
      // Warsaw's wall clock, which is what the server reads back (admin-commerce-people.md §1).
      expiration: detail.expiration_date ? dayjs(detail.expiration_date).tz() : null,
      noExpiration: detail.expiration_date === null,
    });
  }, [detail, form]);

  const save = (values: EditValues) =>
    edit
      .mutateAsync({
        order,
        body: {
          status: values.status as (typeof ADMIN_SETTABLE_STATUSES)[number],
          country: values.country,
          expiration_date:
            values.noExpiration || !values.expiration
              ? '0000-00-00'
              : values.expiration.format('YYYY-MM-DD HH:mm'),
        },
      })
      .then(
        () => void message.success(t('admin.payments.edited')),
        (error: unknown) => {
          const unshown = applyFormErrors(form, error, t, ['status', 'country', 'expiration_date']);
          // A refusal under its field says it all; a toast would only repeat "correct the marked fields".
          const underFields =
            error instanceof ApiError && Object.keys(error.formError).length > 0 && unshown.length === 0;
          if (!underFields) {
            const reason = unshown.length > 0 ? unshown.join(' ') : errorMessage(error, t);
            void message.error(`${t('admin.payments.editError')}: ${reason}`);
          }
        },
      );

  return (
    <Form form={form} name="payment-edit" layout="vertical" onFinish={save}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('admin.payments.editTitle')}
      </Typography.Title>
      <Form.Item name="status" label={t('admin.payments.status')}>
        <Select
          options={PAYMENT_STATUSES.filter((status) => status !== 'UNDEFINED').map((status) => {
            const settable = (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);
            return {
              value: status,
              disabled: !settable,
              label: settable
                ? t(`admin.payments.statusName.${status}`)
                : `${t(`admin.payments.statusName.${status}`)} — ${t('admin.payments.statusNotSettable')}`,
            };
          })}
        />
      </Form.Item>
      <Form.Item name="country" label={t('admin.payments.country')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={COUNTRY_CODE_LIST.map((code) => ({
            value: code,
            label: `${countryName(code, language)} (${code})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="noExpiration" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{t('admin.payments.noExpiration')}</Checkbox>
      </Form.Item>
      <DateFormItem name="expiration" label={t('admin.payments.expiration')} hidden={noExpiration} withTime />
      <Button type="primary" htmlType="submit" loading={edit.isPending}>
        {t('admin.payments.save')}
      </Button>
    </Form>
  );
}

/** The refund just asked for: the newest of the order's refunds. */
function newestRefund(detail: TAdminPaymentDetail) {
  return detail.refunds.reduce<TAdminPaymentDetail['refunds'][number] | undefined>(
    (newest, refund) => (newest && newest.id > refund.id ? newest : refund),
    undefined,
  );
}

function RefundPanel({ detail, order }: { detail: TAdminPaymentDetail; order: TAdminPayment }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefund();
  const left = refundable(detail);
  const possible = detail.status === 'COMPLETED' && detail.orderId !== null && left > 0;
  const amount = Form.useWatch('amount', form);
  const withdraw = Form.useWatch('withdraw_access', form) ?? false;

  const send = (values: RefundValues) =>
    refund
      .mutateAsync({
        order,
        body: {
          amount: values.amount ?? '',
          reason: values.reason,
          withdraw_access: values.withdraw_access ?? false,
        },
      })
      .then(
        (answer) => {
          form.resetFields();
          const asked = newestRefund(answer as TAdminPaymentDetail);
          if (asked?.status === 'PENDING' && !asked.confirmed)
            void message.warning(t('admin.payments.refundUnconfirmed'), 10);
          else void message.success(t('admin.payments.refundRequested'));
        },
        (error: unknown) => {
          const rest = applyFormErrors(form, error, t, ['amount', 'reason', 'withdraw_access']);
          void message.error(rest[0] ?? errorToast(error, t));
        },
      );

  const refundStatus = (refund: TAdminPaymentDetail['refunds'][number]) =>
    t(
      `admin.payments.refundStatus.${refund.status === 'PENDING' && !refund.confirmed ? 'UNCONFIRMED' : refund.status}`,
    );

  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('admin.payments.refundTitle')}
      </Typography.Title>
      {detail.refunds.length > 0 && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          aria-label={t('admin.payments.refunds')}
          dataSource={detail.refunds}
          style={{ marginBottom: 16 }}
          columns={[
            {
              title: t('admin.payments.created'),
              dataIndex: 'created_at',
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('admin.payments.amount'),
              dataIndex: 'amount',
              render: (v: number) => zloty(v, language),
            },
            {
              title: t('admin.payments.refundReason'),
              dataIndex: 'reason',
              render: (v: string, row) =>
                row.withdraw_access ? `${v} (${t('admin.payments.refundWithdraws')})` : v,
            },
            {
              title: t('admin.payments.status'),
              dataIndex: 'status',
              render: (_: string, row) => refundStatus(row),
            },
          ]}
        />
      )}
      <MadeCodesList detail={detail} />
      {!possible ? (
        <Typography.Text type="secondary">{t('admin.payments.refundNotPossible')}</Typography.Text>
      ) : (
        <Form form={form} name="payment-refund" layout="vertical" onFinish={send}>
          <Form.Item
            name="amount"
            label={t('admin.payments.refundAmount')}
            extra={t('admin.payments.refundAmountHint', { amount: zloty(left / 100, language) })}
          >
            <Input inputMode="decimal" style={{ maxWidth: 200 }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('admin.payments.refundReason')}
            rules={[{ required: true, min: REFUND_REASON_MIN, message: t('form.validate.required') }]}
          >
            <Input.TextArea rows={2} maxLength={REFUND_REASON_MAX} showCount />
          </Form.Item>
          {detail.code_uses.length > 0 && (
            <Form.Item
              name="withdraw_access"
              valuePropName="checked"
              extra={t('admin.payments.withdrawAccessHint')}
            >
              <Checkbox>{t('admin.payments.withdrawAccess')}</Checkbox>
            </Form.Item>
          )}
          <RefundEffects detail={detail} left={left} amount={amount} withdraw={withdraw} />
          <Popconfirm
            title={t(withdraw ? 'admin.payments.refundConfirmWithdraw' : 'admin.payments.refundConfirm', {
              amount: amount?.trim() ? `${amount.trim()} zł` : t('admin.payments.refundAll'),
            })}
            okText={t('admin.payments.refundSubmit')}
            cancelText={t('admin.payments.cancelNo')}
            onConfirm={() => form.submit()}
          >
            <Button danger loading={refund.isPending}>
              {t('admin.payments.refundSubmit')}
            </Button>
          </Popconfirm>
        </Form>
      )}
    </>
  );
}

function CancelPayment({ order, onCancelled }: { order: TAdminPayment; onCancelled: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelPayment();
  return (
    <Popconfirm
      title={t('admin.payments.cancelConfirm')}
      okText={t('admin.payments.cancelYes')}
      cancelText={t('admin.payments.cancelNo')}
      onConfirm={() =>
        cancel.mutateAsync({ order, body: null }).then(
          () => {
            void message.success(t('admin.payments.deleted'));
            onCancelled();
          },
          () => void message.error(t('admin.payments.deleteError')),
        )
      }
    >
      <Button danger loading={cancel.isPending}>
        {t('admin.payments.cancelOrder')}
      </Button>
    </Popconfirm>
  );
}
