import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { GREEN_REPORT_EDITORS, GREEN_REPORT_READERS } from '../../graphql/green-scopes';
import { DATE_INPUT } from '../../graphql/input-rules';
import * as service from './green-actions.service';

/** Who reads action plans (issue 16, 001 §6): the green readers and canViewReportingScreens, with useGreen. */
export const ACTIONS_READ = GREEN_REPORT_READERS;
/** Who changes them: administrators, production, canAccessGreenReporting. */
const ACTIONS_EDIT = GREEN_REPORT_EDITORS;
const PROJECT_RULE =
  "project scope: the caller's project's plans and actions (green-actions.policy), else NOT_FOUND";

const ActionCountsRef = builder.objectRef<service.ActionCounts>('GreenActionCounts').implement({
  description: 'Actions by status, and the open ones (todo, in progress) due before today: overdue.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    todo: t.exposeInt('todo'),
    inProgress: t.exposeInt('inProgress'),
    done: t.exposeInt('done'),
    cancelled: t.exposeInt('cancelled'),
    overdue: t.exposeInt('overdue'),
  }),
});

const actionFields = builder.objectRef<
  service.GreenActionRow & { ownerName?: string | null; planTitle?: string; isOverdue?: boolean }
>('GreenAction');
export const GreenActionRef = actionFields.implement({
  description: 'An action of a plan (issue 16).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    planId: t.exposeInt('planId'),
    planTitle: t.string({ nullable: true, resolve: (r) => r.planTitle ?? null }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    ownerId: t.exposeInt('ownerId', { nullable: true }),
    ownerName: t.string({ nullable: true, resolve: (r) => r.ownerName ?? null }),
    dueDate: t.exposeString('dueDate', { nullable: true }),
    status: t.exposeString('status'),
    isOverdue: t.boolean({
      resolve: (r) =>
        r.isOverdue ??
        ((r.status === 'todo' || r.status === 'inProgress') &&
          r.dueDate !== null &&
          r.dueDate < service.todayIso()),
    }),
    carbonCategory: t.exposeInt('carbonCategory', { nullable: true }),
    expectedKgCo2e: t.exposeString('expectedKgCo2e', { nullable: true }),
    formId: t.exposeInt('formId', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

type PlanShape = service.ActionPlanRow & {
  ownerName?: string | null;
  counts?: service.ActionCounts;
  actions?: service.ActionItem[];
};
const ActionPlanRef = builder.objectRef<PlanShape>('ActionPlan').implement({
  description:
    'An action plan (issue 16): its progress from its actions; actions only when one plan is read.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    ownerId: t.exposeInt('ownerId', { nullable: true }),
    ownerName: t.string({ nullable: true, resolve: (r) => r.ownerName ?? null }),
    dueDate: t.exposeString('dueDate', { nullable: true }),
    status: t.exposeString('status'),
    counts: t.field({ type: ActionCountsRef, nullable: true, resolve: (r) => r.counts ?? null }),
    actions: t.field({ type: [GreenActionRef], nullable: true, resolve: (r) => r.actions ?? null }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ActionPlanPageRef = builder
  .objectRef<{ items: PlanShape[]; total: number; offset: number; size: number }>('ActionPlanPage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [ActionPlanRef] }),
      total: t.exposeInt('total'),
      offset: t.exposeInt('offset'),
      size: t.exposeInt('size'),
    }),
  });

const OwnerCountsRef = builder
  .objectRef<service.ActionCounts & { ownerId: number | null; ownerName: string | null }>(
    'GreenActionOwnerCounts',
  )
  .implement({
    fields: (t) => ({
      ownerId: t.exposeInt('ownerId', { nullable: true }),
      ownerName: t.exposeString('ownerName', { nullable: true }),
      counts: t.field({ type: ActionCountsRef, resolve: (r) => r }),
    }),
  });

const ActionReportRef = builder
  .objectRef<Awaited<ReturnType<typeof service.getActionReport>>>('GreenActionReport')
  .implement({
    description: 'Every action across plans (filtered, paged), with counts by status, overdue and owner.',
    fields: (t) => ({
      items: t.expose('items', { type: [GreenActionRef] }),
      totals: t.expose('totals', { type: ActionCountsRef }),
      byOwner: t.expose('byOwner', { type: [OwnerCountsRef] }),
      offset: t.exposeInt('offset'),
      size: t.exposeInt('size'),
    }),
  });

const ActionPlanInputRef = builder.inputType('ActionPlanInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    ownerId: t.int({ required: false }),
    dueDate: t.string({ required: false, ...DATE_INPUT }),
    status: t.string({ required: false }),
  }),
});

const GreenActionInputRef = builder.inputType('GreenActionInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    ownerId: t.int({ required: false }),
    dueDate: t.string({ required: false, ...DATE_INPUT }),
    status: t.string({ required: false }),
    carbonCategory: t.int({ required: false }),
    expectedKgCo2e: t.string({ required: false }),
    formId: t.int({ required: false }),
  }),
});

const ActionReportFilterRef = builder.inputType('GreenActionReportFilter', {
  fields: (t) => ({
    status: t.string({ required: false }),
    ownerId: t.int({ required: false }),
    planId: t.int({ required: false }),
    overdue: t.boolean({ required: false }),
  }),
});

const ActionOwnerRef = builder.objectRef<{ id: number; name: string }>('GreenActionOwner').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

builder.queryFields((t) => ({
  GetActionOwners: t.field({
    extensions: { rule: "project scope: the members of the caller's project" },
    type: [ActionOwnerRef],
    description: 'Who may own a plan or an action: the members of the project, by name (at most 1000).',
    authScopes: ACTIONS_EDIT,
    resolve: (_root, _args, ctx) => service.getActionOwners(ctx, requireActor(ctx)),
  }),
  GetActionPlans: t.field({
    extensions: { rule: PROJECT_RULE },
    type: ActionPlanPageRef,
    description:
      'The project’s action plans, 20 a page (at most 100), each with its progress and overdue count.',
    authScopes: ACTIONS_READ,
    args: { Offset: t.arg.int({ required: false }), Size: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.getActionPlans(ctx, requireActor(ctx), { offset: args.Offset, size: args.Size }),
  }),
  GetActionPlan: t.field({
    extensions: { rule: PROJECT_RULE },
    type: ActionPlanRef,
    description: 'One plan with its actions (at most 200).',
    authScopes: ACTIONS_READ,
    args: { ActionPlanId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getActionPlan(ctx, requireActor(ctx), { planId: args.ActionPlanId }),
  }),
  GetActionReport: t.field({
    extensions: { rule: PROJECT_RULE },
    type: ActionReportRef,
    authScopes: ACTIONS_READ,
    args: {
      Filter: t.arg({ type: ActionReportFilterRef, required: false }),
      Offset: t.arg.int({ required: false }),
      Size: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.getActionReport(ctx, requireActor(ctx), {
        filter: args.Filter,
        offset: args.Offset,
        size: args.Size,
      }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdActionPlan: t.field({
    extensions: { rule: PROJECT_RULE },
    type: ActionPlanRef,
    description: 'Creates a plan (no id) or changes one; the owner must be a member of the project.',
    authScopes: ACTIONS_EDIT,
    args: {
      ActionPlanId: t.arg.int({ required: false }),
      ActionPlan: t.arg({ type: ActionPlanInputRef }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdActionPlan(ctx, requireActor(ctx), { planId: args.ActionPlanId, plan: args.ActionPlan }),
  }),
  DelActionPlan: t.int({
    extensions: { rule: PROJECT_RULE },
    description: 'Deletes a plan; one with actions only with WithActions (else CONFLICT naming their count).',
    authScopes: ACTIONS_EDIT,
    args: { ActionPlanId: t.arg.int(), WithActions: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.delActionPlan(ctx, requireActor(ctx), {
        planId: args.ActionPlanId,
        withActions: args.WithActions,
      }),
  }),
  AddUpdGreenAction: t.field({
    extensions: { rule: PROJECT_RULE },
    type: GreenActionRef,
    description:
      'Adds an action to a plan (no id) or changes one; the owner must be a member of the project.',
    authScopes: ACTIONS_EDIT,
    args: {
      GreenActionId: t.arg.int({ required: false }),
      ActionPlanId: t.arg.int(),
      GreenAction: t.arg({ type: GreenActionInputRef }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdGreenAction(ctx, requireActor(ctx), {
        actionId: args.GreenActionId,
        planId: args.ActionPlanId,
        action: args.GreenAction,
      }),
  }),
  SetGreenActionStatus: t.field({
    extensions: { rule: PROJECT_RULE },
    type: GreenActionRef,
    authScopes: ACTIONS_EDIT,
    args: { GreenActionId: t.arg.int(), Status: t.arg.string() },
    resolve: (_root, args, ctx) =>
      service.setGreenActionStatus(ctx, requireActor(ctx), {
        actionId: args.GreenActionId,
        status: args.Status,
      }),
  }),
  DelGreenAction: t.int({
    extensions: { rule: PROJECT_RULE },
    authScopes: ACTIONS_EDIT,
    args: { GreenActionId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delGreenAction(ctx, requireActor(ctx), { actionId: args.GreenActionId }),
  }),
}));
