/** The product-access module's public face: what other modules may import from it (docs/architecture.md). */
export { EVENTS_CACHE_PREFIX } from './cached-answers';
export { ledgerColumns, ledgerOf, withLedger, type CodeWithLedger } from './code-ledger.repository';
export { bestCodePrice, isPrepaidCode, listHeldCodes } from './code-price';
export {
  entitlementOrder,
  entitlementUser,
  eventEntitlementItem,
  eventSchedule,
  videoEntitlementItem,
  type EntitlementOrder,
} from './entitlement-inputs';
export { paymentLinkUntil } from './pending-order';
export { loadProductForSale, type ProductForSale } from './product-for-sale';
export { holdsStock, holdsTickets } from './stock.repository';
export { viewerStateOf, type ViewerState } from './viewer-state';
