import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { Decimal } from 'decimal.js';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { lineFormula } from '../carbon';
import * as service from './special-equipment.service';

/** The register (issue 14): the green editor's rights, as the spec names none of its own. */
const KEEP = {
  $all: { module: 'useGreen', $any: { adminOrProd: true, right: 'canAccessGreenReporting' } },
} as const;
/** Its carbon view: the green readers. */
const READ = {
  $all: {
    module: 'useGreen',
    $any: { adminOrProd: true, anyRight: ['canAccessGreenReporting', 'canViewGreenTable'] },
  },
} as const;
const RULE = "project scope: the caller's project's items (special-equipment.policy), else NOT_FOUND";

const trimZeros = (value: string | null) => (value === null ? null : new Decimal(value).toString());

export const SpecialEquipmentRef = builder
  .objectRef<service.SpecialEquipmentRow>('SpecialEquipment')
  .implement({
    description: 'An item of the special-equipment register; its energy feeds the carbon ledger.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      type: t.exposeString('type'),
      supplier: t.exposeString('supplier'),
      department: t.exposeInt('department', { nullable: true }),
      startDate: t.exposeString('startDate'),
      endDate: t.exposeString('endDate', { nullable: true }),
      days: t.exposeInt('days', { nullable: true }),
      energyMode: t.exposeString('energyMode'),
      fuel: t.exposeString('fuel', { nullable: true }),
      litres: t.string({ nullable: true, resolve: (r) => trimZeros(r.litres) }),
      kwh: t.string({ nullable: true, resolve: (r) => trimZeros(r.kwh) }),
      country: t.exposeString('country'),
      hours: t.string({ nullable: true, resolve: (r) => trimZeros(r.hours) }),
      litresPerHour: t.string({ nullable: true, resolve: (r) => trimZeros(r.litresPerHour) }),
      notes: t.exposeString('notes'),
    }),
  });

const SpecialEquipmentKgRef = builder
  .objectRef<{ value: string; unit: string }>('SpecialEquipmentKg')
  .implement({
    description: 'kg CO2e as shown: kg with 2 decimals switching to T above 1000 (001 §9).',
    fields: (t) => ({ value: t.exposeString('value'), unit: t.exposeString('unit') }),
  });

const SpecialEquipmentCarbonRowRef = builder
  .objectRef<service.SpecialEquipmentCarbonRow>('SpecialEquipmentCarbon')
  .implement({
    description: 'An item with its ledger entry: quantity × factor = kg CO2e, the factor’s source and year.',
    fields: (t) => ({
      item: t.expose('item', { type: SpecialEquipmentRef }),
      entryId: t.int({ nullable: true, resolve: (r) => r.entry?.id ?? null }),
      kgCo2e: t.string({ nullable: true, resolve: (r) => r.entry?.kgCo2e ?? null }),
      kgCo2eDisplay: t.field({
        type: SpecialEquipmentKgRef,
        nullable: true,
        resolve: (r) => (r.entry ? displayKgCo2e(r.entry.kgCo2e) : null),
      }),
      quantity: t.string({ nullable: true, resolve: (r) => trimZeros(r.entry?.quantity ?? null) }),
      unit: t.string({ nullable: true, resolve: (r) => r.entry?.unit ?? null }),
      factorKey: t.string({ nullable: true, resolve: (r) => r.entry?.factorKey ?? null }),
      factorValue: t.string({ nullable: true, resolve: (r) => trimZeros(r.entry?.factorValue ?? null) }),
      factorUnit: t.string({ nullable: true, resolve: (r) => r.entry?.factorUnit ?? null }),
      factorSource: t.string({ nullable: true, resolve: (r) => r.entry?.factorSource ?? null }),
      factorYear: t.int({ nullable: true, resolve: (r) => r.entry?.factorYear ?? null }),
      isOverride: t.boolean({
        resolve: (r) => (r.entry?.lines ?? []).some((line) => line.overrideId !== null),
      }),
      formula: t.string({
        nullable: true,
        resolve: (r) => (r.entry?.lines[0] ? lineFormula(r.entry.lines[0]) : null),
      }),
    }),
  });

const SpecialEquipmentCarbonRef = builder
  .objectRef<Awaited<ReturnType<typeof service.getSpecialEquipmentCarbon>>>('SpecialEquipmentCarbonView')
  .implement({
    fields: (t) => ({
      rows: t.expose('rows', { type: [SpecialEquipmentCarbonRowRef] }),
      totalKgCo2e: t.exposeString('totalKgCo2e'),
      totalDisplay: t.expose('totalDisplay', { type: SpecialEquipmentKgRef }),
    }),
  });

const SpecialEquipmentInputRef = builder.inputType('SpecialEquipmentInput', {
  description:
    'An item: energyMode litres (fuel, litres), kwh (kwh, country) or hours (fuel, hours, litresPerHour).',
  fields: (t) => ({
    name: t.string({ required: false }),
    type: t.string({ required: false }),
    supplier: t.string({ required: false }),
    department: t.int({ required: false }),
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    days: t.int({ required: false }),
    energyMode: t.string({ required: false }),
    fuel: t.string({ required: false }),
    litres: t.string({ required: false }),
    kwh: t.string({ required: false }),
    country: t.string({ required: false }),
    hours: t.string({ required: false }),
    litresPerHour: t.string({ required: false }),
    notes: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  GetSpecialEquipments: t.field({
    extensions: { rule: RULE },
    type: [SpecialEquipmentRef],
    description: 'The special-equipment register, by first day of use (at most 500).',
    authScopes: KEEP,
    resolve: (_root, _args, ctx) => service.getSpecialEquipments(ctx, requireActor(ctx)),
  }),
  GetSpecialEquipment: t.field({
    extensions: { rule: RULE },
    type: SpecialEquipmentRef,
    authScopes: KEEP,
    args: { SpecialEquipmentId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getSpecialEquipment(ctx, requireActor(ctx), { itemId: args.SpecialEquipmentId }),
  }),
  GetSpecialEquipmentCarbon: t.field({
    extensions: { rule: RULE },
    type: SpecialEquipmentCarbonRef,
    description: 'Each item’s kg CO2e with its factor, source and year, and the total (green readers).',
    authScopes: READ,
    resolve: (_root, _args, ctx) => service.getSpecialEquipmentCarbon(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdSpecialEquipment: t.field({
    extensions: { rule: RULE },
    type: SpecialEquipmentRef,
    description: 'Adds an item (no id) or changes one; its ledger entry follows in the same transaction.',
    authScopes: KEEP,
    args: {
      SpecialEquipmentId: t.arg.int({ required: false }),
      SpecialEquipment: t.arg({ type: SpecialEquipmentInputRef }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdSpecialEquipment(ctx, requireActor(ctx), {
        itemId: args.SpecialEquipmentId,
        item: args.SpecialEquipment,
      }),
  }),
  DelSpecialEquipment: t.int({
    extensions: { rule: RULE },
    description: 'Deletes an item and its ledger entry, in one transaction.',
    authScopes: KEEP,
    args: { SpecialEquipmentId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delSpecialEquipment(ctx, requireActor(ctx), { itemId: args.SpecialEquipmentId }),
  }),
}));
