/** The purchase-orders domain's public module (issue 13): what other domains may use. */
export { moveInvoicedAmount } from './po-invoiced-amounts';
export type { PoLineFact } from './purchase-order-events';
export {
  allProjectPurchaseOrders,
  assertVisiblePos,
  changeablePo,
  changePoProcessed,
  listPos,
  poDashboardFigures,
} from './purchase-orders.service';
export { poItemFlags, poItems, purchaseOrders } from './purchase-orders.table';
