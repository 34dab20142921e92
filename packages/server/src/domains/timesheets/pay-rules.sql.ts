import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { timesheetPayRules } from './timesheets.table';

export type PayRulesRow = typeof timesheetPayRules.$inferSelect;
export type PayRulesValues = Omit<typeof timesheetPayRules.$inferInsert, 'projectId' | 'updatedAt'>;

/** The project's saved pay settings (none: the caller uses the defaults). `policyWhere` scopes to the project. */
export async function selectPayRules(db: Tx, policyWhere: SQL): Promise<PayRulesRow | undefined> {
  const [row] = await db.select().from(timesheetPayRules).where(policyWhere).limit(1);
  return row;
}

/** Saves the project's pay settings, creating the row the first time. */
export async function upsertPayRules(
  db: Tx,
  projectId: number,
  values: PayRulesValues,
): Promise<PayRulesRow> {
  const [row] = await db
    .insert(timesheetPayRules)
    .values({ ...values, projectId })
    .onConflictDoUpdate({ target: timesheetPayRules.projectId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
