import { LOCATION_ADDRESS_SLOTS, LOCATION_TYPES } from '@setledger/shared/locations/locations.constants';
import {
  type LocationValues,
  locationIdsSchema,
  locationListSchema,
  locationSchema,
} from '@setledger/shared/locations/locations.schemas';
import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor';
import { badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inLicense } from '../../core/scope';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { addresses, deleteAddress, insertAddress, updateAddress } from '../addresses';
import { registerSupplierUsage, suppliers } from '../suppliers';
import { factOf } from './location-events';
import { editableWhere, visibleWhere } from './locations.policy';
import * as sqlq from './locations.sql';
import { locations } from './locations.table';

export type AddressRow = typeof addresses.$inferSelect;
/** The fourteen address columns of a location (001 §3.7 addressId1 to addressId14). */
export type AddressColumn = `addressId${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14}`;
export const ADDRESS_COLUMNS = LOCATION_ADDRESS_SLOTS.map((_, i) => `addressId${i + 1}` as AddressColumn);

export interface LocationDetail extends sqlq.LocationRow {
  addressList: { slot: number; address: AddressRow }[];
  computerEquipments: sqlq.ComputerEquipmentRow[];
  files: sqlq.LocationFileRow[];
}

/** GetProjectLocationList (001 §7.6): a page of the project's locations with the filters, and their count. */
export async function getProjectLocationList(services: Services, actor: Actor, input: unknown) {
  const filter = parseInput(locationListSchema, input);
  const page = await sqlq.listLocations(services.db, visibleWhere(actor), filter);
  // Each row's own address (slot 1), for the list's map link (001 §2.4 item 10).
  const byId = await addressesOf(services.db, actor, page.rows);
  const rows = page.rows.map((row) => ({
    ...row,
    address1: row.addressId1 === null ? null : (byId.get(row.addressId1) ?? null),
  }));
  return { rows, totalRecords: page.totalRecords };
}

async function addressesOf(tx: Tx, actor: Actor, rows: readonly sqlq.LocationRow[]) {
  const ids = rows.flatMap((row) => ADDRESS_COLUMNS.map((column) => row[column])).filter((id) => id !== null);
  if (ids.length === 0) return new Map<number, AddressRow>();
  const found = await tx
    .select()
    .from(addresses)
    .where(and(inLicense(addresses, actor), inArray(addresses.id, ids)));
  return new Map(found.map((address) => [address.id, address]));
}

async function detailOf(tx: Tx, actor: Actor, row: sqlq.LocationRow): Promise<LocationDetail> {
  const [byId, computerEquipments, files] = await Promise.all([
    addressesOf(tx, actor, [row]),
    sqlq.equipmentsOf(tx, [row.id]),
    sqlq.filesOf(tx, [row.id]),
  ]);
  const addressList = ADDRESS_COLUMNS.flatMap((column, index) => {
    const address = row[column] === null ? undefined : byId.get(row[column]);
    return address ? [{ slot: index + 1, address }] : [];
  });
  return { ...row, addressList, computerEquipments, files };
}

/** GetLocation(LocationId): another project's location, or one the caller may not read, is NOT_FOUND. */
export async function getLocation(services: Services, actor: Actor, input: { locationId: number }) {
  const row = await sqlq.findLocation(services.db, visibleWhere(actor), input.locationId);
  if (!row) throw notFound();
  return detailOf(services.db, actor, row);
}

/** The first address of a location: its own (the country of its electricity factor). */
export const countryOf = (detail: Pick<LocationDetail, 'addressList'>) =>
  detail.addressList.find((entry) => entry.slot === 1)?.address.countryCode.toLowerCase() ?? '';

/** NewLocation(ClientId): an empty location of the caller's project (a film set until UpdLocation says else). */
export function newLocation(services: Services, actor: Actor, input: { clientId?: number | null }) {
  return withTransaction(services, async (tx) => {
    const row = await sqlq.insertLocation(tx, actor.projectId, {
      clientId: input.clientId ?? null,
      type: LOCATION_TYPES.decorFilm,
      createdBy: actor.userId,
    });
    await services.events.publish(tx, 'location.saved', factOf(row, ''));
    return detailOf(tx, actor, row);
  });
}

/** Suppliers named by a location must be of the caller's license; another's is refused naming the field. */
async function assertSuppliers(tx: Tx, actor: Actor, values: LocationValues) {
  const fields = ['ownerSupplierId', 'elecSupplierId', 'gasSupplierId', 'waterSupplierId'] as const;
  const wanted = fields.filter((field) => values[field] !== null);
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((field) => values[field]!))];
  const found = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(inLicense(suppliers, actor), inArray(suppliers.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.find((field) => !known.has(values[field]!));
  if (missing) throw badInput(missing, 'invalidId');
}

/** Writes the address slots given (others stay): a new address, a changed one, or a cleared slot. */
async function saveAddresses(tx: Tx, actor: Actor, row: sqlq.LocationRow, values: LocationValues) {
  const links: Partial<Record<AddressColumn, number | null>> = {};
  const cleared: number[] = [];
  for (const { slot, address } of values.addresses ?? []) {
    const column = ADDRESS_COLUMNS[slot - 1]!;
    const current = row[column];
    if (address === null) {
      if (current !== null) cleared.push(current);
      links[column] = null;
    } else if (current !== null && (await updateAddress(tx, actor.licenseId, current, address))) {
      links[column] = current;
    } else {
      links[column] = (await insertAddress(tx, actor.licenseId, address)).id;
    }
  }
  return { links, cleared };
}

/**
 * UpdLocation(LocationId, UpdatedLocation): every field of 001 §3.7 in one transaction, with its addresses and
 * computer equipment; its ledger entries follow (location.saved). Bad input writes nothing.
 */
export async function updLocation(
  services: Services,
  actor: Actor,
  input: { locationId: number; updatedLocation: unknown },
) {
  const row = await sqlq.findLocation(services.db, editableWhere(actor), input.locationId);
  if (!row) throw notFound();
  const values = parseInput(locationSchema, input.updatedLocation);
  return withTransaction(services, async (tx) => {
    await assertSuppliers(tx, actor, values);
    const { links, cleared } = await saveAddresses(tx, actor, row, values);
    const { addresses: _addresses, computerEquipments, ...columns } = values;
    const updated = await sqlq.updateLocation(tx, editableWhere(actor), row.id, { ...columns, ...links });
    if (!updated) throw notFound();
    for (const id of cleared) await deleteAddress(tx, actor.licenseId, id);
    await sqlq.replaceEquipments(tx, row.id, computerEquipments);
    const detail = await detailOf(tx, actor, updated);
    await services.events.publish(tx, 'location.saved', factOf(updated, countryOf(detail)));
    return detail;
  });
}

/**
 * Deletes locations all or nothing: one id the caller may not change (or of another project) refuses the whole
 * list as NOT_FOUND. Their addresses go with them, their ledger entries too (location.deleted), their stored
 * files once the delete has committed.
 */
async function deleteAll(services: Services, actor: Actor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  return withTransaction(services, async (tx, afterCommit) => {
    const rows = await sqlq.findLocations(tx, editableWhere(actor), unique);
    if (rows.length !== unique.length) throw notFound();
    const files = await sqlq.filesOf(tx, unique);
    await sqlq.deleteLocations(tx, editableWhere(actor), unique);
    for (const row of rows)
      for (const column of ADDRESS_COLUMNS)
        if (row[column] !== null) await deleteAddress(tx, actor.licenseId, row[column]);
    await services.events.publish(tx, 'location.deleted', {
      projectId: actor.projectId,
      locationIds: unique,
    });
    afterCommit('location files', async () => {
      for (const file of files) await services.storage.delete(file.storageKey);
    });
    return unique;
  });
}

/** DelLocation(LocationId). */
export async function delLocation(services: Services, actor: Actor, input: { locationId: number }) {
  await deleteAll(services, actor, [input.locationId]);
  return input.locationId;
}

/** DelLocations(LocationsId): at most 100 ids, all deleted or none. */
export function delLocations(services: Services, actor: Actor, input: { locationIds: unknown }) {
  const { LocationsId } = parseInput(z.object({ LocationsId: locationIdsSchema }), {
    LocationsId: input.locationIds,
  });
  return deleteAll(services, actor, LocationsId);
}

// A location's owner or utility supplier cannot be deleted while the location names it (issue 12 item 12).
registerSupplierUsage('locations', 'inUse', async (tx, supplierId) => {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      or(
        eq(locations.ownerSupplierId, supplierId),
        eq(locations.elecSupplierId, supplierId),
        eq(locations.gasSupplierId, supplierId),
        eq(locations.waterSupplierId, supplierId),
      ),
    )
    .limit(1);
  return row !== undefined;
});
