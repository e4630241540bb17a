import './i18n';
import { Flex } from 'antd';
import { ChangelogCard } from './changelog-card';
import { ReleaseNotesCard } from './release-notes-card';

/** ?view=about_versions (admin-commerce-people.md §2 "Versions"): the release notes, then this product's own. */
export function AboutVersionsSection() {
  return (
    <Flex vertical gap={24}>
      <ReleaseNotesCard />
      <ChangelogCard />
    </Flex>
  );
}
