import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigSwitch } from '../../ui/config-switch';
import { homeBlockQuestion } from '../../ui/home-block-question';
import { ConfigGate, SettingsCard } from '../../ui/settings-card';

/**
 * Every home-page block flag of the configuration (admin-content.md §2 "Views", visitor-side.md §2 "Home"). Each
 * changes the live home page at once, so each asks first, either way (issue 19, item 11).
 */
const HOME_BLOCKS = ['view_slider', 'view_festival', 'view_eventslist', 'view_vod', 'vod_filters'] as const;

export function HomeBlocksCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('admin.views.blocks.title')}>
      <ConfigGate>
        {(config) => (
          <Flex vertical gap={8}>
            {HOME_BLOCKS.map((flag) => (
              <ConfigSwitch
                key={flag}
                flag={flag}
                value={config[flag]}
                label={t(`admin.views.blocks.${flag}`)}
                description={t(`admin.views.blocks.${flag}.description`)}
                confirm={(show) => homeBlockQuestion(t, t(`admin.views.blocks.${flag}`), show)}
              />
            ))}
          </Flex>
        )}
      </ConfigGate>
    </SettingsCard>
  );
}
