import './i18n';
import { Flex } from 'antd';
import { AutobanCard } from './autoban-card';
import { MaintenanceCard } from './maintenance-card';
import { RegionCard } from './region-card';
import { TermsCard } from './terms-card';
import { TicketValidityCard } from './ticket-validity-card';

/**
 * ?view=limitations (admin-commerce-people.md §2 "Restrictions"): maintenance, access by country, the autoban,
 * ticket validity and the terms re-acceptance; switches save at once, numbers with their own Save (§4).
 */
export function LimitationsSection() {
  return (
    <Flex vertical gap={24}>
      <MaintenanceCard />
      <RegionCard />
      <AutobanCard />
      <TicketValidityCard />
      <TermsCard />
    </Flex>
  );
}
