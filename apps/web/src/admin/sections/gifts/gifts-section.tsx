import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAdminPayment } from '@scena/shared/commerce/payments-admin';
import { KindOrders } from '../payments/kind-orders';
import { GiftSettingsCard } from './gift-settings-card';
import { giftsCsv, giftsCsvName } from './gifts-csv';
import styles from './gifts.module.css';
import './i18n';

/** The gift's recipient and message above the codes of an expanded row. */
function GiftDetails({ order }: { order: TAdminPayment }) {
  const { t } = useTranslation();
  if (!order.gift) return null;
  const { recipient_name, recipient_email, message } = order.gift;
  return (
    <dl className={styles.recipient}>
      <dt>{t('admin.gifts.recipientTitle')}</dt>
      <dd>{[recipient_name, recipient_email].filter(Boolean).join(', ') || t('admin.gifts.noRecipient')}</dd>
      <dt>{t('admin.gifts.message')}</dt>
      <dd>{message || t('admin.gifts.noMessage')}</dd>
    </dl>
  );
}

/**
 * ?view=gifts (admin-commerce-people.md §2 "Gift settings and gift orders"): the settings card, then the ordered
 * gifts of a range (the current month) by status, with their recipients and codes, and their CSV.
 */
export function GiftsSection() {
  const { t } = useTranslation();
  const statusText = (status: string) => t(`admin.payments.statusName.${status}`, { defaultValue: status });
  const recipientOf = (order: TAdminPayment) =>
    [order.gift?.recipient_name, order.gift?.recipient_email].filter(Boolean).join(', ');
  // The recipient in the description cell rather than a column of its own: the list fits its card (item 8).
  const recipient = {
    text: recipientOf,
    render: (order: TAdminPayment) => (
      <Typography.Text>
        {t('admin.gifts.forRecipient', { recipient: recipientOf(order) || t('admin.gifts.noRecipient') })}
      </Typography.Text>
    ),
  };
  return (
    <Flex vertical gap={24}>
      <GiftSettingsCard />
      <KindOrders
        kind="gift"
        title={(count) => t('admin.gifts.ordersTitle', { count })}
        csv={(orders) => giftsCsv(orders, statusText)}
        csvName={giftsCsvName}
        describe={recipient}
        renderDetails={(order) => <GiftDetails order={order} />}
      />
    </Flex>
  );
}
