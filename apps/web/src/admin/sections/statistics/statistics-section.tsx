import { Flex } from 'antd';
import { DailyCard } from './daily-card';
import { PaymentSummCard } from './payment-summ-card';
import { ProductStatisticsCard } from './product-statistics-card';
import { VideoChartsCard } from './video-charts-card';
import styles from './statistics.module.css';
import './i18n';

/**
 * ?view=statistics (admin-commerce-people.md §2, §7, §9): orders and income per day (the last 7 days), the payment
 * summaries (the current month), rentals and views per video, and each event's and video's figures. Loaded on
 * its own, as every section is (admin-section-content.tsx): the chart library comes only with this screen.
 */
export default function StatisticsSection() {
  return (
    <Flex vertical gap={24} className={styles.screen}>
      <DailyCard />
      <PaymentSummCard />
      <VideoChartsCard />
      <ProductStatisticsCard type="event" />
      <ProductStatisticsCard type="video" />
    </Flex>
  );
}
