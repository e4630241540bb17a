import { useTranslation } from 'react-i18next';
import { ConfigTextForm, type TextSetting } from '../../ui/config-text-form';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';

/** Links in the footer and the contact address (admin-content.md §2 "Page links", §5 "Page links", "Contact e-mail"). */
export function PageLinksCard() {
  const { t } = useTranslation();
  const linkHelp = t('admin.views.links.linkHelp');
  const fields: TextSetting[] = [
    { name: 'institution_page_title', label: t('admin.views.links.institution_page_title') },
    { name: 'institution_page', label: t('admin.views.links.institution_page'), help: linkHelp },
    { name: 'regulations_page', label: t('admin.views.links.regulations_page'), help: linkHelp },
    { name: 'policy_page', label: t('admin.views.links.policy_page'), help: linkHelp },
    { name: 'contact_email', label: t('admin.views.links.contact_email'), type: 'email' },
  ];
  return (
    <SettingsCard title={t('admin.views.links.title')}>
      <ConfigGate>{(config) => <ConfigTextForm config={config} fields={fields} />}</ConfigGate>
    </SettingsCard>
  );
}
