import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonRemovals } from './carbon-removals.table';

export type CarbonRemovalRow = typeof carbonRemovals.$inferSelect;
export type CarbonRemovalValues = Omit<typeof carbonRemovals.$inferInsert, 'id'>;

export const listRemovals = (tx: Tx, policyWhere: SQL, limit: number) =>
  tx
    .select()
    .from(carbonRemovals)
    .where(policyWhere)
    .orderBy(desc(carbonRemovals.date), asc(carbonRemovals.id))
    .limit(limit);

export async function findRemoval(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select()
    .from(carbonRemovals)
    .where(and(eq(carbonRemovals.id, id), policyWhere));
  return row;
}

export async function insertRemoval(tx: Tx, values: CarbonRemovalValues) {
  const [row] = await tx.insert(carbonRemovals).values(values).returning();
  return row!;
}

export async function updateRemoval(
  tx: Tx,
  policyWhere: SQL,
  id: number,
  values: Partial<CarbonRemovalValues>,
) {
  const [row] = await tx
    .update(carbonRemovals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(carbonRemovals.id, id), policyWhere))
    .returning();
  return row;
}

export async function deleteRemoval(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(carbonRemovals)
    .where(and(eq(carbonRemovals.id, id), policyWhere))
    .returning();
  return row;
}

/** Sums by kind and status, in SQL (numeric: no binary float). */
export const removalSums = (tx: Tx, policyWhere: SQL) =>
  tx
    .select({
      kind: carbonRemovals.kind,
      status: carbonRemovals.status,
      count: sql<number>`count(*)`.mapWith(Number),
      kgCo2e: sql<string>`coalesce(sum(${carbonRemovals.kgCo2e}), 0)::text`,
    })
    .from(carbonRemovals)
    .where(policyWhere)
    .groupBy(carbonRemovals.kind, carbonRemovals.status);

/** The certificate files of a project about to be deleted (its rows go by cascade; the files after the commit). */
export async function projectCertificateKeys(tx: Tx, projectId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: carbonRemovals.certificateKey })
    .from(carbonRemovals)
    .where(and(inProject(carbonRemovals, { projectId }), sql`${carbonRemovals.certificateKey} is not null`));
  return rows.map((row) => row.key!);
}
