import './i18n';
import { Flex } from 'antd';
import { BarsCard } from './bars-card';
import { NewContentCard } from './new-content-card';
import { RemindersCard } from './reminders-card';

/** ?view=notifications (admin-content.md §2 "Notifications"): the new-content mail, the bars, the reminders. */
export function NotificationsSection() {
  return (
    <Flex vertical gap={24}>
      <NewContentCard />
      <BarsCard />
      <RemindersCard />
    </Flex>
  );
}
