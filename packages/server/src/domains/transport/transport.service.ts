import type { AddressInput } from '@setledger/shared/addresses/addresses.schemas';
import { transportTypeOf } from '@setledger/shared/logistics/logistics.constants';
import {
  logisticsPagingSchema,
  type TransportValues,
  transportSchema,
} from '@setledger/shared/logistics/logistics.schemas';
import type { Actor } from '../../core/actor';
import { AppError, badInput, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { deleteAddress, insertAddress, updateAddress } from '../addresses';
import { removeSourceEntry } from '../carbon';
import { getTravelDistance } from '../expenses';
import { editableWhere, managesTransport, ownWhere } from './transport.policy';
import * as sqlq from './transport.sql';
import { syncTransportLedger } from './transport-ledger';

type Joined = NonNullable<Awaited<ReturnType<typeof sqlq.findTransport>>>;
export type Transport = Joined['transport'] & {
  from: Joined['from'];
  to: Joined['to'];
  personName: string | null;
  carbonClap: number;
};

const flatten = (row: Joined): Transport => ({
  ...row.transport,
  from: row.from,
  to: row.to,
  personName: row.personName,
  carbonClap: transportTypeOf(row.transport.transportTypeCode)?.carbonClap ?? 0,
});

const idOf = (value: number) => {
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw badInput('TransportId', 'invalidId');
  return value;
};

/** mytransport (Mine) or TransportsList (the project's, for the transport manager): a page, newest first. */
export async function getTransports(
  services: Services,
  actor: Actor,
  input: { mine: boolean; offset?: number | null; size?: number | null },
) {
  const page = parseInput(logisticsPagingSchema, input);
  const where = input.mine ? ownWhere(actor) : editableWhere(actor);
  const { rows, totalRecords } = await sqlq.listTransports(services.db, where, page);
  return { items: rows.map(flatten), totalRecords };
}

async function requireTransport(tx: Tx, actor: Actor, id: number) {
  const row = await sqlq.findTransport(tx, editableWhere(actor), idOf(id));
  if (!row) throw notFound();
  return flatten(row);
}

export const getTransport = (services: Services, actor: Actor, input: { transportId: number }) =>
  requireTransport(services.db, actor, input.transportId);

const hasPosition = (a: AddressInput | null): a is AddressInput =>
  a !== null && (a.lat !== 0 || a.lng !== 0) && a.lat !== undefined && a.lng !== undefined;

/** The km of a trip: typed, else by road from the routing server (ROUTING_URL) between positioned addresses. */
async function kmOf(services: Services, actor: Actor, values: TransportValues) {
  if (values.km !== null) return { km: values.km, kmByRouting: false };
  if (!services.config.routingUrl || !hasPosition(values.from) || !hasPosition(values.to))
    throw new AppError('BAD_USER_INPUT', 'kmNeeded', 'km');
  try {
    const { km } = await getTravelDistance(services, actor, {
      from: { lat: values.from.lat!, lng: values.from.lng! },
      to: { lat: values.to.lat!, lng: values.to.lng! },
    });
    return { km, kmByRouting: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
      throw new AppError('BAD_USER_INPUT', 'kmNeeded', 'km');
    throw error;
  }
}

/** Who travelled: a manager names any crew member (default themself); anyone else records only their own trips. */
async function personOf(tx: Tx, actor: Actor, userId: number | null) {
  if (!managesTransport(actor)) {
    if (userId !== null && userId !== actor.userId) throw forbidden();
    return actor.userId;
  }
  const person = userId ?? actor.userId;
  if (!(await sqlq.isProjectMember(tx, actor.projectId, person)))
    throw new AppError('BAD_USER_INPUT', 'notProjectMember', 'userId');
  return person;
}

type Place = Pick<AddressInput, 'name' | 'street' | 'number' | 'zip' | 'city'>;
const placeLabel = (a: Place | null) =>
  a
    ? [a.name, [a.street, a.number].filter(Boolean).join(' '), [a.zip, a.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';

async function saveAddress(tx: Tx, actor: Actor, id: number | null, address: AddressInput | null) {
  if (!address) return id;
  if (id) {
    await updateAddress(tx, actor.licenseId, id, address);
    return id;
  }
  return (await insertAddress(tx, actor.licenseId, address)).id;
}

/**
 * AddUpdTransport: creates (no id) or changes a trip and its ledger entry in one transaction: km × the factor of
 * its means (per vehicle-km or per passenger-km as the factor's unit says), with the carbon-clap value kept.
 */
export async function addUpdTransport(
  services: Services,
  actor: Actor,
  input: { transportId?: number | null; transport: unknown },
) {
  const values = parseInput(transportSchema, input.transport);
  const existing = input.transportId ? await requireTransport(services.db, actor, input.transportId) : null;
  const distance =
    values.km === null && existing && !values.from && !values.to
      ? { km: existing.km, kmByRouting: existing.kmByRouting }
      : await kmOf(services, actor, values);
  const id = await withTransaction(services, async (tx) => {
    const userId = await personOf(tx, actor, values.userId ?? existing?.userId ?? null);
    const row = {
      userId,
      transportTypeCode: values.transportTypeCode,
      date: values.date,
      passengers: values.passengers,
      energy: values.energy,
      description: values.description,
      ...distance,
      fromAddressId: await saveAddress(tx, actor, existing?.fromAddressId ?? null, values.from),
      toAddressId: await saveAddress(tx, actor, existing?.toAddressId ?? null, values.to),
    };
    const saved = existing
      ? (await sqlq.updateTransport(tx, editableWhere(actor), existing.id, row))!
      : await sqlq.insertTransport(tx, { ...row, projectId: actor.projectId, createdBy: actor.userId });
    await syncTransportLedger(tx, saved, {
      from: placeLabel(values.from ?? existing?.from ?? null),
      to: placeLabel(values.to ?? existing?.to ?? null),
      createdBy: actor.userId,
    });
    return saved.id;
  });
  return requireTransport(services.db, actor, id);
}

/** DelTransport: the trip, its addresses and its ledger entry, at once. */
export async function delTransport(services: Services, actor: Actor, input: { transportId: number }) {
  return withTransaction(services, async (tx) => {
    const existing = await requireTransport(tx, actor, input.transportId);
    await removeSourceEntry(tx, {
      projectId: actor.projectId,
      sourceType: 'transport',
      sourceId: existing.id,
    });
    await sqlq.deleteTransport(tx, editableWhere(actor), existing.id);
    for (const addressId of [existing.fromAddressId, existing.toAddressId])
      if (addressId) await deleteAddress(tx, actor.licenseId, addressId);
    return existing.id;
  });
}
