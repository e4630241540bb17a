import { useTranslation } from 'react-i18next';
import { BAR_TEXT_MAX, type TAppConfig } from '@scena/shared/settings/app-config';
import { ConfigTextForm } from '../../ui/config-text-form';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';
import { formatWarsaw } from './format-date';

/**
 * The info bar and the error bar above every page. The server renews a bar's timestamp when its text changes,
 * so a bar a visitor dismissed comes back with the new text; an empty text hides the bar.
 */
export function BarsCard() {
  const { t } = useTranslation();
  const help = (kind: 'info' | 'error', changed: string | null) => (
    <>
      {t(`admin.notifications.bars.${kind}Help`)}{' '}
      {changed && t('admin.notifications.bars.changed', { date: formatWarsaw(changed) })}
    </>
  );
  const fields = (config: TAppConfig) =>
    [
      {
        name: 'info_bar',
        label: t('admin.notifications.bars.info_bar'),
        maxLength: BAR_TEXT_MAX,
        help: help('info', config.info_bar_iat),
      },
      {
        name: 'error_bar',
        label: t('admin.notifications.bars.error_bar'),
        maxLength: BAR_TEXT_MAX,
        help: help('error', config.error_bar_iat),
      },
    ] as const;
  return (
    <SettingsCard title={t('admin.notifications.bars.title')}>
      <ConfigGate>{(config) => <ConfigTextForm config={config} fields={fields(config)} />}</ConfigGate>
    </SettingsCard>
  );
}
