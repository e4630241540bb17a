import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import { NumberSettingForm } from './number-setting-form';
import './i18n';

/**
 * tickets_expiration_time (admin-commerce-people.md §5 "Settings"): no limit (an empty field, stored as 0) or 3,
 * 6, 12, 24, 36, 48 or 72 hours; anything else is refused with the spec's message.
 */
export function TicketValidityCard() {
  const { t } = useTranslation();
  const inWords = (hours: number) =>
    hours === 0
      ? t('admin.limitations.validity.none')
      : t('admin.limitations.validity.hours', { count: hours });
  return (
    <SettingsCard title={t('admin.limitations.validity.title')}>
      <Typography.Paragraph>{t('admin.limitations.validity.intro')}</Typography.Paragraph>
      <ConfigGate rows={3}>
        {(config) => (
          <NumberSettingForm
            name="tickets_expiration_time"
            saved={config.tickets_expiration_time}
            empty={0}
            label={t('admin.limitations.validity.label')}
            help={t('admin.limitations.validity.help')}
            invalidKey="form.validate.ticket_validity"
          >
            {(stored) => (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} role="status">
                {t('admin.limitations.validity.current', { value: inWords(stored) })}
              </Typography.Paragraph>
            )}
          </NumberSettingForm>
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
