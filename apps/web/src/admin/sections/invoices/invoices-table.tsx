import { App, Button, Flex, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import type { TAdminInvoice } from '@scena/shared/commerce/invoices-admin';
import { formatDateTime } from '@/lib/format';
import { errorToast } from '../../ui/form-support';
import { statusColor } from '../payments/payment-status';
import { useMarkInvoiceSent, useWithdrawInvoice } from './api';
import { buyerName, invoiceAddress, invoiceRecipient } from './invoice-rows';

const PAGE_SIZE = 20;

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
 * The invoice requests (admin-commerce-people.md §2 "Invoices", §3 "Invoice"): the buyer, the order, the amount
 * and payment status, the invoice data, the date, the sent toggle and the withdrawal; 20 a page.
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
      sorter: (a, b) =>
        a.lastname.localeCompare(b.lastname, 'pl') || a.firstname.localeCompare(b.firstname, 'pl'),
      render: (_, invoice) => (
        <Flex vertical>
          <a href={`/konto/${invoice.userId}`}>{buyerName(invoice) || invoice.email}</a>
          <Typography.Text type="secondary">{invoice.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.invoices.col.order'),
      key: 'order',
      render: (_, invoice) => (
        <Flex vertical style={{ maxWidth: 300 }}>
          <span>
            <Tag>{t(`admin.invoices.kind.${invoice.productType}`)}</Tag>
            {invoice.description}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('admin.invoices.orderNo', { id: invoice.extOrderId })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('admin.invoices.col.amount'),
      key: 'amount',
      align: 'right',
      sorter: (a, b) => a.amount - b.amount,
      render: (_, invoice) => formatPrice(zlotyToGrosze(invoice.amount) ?? 0, language),
    },
    {
      title: t('admin.invoices.col.payment'),
      key: 'payment',
      filters: statuses.map((status) => ({ text: statusText(status), value: status })),
      onFilter: (value, invoice) => invoice.paymentStatus === value,
      render: (_, invoice) => (
        <Tag color={statusColor(invoice.paymentStatus)}>{statusText(invoice.paymentStatus)}</Tag>
      ),
    },
    {
      title: t('admin.invoices.col.data'),
      key: 'data',
      render: (_, { data }) => (
        <Flex vertical style={{ maxWidth: 320 }}>
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
      title: t('admin.invoices.col.created'),
      key: 'created',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      render: (_, invoice) => formatDateTime(invoice.created_at),
    },
    {
      title: t('admin.invoices.col.sent'),
      key: 'sent',
      render: (_, invoice) => <SentSwitch invoice={invoice} />,
    },
    {
      title: t('admin.invoices.col.actions'),
      key: 'actions',
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
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
    />
  );
}
