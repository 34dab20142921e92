import { DEFAULT_HOTEL_FACTOR_KEY } from '@setledger/shared/logistics/logistics.constants';
import type { Tx } from '../../db/client';
import { removeSourceEntry, upsertSourceEntry } from '../carbon';
import { findEmissionFactor } from '../emission-factors';
import type { AccommodationRow, DistributionRow } from './accommodation.sql';

/** Carbon category 1 is accommodation (green.constants CARBON_CATEGORIES). */
const ACCOMMODATION_CATEGORY = 1;

/**
 * The hotel factor of a country (hotel_<country>_room_night; 'gb' is spelt 'uk' in the keys), else the
 * documented default (DEFAULT_HOTEL_FACTOR_KEY) with the fallback recorded in the entry.
 */
export function hotelFactorKey(country: string): { factorKey: string; factorFallback: boolean } {
  const key = `hotel_${country === 'gb' ? 'uk' : country}_room_night`;
  return findEmissionFactor(key)
    ? { factorKey: key, factorFallback: false }
    : { factorKey: DEFAULT_HOTEL_FACTOR_KEY, factorFallback: true };
}

/**
 * The ledger of an accommodation (issue 15), in the writing transaction: each distributed person's room-nights
 * are their own entry (userId: their personal green dashboard), and the rooms nobody was given still count for
 * the production in the accommodation's own entry. room-nights × the country's hotel factor.
 */
export async function syncAccommodationLedger(
  tx: Tx,
  accommodation: AccommodationRow,
  distributions: readonly DistributionRow[],
  previousDistributionIds: readonly number[],
) {
  const { factorKey, factorFallback } = hotelFactorKey(accommodation.country);
  const base = {
    projectId: accommodation.projectId,
    carbonCategory: ACCOMMODATION_CATEGORY,
    status: 'actual' as const,
    supplierId: accommodation.supplierId,
    createdBy: accommodation.createdBy,
  };
  const current = new Set(distributions.map((d) => d.id));
  for (const id of previousDistributionIds)
    if (!current.has(id))
      await removeSourceEntry(tx, {
        projectId: accommodation.projectId,
        sourceType: 'accommodationShare',
        sourceId: id,
      });
  let distributed = 0;
  for (const share of distributions) {
    const roomNights = share.rooms * share.nights;
    distributed += roomNights;
    await upsertSourceEntry(tx, {
      ...base,
      sourceType: 'accommodationShare',
      sourceId: share.id,
      userId: share.userId,
      strDate: share.strDate,
      endDate: share.endDate,
      description: accommodation.name,
      measure:
        roomNights > 0
          ? { kind: 'quantity', quantity: String(roomNights), unit: 'room_night', factorKey }
          : null,
      details: {
        nights: share.nights,
        bedrooms: share.rooms,
        country: accommodation.country,
        factorFallback,
      },
    });
  }
  const remaining = accommodation.rooms * accommodation.nights - distributed;
  await upsertSourceEntry(tx, {
    ...base,
    sourceType: 'accommodation',
    sourceId: accommodation.id,
    strDate: accommodation.strDate,
    endDate: accommodation.endDate,
    description: accommodation.name,
    measure:
      remaining > 0 ? { kind: 'quantity', quantity: String(remaining), unit: 'room_night', factorKey } : null,
    details: {
      nights: accommodation.nights,
      bedrooms: accommodation.rooms,
      country: accommodation.country,
      factorFallback,
    },
  });
}

/** Removes every entry of a deleted accommodation (its own and its shares). */
export async function removeAccommodationLedger(
  tx: Tx,
  accommodation: AccommodationRow,
  distributionIds: readonly number[],
) {
  const projectId = accommodation.projectId;
  await removeSourceEntry(tx, { projectId, sourceType: 'accommodation', sourceId: accommodation.id });
  for (const sourceId of distributionIds)
    await removeSourceEntry(tx, { projectId, sourceType: 'accommodationShare', sourceId });
}
