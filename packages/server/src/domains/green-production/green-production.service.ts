import { CARBON_CATEGORIES } from '@setledger/shared/green/green.constants';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { forbidden } from '../../core/errors';
import type { Services } from '../../core/services';
import { type LedgerGroup, ledgerBreakdown } from '../carbon';
import { type CarbonRemovalTotals, removalTotalsFor } from '../carbon-removals';
import { type ActionCounts, actionSummary, readsActions } from '../green-actions';
import { readsProduction } from './green-production.policy';
import { reportAndChecklistSections } from './green-production-sections';

/** A count of ledger entries and their kg CO2e (exact decimal string, 2 decimals). */
export interface EntryCount {
  count: number;
  kgCo2e: string;
}

const sum = (groups: LedgerGroup[]): EntryCount => ({
  count: groups.reduce((n, g) => n + g.count, 0),
  kgCo2e: groups.reduce((total, g) => total.plus(g.kgCo2e), new Decimal(0)).toFixed(2),
});

/** Entries an excluded status keeps out of every total (as the green dashboards). */
const counted = (groups: LedgerGroup[]) => groups.filter((g) => g.status !== 'excluded');

/**
 * What is missing before a report can be produced (issue 16): entries nobody verified, estimates (spend-based),
 * entries still pending (a PO not yet invoiced...) and the carbon categories 0-21 without any entry. Excluded
 * entries count nowhere.
 */
export function prerequisitesOf(groups: LedgerGroup[]) {
  const live = counted(groups);
  const withData = new Set(live.map((g) => g.carbonCategory));
  return {
    total: sum(live),
    unverified: sum(live.filter((g) => !g.verified)),
    estimates: sum(live.filter((g) => g.isEstimate)),
    pending: sum(live.filter((g) => g.status === 'pending')),
    missingCategories: CARBON_CATEGORIES.map((c) => c.code).filter((code) => !withData.has(code)),
  };
}
export type Prerequisites = ReturnType<typeof prerequisitesOf>;

/** The footprint by category: actual and pending apart, with the estimates among them. */
export function footprintOf(groups: LedgerGroup[]) {
  const live = counted(groups);
  const categories = [...new Set(live.map((g) => g.carbonCategory))].sort((a, b) => a - b);
  return {
    total: sum(live),
    actual: sum(live.filter((g) => g.status === 'actual')),
    pending: sum(live.filter((g) => g.status === 'pending')),
    excluded: sum(groups.filter((g) => g.status === 'excluded')),
    byCategory: categories.map((category) => {
      const of = live.filter((g) => g.carbonCategory === category);
      return {
        category,
        total: sum(of),
        actual: sum(of.filter((g) => g.status === 'actual')),
        pending: sum(of.filter((g) => g.status === 'pending')),
        estimates: sum(of.filter((g) => g.isEstimate)),
      };
    }),
  };
}
export type Footprint = ReturnType<typeof footprintOf>;

/** Removals stay apart from the gross emissions: net = gross − purchased and retired removals and offsets. */
function removalsOf(gross: string, totals: CarbonRemovalTotals | null) {
  if (!totals) return null;
  return {
    grossKgCo2e: gross,
    removedKgCo2e: new Decimal(totals.kgCo2e).toFixed(2),
    removalKgCo2e: new Decimal(totals.removalKgCo2e).toFixed(2),
    offsetKgCo2e: new Decimal(totals.offsetKgCo2e).toFixed(2),
    plannedKgCo2e: new Decimal(totals.plannedKgCo2e).toFixed(2),
    netKgCo2e: new Decimal(gross).minus(totals.kgCo2e).toFixed(2),
  };
}

function assertReads(actor: Actor) {
  if (!readsProduction(actor)) throw forbidden();
}

/** GetGreenPrerequisites: what is missing before a report can be produced. */
export async function getGreenPrerequisites(services: Services, actor: Actor) {
  assertReads(actor);
  return prerequisitesOf(await ledgerBreakdown(services.db, actor.projectId));
}

const NO_ACTIONS: ActionCounts = { total: 0, todo: 0, inProgress: 0, done: 0, cancelled: 0, overdue: 0 };

/**
 * GetGreenProduction: the production's summary (issue 16): footprint by category and status, removals apart
 * (gross and net), the calculator reports and the checklist score when present, actions by status and overdue.
 */
export async function getGreenProduction(services: Services, actor: Actor) {
  assertReads(actor);
  const groups = await ledgerBreakdown(services.db, actor.projectId);
  const footprint = footprintOf(groups);
  const [removals, actions, sections] = await Promise.all([
    removalTotalsFor(services, actor),
    readsActions(actor) ? actionSummary(services, actor) : Promise.resolve(NO_ACTIONS),
    reportAndChecklistSections(services.db, actor.projectId),
  ]);
  return {
    footprint,
    prerequisites: prerequisitesOf(groups),
    removals: removalsOf(footprint.total.kgCo2e, removals),
    actions,
    reports: sections.reports,
    checklist: sections.checklist,
  };
}
export type GreenProduction = Awaited<ReturnType<typeof getGreenProduction>>;
