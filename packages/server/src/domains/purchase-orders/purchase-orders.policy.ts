import { and, eq, or, type SQL } from 'drizzle-orm';
import { type Actor, readsAllSheets } from '../../core/actor';
import { inProject } from '../../core/scope';
import { validatesSql } from '../approvals';
import { PO_APPROVAL } from './po-approval';
import { purchaseOrders } from './purchase-orders.table';

/** Administrators and production enter and change POs for anyone of the project. */
export const entersForOthers = (actor: Actor): boolean => actor.isAdmin || actor.isProd;

/**
 * The POs a caller sees (GetPo, its lines, its PDF, the validator's lists): their own (owner or encoder),
 * every PO of the project for who reads all sheets (readsAllSheets, core/actor), and the POs of the departments where
 * they validate POs.
 */
export function visibleWhere(actor: Actor): SQL {
  if (readsAllSheets(actor)) return inProject(purchaseOrders, actor);
  return and(
    inProject(purchaseOrders, actor),
    or(
      eq(purchaseOrders.userId, actor.userId),
      eq(purchaseOrders.encoderId, actor.userId),
      validatesSql(PO_APPROVAL, actor),
    ),
  )!;
}

/** The POs a caller changes: theirs (owner or encoder), any of the project for administrators and production. */
export function editableWhere(actor: Actor): SQL {
  if (entersForOthers(actor)) return inProject(purchaseOrders, actor);
  return and(
    inProject(purchaseOrders, actor),
    or(eq(purchaseOrders.userId, actor.userId), eq(purchaseOrders.encoderId, actor.userId)),
  )!;
}
