import type { TPurchaseRefusal } from '../commerce/purchase-refusals';
import { isPaymentPending } from './payment-status';

/**
 * The shape every catalogue button rule answers: what the page shows, without any markup. Colour is never the
 * only signal (product-decisions §34): each visible state also has its own label key and icon.
 */
export type TButtonTone = 'default' | 'danger' | 'success' | 'warning';
export type TButtonIcon =
  | 'cart'
  | 'ticket'
  | 'tag'
  | 'login'
  | 'age'
  | 'globe-off'
  | 'ticket-off'
  | 'check'
  | 'hourglass'
  | 'undo'
  | 'play'
  | 'clock'
  | 'flag';
export type TButtonLabelKey = `catalog.button.${string}`;

export type TButtonState =
  | {
      visible: true;
      labelKey: TButtonLabelKey;
      tone: TButtonTone;
      icon: TButtonIcon;
      disabled: boolean;
      /** A link (sign-in with redirect, or the player view); absent for the purchase action itself. */
      href?: string;
      /** Why it does not buy: a refusal of the one vocabulary the server and the payment page use. */
      reason?: TPurchaseRefusal;
    }
  | { visible: false; reason: TPurchaseRefusal };

export function hiddenButton(reason: TPurchaseRefusal): TButtonState {
  return { visible: false, reason };
}

export function shownButton(
  labelKey: TButtonLabelKey,
  tone: TButtonTone,
  icon: TButtonIcon,
  disabled: boolean,
  extra: { href?: string; reason?: TPurchaseRefusal } = {},
): TButtonState {
  return { visible: true, labelKey, tone, icon, disabled, ...extra };
}

export function countryBlockedButton(): TButtonState {
  return shownButton('catalog.button.country_blocked', 'danger', 'globe-off', true, { reason: 'country' });
}

export function ageRestrictedButton(): TButtonState {
  return shownButton('catalog.button.age_restricted', 'danger', 'age', true, { reason: 'age' });
}

/**
 * Orange and disabled while the viewer's payment is pending (PENDING, WAITING_FOR_CONFIRMATION) under the
 * item's own label, or their refund is (WAITING_FOR_REFUND: no new purchase until it settles); otherwise none.
 */
export function paymentUnderWayButton(
  paymentStatus: string | null | undefined,
  pendingLabel: TButtonLabelKey,
): TButtonState | undefined {
  if (isPaymentPending(paymentStatus)) {
    return shownButton(pendingLabel, 'warning', 'hourglass', true, { reason: 'payment_pending' });
  }
  if (paymentStatus === 'WAITING_FOR_REFUND') {
    return shownButton('catalog.button.refund_pending', 'warning', 'undo', true, {
      reason: 'refund_pending',
    });
  }
  return undefined;
}
