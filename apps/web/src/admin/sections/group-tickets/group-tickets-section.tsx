import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
  return (
    <Flex vertical gap={24}>
      <GroupTicketSettingsCard />
      <KindOrders
        kind="group_ticket"
        title={(count) => t('admin.groupTickets.ordersTitle', { count })}
        csv={(orders) => groupTicketsCsv(orders, statusText)}
        csvName={groupTicketsCsvName}
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
