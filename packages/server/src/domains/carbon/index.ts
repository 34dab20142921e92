/**
 * The carbon ledger's public module (issue 14): what other domains (their event subscribers) call, inside the
 * source's own transaction.
 */

export { readsLedger } from './carbon.policy';
export type { CarbonEntryRow } from './carbon.sql';
export { forecastOnlyWhere } from './carbon.sql';
/** The ledger's table, for the green reports' grouped reads (issue 16), scoped by their own policy. */
export { carbonEntries } from './carbon.table';
export { type BatchEntry, insertComputedEntries } from './carbon-batch.service';
export { type LedgerGroup, ledgerBreakdown } from './carbon-breakdown';
export { kgCo2eByBudgetNode, type LedgerBudgetQuery, type LedgerBudgetRow } from './carbon-budget.service';
export { lineFormula } from './carbon-compute';
export { allCarbonEntries } from './carbon-entries.service';
export { type GivenFactor, spendFactorKey } from './carbon-factors';
export {
  type CarbonSourceEntry,
  type CarbonSourceMeasure,
  type CarbonSourceRef,
  removeSourceEntries,
  removeSourceEntry,
  setSourceStatus,
  setSourcesStatus,
  sourceEntries,
  upsertSourceEntry,
} from './carbon-ledger.service';
export {
  insertManualEntries,
  type ManualDraft,
  type ManualMeasure,
  manualEntriesOf,
  previewManualEntries,
  removeManualEntries,
  replaceManualEntry,
} from './carbon-manual.service';
export { fuelFactorKey } from './carbon-measures';
export { carbonOfSources, type SourceCarbon } from './carbon-source-figures.service';
export { entriesOfSource, entriesOfSources } from './carbon-source-reads';
