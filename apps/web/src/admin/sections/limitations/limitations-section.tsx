import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaintenanceCard } from './maintenance-card';

/** ?view=limitations (admin-commerce-people.md §2 "Restrictions"): maintenance now, the rest later. */
export function LimitationsSection() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <MaintenanceCard />
      <Alert type="info" showIcon title={t('admin.limitations.later')} />
    </Flex>
  );
}
