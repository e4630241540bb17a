import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TButtonState } from '@scena/shared/catalog/button';
import { paymentStatusTag } from '@scena/shared/catalog/payment-status';
import { Icon } from './icon';
import styles from './catalog.module.css';

/**
 * The buy/access button of the shared state machine (buy-button.ts, video-button.ts): a link when it leads
 * somewhere (sign-in, the player view, the payment page), a disabled button when it only reports a state.
 * Tone and icon together, never colour alone.
 */
export function ActionButton({ state, purchaseHref }: { state: TButtonState; purchaseHref: string }) {
  const { t } = useTranslation();
  if (!state.visible) return null;
  const className = `${styles.action} ${styles[`tone_${state.tone}`]}`;
  const content = (
    <>
      <Icon name={state.icon} />
      <span>{t(state.labelKey)}</span>
    </>
  );
  if (state.disabled) {
    return (
      <button type="button" className={className} disabled data-reason={state.reason}>
        {content}
      </button>
    );
  }
  return (
    <Link className={className} to={state.href ?? purchaseHref} data-reason={state.reason}>
      {content}
    </Link>
  );
}

/** The payment status tag (payment-status.ts): label and icon, in the tone of the status. */
export function PaymentTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const tag = paymentStatusTag(status);
  if (!tag) return null;
  return (
    <p className={`${styles.tag} ${styles[`tone_${tag.tone}`]}`}>
      <span className="visually-hidden">{t('catalog.paymentStatus')}: </span>
      <Icon name={tag.icon} />
      <span>{t(tag.labelKey)}</span>
    </p>
  );
}
