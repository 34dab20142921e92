import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as efc from './budget-efc.service';
import * as service from './budget-lines.service';

/** Who reads budget figures: the whole budget, or their own department's (the service narrows it). */
export const READ = {
  $all: {
    module: 'useBudget',
    $any: { adminOrProd: true, anyRight: ['canViewGlobalBudget', 'canViewDepartmentBudget'] },
  },
} as const;
export const EDIT = {
  $all: { module: 'useBudget', $any: { adminOrProd: true, right: 'canAccessBudget' } },
} as const;

type LineRow = Awaited<ReturnType<typeof service.getBudgetLines>>[number];
const BudgetLineRef = builder.objectRef<LineRow>('BudgetLine').implement({
  description: 'A budget line: the planned amount of a department and category.',
  fields: (t) => ({
    id: t.int({ resolve: (r) => r.line.id }),
    departmentNumber: t.int({ resolve: (r) => r.line.departmentNumber }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    categoryId: t.int({ resolve: (r) => r.line.categoryId }),
    categoryName: t.exposeString('categoryName'),
    costCenter: t.exposeString('costCenter'),
    description: t.string({ resolve: (r) => r.line.description }),
    amount: t.field({ type: 'Decimal', resolve: (r) => r.line.amount }),
  }),
});

type HistoryRow = Awaited<ReturnType<typeof efc.getEstimatedFinalCostHistory>>[number];
const EfcHistoryRef = builder.objectRef<HistoryRow>('EstimatedFinalCostChange').implement({
  fields: (t) => ({
    id: t.int({ resolve: (r) => r.entry.id }),
    departmentNumber: t.int({ resolve: (r) => r.entry.departmentNumber }),
    categoryId: t.int({ resolve: (r) => r.entry.categoryId }),
    userId: t.int({ nullable: true, resolve: (r) => r.entry.userId }),
    userFullName: t.exposeString('userFullName', { nullable: true }),
    before: t.field({ type: 'Decimal', resolve: (r) => r.entry.before }),
    after: t.field({ type: 'Decimal', resolve: (r) => r.entry.after }),
    comment: t.string({ resolve: (r) => r.entry.comment }),
    at: t.field({ type: 'DateTime', resolve: (r) => r.entry.at }),
  }),
});

const BudgetLineInput = builder.inputType('BudgetLineInput', {
  fields: (t) => ({
    departmentNumber: t.int(),
    categoryId: t.int(),
    description: t.string({ required: false }),
    amount: t.string(),
  }),
});

builder.queryFields((t) => ({
  GetBudgetLines: t.field({
    type: [BudgetLineRef],
    authScopes: READ,
    args: { DepartmentNumber: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.getBudgetLines(ctx, requireActor(ctx), { departmentNumber: args.DepartmentNumber }),
  }),
  GetEstimatedFinalCostHistory: t.field({
    type: [EfcHistoryRef],
    authScopes: READ,
    args: { DepartmentNumber: t.arg.int(), CategoryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      efc.getEstimatedFinalCostHistory(ctx, requireActor(ctx), {
        departmentNumber: args.DepartmentNumber,
        categoryId: args.CategoryId,
      }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdBudgetLine: t.field({
    type: BudgetLineRef,
    description: 'A new budget line (no id) or a change; refused with CONFLICT while the budget is locked.',
    authScopes: EDIT,
    args: { BudgetLineId: t.arg.int({ required: false }), BudgetLine: t.arg({ type: BudgetLineInput }) },
    resolve: async (_root, args, ctx) => {
      const actor = requireActor(ctx);
      const line = await service.addUpdBudgetLine(ctx, actor, {
        lineId: args.BudgetLineId,
        line: args.BudgetLine,
      });
      return service.getBudgetLine(ctx, actor, line.id);
    },
  }),
  DelBudgetLine: t.int({
    authScopes: EDIT,
    args: { BudgetLineId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delBudgetLine(ctx, requireActor(ctx), { lineId: args.BudgetLineId }),
  }),
  LockBudget: t.boolean({
    description: 'Locks (or unlocks) the original totals of the budget (budgetLocked).',
    authScopes: { $all: { module: 'useBudget', right: 'canLockBudget' } },
    args: { Locked: t.arg.boolean() },
    resolve: (_root, args, ctx) => service.lockBudget(ctx, requireActor(ctx), { locked: args.Locked }),
  }),
  UpdEstimatedFinalCost: t.field({
    type: EfcHistoryRef,
    description:
      'Sets the EFC of a category within a department, with a comment; every change is kept in its history.',
    authScopes: { $all: { module: 'useBudget', right: 'canModifyEstimatedFinalCost' } },
    args: {
      DepartmentNumber: t.arg.int(),
      CategoryId: t.arg.int(),
      Amount: t.arg.string(),
      Comment: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      efc.updEstimatedFinalCost(ctx, requireActor(ctx), {
        departmentNumber: args.DepartmentNumber,
        categoryId: args.CategoryId,
        amount: args.Amount,
        comment: args.Comment,
      }),
  }),
}));
