import type { EventBus } from './core/events';
import { assertWithinBudget } from './domains/budget';

/**
 * Who follows which domain event (issue 13), wired once at start-up: the one place that says which domain
 * reacts to another's writes. Sources publish without knowing their subscribers.
 */
export function wireSubscribers(events: EventBus): void {
  // A project that refuses POs over budget refuses the send (the budget sits above purchase orders).
  events.subscribe('purchase-orders.sent', (tx, { actor, poIds }) => assertWithinBudget(tx, actor, poIds));
  // The carbon ledger (issue 14) subscribes here to expense items and PO lines.
}
