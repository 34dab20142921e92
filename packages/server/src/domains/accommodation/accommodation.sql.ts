import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { inLicense, inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { addresses } from '../addresses';
import { suppliers } from '../suppliers';
import { userProjects, users } from '../users';
import { accommodationDistributions, accommodations } from './accommodation.table';

export type AccommodationRow = typeof accommodations.$inferSelect;
export type AccommodationValues = Omit<typeof accommodations.$inferInsert, 'id' | 'createdAt'>;
export type DistributionRow = typeof accommodationDistributions.$inferSelect;

const listColumns = {
  accommodation: accommodations,
  address: addresses,
  supplierName: sql<string | null>`${suppliers.name}`,
  city: sql<string | null>`${addresses.city}`,
  distributedRoomNights: sql<number>`coalesce((select sum(${accommodationDistributions.rooms} * ${accommodationDistributions.nights})
    from ${accommodationDistributions} where ${accommodationDistributions.accommodationId} = ${accommodations.id}), 0)::int`,
};

export async function listAccommodations(
  tx: Tx,
  policyWhere: SQL,
  page: { offset: number; size: number; search: string },
) {
  const where = and(policyWhere, page.search ? ilike(accommodations.name, `%${page.search}%`) : undefined);
  const rows = await tx
    .select(listColumns)
    .from(accommodations)
    .leftJoin(suppliers, eq(suppliers.id, accommodations.supplierId))
    .leftJoin(addresses, eq(addresses.id, accommodations.addressId))
    .where(where)
    .orderBy(desc(accommodations.strDate), desc(accommodations.id))
    .offset(page.offset)
    .limit(page.size);
  const [total] = await tx.select({ n: count() }).from(accommodations).where(where);
  return { rows, totalRecords: total?.n ?? 0 };
}

export async function findAccommodation(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select(listColumns)
    .from(accommodations)
    .leftJoin(suppliers, eq(suppliers.id, accommodations.supplierId))
    .leftJoin(addresses, eq(addresses.id, accommodations.addressId))
    .where(and(policyWhere, eq(accommodations.id, id)));
  return row;
}

export async function insertAccommodation(tx: Tx, values: AccommodationValues) {
  const [row] = await tx.insert(accommodations).values(values).returning();
  return row!;
}

export async function updateAccommodation(
  tx: Tx,
  policyWhere: SQL,
  id: number,
  values: Partial<AccommodationValues>,
) {
  const [row] = await tx
    .update(accommodations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(policyWhere, eq(accommodations.id, id)))
    .returning();
  return row;
}

export async function deleteAccommodation(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(accommodations)
    .where(and(policyWhere, eq(accommodations.id, id)))
    .returning();
  return row;
}

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.name})`;

/** Distribution rows of some accommodations, with the person's name. */
export function listDistributions(tx: Tx, policyWhere: SQL, accommodationIds: readonly number[]) {
  if (accommodationIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ distribution: accommodationDistributions, personName })
    .from(accommodationDistributions)
    .innerJoin(users, eq(users.id, accommodationDistributions.userId))
    .where(and(policyWhere, inArray(accommodationDistributions.accommodationId, [...accommodationIds])))
    .orderBy(asc(personName), asc(accommodationDistributions.id));
}

export function deleteDistributions(tx: Tx, policyWhere: SQL, accommodationId: number) {
  return tx
    .delete(accommodationDistributions)
    .where(and(policyWhere, eq(accommodationDistributions.accommodationId, accommodationId)))
    .returning();
}

export function insertDistributions(tx: Tx, rows: (typeof accommodationDistributions.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.insert(accommodationDistributions).values(rows).returning();
}

/** Which of some users are members of the project (a distribution gives rooms to the crew only). */
export async function projectMembers(tx: Tx, projectId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ userId: userProjects.userId })
    .from(userProjects)
    .where(and(inProject(userProjects, { projectId }), inArray(userProjects.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}

/** The caller's rooms (myaccomodations) with their accommodation, newest first. */
export async function listOwnDistributions(tx: Tx, policyWhere: SQL, page: { offset: number; size: number }) {
  const rows = await tx
    .select({ distribution: accommodationDistributions, accommodation: accommodations, address: addresses })
    .from(accommodationDistributions)
    .innerJoin(accommodations, eq(accommodations.id, accommodationDistributions.accommodationId))
    .leftJoin(addresses, eq(addresses.id, accommodations.addressId))
    .where(policyWhere)
    .orderBy(desc(accommodationDistributions.strDate), desc(accommodationDistributions.id))
    .offset(page.offset)
    .limit(page.size);
  const [total] = await tx.select({ n: count() }).from(accommodationDistributions).where(policyWhere);
  return { rows, totalRecords: total?.n ?? 0 };
}

export async function markRead(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .update(accommodationDistributions)
    .set({ readAt: sql`coalesce(${accommodationDistributions.readAt}, now())` })
    .where(and(policyWhere, eq(accommodationDistributions.id, id)))
    .returning();
  return row;
}

/** numAccToRead (001 §3.5): the caller's rooms not yet confirmed as read. */
export async function countUnread(tx: Tx, policyWhere: SQL) {
  const [row] = await tx
    .select({ n: count() })
    .from(accommodationDistributions)
    .where(and(policyWhere, isNull(accommodationDistributions.readAt)));
  return row?.n ?? 0;
}

export async function supplierInLicense(tx: Tx, licenseId: number, supplierId: number) {
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(inLicense(suppliers, { licenseId }), eq(suppliers.id, supplierId)));
  return row !== undefined;
}
