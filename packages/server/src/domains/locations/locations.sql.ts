import type { LocationListFilter } from '@setledger/shared/locations/locations.schemas';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { locationComputerEquipments, locationFiles, locations } from './locations.table';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Partial<Omit<typeof locations.$inferInsert, 'id' | 'projectId' | 'createdAt'>>;
export type ComputerEquipmentRow = typeof locationComputerEquipments.$inferSelect;
export type LocationFileRow = typeof locationFiles.$inferSelect;

const firstDay = sql`coalesce(${locations.getInDate}, ${locations.shootingStartDate})`;
const lastDay = sql`coalesce(${locations.getOutDate}, ${locations.shootingEndDate}, ${locations.getInDate}, ${locations.shootingStartDate})`;

/** GetProjectLocationList's conditions (001 §7.6): status (-1 all), type exclusions, dates, search. */
function listWhere(policyWhere: SQL, filter: LocationListFilter): SQL {
  const text = filter.searchText ? `%${filter.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    policyWhere,
    filter.status === -1 ? undefined : eq(locations.status, filter.status),
    filter.clientId === null ? undefined : eq(locations.clientId, filter.clientId),
    filter.removePremise ? ne(locations.type, 1) : undefined,
    filter.removeLocationDecorFilm ? ne(locations.type, 0) : undefined,
    filter.removeLocationPME ? ne(locations.type, 2) : undefined,
    // A location is in the range when its days (get-in to get-out, else shooting) meet it.
    filter.strDate ? sql`${lastDay} >= ${filter.strDate}` : undefined,
    filter.endDate ? sql`${firstDay} <= ${filter.endDate}` : undefined,
    text
      ? or(
          ilike(locations.setName, text),
          ilike(locations.setName1, text),
          ilike(locations.setName2, text),
          ilike(locations.setName3, text),
          ilike(locations.scriptName, text),
          ilike(locations.description, text),
        )
      : undefined,
  )!;
}

export async function listLocations(tx: Tx, policyWhere: SQL, filter: LocationListFilter) {
  const where = listWhere(policyWhere, filter);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(locations)
      .where(where)
      .orderBy(sql`${firstDay} asc nulls last`, asc(locations.setName), asc(locations.id))
      .limit(filter.size)
      .offset(filter.offset),
    tx.select({ n: count() }).from(locations).where(where),
  ]);
  return { rows, totalRecords: total?.n ?? 0 };
}

export async function findLocation(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select()
    .from(locations)
    .where(and(policyWhere, eq(locations.id, id)));
  return row;
}

export function findLocations(tx: Tx, policyWhere: SQL, ids: readonly number[]) {
  return tx
    .select()
    .from(locations)
    .where(and(policyWhere, inArray(locations.id, [...ids])));
}

/** The project's locations of some ids or all (the green screens), by name. */
export function locationsOf(tx: Tx, policyWhere: SQL, ids?: readonly number[]) {
  return tx
    .select()
    .from(locations)
    .where(and(policyWhere, ids ? inArray(locations.id, [...ids]) : undefined))
    .orderBy(asc(locations.setName), asc(locations.id));
}

export async function insertLocation(tx: Tx, projectId: number, values: LocationValues) {
  const [row] = await tx
    .insert(locations)
    .values({ ...values, projectId })
    .returning();
  return row!;
}

export async function updateLocation(tx: Tx, policyWhere: SQL, id: number, values: LocationValues) {
  const [row] = await tx
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(policyWhere, eq(locations.id, id)))
    .returning();
  return row;
}

export function deleteLocations(tx: Tx, policyWhere: SQL, ids: readonly number[]) {
  return tx
    .delete(locations)
    .where(and(policyWhere, inArray(locations.id, [...ids])))
    .returning({ id: locations.id });
}

/** Computer equipment of locations the caller has loaded with their policy. */
export function equipmentsOf(tx: Tx, locationIds: readonly number[]) {
  if (locationIds.length === 0) return Promise.resolve([] as ComputerEquipmentRow[]);
  return tx
    .select()
    .from(locationComputerEquipments)
    .where(inArray(locationComputerEquipments.locationId, [...locationIds]))
    .orderBy(asc(locationComputerEquipments.id));
}

/** Replaces the equipment rows of a location the caller may change. */
export async function replaceEquipments(
  tx: Tx,
  locationId: number,
  rows: readonly { type: number; description: string; quantity: number }[],
) {
  await tx.delete(locationComputerEquipments).where(eq(locationComputerEquipments.locationId, locationId));
  if (rows.length > 0)
    await tx.insert(locationComputerEquipments).values(rows.map((row) => ({ ...row, locationId })));
}

/** Stored files of locations the caller has loaded with their policy. */
export function filesOf(tx: Tx, locationIds: readonly number[]) {
  if (locationIds.length === 0) return Promise.resolve([] as LocationFileRow[]);
  return tx
    .select()
    .from(locationFiles)
    .where(inArray(locationFiles.locationId, [...locationIds]))
    .orderBy(desc(locationFiles.id));
}

export async function insertFile(tx: Tx, values: typeof locationFiles.$inferInsert) {
  const [row] = await tx.insert(locationFiles).values(values).returning();
  return row!;
}

export function deleteFiles(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .delete(locationFiles)
    .where(inArray(locationFiles.id, [...ids]))
    .returning();
}

/** A file with its location, when the location passes the policy (another project's never loads). */
export async function findFile(tx: Tx, policyWhere: SQL, fileId: number) {
  const [row] = await tx
    .select({ file: locationFiles, location: locations })
    .from(locationFiles)
    .innerJoin(locations, eq(locations.id, locationFiles.locationId))
    .where(and(eq(locationFiles.id, fileId), policyWhere));
  return row;
}

/** Files a location has: its count against LOCATION_FILES_MAX. */
export async function fileCount(tx: Tx, locationId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(locationFiles)
    .where(eq(locationFiles.locationId, locationId));
  return row?.n ?? 0;
}

/** The stored files of a project about to be deleted (rows go by cascade, files after the commit). */
export async function projectFileKeys(tx: Tx, projectId: number) {
  const rows = await tx
    .select({ storageKey: locationFiles.storageKey })
    .from(locationFiles)
    .where(inProject(locationFiles, { projectId }));
  return rows.map((row) => row.storageKey);
}
