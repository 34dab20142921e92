import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorText } from '../../core/errors';
import type { Tx } from '../../db/client';
import { itemVisibleWhere } from './flags.policy';
import { projectFlagEntities, projectFlagItems } from './flags.table';

type UsageCheck = (tx: Tx, flagItemIds: readonly number[]) => Promise<boolean>;

/**
 * Who still uses a flag item (a tax rate, a custom value): expense items and PO lines register their checks, the
 * flag entity links are checked here. DelProjectFlagItem, and DelProjectFlag for every item of the flag, refuse
 * with the first reason found instead of letting the database unlink or delete the uses (issue 12 item 12).
 */
const usages = new Map<string, { reason: ErrorText; check: UsageCheck }>();

export function registerFlagItemUsage(name: string, reason: ErrorText, check: UsageCheck): () => void {
  usages.set(name, { reason, check });
  return () => {
    usages.delete(name);
  };
}

export async function findFlagItemUsage(tx: Tx, flagItemIds: readonly number[]): Promise<ErrorText | null> {
  if (flagItemIds.length === 0) return null;
  for (const usage of usages.values()) if (await usage.check(tx, flagItemIds)) return usage.reason;
  return null;
}

// A flag item set on a person, a location… (AddUpdProjectFlagEntity).
registerFlagItemUsage('flag-entities', 'inUse', async (tx, ids) => {
  const [row] = await tx
    .select({ id: projectFlagEntities.id })
    .from(projectFlagEntities)
    .where(inArray(projectFlagEntities.flagId, [...ids]))
    .limit(1);
  return row !== undefined;
});

/** The items of a flag (group), whose uses a delete of the flag must check. */
export async function itemIdsOfFlag(tx: Tx, projectId: number, flagId: number) {
  const rows = await tx
    .select({ id: projectFlagItems.id })
    .from(projectFlagItems)
    .where(and(itemVisibleWhere({ projectId }), eq(projectFlagItems.flagId, flagId)));
  return rows.map((r) => r.id);
}
