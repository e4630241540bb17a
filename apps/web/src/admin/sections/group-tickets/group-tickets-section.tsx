import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TAdminPayment } from '@scena/shared/commerce/payments-admin';
import { KindOrders } from '../payments/kind-orders';
import { GroupTicketSettingsCard } from './group-ticket-settings-card';
import { groupTicketsCsv, groupTicketsCsvName } from './group-tickets-csv';
import './i18n';

/**
 * ?view=group_tickets (admin-commerce-people.md §2 "Group tickets"): the settings, then the ordered group tickets
 * of a range (the current month) by status: how many tickets, whether one was free, the codes each order made
 * and who activated them, and their CSV.
 */
export function GroupTicketsSection() {
  const { t } = useTranslation();
  const statusText = (status: string) => t(`admin.payments.statusName.${status}`, { defaultValue: status });
  const groupColumns: ColumnsType<TAdminPayment> = [
    {
      title: t('admin.groupTickets.col.oneFree'),
      key: 'one_free',
      sorter: (a, b) => a.one_free - b.one_free,
      render: (_, order) =>
        order.one_free ? (
          <Tag color="gold">{t('admin.groupTickets.oneFreeYes')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('admin.groupTickets.oneFreeNo')}</Typography.Text>
        ),
    },
  ];
  return (
    <Flex vertical gap={24}>
      <GroupTicketSettingsCard />
      <KindOrders
        kind="group_ticket"
        title={(count) => t('admin.groupTickets.ordersTitle', { count })}
        csv={(orders) => groupTicketsCsv(orders, statusText)}
        csvName={groupTicketsCsvName}
        extraColumns={groupColumns}
        renderDetails={(order) =>
          order.codes.some((code) => code.role === 'made') ? (
            <Typography.Text>
              {t('admin.groupTickets.codesUsed', {
                used: order.numberOfUses,
                total: order.codes.filter((code) => code.role === 'made').length,
              })}
            </Typography.Text>
          ) : null
        }
      />
    </Flex>
  );
}
