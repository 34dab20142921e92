import { transportFactorKey, transportTypeOf } from '@setledger/shared/logistics/logistics.constants';
import type { Tx } from '../../db/client';
import { upsertSourceEntry } from '../carbon';
import type { TransportRow } from './transport.sql';

/** Carbon category 3 is transportation (green.constants CARBON_CATEGORIES). */
const TRANSPORTATION_CATEGORY = 3;

/**
 * The ledger entry of a trip (issue 15), in the writing transaction: km × the factor of its means, per vehicle-km
 * or per passenger-km as the factor's unit says (computeEntry multiplies passenger_km factors by the passengers),
 * with the carbon-clap means 1-20 kept in the details for the carbon-clap report. The traveller's footprint.
 */
export async function syncTransportLedger(
  tx: Tx,
  trip: TransportRow,
  extra: { from: string; to: string; createdBy: number | null },
) {
  const type = transportTypeOf(trip.transportTypeCode)!;
  await upsertSourceEntry(tx, {
    projectId: trip.projectId,
    sourceType: 'transport',
    sourceId: trip.id,
    carbonCategory: TRANSPORTATION_CATEGORY,
    status: 'actual',
    strDate: trip.date,
    userId: trip.userId,
    createdBy: extra.createdBy,
    description: trip.description || type.en,
    measure: {
      kind: 'quantity',
      quantity: trip.km,
      unit: 'km',
      passengers: trip.passengers,
      factorKey: transportFactorKey(trip.transportTypeCode, trip.energy)!,
    },
    details: {
      transportTypeCode: trip.transportTypeCode,
      km: trip.km,
      passengers: trip.passengers,
      fromAddress: extra.from,
      toAddress: extra.to,
      vehicleEnergy: trip.energy,
      carbonClap: type.carbonClap,
    },
  });
}
