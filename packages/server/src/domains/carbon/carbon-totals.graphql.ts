import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { builder } from '../../graphql/builder';
import type { CarbonEntryRow } from './carbon.sql';
import type { CarbonTotals } from './carbon-entries.service';
import { CarbonEntryRef, CarbonQuantityRef } from './carbon-types.graphql';

export const CarbonTotalsRef = builder.objectRef<CarbonTotals>('CarbonTotals').implement({
  description: 'kgCo2e counts actual and pending entries; excluded ones (refused sources) are apart.',
  fields: (t) => ({
    entries: t.exposeInt('entries'),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    actualKgCo2e: t.expose('actualKgCo2e', { type: 'Decimal' }),
    pendingKgCo2e: t.expose('pendingKgCo2e', { type: 'Decimal' }),
    excludedKgCo2e: t.expose('excludedKgCo2e', { type: 'Decimal' }),
    estimateKgCo2e: t.expose('estimateKgCo2e', { type: 'Decimal' }),
    display: t.expose('display', { type: CarbonQuantityRef }),
  }),
});

export const CarbonEntryPageRef = builder
  .objectRef<{ items: CarbonEntryRow[]; totalRecords: number; totals: CarbonTotals }>('CarbonEntryPage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [CarbonEntryRef] }),
      totalRecords: t.exposeInt('totalRecords'),
      totals: t.expose('totals', { type: CarbonTotalsRef }),
    }),
  });

type Breakdown = CarbonTotals & { key: string | number | null; name?: string };
const GreenBreakdownRef = builder.objectRef<Breakdown>('GreenBreakdown').implement({
  description:
    "kg CO2e of one category, department, phase or month (YYYY-MM); null key: not set. name: the category's code name or the department's name.",
  fields: (t) => ({
    key: t.string({ nullable: true, resolve: (b) => (b.key === null ? null : String(b.key)) }),
    name: t.string({ resolve: (b) => b.name ?? '' }),
    totals: t.field({ type: CarbonTotalsRef, resolve: (b) => b }),
  }),
});

export interface GreenRemovals {
  count: number;
  kgCo2e: string;
  removalKgCo2e: string;
  offsetKgCo2e: string;
  plannedKgCo2e: string;
  grossMinusRemovalsKgCo2e: string;
}
const GreenRemovalsRef = builder.objectRef<GreenRemovals>('GreenRemovals').implement({
  description:
    'Removals and offsets beside the gross emissions (issue 14), never netted from them: kgCo2e counts purchased and retired ones, planned ones apart; grossMinusRemovalsKgCo2e is the only net figure, named as such.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    removalKgCo2e: t.expose('removalKgCo2e', { type: 'Decimal' }),
    offsetKgCo2e: t.expose('offsetKgCo2e', { type: 'Decimal' }),
    plannedKgCo2e: t.expose('plannedKgCo2e', { type: 'Decimal' }),
    grossMinusRemovalsKgCo2e: t.expose('grossMinusRemovalsKgCo2e', { type: 'Decimal' }),
    display: t.field({ type: CarbonQuantityRef, resolve: (r) => displayKgCo2e(r.kgCo2e) }),
  }),
});

export interface GreenDashboardShape {
  removals: GreenRemovals | null;
  transport: string;
  accomodation: string;
  energy: string;
  locations: string;
  expenses: string;
  waste: string;
  tGSEconomy: string;
  tGSEcoPaper: string;
  totalGenerated: string;
  totals: CarbonTotals;
  byCategory: Breakdown[];
  byDepartment: Breakdown[];
  byPhase: Breakdown[];
  byMonth: Breakdown[];
}
export const GreenDashboardRef = builder.objectRef<GreenDashboardShape>('GreenDashboard').implement({
  description:
    'Green dashboard (001 §3.4), kg CO2e counting actual and pending entries; totals split them and flag estimates.',
  fields: (t) => ({
    transport: t.expose('transport', { type: 'Decimal' }),
    accomodation: t.expose('accomodation', { type: 'Decimal' }),
    energy: t.expose('energy', { type: 'Decimal' }),
    locations: t.expose('locations', { type: 'Decimal' }),
    expenses: t.expose('expenses', { type: 'Decimal', description: 'Every category not listed apart.' }),
    waste: t.expose('waste', { type: 'Decimal' }),
    tGSEconomy: t.expose('tGSEconomy', { type: 'Decimal', description: 'Savings are not recorded yet: 0.' }),
    tGSEcoPaper: t.expose('tGSEcoPaper', {
      type: 'Decimal',
      description: 'Savings are not recorded yet: 0.',
    }),
    totalGenerated: t.expose('totalGenerated', { type: 'Decimal' }),
    totals: t.expose('totals', { type: CarbonTotalsRef }),
    removals: t.expose('removals', {
      type: GreenRemovalsRef,
      nullable: true,
      description:
        'The production’s removals and offsets (useCarbonRemoval), apart from totalGenerated, which stays gross; null on the user dashboard or without the module.',
    }),
    byCategory: t.expose('byCategory', { type: [GreenBreakdownRef] }),
    byDepartment: t.expose('byDepartment', { type: [GreenBreakdownRef] }),
    byPhase: t.expose('byPhase', { type: [GreenBreakdownRef] }),
    byMonth: t.expose('byMonth', { type: [GreenBreakdownRef] }),
  }),
});
