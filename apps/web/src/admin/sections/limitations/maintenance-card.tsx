import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ConfigSwitch } from '../../ui/config-switch';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import { useViewersNow } from './api';
import './i18n';

/**
 * The `maintenance` switch: saved, then both configurations are reloaded (admin-commerce-people.md §4 "Settings
 * saving"). Switching it on asks first, saying what happens and how many are watching now (issue 19, item 11);
 * switching it off ends the break at once. While it is on, administrators still sign in at /admin-login (§2
 * "Restrictions").
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
      confirm={(on) =>
        on
          ? {
              title: t('admin.maintenance.confirmTitle'),
              content: <MaintenanceQuestion />,
              okText: t('admin.maintenance.confirm'),
              danger: true,
            }
          : null
      }
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

/** What switching maintenance on does, and how many it does it to right now. */
function MaintenanceQuestion() {
  const { t } = useTranslation();
  const viewers = useViewersNow();
  let count: string;
  if (viewers.isPending) count = t('admin.maintenance.viewersLoading');
  else if (viewers.isError) count = t('admin.maintenance.viewersFailed');
  else if (viewers.data.viewers === 0) count = t('admin.maintenance.viewersNone');
  else count = t('admin.maintenance.viewers', { count: viewers.data.viewers });
  return (
    <>
      <Typography.Paragraph>{t('admin.maintenance.confirmWhat')}</Typography.Paragraph>
      <Typography.Paragraph strong aria-live="polite">
        {count}
      </Typography.Paragraph>
      {viewers.data && (
        <Typography.Paragraph type="secondary">
          {t('admin.maintenance.viewersHow', { minutes: viewers.data.window_minutes })}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph>
        {t('admin.maintenance.confirmStaff', { path: paths.adminSignIn })}
      </Typography.Paragraph>
    </>
  );
}
