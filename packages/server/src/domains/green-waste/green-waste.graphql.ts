import { WASTE_SCREEN_KIND_NAMES } from '@setledger/shared/green/green-waste';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { CarbonQuantityRef } from '../carbon/carbon-types.graphql';
import * as waste from './green-waste.service';

/** The waste screens (001 §6): the waste module, and administrators, production or a green/waste right. */
const WASTE = {
  $all: {
    module: 'useWaste',
    $any: { adminOrProd: true, anyRight: ['canAccessGreenReporting', 'canViewWasteScreens'] },
  },
} as const;

type Page = Awaited<ReturnType<typeof waste.getWasteEntries>>;

const WasteQuantityRef = builder
  .objectRef<{ kind: string; quantity: string; unit: string }>('WasteQuantity')
  .implement({
    description: 'A weight (or volume) of one waste kind, in the unit it was entered in.',
    fields: (t) => ({
      kind: t.exposeString('kind'),
      quantity: t.exposeString('quantity'),
      unit: t.exposeString('unit', { description: 'kg, tonne, litre or m3.' }),
    }),
  });

const WasteEntryRef = builder.objectRef<waste.WasteEntry>('WasteEntry').implement({
  description: 'A waste entry of the carbon ledger (carbon category waste): weights by kind for a period.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    strDate: t.exposeString('strDate'),
    endDate: t.exposeString('endDate', { nullable: true }),
    description: t.exposeString('description'),
    department: t.exposeInt('department', { nullable: true }),
    locationSetName: t.exposeString('locationSetName'),
    sortedWaste: t.exposeBoolean('sortedWaste'),
    recycledPaper: t.exposeBoolean('recycledPaper'),
    kgCo2e: t.exposeString('kgCo2e'),
    quantities: t.field({ type: [WasteQuantityRef], resolve: (entry) => entry.quantities }),
  }),
});

const WasteTotalRef = builder.objectRef<Page['totals'][number]>('WasteTotal').implement({
  description: 'The total of one kind: masses in kg, volumes in litres, shown per 001 §9 (T, m3 above 1000).',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    quantity: t.exposeString('quantity'),
    unit: t.exposeString('unit'),
    display: t.field({ type: CarbonQuantityRef, resolve: (total) => total.display }),
  }),
});

const WasteUnitRef = builder.objectRef<Page['units'][number]>('WasteUnitOfKind').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), unit: t.exposeString('unit') }),
});

const WastePageRef = builder.objectRef<Page>('WasteEntries').implement({
  fields: (t) => ({
    units: t.field({
      type: [WasteUnitRef],
      description: 'The project’s unit of each kind (001 §3.10).',
      resolve: (p) => p.units,
    }),
    items: t.field({
      type: [WasteEntryRef],
      description: 'At most 1000, newest first.',
      resolve: (p) => p.items,
    }),
    totals: t.field({ type: [WasteTotalRef], resolve: (p) => p.totals }),
    kgCo2e: t.exposeString('kgCo2e'),
    kgCo2eDisplay: t.field({ type: CarbonQuantityRef, resolve: (p) => p.kgCo2eDisplay }),
  }),
});

const WasteFilterRef = builder.inputType('WasteFilterInput', {
  fields: (t) => ({
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    department: t.int({ required: false }),
  }),
});

const WasteQuantitiesRef = builder.inputType('WasteQuantitiesInput', {
  description: 'The weight of each kind, in the project’s unit of that kind.',
  fields: (t) =>
    Object.fromEntries(WASTE_SCREEN_KIND_NAMES.map((kind) => [kind, t.string({ required: false })])),
});

const WasteEntryInputRef = builder.inputType('WasteEntryInput', {
  fields: (t) => ({
    strDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    description: t.string({ required: false }),
    department: t.int({ required: false }),
    locationSetName: t.string({ required: false }),
    sortedWaste: t.boolean({ required: false }),
    recycledPaper: t.boolean({ required: false }),
    quantities: t.field({ type: WasteQuantitiesRef, required: false }),
  }),
});

const RULE = "project scope: the caller's project's manual waste entries; another project's id is NOT_FOUND";

builder.queryFields((t) => ({
  GetWasteEntries: t.field({
    extensions: { rule: RULE },
    type: WastePageRef,
    description: 'green/waste: waste entries in a date range and department, totals by kind.',
    authScopes: WASTE,
    args: { Filter: t.arg({ type: WasteFilterRef, required: false }) },
    resolve: (_root, args, ctx) => waste.getWasteEntries(ctx, requireActor(ctx), { filter: args.Filter }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdWasteEntry: t.field({
    extensions: { rule: RULE },
    type: WasteEntryRef,
    description: 'A waste entry (no id) or a change of one: one ledger line per kind weighed.',
    authScopes: WASTE,
    args: {
      WasteEntryId: t.arg.int({ required: false }),
      WasteEntry: t.arg({ type: WasteEntryInputRef }),
    },
    resolve: (_root, args, ctx) =>
      waste.addUpdWasteEntry(ctx, requireActor(ctx), { entryId: args.WasteEntryId, entry: args.WasteEntry }),
  }),
  DelWasteEntry: t.int({
    extensions: { rule: RULE },
    authScopes: WASTE,
    args: { WasteEntryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      waste.delWasteEntry(ctx, requireActor(ctx), { entryId: args.WasteEntryId }),
  }),
}));
