import { EXPENSE_KINDS } from '@setledger/shared/expenses/expenses.constants';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { projects } from '../projects';

type Mandatory = { ticket: boolean; invoice: boolean };
/** Read once per request (the context object), whatever the number of items answered. */
const perRequest = new WeakMap<object, Promise<Mandatory>>();

/** The project's mandatory receipts (001 §5): tickets with mandatoryExpenseReceipt, invoices with mandatoryInvoiceReceipt. */
function mandatoryReceipts(services: Services, actor: Actor): Promise<Mandatory> {
  let found = perRequest.get(services);
  if (!found) {
    found = services.db
      .select({ ticket: projects.mandatoryExpenseReceipt, invoice: projects.mandatoryInvoiceReceipt })
      .from(projects)
      .where(eq(projects.id, actor.projectId))
      .then(([row]) => row ?? { ticket: false, invoice: false });
    perRequest.set(services, found);
  }
  return found;
}

/** An item of a kind the project wants a receipt for, without any (the crew's list surfaces it, issue 12 item 32). */
export async function isReceiptMissing(
  services: Services,
  actor: Actor,
  item: { type: number; receipts: readonly unknown[] },
): Promise<boolean> {
  if (item.receipts.length > 0) return false;
  const mandatory = await mandatoryReceipts(services, actor);
  return (
    (item.type === EXPENSE_KINDS.ticket && mandatory.ticket) ||
    (item.type === EXPENSE_KINDS.invoice && mandatory.invoice)
  );
}
