/** The accommodation domain's public module (issue 15): its header count, registered at start-up. */
export { ACCOMMODATION_HEADER_COUNTERS } from './accommodation.service';
export { accommodationDistributions, accommodations } from './accommodation.table';
