import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigSwitch } from '../../ui/config-switch';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';

/** The reminder settings of the configuration (admin-content.md §2 "Notifications"), each saved at once. */
const REMINDERS = ['notify_remindplatform', 'notify_remindpayedevent'] as const;

export function RemindersCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.notifications.reminders.title')}>
      <ConfigGate>
        {(config) => (
          <Flex vertical gap={8}>
            {REMINDERS.map((flag) => (
              <ConfigSwitch
                key={flag}
                flag={flag}
                value={config[flag]}
                label={t(`admin.notifications.reminders.${flag}`)}
                description={t(`admin.notifications.reminders.${flag}.description`)}
              />
            ))}
          </Flex>
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
