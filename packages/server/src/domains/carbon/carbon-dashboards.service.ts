import { carbonCategoryName, carbonEntryFormOf } from '@setledger/shared/green/green.constants';
import { Decimal } from 'decimal.js';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Services } from '../../core/services';
import { type CarbonRemovalTotals, removalTotalsFor } from '../carbon-removals';
import { getDepartments } from '../departments';
import { ownFootprintWhere, visibleWhere } from './carbon.policy';
import * as sqlq from './carbon.sql';
import { totalsOf } from './carbon-entries.service';

type Group = Awaited<ReturnType<typeof sqlq.footprintGroups>>[number];

/** One bar of a breakdown: kg CO2e that counts (actual + pending), each part, and the estimates among them. */
function breakdown<K extends string | number | null>(groups: Group[], keyOf: (g: Group) => K) {
  const by = new Map<K, Group[]>();
  for (const group of groups) by.set(keyOf(group), [...(by.get(keyOf(group)) ?? []), group]);
  return [...by.entries()]
    .map(([key, rows]) => ({ key, ...totalsOf(rows) }))
    .sort((a, b) => String(a.key).localeCompare(String(b.key), 'en', { numeric: true }));
}

/**
 * The §3.4 green fields from the category breakdown. Transport, accommodation, energy (generator energy),
 * locations and waste are their categories; 'expenses' is every other category (meals and the rest). The
 * spec does not say what tGSEconomy and tGSEcoPaper measure: savings are not recorded yet, so they are 0.
 */
function greenFields(groups: Group[]) {
  const sum = (form: string | null) =>
    groups
      .filter((g) => g.status !== 'excluded')
      .filter((g) => {
        const own = carbonEntryFormOf(g.carbonCategory);
        return form === null
          ? !['transport', 'accommodation', 'energy', 'location', 'waste'].includes(own)
          : own === form;
      })
      .reduce((total, g) => total.plus(g.kgCo2e ?? 0), new Decimal(0))
      .toFixed(2);
  return {
    transport: sum('transport'),
    accomodation: sum('accommodation'),
    energy: sum('energy'),
    locations: sum('location'),
    expenses: sum(null),
    waste: sum('waste'),
    tGSEconomy: '0.00',
    tGSEcoPaper: '0.00',
  };
}

/** The project's department names by number: the department breakdown shows names, not numbers. */
async function departmentNames(services: Services, actor: Actor) {
  const departments = await getDepartments(services, actor, {});
  return new Map(departments.map((department) => [String(department.value), department.message]));
}

/**
 * Removals and offsets beside the gross emissions (issue 14): never netted silently; the only net figure is
 * named for what it is, gross − removals.
 */
const removalsBeside = (gross: string, removals: CarbonRemovalTotals | null) =>
  removals && {
    ...removals,
    grossMinusRemovalsKgCo2e: new Decimal(gross).minus(removals.kgCo2e).toFixed(2),
  };

async function footprint(services: Services, actor: Actor, where: SQL, withRemovals: boolean) {
  const [groups, names, removals] = await Promise.all([
    sqlq.footprintGroups(services.db, where),
    departmentNames(services, actor),
    withRemovals ? removalTotalsFor(services, actor) : Promise.resolve(null),
  ]);
  const totals = totalsOf(groups);
  return {
    ...greenFields(groups),
    totalGenerated: totals.kgCo2e,
    totals,
    removals: removalsBeside(totals.kgCo2e, removals),
    byCategory: breakdown(groups, (g) => g.carbonCategory).map((row) => ({
      ...row,
      name: carbonCategoryName(row.key) ?? '',
    })),
    byDepartment: breakdown(groups, (g) => g.department).map((row) => ({
      ...row,
      name: row.key === null ? '' : (names.get(String(row.key)) ?? ''),
    })),
    byPhase: breakdown(groups, (g) => g.productionPhase),
    byMonth: breakdown(groups, (g) => g.month),
  };
}
export type GreenDashboard = Awaited<ReturnType<typeof footprint>>;

/** The person's own footprint (001 §3.4, §7.3): the entries of their expenses and travels, by category. */
export const getUserGreenDashboard = (services: Services, actor: Actor) =>
  footprint(services, actor, ownFootprintWhere(actor), false);

/**
 * The production's footprint (001 §3.4): the §3.4 fields, totals with actual and pending apart (only validated
 * money is actual) and estimates flagged, by category, department, phase and month.
 */
export const getAdminGreenDashboard = (services: Services, actor: Actor) =>
  footprint(services, actor, visibleWhere(actor), true);
