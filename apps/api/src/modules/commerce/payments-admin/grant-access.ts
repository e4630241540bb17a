import { PAYMENT_V, type TAdminPayment, type TFreeAccess } from '@scena/shared/commerce/payments-admin';
import { productSlugOf, type TProductType } from '@scena/shared/commerce/product-slug';
import { purchaseRefusalKey } from '@scena/shared/commerce/purchase-refusals';
import { languageOr, ROLE, type Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { findUserByEmail } from '../../users';
import { afterOrderWrite } from '../orders/change-order-status';
import { completeOrder } from '../orders/complete-order';
import { insertOrder, listOrdersWithProducts, lockProduct } from '../orders/orders.repository';
import { loadProductForSale } from '../../product-access';
import { newExtOrderId } from '../orders/purchase';
import { ownOrStockRefusal } from '../orders/purchase-refusals';
import { adminPaymentsOf } from './admin-payments-of';

/**
 * POST /api/payments/free/{eventId} and /api/videopayments/free/{videoId} (admin): gives a user the product by a
 * COMPLETED order the administrator is named on, worth the product's price when it was sold elsewhere
 * (priceIncluded) and 0 otherwise, with the receipt any completed order gets. Refused for someone who holds the
 * product or pays for it now; a limited event's ticket is taken under the product's lock, as a purchase takes it.
 */
export async function grantFreeAccess(
  deps: AppDeps,
  actorUserId: number,
  type: TProductType,
  productId: number,
  form: TFreeAccess,
  language: Language,
): Promise<TAdminPayment> {
  const product = await loadProductForSale(deps.db, type, productId, { unpublished: true });
  if (!product) throw notFound();
  const user = await findUserByEmail(deps.db, form.userval);
  if (!user || user.deletedAt !== null || user.roleId === ROLE.deleted) {
    throw invalidField('userval', PAYMENT_V.userUnknown);
  }
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, type, productId))) throw notFound();
    const refusal = await ownOrStockRefusal(tx, product, user, now);
    if (refusal === 'no_tickets') throw invalidField('userval', purchaseRefusalKey(refusal));
    if (refusal) throw invalidField('userval', PAYMENT_V.alreadyHeld);
    const granted = await insertOrder(tx, {
      extOrderId: newExtOrderId(),
      kind: type,
      eventId: type === 'event' ? productId : null,
      videoId: type === 'video' ? productId : null,
      productSlug: productSlugOf(product),
      userId: user.id,
      buyerFirstname: user.firstname,
      buyerLastname: user.lastname,
      buyerEmail: user.email,
      country: user.countryCode,
      language: languageOr(user.language),
      descriptionPl: `Dostęp przyznany: ${product.title.pl}`,
      descriptionEn: `Access granted: ${product.title.en}`,
      status: 'COMPLETED',
      amountGrosze: form.priceIncluded ? product.priceGrosze : 0,
      grantedByUserId: actorUserId,
      createdAt: now,
      updatedAt: now,
    });
    await completeOrder(deps, tx, granted, now);
    await writeAudit(tx, {
      actorUserId,
      action: 'order.grant',
      entity: 'order',
      entityId: granted.id,
      changes: {
        before: null,
        after: {
          status: granted.status,
          user_id: user.id,
          product: granted.productSlug,
          amount_grosze: granted.amountGrosze,
        },
      },
      now,
    });
    return granted;
  });
  await afterOrderWrite(deps, order);
  const rows = await listOrdersWithProducts(deps.db, { extOrderId: order.extOrderId });
  const { payments } = await adminPaymentsOf(deps.db, rows, language);
  return payments[0]!;
}
