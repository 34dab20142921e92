import { addressSchema } from '@setledger/shared/addresses/addresses.schemas';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import * as sqlq from './addresses.sql';

/** NewAddress (001 §7.2): an empty address of the caller's license; returns its id. */
export async function newAddress(services: Services, actor: Actor): Promise<number> {
  return (await sqlq.insertAddress(services.db, actor.licenseId)).id;
}

export async function getAddress(services: Services, actor: Actor, input: { addressId: number }) {
  const row = await sqlq.findAddress(services.db, actor.licenseId, input.addressId);
  if (!row) throw notFound();
  return row;
}

export async function updAddress(
  services: Services,
  actor: Actor,
  input: { addressId: number; address: unknown },
) {
  const values = parseInput(addressSchema, input.address);
  const row = await sqlq.updateAddress(services.db, actor.licenseId, input.addressId, values);
  if (!row) throw notFound();
  return row;
}

/** DelAddress: projects and suppliers that used the address keep no address (the link is set to null). */
export async function delAddress(services: Services, actor: Actor, input: { addressId: number }) {
  return services.db.transaction(async (tx) => {
    const row = await sqlq.findAddress(tx, actor.licenseId, input.addressId);
    if (!row) throw notFound();
    await sqlq.deleteAddress(tx, actor.licenseId, row.id);
    return row.id;
  });
}
