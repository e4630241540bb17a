import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_DIFF_NETWORKS_LIMIT } from '@scena/shared/settings/app-config';
import { AUTOBAN_WINDOW_HOURS } from '@scena/shared/users/bans';
import { ConfigSwitch } from '../../ui/config-switch';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import { NumberSettingForm } from './number-setting-form';
import './i18n';

/**
 * The IP-diversity autoban (admin-commerce-people.md §3 "Other app config fields"): its two switches, saved at
 * once, and the most networks allowed within the window, saved with its own button.
 */
export function AutobanCard() {
  const { t } = useTranslation();
  const hours = AUTOBAN_WINDOW_HOURS;
  return (
    <SettingsCard title={t('admin.limitations.autoban.title')}>
      <Typography.Paragraph>{t('admin.limitations.autoban.intro', { hours })}</Typography.Paragraph>
      <ConfigGate rows={6}>
        {(config) => (
          <Flex vertical gap={16}>
            <ConfigSwitch
              flag="autoban_after_exceeding_ip_limit"
              value={config.autoban_after_exceeding_ip_limit}
              label={t('admin.limitations.autoban.enabled')}
              description={t('admin.limitations.autoban.enabled.description')}
            />
            <ConfigSwitch
              flag="send_email_after_ip_ban"
              value={config.send_email_after_ip_ban}
              label={t('admin.limitations.autoban.mail')}
              description={t('admin.limitations.autoban.mail.description')}
            >
              <Typography.Paragraph type="secondary">
                {config.contact_email
                  ? t('admin.limitations.autoban.mail.contact', { email: config.contact_email })
                  : t('admin.limitations.autoban.mail.noContact')}
              </Typography.Paragraph>
            </ConfigSwitch>
            <NumberSettingForm
              name="max_diff_ip_views_per_user"
              saved={config.max_diff_ip_views_per_user}
              label={t('admin.limitations.autoban.limit', { hours })}
              help={t('admin.limitations.autoban.limit.help', { max: MAX_DIFF_NETWORKS_LIMIT })}
              invalidKey="form.validate.wrong"
            />
          </Flex>
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
