import { carbonCategoryName, MEAL_KINDS, WASTE_KINDS } from '@setledger/shared/green/green.constants';
import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { Decimal } from 'decimal.js';
import { builder } from '../../graphql/builder';
import type { CarbonEntryRow, LogRow, MappingRow, OverrideRow } from './carbon.sql';
import type { CarbonDetails, CarbonLine } from './carbon.table';
import { lineFormula } from './carbon-compute';
import type { CarbonEntryWithProvenance } from './carbon-entries.service';
import type { CarbonMeasureFactors } from './carbon-measure-factors.service';
import type { CarbonVariable } from './carbon-variables.service';

/** A factor or quantity column as exact text without trailing zeros ('0.17174', not '0.17174000'). */
const exact = (value: string | null) => (value === null ? null : new Decimal(value).toString());

export const CarbonQuantityRef = builder
  .objectRef<{ value: string; unit: string }>('CarbonQuantity')
  .implement({
    description: 'A quantity as shown: kg with 2 decimals switching to T above 1000, l to m3 (001 §9).',
    fields: (t) => ({ value: t.exposeString('value'), unit: t.exposeString('unit') }),
  });

export const CarbonLineRef = builder.objectRef<CarbonLine>('CarbonLine').implement({
  description: 'One quantity × factor of an entry, with the factor’s provenance.',
  fields: (t) => ({
    label: t.exposeString('label'),
    quantity: t.exposeString('quantity'),
    unit: t.exposeString('unit'),
    factorQuantity: t.exposeString('factorQuantity', { description: 'The quantity in the factor’s unit.' }),
    factorKey: t.exposeString('factorKey'),
    factorValue: t.exposeString('factorValue'),
    factorUnit: t.exposeString('factorUnit'),
    factorSource: t.exposeString('factorSource'),
    factorYear: t.exposeInt('factorYear', { nullable: true }),
    overrideId: t.exposeInt('overrideId', { nullable: true }),
    isOverride: t.boolean({ resolve: (line) => line.overrideId !== null }),
    kgCo2e: t.exposeString('kgCo2e', { description: 'Unrounded: the entry rounds its total once.' }),
    formula: t.string({ resolve: lineFormula }),
  }),
});

const KindValueRef = builder.objectRef<{ kind: string; value: string | null }>('CarbonKindValue').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), value: t.exposeString('value', { nullable: true }) }),
});

const kindValues = (
  kinds: readonly string[],
  values: Record<string, string | number | null> | null | undefined,
) =>
  values
    ? kinds.map((kind) => ({
        kind,
        value: values[kind] === null || values[kind] === undefined ? null : String(values[kind]),
      }))
    : [];

const CarbonDetailsRef = builder.objectRef<CarbonDetails>('CarbonEntryDetails').implement({
  description: 'The fields of 001 §3.14 an entry was computed from.',
  fields: (t) => ({
    transportTypeCode: t.int({ nullable: true, resolve: (d) => d.transportTypeCode ?? null }),
    km: t.string({ nullable: true, resolve: (d) => d.km ?? null }),
    passengers: t.int({ nullable: true, resolve: (d) => d.passengers ?? null }),
    fromAddress: t.string({ resolve: (d) => d.fromAddress ?? '' }),
    toAddress: t.string({ resolve: (d) => d.toAddress ?? '' }),
    nights: t.int({ nullable: true, resolve: (d) => d.nights ?? null }),
    bedrooms: t.int({ nullable: true, resolve: (d) => d.bedrooms ?? null }),
    carbonClap: t.int({
      nullable: true,
      description:
        'Carbon-clap means of transport 1 to 20 of a trip (001 §9), kept for the carbon-clap report.',
      resolve: (d) => d.carbonClap ?? null,
    }),
    country: t.string({ resolve: (d) => d.country ?? '' }),
    energySource: t.string({ nullable: true, resolve: (d) => d.energySource ?? null }),
    kwh: t.string({ nullable: true, resolve: (d) => d.kwh ?? null }),
    fuel: t.string({ nullable: true, resolve: (d) => d.fuel ?? null }),
    litres: t.string({ nullable: true, resolve: (d) => d.litres ?? null }),
    generator: t.boolean({ resolve: (d) => d.generator ?? false }),
    waterM3: t.string({ nullable: true, resolve: (d) => d.waterM3 ?? null }),
    days: t.int({ nullable: true, resolve: (d) => d.days ?? null }),
    surface: t.string({ nullable: true, resolve: (d) => d.surface ?? null }),
    locationSetName: t.string({ resolve: (d) => d.locationSetName ?? '' }),
    waste: t.field({ type: [KindValueRef], resolve: (d) => kindValues(WASTE_KINDS, d.waste) }),
    meals: t.field({ type: [KindValueRef], resolve: (d) => kindValues(MEAL_KINDS, d.meals) }),
    quantity: t.string({ nullable: true, resolve: (d) => d.quantity ?? null }),
    spend: t.string({ nullable: true, resolve: (d) => d.spend ?? null }),
    budgetCategoryId: t.int({ nullable: true, resolve: (d) => d.budgetCategoryId ?? null }),
  }),
});

export const CarbonEntryRef = builder.objectRef<CarbonEntryRow>('CarbonEntry').implement({
  description: 'A carbon entry of the ledger (001 §3.14): its source, quantity, factor and kg CO2e.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sourceType: t.exposeString('sourceType'),
    sourceId: t.exposeInt('sourceId', { nullable: true }),
    carbonCategory: t.exposeInt('carbonCategory', { description: 'coTwoCategory, 0 to 21 (001 §9).' }),
    carbonCategoryName: t.string({ resolve: (e) => carbonCategoryName(e.carbonCategory) ?? '' }),
    entityType: t.exposeInt('entityType'),
    strDate: t.exposeString('strDate'),
    endDate: t.exposeString('endDate', { nullable: true }),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
    department: t.exposeInt('department', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    userId: t.exposeInt('userId', { nullable: true }),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    productionPhase: t.exposeInt('productionPhase', { nullable: true }),
    paidByProduction: t.exposeBoolean('paidByProduction'),
    verified: t.exposeBoolean('verified'),
    status: t.exposeString('status', { description: 'pending, actual (validated) or excluded (refused).' }),
    isEstimate: t.exposeBoolean('isEstimate', { description: 'Spend-based: an estimate, flagged as such.' }),
    quantity: t.string({ nullable: true, resolve: (e) => exact(e.quantity) }),
    unit: t.exposeString('unit', { nullable: true }),
    factorKey: t.exposeString('factorKey', { nullable: true }),
    factorValue: t.string({ nullable: true, resolve: (e) => exact(e.factorValue) }),
    factorUnit: t.exposeString('factorUnit', { nullable: true }),
    factorSource: t.exposeString('factorSource', { nullable: true }),
    factorYear: t.exposeInt('factorYear', { nullable: true }),
    isOverride: t.boolean({ resolve: (e) => e.lines.some((line) => line.overrideId !== null) }),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    kgCo2eDisplay: t.field({ type: CarbonQuantityRef, resolve: (e) => displayKgCo2e(e.kgCo2e) }),
    lines: t.expose('lines', { type: [CarbonLineRef] }),
    details: t.expose('details', { type: CarbonDetailsRef }),
    createdBy: t.exposeInt('createdBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const CarbonFactorOverrideRef = builder
  .objectRef<OverrideRow & { userName?: string | null }>('CarbonFactorOverride')
  .implement({
    description: 'A project’s own value of an emission factor: who, when, why, before and after.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      factorKey: t.exposeString('factorKey'),
      oldValue: t.string({ resolve: (o) => exact(o.oldValue)! }),
      newValue: t.string({ resolve: (o) => exact(o.newValue)! }),
      unit: t.exposeString('unit'),
      reason: t.exposeString('reason'),
      userId: t.exposeInt('userId', { nullable: true }),
      userName: t.string({
        nullable: true,
        description: 'Who set it: first name and name (null once the person is deleted).',
        resolve: (o) => o.userName ?? null,
      }),
      at: t.expose('at', { type: 'DateTime' }),
    }),
  });

type LineProvenance = CarbonEntryWithProvenance['lines'][number];
const CarbonLineProvenanceRef = builder.objectRef<LineProvenance>('CarbonLineProvenance').implement({
  fields: (t) => ({
    line: t.expose('line', { type: CarbonLineRef }),
    formula: t.exposeString('formula', { description: 'quantity × factor = result, as read.' }),
    override: t.expose('override', { type: CarbonFactorOverrideRef, nullable: true }),
  }),
});

export const CarbonEntryDetailRef = builder
  .objectRef<CarbonEntryWithProvenance>('CarbonEntryDetail')
  .implement({
    description: 'An entry and how each of its kg CO2e was computed.',
    fields: (t) => ({
      entry: t.expose('entry', { type: CarbonEntryRef }),
      lines: t.expose('lines', { type: [CarbonLineProvenanceRef] }),
    }),
  });

export const CarbonVariableRef = builder.objectRef<CarbonVariable>('CarbonVariable').implement({
  description: 'An emission factor or entry field a formula may reference.',
  fields: (t) => ({
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'factor or field' }),
    category: t.exposeString('category'),
    description: t.exposeString('description'),
    unit: t.exposeString('unit'),
    value: t.exposeString('value', { nullable: true }),
    sourcedValue: t.exposeString('sourcedValue', { nullable: true }),
    isOverridden: t.exposeBoolean('isOverridden'),
    source: t.exposeString('source'),
    year: t.exposeInt('year', { nullable: true }),
  }),
});

export const CarbonMeasureFactorsRef = builder
  .objectRef<CarbonMeasureFactors>('CarbonMeasureFactors')
  .implement({
    description: 'The factors a line of a budget category may carry its physical quantity with (issue 14).',
    fields: (t) => ({
      carbonCategory: t.exposeInt('carbonCategory', {
        nullable: true,
        description: 'The carbon category the budget category is mapped to; null: no Carbon section.',
      }),
      factors: t.field({ type: [CarbonVariableRef], resolve: (m) => m.factors }),
    }),
  });

export const CarbonCategoryMappingRef = builder.objectRef<MappingRow>('CarbonCategoryMapping').implement({
  fields: (t) => ({
    budgetCategoryId: t.exposeInt('budgetCategoryId'),
    carbonCategory: t.exposeInt('carbonCategory'),
    kgCo2ePerCurrency: t.string({ nullable: true, resolve: (m) => exact(m.kgCo2ePerCurrency) }),
    updatedBy: t.exposeInt('updatedBy', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const CarbonLedgerLogRef = builder
  .objectRef<LogRow & { userName?: string | null }>('CarbonLedgerLogEntry')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      kind: t.exposeString('kind', { description: 'override, recompute or mapping' }),
      userId: t.exposeInt('userId', { nullable: true }),
      userName: t.string({
        nullable: true,
        description: 'Who did it: first name and name.',
        resolve: (row) => row.userName ?? null,
      }),
      at: t.expose('at', { type: 'DateTime' }),
      factorKey: t.exposeString('factorKey', { nullable: true }),
      oldValue: t.exposeString('oldValue', { nullable: true }),
      newValue: t.exposeString('newValue', { nullable: true }),
      reason: t.exposeString('reason'),
      entriesChanged: t.exposeInt('entriesChanged'),
      kgBefore: t.expose('kgBefore', { type: 'Decimal', nullable: true }),
      kgAfter: t.expose('kgAfter', { type: 'Decimal', nullable: true }),
    }),
  });

const RecomputeChangeRef = builder
  .objectRef<{ entry: CarbonEntryRow; oldKgCo2e: string; newKgCo2e: string }>('CarbonRecomputeChange')
  .implement({
    fields: (t) => ({
      entry: t.expose('entry', { type: CarbonEntryRef }),
      oldKgCo2e: t.expose('oldKgCo2e', { type: 'Decimal' }),
      newKgCo2e: t.expose('newKgCo2e', { type: 'Decimal' }),
    }),
  });

export const CarbonRecomputeRef = builder
  .objectRef<{
    entriesChanged: number;
    kgBefore: string;
    kgAfter: string;
    changes: { entry: CarbonEntryRow; oldKgCo2e: string; newKgCo2e: string }[];
    logId: number | null;
  }>('CarbonRecompute')
  .implement({
    description:
      'The entries a recompute changes (the first 100 listed), old → new kg CO2e; logId once applied.',
    fields: (t) => ({
      entriesChanged: t.exposeInt('entriesChanged'),
      kgBefore: t.expose('kgBefore', { type: 'Decimal' }),
      kgAfter: t.expose('kgAfter', { type: 'Decimal' }),
      changes: t.expose('changes', { type: [RecomputeChangeRef] }),
      logId: t.exposeInt('logId', { nullable: true }),
    }),
  });
