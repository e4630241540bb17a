import './i18n';
import { Flex } from 'antd';
import { BackgroundImageCard } from './background-image-card';
import { HomeBlocksCard } from './home-blocks-card';
import { OtherTabsCard } from './other-tabs-card';
import { PageLinksCard } from './page-links-card';
import { PagesCard } from './pages-card';

/** ?view=views (admin-content.md §2 "Views and page settings"). */
export function ViewsSection() {
  return (
    <Flex vertical gap={24}>
      <HomeBlocksCard />
      <BackgroundImageCard />
      <PageLinksCard />
      <PagesCard />
      <OtherTabsCard />
    </Flex>
  );
}
