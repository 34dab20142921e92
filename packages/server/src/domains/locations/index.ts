/** The locations domain's public module (issue 15): what other domains and the subscribers may use. */

export { insertDemoLocation } from './location-demo';
export type { LocationFact } from './location-events';
export { followLocationInLedger, removeLocationsFromLedger } from './location-ledger';
export { projectFileKeys as projectLocationFileKeys } from './locations.sql';
export { locations } from './locations.table';
