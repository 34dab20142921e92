/**
 * The carbon ledger's public module (issue 14): what other domains (their event subscribers) call, inside the
 * source's own transaction.
 */

export { readsLedger } from './carbon.policy';
export { type BatchEntry, insertComputedEntries } from './carbon-batch.service';
export { kgCo2eByBudgetNode, type LedgerBudgetQuery, type LedgerBudgetRow } from './carbon-budget.service';
export { allCarbonEntries } from './carbon-entries.service';
export { type GivenFactor, spendFactorKey } from './carbon-factors';
export {
  type CarbonSourceEntry,
  type CarbonSourceMeasure,
  type CarbonSourceRef,
  removeSourceEntry,
  setSourceStatus,
  setSourcesStatus,
  upsertSourceEntry,
} from './carbon-ledger.service';
export { carbonOfSources, type SourceCarbon } from './carbon-source-figures.service';
