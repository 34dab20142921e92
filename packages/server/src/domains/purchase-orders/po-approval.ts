import { and, eq } from 'drizzle-orm';
import type { HeaderCounters } from '../../core/header-counts';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import {
  type DocumentApprovalConfig,
  refusedCounter,
  TWO_LEVEL_STATUSES,
  toValidateCounter,
} from '../approvals';
import './purchase-order-events';
import { poItems, purchaseOrders } from './purchase-orders.table';

/** Purchase orders in the approval engine: levels A (1) and B (2); every decision keeps its comment. */
export const PO_APPROVAL: DocumentApprovalConfig<typeof purchaseOrders> = {
  document: 'po',
  table: purchaseOrders,
  fields: {
    id: 'id',
    projectId: 'projectId',
    status: 'status',
    version: 'version',
    departmentNumber: 'departmentNumber',
    userId: 'userId',
    encoderId: 'encoderId',
    updatedAt: 'updatedAt',
    submittedAt: 'sentAt',
    level1By: 'laValidatedId',
    level1At: 'laValidatedWhen',
    level2By: 'lbValidatedId',
    level2At: 'lbValidatedWhen',
    comment: 'comment',
  },
  status: TWO_LEVEL_STATUSES,
  commentOnEveryDecision: true,
  clearsCommentOnSubmit: true,
  alreadySubmitted: 'poAlreadySubmitted',
  async onDecided(tx, { services, after, level, refused, comment }) {
    const decision = {
      projectId: after.projectId,
      poId: after.id,
      userId: after.userId,
      level,
      status: after.status,
      comment,
      lineIds: await lineIdsOf(tx, after),
    };
    await services.events.publish(
      tx,
      refused ? 'purchaseOrder.refused' : 'purchaseOrder.validated',
      decision,
    );
  },
  async onUndone(tx, { services, after }) {
    await services.events.publish(tx, 'purchaseOrder.reopened', reopened(after, await lineIdsOf(tx, after)));
  },
  async onResubmitted(tx, { services, after }) {
    await services.events.publish(tx, 'purchaseOrder.reopened', reopened(after, await lineIdsOf(tx, after)));
  },
};

async function lineIdsOf(tx: Tx, po: { id: number; projectId: number }): Promise<number[]> {
  const lines = await tx
    .select({ id: poItems.id })
    .from(poItems)
    .where(and(inProject(poItems, po), eq(poItems.poId, po.id)));
  return lines.map((line) => line.id);
}

const reopened = (po: typeof purchaseOrders.$inferSelect, lineIds: number[]) => ({
  projectId: po.projectId,
  poId: po.id,
  userId: po.userId,
  status: po.status,
  lineIds,
});

/** The header counts of 001 §3.5 purchase orders own, registered at start-up (header-counters.ts). */
export const PO_HEADER_COUNTERS: HeaderCounters = {
  numPoToValidate: toValidateCounter(PO_APPROVAL),
  numPoRefused: refusedCounter(PO_APPROVAL),
};
