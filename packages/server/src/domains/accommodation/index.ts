/** The accommodation domain's public module (issue 15): its header count, tables and ledger follow-up. */
export { ACCOMMODATION_HEADER_COUNTERS } from './accommodation.service';
export { accommodationDistributions, accommodations } from './accommodation.table';
export { syncAccommodationLedger } from './accommodation-ledger';
