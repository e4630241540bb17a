import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigSwitch } from '../../ui/config-switch';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import './i18n';

/**
 * access_only_poland / access_only_europe (admin-commerce-people.md §3, product-decisions §19): saved at once;
 * playback, purchases and the visitor's "not in your country" read them.
 */
export function RegionCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.limitations.region.title')}>
      <Typography.Paragraph>{t('admin.limitations.region.intro')}</Typography.Paragraph>
      <ConfigGate rows={4}>
        {(config) => (
          <Flex vertical gap={16}>
            <ConfigSwitch
              flag="access_only_poland"
              value={config.access_only_poland}
              label={t('admin.limitations.region.poland')}
              description={t('admin.limitations.region.poland.description')}
            />
            <ConfigSwitch
              flag="access_only_europe"
              value={config.access_only_europe}
              label={t('admin.limitations.region.europe')}
              description={t('admin.limitations.region.europe.description')}
            />
            {config.access_only_poland && config.access_only_europe && (
              <Alert type="info" showIcon title={t('admin.limitations.region.both')} />
            )}
          </Flex>
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
