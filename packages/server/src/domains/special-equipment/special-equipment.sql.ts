import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { specialEquipment } from './special-equipment.table';

export type SpecialEquipmentRow = typeof specialEquipment.$inferSelect;
export type SpecialEquipmentValues = Omit<typeof specialEquipment.$inferInsert, 'id'>;

export const listItems = (tx: Tx, policyWhere: SQL, limit: number) =>
  tx
    .select()
    .from(specialEquipment)
    .where(policyWhere)
    .orderBy(asc(specialEquipment.startDate), asc(specialEquipment.id))
    .limit(limit);

export async function findItem(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select()
    .from(specialEquipment)
    .where(and(eq(specialEquipment.id, id), policyWhere));
  return row;
}

export async function insertItem(tx: Tx, values: SpecialEquipmentValues) {
  const [row] = await tx.insert(specialEquipment).values(values).returning();
  return row!;
}

export async function updateItem(
  tx: Tx,
  policyWhere: SQL,
  id: number,
  values: Partial<SpecialEquipmentValues>,
) {
  const [row] = await tx
    .update(specialEquipment)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(specialEquipment.id, id), policyWhere))
    .returning();
  return row;
}

export async function deleteItem(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(specialEquipment)
    .where(and(eq(specialEquipment.id, id), policyWhere))
    .returning();
  return row;
}
