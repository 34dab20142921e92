import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { visibleWhere } from './addresses.policy';
import { addresses } from './addresses.table';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'licenseId' | 'createdAt' | 'updatedAt'
>;

export async function findAddress(tx: Tx, licenseId: number, id: number) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(visibleWhere({ licenseId }), eq(addresses.id, id)));
  return row;
}

export async function insertAddress(tx: Tx, licenseId: number, values: Partial<AddressValues> = {}) {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, licenseId })
    .returning();
  return row!;
}

export async function updateAddress(tx: Tx, licenseId: number, id: number, values: AddressValues) {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(visibleWhere({ licenseId }), eq(addresses.id, id)))
    .returning();
  return row;
}

export function deleteAddress(tx: Tx, licenseId: number, id: number) {
  return tx.delete(addresses).where(and(visibleWhere({ licenseId }), eq(addresses.id, id)));
}
