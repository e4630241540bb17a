import { Flex } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sectionPath } from '../../sections';
import { SettingsCard } from '../../ui/settings-card';
import styles from './views.module.css';

/** The home page's festival and gift blocks are set in their own tabs (admin-content.md §2 "Views"). */
export function OtherTabsCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.views.tabs.title')}>
      <Flex component="ul" vertical gap={8} className={styles.tabList}>
        <li>
          <Link to={sectionPath('festival')}>{t('admin.views.tabs.festival')}</Link>
        </li>
        <li>
          <Link to={sectionPath('gifts')}>{t('admin.views.tabs.gifts')}</Link>
        </li>
      </Flex>
    </SettingsCard>
  );
}
