import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { maxItems } from '../../graphql/input-rules';
import * as service from './flags.service';

const FlagItemRef = builder.objectRef<service.FlagItem>('ProjectFlagItem').implement({
  description: 'A project flag item (001 §3.12): a tax rate, a custom value, an allowance, a per diem...',
  fields: (t) => ({
    id: t.exposeInt('id'),
    flagId: t.exposeInt('flagId'),
    flagName: t.exposeString('flagName'),
    flagType: t.exposeInt('flagType'),
    name: t.exposeString('name'),
    value: t.exposeInt('value'),
    short: t.exposeString('short'),
    factor: t.expose('factor', { type: 'Decimal' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    allowanceRate: t.expose('allowanceRate', { type: 'Decimal' }),
    payCode: t.exposeString('payCode'),
    color: t.exposeString('color'),
    bookmark: t.exposeBoolean('bookmark', {
      description: "One of the caller's favourite items (001 §3.15).",
    }),
    category: t.exposeInt('category', { nullable: true }),
    costCenter: t.exposeString('costCenter'),
    digitalSubmission: t.exposeBoolean('digitalSubmission'),
    disabled: t.exposeBoolean('disabled'),
    forScreen: t.exposeInt('forScreen'),
    fieldType: t.exposeInt('fieldType'),
    defaultValue: t.exposeString('defaultValue'),
    jsFormula: t.exposeString('jsFormula'),
    type: t.exposeInt('type'),
  }),
});

const FlagRef = builder.objectRef<service.Flag>('ProjectFlag').implement({
  description: 'A project flag (group) of 001 §3.12 with its items.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    flagId: t.exposeInt('flagId'),
    type: t.exposeInt('type'),
    name: t.exposeString('name'),
    short: t.exposeString('short'),
    description: t.exposeString('description'),
    greenFlag: t.exposeBoolean('greenFlag'),
    mandatoryFlag: t.exposeBoolean('mandatoryFlag'),
    customExportName: t.exposeString('customExportName'),
    items: t.field({ type: [FlagItemRef], resolve: (flag) => flag.items }),
  }),
});

const FlagEntityRef = builder.objectRef<service.FlagEntityRow>('ProjectFlagEntity').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    flagId: t.exposeInt('flagId'),
    value: t.exposeString('value'),
    entityId: t.exposeInt('entityId'),
    type: t.exposeInt('type'),
    factor: t.expose('factor', { type: 'Decimal' }),
  }),
});

const ProjectFlagInput = builder.inputType('ProjectFlagInput', {
  fields: (t) => ({
    name: t.string(),
    type: t.int(),
    flagId: t.int({ required: false }),
    short: t.string({ required: false }),
    description: t.string({ required: false }),
    greenFlag: t.boolean({ required: false }),
    mandatoryFlag: t.boolean({ required: false }),
    customExportName: t.string({ required: false }),
  }),
});

const ProjectFlagItemInput = builder.inputType('ProjectFlagItemInput', {
  fields: (t) => ({
    flagId: t.int(),
    name: t.string(),
    value: t.int({ required: false }),
    short: t.string({ required: false }),
    factor: t.string({ required: false }),
    amount: t.string({ required: false }),
    allowanceRate: t.string({ required: false }),
    payCode: t.string({ required: false }),
    color: t.string({ required: false }),
    bookmark: t.boolean({ required: false }),
    category: t.int({ required: false }),
    costCenter: t.string({ required: false }),
    digitalSubmission: t.boolean({ required: false }),
    disabled: t.boolean({ required: false }),
    forScreen: t.int({ required: false }),
    fieldType: t.int({ required: false }),
    defaultValue: t.string({ required: false }),
    jsFormula: t.string({ required: false }),
    type: t.int({ required: false }),
  }),
});

const ProjectFlagEntityInput = builder.inputType('ProjectFlagEntityInput', {
  fields: (t) => ({
    flagId: t.int({ description: 'The flag item id.' }),
    value: t.string({ required: false }),
    factor: t.string({ required: false }),
  }),
});

const member = { authenticated: true } as const;

builder.queryFields((t) => ({
  GetProjectFlags: t.field({
    type: [FlagRef],
    extensions: { rule: "project scope: every member reads the project's flags (flags.policy)" },
    authScopes: member,
    args: { Type: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => service.getProjectFlags(ctx, requireActor(ctx), { type: args.Type }),
  }),
  GetProjectFlagItems: t.field({
    type: [FlagItemRef],
    extensions: { rule: "project scope: every member reads the project's flag items (flags.policy)" },
    authScopes: member,
    args: { Types: t.arg.intList({ required: false }), SortByBookMark: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.getProjectFlagItems(ctx, requireActor(ctx), {
        types: args.Types,
        sortByBookmark: args.SortByBookMark,
      }),
  }),
  GetTaxOptions: t.field({
    type: [FlagItemRef],
    description:
      'Tax options (000 §5): non-disabled items of tax flag groups with flagId 0 and at least one item; favourites first.',
    extensions: { rule: "project scope: every member reads the project's tax rates (flags.policy)" },
    authScopes: member,
    resolve: (_root, _args, ctx) => service.getTaxOptions(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdProjectFlag: t.field({
    type: FlagRef,
    authScopes: CONFIG_SCOPES,
    args: { FlagId: t.arg.int({ required: false }), ProjectFlagInput: t.arg({ type: ProjectFlagInput }) },
    resolve: (_root, args, ctx) =>
      service.addUpdProjectFlag(ctx, requireActor(ctx), { flagId: args.FlagId, flag: args.ProjectFlagInput }),
  }),
  DelProjectFlag: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { FlagId: t.arg.int() },
    resolve: (_root, args, ctx) => service.delProjectFlag(ctx, requireActor(ctx), { flagId: args.FlagId }),
  }),
  AddUpdProjectFlagItem: t.field({
    type: FlagItemRef,
    authScopes: CONFIG_SCOPES,
    args: {
      FlagItemId: t.arg.int({ required: false }),
      ProjectFlagItemInput: t.arg({ type: ProjectFlagItemInput }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdProjectFlagItem(ctx, requireActor(ctx), {
        flagItemId: args.FlagItemId,
        item: args.ProjectFlagItemInput,
      }),
  }),
  DelProjectFlagItem: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { FlagItemId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delProjectFlagItem(ctx, requireActor(ctx), { flagItemId: args.FlagItemId }),
  }),
  AddUpdProjectFlagEntity: t.field({
    type: [FlagEntityRef],
    authScopes: CONFIG_SCOPES,
    args: {
      EntityId: t.arg.int(),
      EntityType: t.arg.int(),
      ProjectFlagEntityInput: t.arg({ type: [ProjectFlagEntityInput], ...maxItems(200) }),
      AllRemovedBefore: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdProjectFlagEntity(ctx, requireActor(ctx), {
        entityId: args.EntityId,
        entityType: args.EntityType,
        links: args.ProjectFlagEntityInput,
        allRemovedBefore: args.AllRemovedBefore !== false,
      }),
  }),
  SetFavouriteFlagItem: t.field({
    type: 'Boolean',
    description: "Adds or removes a flag item from the caller's favourites (001 §3.15).",
    extensions: { rule: "ownership: the caller's own favourites; a flag item of the project (flags.policy)" },
    authScopes: member,
    args: { FlagItemId: t.arg.int(), Favourite: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      service.setFavouriteFlagItem(ctx, requireActor(ctx), {
        flagItemId: args.FlagItemId,
        favourite: args.Favourite,
      }),
  }),
}));
