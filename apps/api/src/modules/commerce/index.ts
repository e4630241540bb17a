/** The commerce module's public face: what other modules may import from it (docs/architecture.md). */
export { listUserOrdersWithCodes } from './orders/read-orders-with-codes';
export { listUserOrders } from './orders/read-orders';
export { PAYU_STANDIN_PREFIX } from './payu/payu-settings';
