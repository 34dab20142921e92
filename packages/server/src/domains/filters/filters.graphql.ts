import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import * as service from './filters.service';

const MEMBER = { authenticated: true } as const;

const FilterFlagRef = builder.objectRef<{ flagId: number }>('FilterFlag').implement({
  fields: (t) => ({ flagId: t.exposeInt('flagId') }),
});

const AdvancedGlobalFilterRef = builder
  .objectRef<service.AdvancedFilterRow>('AdvancedGlobalFilter')
  .implement({
    description:
      'A saved advanced filter (000 §3). Unset values read back as null; startDate is the day at 00:00:00Z, endDate at 23:59:59Z.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      projectId: t.exposeInt('projectId'),
      userId: t.exposeInt('userId'),
      filterName: t.exposeString('filterName'),
      filterType: t.exposeInt('filterType'),
      isActive: t.exposeBoolean('isActive'),
      city: t.exposeString('city'),
      state: t.exposeString('state'),
      country: t.exposeString('country'),
      box: t.exposeString('box'),
      zip: t.exposeString('zip'),
      category: t.exposeInt('category', { nullable: true }),
      department: t.exposeInt('department', { nullable: true }),
      userDepartment: t.exposeInt('userDepartment', { nullable: true }),
      userFunction: t.exposeInt('userFunction', { nullable: true }),
      startDate: t.expose('startDate', { type: 'DateTime', nullable: true }),
      endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
      personId: t.exposeInt('personId', { nullable: true }),
      supplierId: t.exposeInt('supplierId', { nullable: true }),
      status: t.exposeInt('status', { nullable: true }),
      type: t.exposeInt('type', { nullable: true }),
      source: t.exposeInt('source', { nullable: true }),
      co2Type: t.exposeInt('co2Type', { nullable: true }),
      keyWord: t.exposeString('keyWord', { description: "A list's free-text search ('' when none)." }),
      templateId: t.exposeInt('templateId', { nullable: true }),
      reviewStatus: t.exposeIntList('reviewStatus'),
      processed: t.exposeInt('processed', { nullable: true }),
      forForecastReportOnly: t.exposeBoolean('forForecastReportOnly'),
      invoicedToProduction: t.exposeInt('invoicedToProduction', { nullable: true }),
      recordLimit: t.exposeInt('recordLimit'),
      recordOffSet: t.exposeInt('recordOffSet'),
      perPage: t.exposeInt('perPage'),
      flagIds: t.field({ type: [FilterFlagRef], resolve: (f) => f.flagIds.map((flagId) => ({ flagId })) }),
    }),
  });

const FilterFlagInput = builder.inputType('FilterFlagInput', {
  fields: (t) => ({ flagId: t.int() }),
});

const AdvancedGlobalFilterInput = builder.inputType('AdvancedGlobalFilterInput', {
  description:
    'Filter of AddUpdAdvancedGlobalFilter: send -2 (or nothing) for an unset value; days as YYYY-MM-DD.',
  fields: (t) => ({
    filterName: t.string(),
    filterType: t.int(),
    isActive: t.boolean({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false }),
    country: t.string({ required: false }),
    box: t.string({ required: false }),
    zip: t.string({ required: false }),
    category: t.int({ required: false }),
    department: t.int({ required: false }),
    userDepartment: t.int({ required: false }),
    userFunction: t.int({ required: false }),
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    personId: t.int({ required: false }),
    supplierId: t.int({ required: false }),
    status: t.int({ required: false }),
    type: t.int({ required: false }),
    source: t.int({ required: false }),
    co2Type: t.int({ required: false }),
    keyWord: t.string({ required: false }),
    templateId: t.int({ required: false }),
    reviewStatus: t.intList({ required: false }),
    processed: t.int({ required: false }),
    forForecastReportOnly: t.boolean({ required: false }),
    invoicedToProduction: t.int({ required: false }),
    recordLimit: t.int({ required: false }),
    recordOffSet: t.int({ required: false }),
    perPage: t.int({ required: false }),
    flagIds: t.field({ type: [FilterFlagInput], required: false }),
  }),
});

type Deleted = Awaited<ReturnType<typeof service.deleteAdvancedGlobalFilter>>;
const DeletedFilterRef = builder.objectRef<Deleted>('DeletedAdvancedFilter').implement({
  description: 'The deleted filter and the paging its list goes back to (000 §4: 20, 0, 20).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    filterType: t.exposeInt('filterType'),
    recordLimit: t.exposeInt('recordLimit'),
    recordOffSet: t.exposeInt('recordOffSet'),
    perPage: t.exposeInt('perPage'),
  }),
});

builder.queryFields((t) => ({
  GetAdvancedGlobalFilter: t.field({
    type: [AdvancedGlobalFilterRef],
    description:
      "The caller's saved filters of a type in this project; MainFilter true gives only the active one.",
    extensions: { rule: "ownership: the caller's own saved filters in the project (filters.policy)" },
    authScopes: MEMBER,
    args: { MainFilter: t.arg.boolean({ required: false }), FilterType: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getAdvancedGlobalFilter(ctx, requireActor(ctx), {
        mainFilter: args.MainFilter,
        filterType: args.FilterType,
      }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdAdvancedGlobalFilter: t.field({
    type: AdvancedGlobalFilterRef,
    description:
      "Creates (no FilterId) or updates one of the caller's filters; an active one makes the others of its type inactive.",
    extensions: {
      rule: "ownership: creates or changes one of the caller's own filters (filters.policy), else NOT_FOUND",
    },
    authScopes: MEMBER,
    args: { FilterId: t.arg.int({ required: false }), Filter: t.arg({ type: AdvancedGlobalFilterInput }) },
    resolve: (_root, args, ctx) =>
      service.addUpdAdvancedGlobalFilter(ctx, requireActor(ctx), {
        filterId: args.FilterId,
        filter: { ...args.Filter, flagIds: args.Filter.flagIds?.map((f) => f.flagId) ?? null },
      }),
  }),
  DeleteAdvancedGlobalFilter: t.field({
    type: DeletedFilterRef,
    extensions: {
      rule: "ownership: deletes one of the caller's own filters (filters.policy), else NOT_FOUND",
    },
    authScopes: MEMBER,
    args: { FilterId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.deleteAdvancedGlobalFilter(ctx, requireActor(ctx), { filterId: args.FilterId }),
  }),
}));
