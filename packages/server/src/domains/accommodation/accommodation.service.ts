import {
  accommodationSchema,
  distributionSchema,
  logisticsPagingSchema,
} from '@setledger/shared/logistics/logistics.schemas';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import type { HeaderCounters } from '../../core/header-counts';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { deleteAddress, insertAddress, updateAddress } from '../addresses';
import { distributionsWhere, editableWhere, ownDistributionsWhere } from './accommodation.policy';
import * as sqlq from './accommodation.sql';
import { removeAccommodationLedger, syncAccommodationLedger } from './accommodation-ledger';

type ListRow = NonNullable<Awaited<ReturnType<typeof sqlq.findAccommodation>>>;
export type Accommodation = ListRow['accommodation'] & {
  address: ListRow['address'];
  supplierName: string | null;
  city: string | null;
  roomNights: number;
  distributedRoomNights: number;
};
export type Distribution = sqlq.DistributionRow & { personName: string };

const flatten = (row: ListRow): Accommodation => ({
  ...row.accommodation,
  address: row.address,
  supplierName: row.supplierName,
  city: row.city,
  roomNights: row.accommodation.rooms * row.accommodation.nights,
  distributedRoomNights: row.distributedRoomNights,
});

const idOf = (value: number, field: string) => {
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw badInput(field, 'invalidId');
  return value;
};

/** accomodationList: a page of the project's accommodations, searched by name. */
export async function getAccommodations(services: Services, actor: Actor, input: unknown) {
  const page = parseInput(logisticsPagingSchema, input);
  const { rows, totalRecords } = await sqlq.listAccommodations(services.db, editableWhere(actor), page);
  return { items: rows.map(flatten), totalRecords };
}

async function requireAccommodation(tx: Tx, actor: Actor, id: number) {
  const row = await sqlq.findAccommodation(tx, editableWhere(actor), idOf(id, 'AccommodationId'));
  if (!row) throw notFound();
  return flatten(row);
}

/** accomodationList/{id}: one accommodation of the caller's project, else NOT_FOUND. */
export const getAccommodation = (services: Services, actor: Actor, input: { accommodationId: number }) =>
  requireAccommodation(services.db, actor, input.accommodationId);

/** The people of an accommodation (distribution/{id}). */
export async function getDistribution(services: Services, actor: Actor, input: { accommodationId: number }) {
  await requireAccommodation(services.db, actor, input.accommodationId);
  const rows = await sqlq.listDistributions(services.db, distributionsWhere(actor), [input.accommodationId]);
  return rows.map((r): Distribution => ({ ...r.distribution, personName: r.personName }));
}

async function checkSupplier(tx: Tx, actor: Actor, supplierId: number | null) {
  if (supplierId !== null && !(await sqlq.supplierInLicense(tx, actor.licenseId, supplierId)))
    throw new AppError('BAD_USER_INPUT', 'unknownSupplier', 'supplierId');
}

const roomNightsOf = (rows: readonly { rooms: number; nights: number }[]) =>
  rows.reduce((sum, row) => sum + row.rooms * row.nights, 0);

function checkCapacity(total: number, given: number, field: string) {
  if (given > total)
    throw new AppError('BAD_USER_INPUT', 'overDistributed', field, {
      given: String(given),
      total: String(total),
    });
}

/**
 * AddUpdAccommodation: creates (no id) or changes an accommodation and its address, and its ledger entries in the
 * same transaction. Fewer room-nights than already given out is refused (the distribution must shrink first).
 */
export async function addUpdAccommodation(
  services: Services,
  actor: Actor,
  input: { accommodationId?: number | null; accommodation: unknown },
) {
  const { address, ...values } = parseInput(accommodationSchema, input.accommodation);
  const id = await withTransaction(services, async (tx) => {
    await checkSupplier(tx, actor, values.supplierId);
    if (input.accommodationId) {
      const existing = await requireAccommodation(tx, actor, input.accommodationId);
      checkCapacity(values.rooms * values.nights, existing.distributedRoomNights, 'rooms');
      let addressId = existing.addressId;
      if (address && addressId) await updateAddress(tx, actor.licenseId, addressId, address);
      else if (address) addressId = (await insertAddress(tx, actor.licenseId, address)).id;
      const row = (await sqlq.updateAccommodation(tx, editableWhere(actor), existing.id, {
        ...values,
        addressId,
      }))!;
      const shares = await sqlq.listDistributions(tx, distributionsWhere(actor), [row.id]);
      const ids = shares.map((s) => s.distribution.id);
      await syncAccommodationLedger(
        tx,
        row,
        shares.map((s) => s.distribution),
        ids,
      );
      return row.id;
    }
    const addressId = address ? (await insertAddress(tx, actor.licenseId, address)).id : null;
    const row = await sqlq.insertAccommodation(tx, {
      ...values,
      addressId,
      projectId: actor.projectId,
      createdBy: actor.userId,
    });
    await syncAccommodationLedger(tx, row, [], []);
    return row.id;
  });
  return requireAccommodation(services.db, actor, id);
}

/** DelAccommodation: the accommodation, its distribution, address and ledger entries, at once. */
export async function delAccommodation(services: Services, actor: Actor, input: { accommodationId: number }) {
  return withTransaction(services, async (tx) => {
    const existing = await requireAccommodation(tx, actor, input.accommodationId);
    const shares = await sqlq.listDistributions(tx, distributionsWhere(actor), [existing.id]);
    await removeAccommodationLedger(
      tx,
      existing,
      shares.map((s) => s.distribution.id),
    );
    const row = await sqlq.deleteAccommodation(tx, editableWhere(actor), existing.id);
    if (row?.addressId) await deleteAddress(tx, actor.licenseId, row.addressId);
    return existing.id;
  });
}

/**
 * SetAccommodationDistribution: the whole distribution of an accommodation (distribution/{id}), replaced at once.
 * Crew members of the project only, each once, within the accommodation's room-nights; a person whose rooms,
 * nights or dates changed reads it again (numAccToRead).
 */
export async function setDistribution(
  services: Services,
  actor: Actor,
  input: { accommodationId: number; distribution: readonly unknown[] },
) {
  const rows = parseInput(distributionSchema, input.distribution);
  await withTransaction(services, async (tx) => {
    const accommodation = await requireAccommodation(tx, actor, input.accommodationId);
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      if (seen.has(row.userId)) throw new AppError('BAD_USER_INPUT', 'personTwice', `${index}.userId`);
      seen.add(row.userId);
    });
    const members = await sqlq.projectMembers(tx, actor.projectId, [...seen]);
    const outsider = rows.findIndex((row) => !members.has(row.userId));
    if (outsider >= 0) throw new AppError('BAD_USER_INPUT', 'notProjectMember', `${outsider}.userId`);
    checkCapacity(accommodation.roomNights, roomNightsOf(rows), 'distribution');
    const previous = await sqlq.deleteDistributions(tx, distributionsWhere(actor), accommodation.id);
    const before = new Map(previous.map((p) => [p.userId, p]));
    const inserted = await sqlq.insertDistributions(
      tx,
      rows.map((row) => {
        const old = before.get(row.userId);
        const unchanged =
          old &&
          old.rooms === row.rooms &&
          old.nights === row.nights &&
          old.strDate === row.strDate &&
          old.endDate === row.endDate;
        return {
          ...row,
          projectId: actor.projectId,
          accommodationId: accommodation.id,
          readAt: unchanged ? old.readAt : null,
        };
      }),
    );
    await syncAccommodationLedger(
      tx,
      accommodation,
      inserted,
      previous.map((p) => p.id),
    );
  });
  return getDistribution(services, actor, input);
}

/** myaccomodations: the caller's rooms, newest first, paged. */
export async function getMyAccommodations(services: Services, actor: Actor, input: unknown) {
  const page = parseInput(logisticsPagingSchema, input);
  const { rows, totalRecords } = await sqlq.listOwnDistributions(
    services.db,
    ownDistributionsWhere(actor),
    page,
  );
  return {
    totalRecords,
    items: rows.map((r) => ({
      ...r.distribution,
      accommodationName: r.accommodation.name,
      kind: r.accommodation.kind,
      country: r.accommodation.country,
      address: r.address,
    })),
  };
}
export type MyAccommodation = Awaited<ReturnType<typeof getMyAccommodations>>['items'][number];

/** ReadMyAccommodation: the person confirms reading their room (numAccToRead drops). */
export async function readMyAccommodation(
  services: Services,
  actor: Actor,
  input: { distributionId: number },
) {
  const row = await sqlq.markRead(
    services.db,
    ownDistributionsWhere(actor),
    idOf(input.distributionId, 'DistributionId'),
  );
  if (!row) throw notFound();
  return row.id;
}

/** numAccToRead of 001 §3.5, registered in header-counters.ts. */
export const ACCOMMODATION_HEADER_COUNTERS: HeaderCounters = {
  numAccToRead: (tx, actor) => sqlq.countUnread(tx, ownDistributionsWhere(actor)),
};
