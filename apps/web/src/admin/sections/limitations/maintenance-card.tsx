import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ConfigSwitch } from '../../ui/config-switch';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';

/**
 * The `maintenance` switch: saved at once, then both configurations are reloaded (admin-commerce-people.md §4
 * "Settings saving"). While it is on, administrators still sign in at /admin-login (§2 "Restrictions").
 */
export function MaintenanceCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.maintenance.title')}>
      <ConfigGate>{(config) => <MaintenanceSwitch saved={config.maintenance} />}</ConfigGate>
    </SettingsCard>
  );
}

function MaintenanceSwitch({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  return (
    <ConfigSwitch
      flag="maintenance"
      value={saved}
      label={t('admin.maintenance.label')}
      description={t('admin.maintenance.description', { path: paths.adminSignIn })}
      stateText={(on) => t('admin.maintenance.state', { state: t(on ? 'admin.on' : 'admin.off') })}
    >
      {saved && (
        <Alert
          type="warning"
          showIcon
          title={t('admin.maintenance.activeNotice', { path: paths.adminSignIn })}
        />
      )}
    </ConfigSwitch>
  );
}
