/** The purchase-orders domain's public module (issue 13): what other domains may use. */
export { allProjectPurchaseOrders, poDashboardFigures } from './purchase-orders.service';
