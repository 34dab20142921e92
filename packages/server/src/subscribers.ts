import type { EventBus } from './core/events';

/**
 * Who follows which domain event (issue 13), wired once at start-up: the one place that says which domain
 * reacts to another's writes. Sources publish without knowing their subscribers.
 */
export function wireSubscribers(_events: EventBus): void {
  // The carbon ledger (issue 14) subscribes here to expense items and PO lines: 'expenseItem.saved' and
  // 'expenseItem.deleted' (domains/expenses/expense-events.ts), 'purchaseOrder.lineChanged' (purchase-order-events.ts),
  // and the decisions 'expenseSheet.validated'/'refused', 'purchaseOrder.validated'/'refused'.
}
