import type { EventBus } from './core/events';
import { followLocationInLedger, removeLocationsFromLedger } from './domains/locations';

/** The carbon ledger follows locations and premises (issue 15): their meters and generator, one entry each. */
export function wireLocationLedger(events: EventBus): void {
  events.subscribe('location.saved', followLocationInLedger);
  events.subscribe('location.deleted', removeLocationsFromLedger);
}
