import type { EventBus } from '../../core/events';
import type { Tx } from '../../db/client';
import { refreshForecastHistory } from './carbon-budget.service';

/**
 * Today's forecast history row follows the ledger's sources (issue 16), inside their transaction and after the
 * ledger's own subscribers (wired before): a project without a carbon plan costs one indexed read. A change
 * that moves an amount after its event (an invoice consuming a PO line) is caught at the next change or when
 * the history is read (getCarbonForecastHistory refreshes today's row first).
 */
export function followLedgerForForecast(events: EventBus): void {
  const refresh = (tx: Tx, projectId: number) => refreshForecastHistory(tx, projectId);
  events.subscribe('purchaseOrder.lineChanged', (tx, e) => refresh(tx, e.projectId));
  events.subscribe('purchaseOrder.validated', (tx, e) => refresh(tx, e.projectId));
  events.subscribe('purchaseOrder.refused', (tx, e) => refresh(tx, e.projectId));
  events.subscribe('purchaseOrder.reopened', (tx, e) => refresh(tx, e.projectId));
  events.subscribe('expenseItem.saved', (tx, e) => refresh(tx, e.projectId));
  events.subscribe('expenseItem.deleted', (tx, e) => refresh(tx, e.projectId));
  events.subscribe('expenseItems.statusChanged', (tx, e) => refresh(tx, e.projectId));
}
