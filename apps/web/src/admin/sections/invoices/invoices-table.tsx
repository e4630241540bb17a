import { App, Button, Flex, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import type { TAdminInvoice } from '@scena/shared/commerce/invoices-admin';
import { adminUserPath } from '@scena/shared/site/site-paths';
import { formatDateTime } from '@/lib/format';
import { fitTable } from '../../ui/fit-table';
import { errorToast } from '../../ui/form-support';
import { statusColor } from '../payments/payment-status';
import { useMarkInvoiceSent, useWithdrawInvoice } from './api';
import { buyerName, invoiceAddress, invoiceRecipient } from './invoice-rows';

const PAGE_SIZE = 20;

/**
 * Column widths (px) that fit the 918 px a card holds at 1280 px (issue 19, item 8); the order takes what is left,
 * at least ORDER_MIN. The sent switch (the screen's one action) and the withdrawal are pinned to the right.
 */
const WIDTH = { buyer: 170, payment: 124, data: 200, sent: 100, actions: 96 };
const ORDER_MIN = 170;
const MIN_WIDTH = Object.values(WIDTH).reduce((sum, width) => sum + width, ORDER_MIN);

/** The sent toggle of one request: saved at once in either direction, with a toast (admin-commerce-people.md §4). */
function SentSwitch({ invoice }: { invoice: TAdminInvoice }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mark = useMarkInvoiceSent();
  const on = mark.isPending ? mark.variables.body.sent : invoice.sent;
  // Through the call's promise: the refetch after the change moves the row out of a filtered list, which
  // unmounts this switch and would drop per-call callbacks, and with them the toast.
  const toggle = (sent: boolean) =>
    mark.mutateAsync({ id: invoice.id, body: { sent } }).then(
      () => void message.success(t(sent ? 'admin.invoices.markedSent' : 'admin.invoices.markedUnsent')),
      (error: unknown) => void message.error(errorToast(error, t)),
    );
  return (
    <Flex vertical gap={2}>
      <Switch
        checked={on}
        loading={mark.isPending}
        onChange={toggle}
        checkedChildren={t('admin.invoices.yes')}
        unCheckedChildren={t('admin.invoices.no')}
        aria-label={t('admin.invoices.sentNamed', { id: invoice.extOrderId })}
        style={{ alignSelf: 'flex-start' }}
      />
      {invoice.sent_at && !mark.isPending && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('admin.invoices.sentAt', { date: formatDateTime(invoice.sent_at) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Withdraws the request after a confirmation; the order itself stays. */
function WithdrawButton({ invoice }: { invoice: TAdminInvoice }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const withdraw = useWithdrawInvoice();
  return (
    <Popconfirm
      title={t('admin.invoices.confirmDelete', { id: invoice.extOrderId })}
      description={t('admin.invoices.confirmDeleteHint')}
      okText={t('admin.invoices.delete')}
      cancelText={t('admin.invoices.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        withdraw.mutateAsync(invoice.id).then(
          () => void message.success(t('admin.invoices.deleted')),
          (error: unknown) => void message.error(errorToast(error, t)),
        )
      }
    >
      <Button
        size="small"
        danger
        loading={withdraw.isPending}
        aria-label={t('admin.invoices.deleteNamed', { id: invoice.extOrderId })}
      >
        {t('admin.invoices.delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The invoice requests (admin-commerce-people.md §2 "Invoices", §3 "Invoice"): the buyer, the order with its
 * date, the amount over the payment status, the invoice data, the sent toggle and the withdrawal; 20 a page,
 * within the card (issue 19, item 8).
 */
export function InvoicesTable({
  invoices,
  loading,
  emptyText,
}: {
  invoices: TAdminInvoice[];
  loading: boolean;
  emptyText: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const statusText = (status: string) => t(`admin.invoices.statusName.${status}`, { defaultValue: status });
  const statuses = [...new Set(invoices.map((invoice) => invoice.paymentStatus))];

  const columns: ColumnsType<TAdminInvoice> = [
    {
      title: t('admin.invoices.col.buyer'),
      key: 'buyer',
      width: WIDTH.buyer,
      sorter: (a, b) =>
        a.lastname.localeCompare(b.lastname, 'pl') || a.firstname.localeCompare(b.firstname, 'pl'),
      render: (_, invoice) => (
        <Flex vertical>
          <a href={adminUserPath(invoice.userId)}>{buyerName(invoice) || invoice.email}</a>
          <Typography.Text type="secondary">{invoice.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.invoices.col.order'),
      key: 'order',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      render: (_, invoice) => (
        <Flex vertical>
          <span>
            <Tag>{t(`admin.invoices.kind.${invoice.productType}`)}</Tag>
            {invoice.description}
          </span>
          <span>{formatDateTime(invoice.created_at)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('admin.invoices.orderNo', { id: invoice.extOrderId })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.invoices.col.payment'),
      key: 'payment',
      width: WIDTH.payment,
      sorter: (a, b) => a.amount - b.amount,
      filters: statuses.map((status) => ({ text: statusText(status), value: status })),
      onFilter: (value, invoice) => invoice.paymentStatus === value,
      render: (_, invoice) => (
        <Flex vertical gap={2} align="flex-start">
          <strong>{formatPrice(zlotyToGrosze(invoice.amount) ?? 0, language)}</strong>
          <Tag color={statusColor(invoice.paymentStatus)}>{statusText(invoice.paymentStatus)}</Tag>
        </Flex>
      ),
    },
    {
      title: t('admin.invoices.col.data'),
      key: 'data',
      width: WIDTH.data,
      render: (_, { data }) => (
        <Flex vertical>
          <span>
            <strong>{invoiceRecipient(data)}</strong>
            {data.invoiceType === 'person' && (
              <Typography.Text type="secondary"> ({t('admin.invoices.person')})</Typography.Text>
            )}
          </span>
          {data.nip && <span>{t('admin.invoices.nip', { nip: data.nip })}</span>}
          <Typography.Text type="secondary">{invoiceAddress(data)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.invoices.col.sent'),
      key: 'sent',
      width: WIDTH.sent,
      fixed: 'right',
      render: (_, invoice) => <SentSwitch invoice={invoice} />,
    },
    {
      title: t('admin.invoices.col.actions'),
      key: 'actions',
      width: WIDTH.actions,
      fixed: 'right',
      render: (_, invoice) => <WithdrawButton invoice={invoice} />,
    },
  ];

  return (
    <Table<TAdminInvoice>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={invoices}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      {...fitTable(MIN_WIDTH)}
      locale={{ emptyText }}
    />
  );
}
