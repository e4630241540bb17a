import './i18n';
import { Flex } from 'antd';
import { GlossaryCard } from './glossary-card';
import { HelpLinksCard, HelpSettingsCard } from './help-links-card';

/** ?view=help (admin-commerce-people.md §2 "Help"): the team's links, their settings and the glossary. */
export function HelpSection() {
  return (
    <Flex vertical gap={24}>
      <HelpLinksCard />
      <GlossaryCard />
      <HelpSettingsCard />
    </Flex>
  );
}
