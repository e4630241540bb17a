import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SITE_REMINDER_AHEAD_DAYS,
  SITE_REMINDER_AWAY_DAYS,
  SITE_REMINDER_EVENTS,
} from '@scena/shared/settings/notifications';
import { ConfigSwitch } from '../../ui/config-switch';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';

/** The reminder settings of the configuration (admin-content.md §2 "Notifications"), each saved at once. */
const REMINDERS = ['notify_remindplatform', 'notify_remindpayedevent'] as const;
/** The site reminder's rule in figures (sent by the server's notification job, site-reminders.ts). */
const SITE_REMINDER_RULE = {
  away: SITE_REMINDER_AWAY_DAYS,
  ahead: SITE_REMINDER_AHEAD_DAYS,
  events: SITE_REMINDER_EVENTS,
};

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
                description={t(`admin.notifications.reminders.${flag}.description`, SITE_REMINDER_RULE)}
              />
            ))}
          </Flex>
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
