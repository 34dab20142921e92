import type { AddressInput } from '@setledger/shared/addresses/addresses.schemas';
import type { Tx } from '../../db/client';
import { insertAddress } from '../addresses';
import { factOf } from './location-events';
import { followLocationInLedger } from './location-ledger';
import * as sqlq from './locations.sql';

/**
 * A location of the demo production with its own address, its meters counted by the ledger as UpdLocation would
 * (the demo is loaded in one transaction, before any service runs).
 */
export async function insertDemoLocation(
  tx: Tx,
  input: {
    projectId: number;
    licenseId: number;
    createdBy: number | null;
    address: Partial<AddressInput>;
    values: sqlq.LocationValues;
  },
) {
  const address = await insertAddress(tx, input.licenseId, input.address);
  const row = await sqlq.insertLocation(tx, input.projectId, {
    ...input.values,
    addressId1: address.id,
    createdBy: input.createdBy,
  });
  await followLocationInLedger(tx, factOf(row, address.countryCode));
  return row;
}
