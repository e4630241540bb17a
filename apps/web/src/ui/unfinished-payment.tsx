import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaymentResumable } from '@scena/shared/commerce/unfinished-payment';
import { ApiError } from '@/lib/api-client';
import { useContinuePayment } from '@/lib/continue-payment';
import { useDropPayment } from '@/lib/drop-payment';
import { registerStrings } from '@/lib/i18n';
import { Button } from './button';
import { Dialog, useToast } from './feedback';
import styles from './unfinished-payment.module.css';

registerStrings({
  pl: {
    'ui.payment.continue': 'Wróć do płatności',
    'ui.payment.drop': 'Anuluj i kup od nowa',
    'ui.payment.dropTitle': 'Anulować tę płatność?',
    'ui.payment.dropText':
      'Zamówienie zostanie anulowane i od razu możesz kupić od nowa. Jeśli płatność została już wykonana, nie anulujemy jej — zamówienie zostanie opłacone.',
    'ui.payment.dropConfirm': 'Tak, anuluj płatność',
    'ui.payment.keep': 'Nie, wróć',
    'ui.payment.dropped': 'Płatność anulowana. Możesz kupić od nowa.',
    'ui.payment.failed': 'Nie udało się. Spróbuj ponownie za chwilę.',
  },
  en: {
    'ui.payment.continue': 'Return to payment',
    'ui.payment.drop': 'Cancel and buy again',
    'ui.payment.dropTitle': 'Cancel this payment?',
    'ui.payment.dropText':
      'The order will be cancelled and you can buy again at once. If the payment has already been made, we will not cancel it — the order will be paid.',
    'ui.payment.dropConfirm': 'Yes, cancel the payment',
    'ui.payment.keep': 'No, go back',
    'ui.payment.dropped': 'Payment cancelled. You can buy again.',
    'ui.payment.failed': 'That did not work. Please try again in a moment.',
  },
});

/** An order whose payment is under way, as the order-status page, the product pages and the account know it. */
export interface UnfinishedOrder {
  extOrderId: string;
  /** Until when PayU's page takes the payment; null when there is none to go back to. */
  payment_link_until: string | null;
}

/**
 * The two ways out of an unfinished payment (issue 19): back to PayU's page while it takes the payment, or a
 * confirmed drop, which cancels it at PayU and frees the ticket at once. `onDropped` leads on (to buying again);
 * `onChanged` reads the order again after a refusal, e.g. when PayU had just taken the payment. `label` names the
 * order for screen readers where several are listed.
 */
export function UnfinishedPaymentActions({
  order,
  onDropped,
  onChanged,
  label,
}: {
  order: UnfinishedOrder;
  onDropped: () => void;
  onChanged: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const resume = useContinuePayment();
  const drop = useDropPayment();
  const named = label ? <span className="visually-hidden">: {label}</span> : null;

  const refused = (error: unknown) => {
    toast(error instanceof ApiError && error.message ? error.message : t('ui.payment.failed'), 'error');
    onChanged();
  };
  const confirmDrop = () =>
    drop.mutate(order.extOrderId, {
      onSuccess: () => {
        setConfirming(false);
        toast(t('ui.payment.dropped'), 'success');
        onDropped();
      },
      onError: (error) => {
        setConfirming(false);
        refused(error);
      },
    });

  return (
    <div className={styles.actions}>
      {isPaymentResumable(
        { status: 'PENDING', payment_link_until: order.payment_link_until },
        new Date(),
      ) && (
        <Button
          loading={resume.isPending || resume.isSuccess}
          onClick={() => resume.mutate(order.extOrderId, { onError: refused })}
        >
          {t('ui.payment.continue')}
          {named}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('ui.payment.drop')}
        {named}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('ui.payment.dropTitle')}
        actions={
          <>
            <Button variant="danger" loading={drop.isPending} onClick={confirmDrop}>
              {t('ui.payment.dropConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('ui.payment.keep')}
            </Button>
          </>
        }
      >
        <p>{t('ui.payment.dropText')}</p>
      </Dialog>
    </div>
  );
}
