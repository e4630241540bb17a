import type { TPurchaseInput } from '@scena/shared/commerce/purchase';

/** What the purchase form holds while the buyer fills it in: the checkboxes as booleans, a gift's fields apart. */
export type PurchaseFormInput = Omit<TPurchaseInput, 'invoice' | 'tos' | 'supply_consent'> & {
  tos: boolean;
  supply_consent: boolean;
  wants_invoice: boolean;
  invoice: NonNullable<TPurchaseInput['invoice']>;
  /** A gift's recipient and message (sent only for a gift). */
  recipient_name: string;
  recipient_email: string;
  message: string;
};
