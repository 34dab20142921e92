import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HeaderCounter } from '../../core/header-counts';
import { columnOf, type DocumentApprovalConfig } from './approval-config';
import { waitingForSql } from './approval-route';

/** The header count of the documents waiting for the caller's decision (001 §3.5 num…ToValidate). */
export function toValidateCounter(config: DocumentApprovalConfig): HeaderCounter {
  return async (tx, actor) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(config.table)
      .where(and(eq(columnOf(config, 'projectId'), actor.projectId), waitingForSql(config, actor)));
    return row?.n ?? 0;
  };
}

/** The header count of the caller's own refused documents (001 §3.5 num…Refused). */
export function refusedCounter(config: DocumentApprovalConfig): HeaderCounter {
  const { refusedLevel1, refusedLevel2 } = config.status;
  return async (tx, actor) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(config.table)
      .where(
        and(
          eq(columnOf(config, 'projectId'), actor.projectId),
          eq(columnOf(config, 'userId'), actor.userId),
          inArray(columnOf(config, 'status'), [refusedLevel1, refusedLevel2]),
        ),
      );
    return row?.n ?? 0;
  };
}
