import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { Decimal } from 'decimal.js';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import * as certificates from './carbon-certificates.service';
import * as service from './carbon-removals.service';

/** Who reads removals (001 §6): the green readers and who manages them, with useCarbonRemoval. */
const READ = {
  $all: {
    module: 'useCarbonRemoval',
    $any: {
      adminOrProd: true,
      anyRight: ['canManageCarbonRemoval', 'canAccessGreenReporting', 'canViewGreenTable'],
    },
  },
} as const;
/** Who records them: canManageCarbonRemoval (administrators and production too). */
const MANAGE = {
  $all: { module: 'useCarbonRemoval', $any: { adminOrProd: true, right: 'canManageCarbonRemoval' } },
} as const;

const trimZeros = (value: string | null) => (value === null ? null : new Decimal(value).toString());

const CarbonQuantityShownRef = builder
  .objectRef<{ value: string; unit: string }>('CarbonRemovalQuantity')
  .implement({
    description: 'kg CO2e as shown: kg with 2 decimals switching to T above 1000 (001 §9).',
    fields: (t) => ({ value: t.exposeString('value'), unit: t.exposeString('unit') }),
  });

export const CarbonRemovalRef = builder.objectRef<service.CarbonRemovalRow>('CarbonRemoval').implement({
  description:
    'A carbon removal or offset (issue 14), recorded apart from the emissions; the certificate downloads from certificateUrl with the bearer token.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    description: t.exposeString('description'),
    project: t.exposeString('project'),
    date: t.exposeString('date'),
    kgCo2e: t.string({ resolve: (r) => trimZeros(r.kgCo2e)! }),
    kgCo2eDisplay: t.field({ type: CarbonQuantityShownRef, resolve: (r) => displayKgCo2e(r.kgCo2e) }),
    provider: t.exposeString('provider'),
    standard: t.exposeString('standard'),
    serialNumber: t.exposeString('serialNumber'),
    vintageYear: t.exposeInt('vintageYear', { nullable: true }),
    price: t.string({ nullable: true, resolve: (r) => r.price }),
    currency: t.exposeString('currency'),
    status: t.exposeString('status'),
    certificateName: t.exposeString('certificateName', { nullable: true }),
    certificateType: t.exposeString('certificateType', { nullable: true }),
    certificateSize: t.exposeInt('certificateSize', { nullable: true }),
    certificateUrl: t.string({
      nullable: true,
      resolve: (r) => (r.certificateKey ? `/files/carbon-certificates/${r.id}` : null),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const CarbonRemovalTotalsRef = builder
  .objectRef<service.CarbonRemovalTotals>('CarbonRemovalTotals')
  .implement({
    description:
      'Removals and offsets, kg CO2e: kgCo2e counts purchased and retired ones (never netted from the emissions); planned ones apart.',
    fields: (t) => ({
      count: t.exposeInt('count'),
      kgCo2e: t.exposeString('kgCo2e'),
      removalKgCo2e: t.exposeString('removalKgCo2e'),
      offsetKgCo2e: t.exposeString('offsetKgCo2e'),
      plannedKgCo2e: t.exposeString('plannedKgCo2e'),
      display: t.field({ type: CarbonQuantityShownRef, resolve: (r) => displayKgCo2e(r.kgCo2e) }),
    }),
  });

const CarbonRemovalListRef = builder
  .objectRef<{ items: service.CarbonRemovalRow[]; totals: service.CarbonRemovalTotals }>('CarbonRemovalList')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [CarbonRemovalRef] }),
      totals: t.expose('totals', { type: CarbonRemovalTotalsRef }),
    }),
  });

const CarbonRemovalInputRef = builder.inputType('CarbonRemovalInput', {
  description: 'A removal or an offset: quantity in tonnes or kg CO2e (unit), kept as kg.',
  fields: (t) => ({
    kind: t.string({ required: false }),
    description: t.string({ required: false }),
    project: t.string({ required: false }),
    date: t.string({ required: false, ...DATE_INPUT }),
    quantity: t.string({ required: false }),
    unit: t.string({ required: false }),
    provider: t.string({ required: false }),
    standard: t.string({ required: false }),
    serialNumber: t.string({ required: false }),
    vintageYear: t.int({ required: false }),
    price: t.string({ required: false }),
    currency: t.string({ required: false }),
    status: t.string({ required: false }),
  }),
});

const PROJECT_RULE =
  "project scope: the caller's project's removals (carbon-removals.policy), else NOT_FOUND";

builder.queryFields((t) => ({
  GetCarbonRemovals: t.field({
    extensions: { rule: PROJECT_RULE },
    type: CarbonRemovalListRef,
    description: 'The project’s removals and offsets, newest first (at most 500), with their totals.',
    authScopes: READ,
    resolve: (_root, _args, ctx) => service.getCarbonRemovals(ctx, requireActor(ctx)),
  }),
  GetCarbonRemoval: t.field({
    extensions: { rule: PROJECT_RULE },
    type: CarbonRemovalRef,
    authScopes: READ,
    args: { CarbonRemovalId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getCarbonRemoval(ctx, requireActor(ctx), { removalId: args.CarbonRemovalId }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdCarbonRemoval: t.field({
    extensions: { rule: PROJECT_RULE },
    type: CarbonRemovalRef,
    description: 'Records a removal or an offset (no id) or changes one.',
    authScopes: MANAGE,
    args: {
      CarbonRemovalId: t.arg.int({ required: false }),
      CarbonRemoval: t.arg({ type: CarbonRemovalInputRef }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdCarbonRemoval(ctx, requireActor(ctx), {
        removalId: args.CarbonRemovalId,
        removal: args.CarbonRemoval,
      }),
  }),
  DelCarbonRemoval: t.int({
    extensions: { rule: PROJECT_RULE },
    authScopes: MANAGE,
    args: { CarbonRemovalId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delCarbonRemoval(ctx, requireActor(ctx), { removalId: args.CarbonRemovalId }),
  }),
  AddCarbonRemovalCertificate: t.field({
    extensions: { rule: PROJECT_RULE },
    type: CarbonRemovalRef,
    description:
      'The certificate of a removal: a PDF or a photo (JPEG, PNG, WebP) of at most 10 MB, checked by content; replaces the previous one.',
    authScopes: MANAGE,
    args: { CarbonRemovalId: t.arg.int(), File: t.arg({ type: 'File' }) },
    resolve: (_root, args, ctx) =>
      certificates.addCarbonRemovalCertificate(ctx, requireActor(ctx), {
        removalId: args.CarbonRemovalId,
        file: args.File,
      }),
  }),
  DelCarbonRemovalCertificate: t.field({
    extensions: { rule: PROJECT_RULE },
    type: CarbonRemovalRef,
    authScopes: MANAGE,
    args: { CarbonRemovalId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      certificates.delCarbonRemovalCertificate(ctx, requireActor(ctx), { removalId: args.CarbonRemovalId }),
  }),
}));
