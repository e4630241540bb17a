import { useMutation } from '@tanstack/react-query';
import type { TPurchaseAnswer } from '@scena/shared/commerce/purchase';
import type { TProductType } from '@scena/shared/commerce/product-slug';
import { api } from '@/lib/api-client';

/**
 * What a payment form buys: a ticket or a rental for oneself (and whether a cash voucher may pay for it), a group
 * ticket (`event-12-8`), or a gift of a product (`event-12`) or for any product (`any`).
 */
export type PurchaseTarget =
  | { kind: 'self'; type: TProductType; productId: number; useVoucher: boolean }
  | { kind: 'group'; productSlug: string }
  | { kind: 'gift'; productSlug: string };

function urlOf(target: PurchaseTarget): string {
  if (target.kind === 'group') return '/api/groupTickets/';
  if (target.kind === 'gift') return '/api/gifts/';
  return `/api/${target.type === 'event' ? 'payments' : 'videopayments'}/${target.productId}`;
}

/**
 * POST /api/payments/{eventId}, /api/videopayments/{videoId}, /api/groupTickets/ or /api/gifts/ (visitor-side.md
 * §7); the last two carry the target's productSlug.
 */
export function usePurchase(target: PurchaseTarget) {
  return useMutation({
    mutationFn: (body: object) =>
      api<TPurchaseAnswer>(urlOf(target), {
        method: 'POST',
        body:
          target.kind === 'self'
            ? { ...body, use_voucher: target.useVoucher }
            : { ...body, productSlug: target.productSlug },
      }),
  });
}
