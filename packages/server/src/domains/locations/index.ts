/** The locations domain's public module (issue 15): what other domains and the subscribers may use. */
export type { LocationFact } from './location-events';
export { projectFileKeys as projectLocationFileKeys } from './locations.sql';
export { locations } from './locations.table';
