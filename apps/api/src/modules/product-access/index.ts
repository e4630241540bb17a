/** The product-access module's public face: what other modules may import from it (docs/architecture.md). */
export { ledgerColumns, ledgerOf, withLedger, type CodeWithLedger } from './code-ledger.repository';
export { bestCodePrice, codeOfferFor, isPrepaidCode, listHeldCodes, type CodeOffer } from './code-price';
export {
  entitlementOrder,
  entitlementUser,
  eventEntitlementItem,
  eventSchedule,
  videoEntitlementItem,
  type EntitlementOrder,
} from './entitlement-inputs';
export { paymentLinkUntil, pendingOrderOf } from './pending-order';
export { loadProductForSale, type ProductForSale } from './product-for-sale';
export { holdsStock, holdsTickets } from './stock.repository';
