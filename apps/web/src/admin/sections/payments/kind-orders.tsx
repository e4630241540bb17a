import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { App, Button, Flex, Form } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAdminPayment, TPaymentList, TPaymentListQuery } from '@scena/shared/commerce/payments-admin';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-file';
import { errorToast } from '../../ui/form-support';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { paymentsKey } from './api';
import { ManagePaymentModal } from './manage-payment-modal';
import { currentMonth, OrderFilterForm, orderListQuery, type OrderFilterValues } from './order-filter-form';
import { PaymentsTable } from './payments-table';
import './i18n';

/** The back-office lists of the other kinds of order (admin-commerce-people.md §7). */
export const KIND_ORDERS_PATH = { gift: '/api/gifts/', group_ticket: '/api/groupTickets/' } as const;
export type OtherOrderKind = keyof typeof KIND_ORDERS_PATH;

/**
 * GET /api/gifts/ or /api/groupTickets/ for a range and a status: the orders and their refund total. Under the
 * payments' key, so a change made in the manage-payment dialog refreshes it too.
 */
export function useKindOrders(kind: OtherOrderKind, filter: TPaymentListQuery) {
  return useQuery({
    queryKey: [...paymentsKey, kind, filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        date_from: filter.date_from,
        date_to: filter.date_to,
        status: filter.status,
      });
      return api<TPaymentList>(`${KIND_ORDERS_PATH[kind]}?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

const DEFAULT_VALUES: OrderFilterValues = { range: currentMonth(), status: 'ALL' };

/**
 * The ordered gifts or group tickets under their settings (admin-commerce-people.md §2): the range (the current
 * month) and status filter, the payments table (20 a page, rows expanding to the codes the order made and who
 * activated them) with the kind's own columns and details, the manage-payment dialog, and the CSV of the list.
 */
export function KindOrders(props: {
  kind: OtherOrderKind;
  /** The card's title with the list's count. */
  title: (count: number) => string;
  csv: (orders: TAdminPayment[]) => string;
  csvName: (filter: TPaymentListQuery) => string;
  describe?: ComponentProps<typeof PaymentsTable>['describe'];
  renderDetails?: (order: TAdminPayment) => ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrderFilterValues>();
  const [filter, setFilter] = useState<TPaymentListQuery>(() => orderListQuery(DEFAULT_VALUES).data!);
  const [managed, setManaged] = useState<TAdminPayment | null>(null);
  const list = useKindOrders(props.kind, filter);
  const orders = list.data?.orders ?? [];
  const loadError = list.error;
  useEffect(() => {
    if (loadError) void message.error(errorToast(loadError, t));
  }, [loadError, message, t]);

  return (
    <SettingsCard
      title={props.title(orders.length)}
      extra={
        <Button
          disabled={orders.length === 0}
          onClick={() => downloadCsv(props.csvName(filter), props.csv(orders))}
        >
          {t('admin.payments.csv')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <OrderFilterForm
          form={form}
          name={`${props.kind}-orders-filter`}
          initialValues={DEFAULT_VALUES}
          onApply={setFilter}
          loading={list.isFetching}
        />
        {list.isError ? (
          <LoadFailure
            title="admin.payments.loadError"
            description={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isRefetching}
          />
        ) : (
          <PaymentsTable
            orders={orders}
            loading={list.isPending}
            onManage={setManaged}
            describe={props.describe}
            renderDetails={props.renderDetails}
          />
        )}
      </Flex>
      <ManagePaymentModal order={managed} onClose={() => setManaged(null)} />
    </SettingsCard>
  );
}
