import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { selectedFields } from '../../graphql/selection';
import { sheetExtrasOf } from '../expenses';
import { ExpenseSheetListItemRef } from '../expenses/expense-sheets.graphql';
import { ExpenseItemRef, ExpenseSheetRef } from '../expenses/expenses.graphql';
import { PurchaseOrderRef } from '../purchase-orders/purchase-orders.graphql';
import { READ } from './budget.graphql';
import { type BudgetOverrun, checkPurchaseOrdersBudget } from './budget-check.service';
import { getBudgetDetailHierarchy } from './budget-detail.service';
import type { BudgetFigures, FigureTotals } from './budget-figures.service';
import * as lists from './budget-lists.service';
import * as salaries from './budget-salaries.service';
import {
  type BudgetHierarchy,
  budgetHierarchy,
  type CategoryNode,
  type DepartmentNode,
  getBudgetHierarchy,
  getMyBudget,
  readableFigures,
} from './budget-views.service';

const BudgetDetailRef = builder.objectRef<BudgetFigures>('BudgetDetail').implement({
  description:
    'Budget detail of 001 §3.13 per department and category: amountTotal is the actual (validated expenses and ' +
    'invoices), purchaseOrdersTotal what validated POs still commit, amountLeft = budget − actual − committed − ' +
    'salaries, variance = budget − EFC. Amounts exclude VAT.',
  fields: (t) => ({
    department: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    category: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    costCenter: t.exposeString('costCenter'),
    budget: t.expose('budget', { type: 'Decimal' }),
    amountTotal: t.expose('actual', { type: 'Decimal' }),
    purchaseOrdersTotal: t.expose('committed', { type: 'Decimal' }),
    salaries: t.expose('salaries', { type: 'Decimal' }),
    efc: t.expose('efc', { type: 'Decimal' }),
    efcSet: t.exposeBoolean('efcSet'),
    variance: t.expose('variance', { type: 'Decimal' }),
    amountLeft: t.expose('amountLeft', { type: 'Decimal' }),
    kgCoTwo: t.expose('kgCoTwo', {
      type: 'Decimal',
      description: 'kg CO2e of validated sources, read from the carbon ledger.',
    }),
    kgCo2e: t.expose('kgCo2e', {
      type: 'Decimal',
      description: 'kg CO2e the carbon ledger counts here (validated and pending; refused sources excluded).',
    }),
    kgCo2ePending: t.expose('kgCo2ePending', {
      type: 'Decimal',
      description: 'Of kgCo2e, what comes from sources not yet validated.',
    }),
  }),
});

const BudgetTotalsRef = builder.objectRef<FigureTotals>('BudgetTreeTotals').implement({
  description:
    'The figures of a node of the budget tree (amounts exclude VAT; kg CO2e from the carbon ledger).',
  fields: (t) => ({
    budget: t.expose('budget', { type: 'Decimal' }),
    actual: t.expose('actual', { type: 'Decimal' }),
    committed: t.expose('committed', { type: 'Decimal' }),
    salaries: t.expose('salaries', { type: 'Decimal' }),
    efc: t.expose('efc', { type: 'Decimal' }),
    variance: t.expose('variance', { type: 'Decimal' }),
    amountLeft: t.expose('amountLeft', { type: 'Decimal' }),
    kgCoTwo: t.expose('kgCoTwo', { type: 'Decimal' }),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    kgCo2ePending: t.expose('kgCo2ePending', { type: 'Decimal' }),
  }),
});

const BudgetTreeLineRef = builder.objectRef<CategoryNode['lines'][number]>('BudgetTreeLine').implement({
  description: 'A budget line of a category.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

const BudgetTreeCategoryRef = builder.objectRef<CategoryNode>('BudgetTreeCategory').implement({
  description: 'A category within a department, with its figures and budget lines.',
  fields: (t) => ({
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    costCenter: t.exposeString('costCenter'),
    efcSet: t.exposeBoolean('efcSet'),
    figures: t.field({ type: BudgetTotalsRef, resolve: (c) => c }),
    lines: t.field({ type: [BudgetTreeLineRef], resolve: (c) => c.lines }),
  }),
});

const BudgetTreeDepartmentRef = builder.objectRef<DepartmentNode>('BudgetTreeDepartment').implement({
  description: 'A department of the budget tree with its totals and categories.',
  fields: (t) => ({
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    figures: t.field({ type: BudgetTotalsRef, resolve: (d) => d }),
    categories: t.field({ type: [BudgetTreeCategoryRef], resolve: (d) => d.categories }),
  }),
});

const BudgetTreeRef = builder.objectRef<BudgetHierarchy>('BudgetTree').implement({
  description: 'The budget tree of 001 §7.8 (GetBudgetDataHierarchicalListAsJsonString) as GraphQL fields.',
  fields: (t) => ({
    from: t.string({ nullable: true, resolve: (b) => b.period.from }),
    to: t.string({ nullable: true, resolve: (b) => b.period.to }),
    currency: t.exposeInt('currency', {
      description: 'The currency code of the project (as in the JSON string).',
    }),
    budgetLocked: t.exposeBoolean('budgetLocked'),
    computedAt: t.exposeString('computedAt'),
    totals: t.field({ type: BudgetTotalsRef, resolve: (b) => b.totals }),
    departments: t.field({ type: [BudgetTreeDepartmentRef], resolve: (b) => b.departments }),
  }),
});

const BudgetOverrunRef = builder.objectRef<BudgetOverrun>('BudgetOverrun').implement({
  description:
    'A category that POs would take over its budget or EFC (engaged = actual + committed + salaries).',
  fields: (t) => ({
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    budget: t.expose('budget', { type: 'Decimal' }),
    efc: t.expose('efc', { type: 'Decimal' }),
    efcSet: t.exposeBoolean('efcSet'),
    engaged: t.expose('engaged', { type: 'Decimal' }),
    poAmount: t.expose('poAmount', { type: 'Decimal' }),
    after: t.expose('after', { type: 'Decimal' }),
    overBy: t.expose('overBy', { type: 'Decimal' }),
  }),
});

const SalaryTimesheetRef = builder
  .objectRef<salaries.SalaryLine['timesheet']>('SalaryLineTimesheet')
  .implement({
    description:
      "The timesheet a salary line comes from (001 §3.13): processed, and its formulas' errors and log.",
    fields: (t) => ({
      id: t.exposeInt('id'),
      processed: t.exposeBoolean('processed'),
      jsError: t.exposeString('jsError'),
      jsLog: t.exposeString('jsLog'),
    }),
  });

const SalaryLineRef = builder.objectRef<salaries.SalaryLine>('SalaryLine').implement({
  description:
    'A salary line of 001 §3.13: a day of a timesheet validated at the last level, in the category and cost centre ' +
    "of the person's function (or of an allowance's own category). salary is null for whom hideSalaryInfo restricts.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.exposeInt('status'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    userId: t.exposeInt('userId', { description: 'Whose line (opens their salaries).' }),
    fullName: t.exposeString('fullName'),
    departmentName: t.exposeString('departmentName'),
    functionName: t.exposeString('functionName'),
    hours: t.expose('hours', { type: 'Decimal' }),
    hoursStr: t.exposeString('hoursStr', { description: "The hours as 001 §5 'HH:MM'." }),
    salary: t.expose('salary', { type: 'Decimal', nullable: true }),
    co2: t.expose('co2', { type: 'Decimal', description: "kg CO2e of the day's commute." }),
    category: t.exposeInt('category'),
    categoryName: t.exposeString('categoryName'),
    categoryCostCenter: t.exposeString('categoryCostCenter'),
    timesheet: t.field({ type: SalaryTimesheetRef, resolve: (l) => l.timesheet }),
  }),
});

type ExpenseDetailRow = Awaited<ReturnType<typeof lists.getProjectUserExpenseDetail>>[number];
const ExpenseDetailRef = builder.objectRef<ExpenseDetailRow>('BudgetExpenseDetail').implement({
  description: 'An expense item with its sheet (001 §7.8: "returns expense and expenseItem").',
  fields: (t) => ({
    expense: t.field({ type: ExpenseSheetRef, resolve: (r) => r.expense }),
    expenseItem: t.field({ type: ExpenseItemRef, resolve: (r) => r.expenseItem }),
  }),
});

type PoDetailRow = Awaited<ReturnType<typeof lists.getProjectUserPoDetail>>[number];
const PoDetailRef = builder.objectRef<PoDetailRow>('BudgetPoDetail').implement({
  description:
    'A PO with the amount of its lines in the filtered category and what is left to invoice of them.',
  fields: (t) => ({
    purchaseOrder: t.field({ type: PurchaseOrderRef, resolve: (r) => r.purchaseOrder }),
    categoryAmount: t.expose('categoryAmount', { type: 'Decimal' }),
    categoryRemaining: t.expose('categoryRemaining', { type: 'Decimal' }),
  }),
});

const BudgetListFilterInput = builder.inputType('BudgetListFilterInput', {
  description:
    'The advanced filter of 000 §3 for the budget lists; -2 (or nothing) means unset. processed and ' +
    'invoicedToProduction: 1 yes, 0 no. arrayType: invoice, submitted or notSubmitted. ' +
    "activateCrewAccessRestriction keeps the caller's own departments only. subjectId: one PO (GetProjectUserPoDetail) or one timesheet (GetProjectUserSalaries).",
  fields: (t) => ({
    department: t.int({ required: false }),
    category: t.int({ required: false }),
    personId: t.int({ required: false }),
    supplierId: t.int({ required: false }),
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    status: t.int({ required: false }),
    reviewStatus: t.intList({ required: false }),
    processed: t.int({ required: false }),
    invoicedToProduction: t.int({ required: false }),
    co2Type: t.int({ required: false }),
    flagIds: t.intList({ required: false }),
    recordLimit: t.int({ required: false }),
    recordOffSet: t.int({ required: false }),
    arrayType: t.string({ required: false }),
    activateCrewAccessRestriction: t.boolean({ required: false }),
    subjectId: t.int({ required: false }),
    groupBySheets: t.boolean({ required: false }),
  }),
});

builder.queryFields((t) => {
  const filterArg = { Filter: t.arg({ type: BudgetListFilterInput, required: false }) };
  /** The budget tree's arguments: the JSON string and the structured field take the same. */
  const treeArgs = {
    StrTime: t.arg.string({ required: false, ...DATE_INPUT }),
    EndTime: t.arg.string({ required: false, ...DATE_INPUT }),
    ForceCompute: t.arg.boolean({ required: false }),
    DepartmentNumber: t.arg.int({ required: false }),
  };
  const treeOptions = (args: {
    StrTime?: string | null;
    EndTime?: string | null;
    ForceCompute?: boolean | null;
    DepartmentNumber?: number | null;
  }) => ({
    from: args.StrTime,
    to: args.EndTime,
    departmentNumber: args.DepartmentNumber,
    forceCompute: args.ForceCompute,
  });
  return {
    GetBudgetDataHierarchicalListAsJsonString: t.string({
      description:
        'Departments → categories → budget lines with budget, actual, committed, salaries, EFC, variance, amount ' +
        'left and kgCO2e, as a JSON string. StrTime/EndTime (YYYY-MM-DD) bound the actual (item day) and committed ' +
        '(PO day). Read from figures kept up to date with every write; ForceCompute rebuilds them from the items, ' +
        'PO lines and carbon entries first. GetBudgetTree answers the same tree as GraphQL fields.',
      authScopes: READ,
      args: treeArgs,
      resolve: (_root, args, ctx) => getBudgetHierarchy(ctx, requireActor(ctx), treeOptions(args)),
    }),
    GetBudgetTree: t.field({
      type: BudgetTreeRef,
      description:
        'The tree of GetBudgetDataHierarchicalListAsJsonString as GraphQL fields (departments → categories → budget ' +
        'lines), same figures, same arguments.',
      authScopes: READ,
      args: treeArgs,
      resolve: (_root, args, ctx) => budgetHierarchy(ctx, requireActor(ctx), treeOptions(args)),
    }),
    GetBudgetDetailHierarchicalListAsJsonString: t.string({
      description:
        "One department's categories with their figures and what makes them up, as a JSON string. ContentType 0 " +
        'all, 1 expenses, 2 POs, 3 salaries; Co2Category filters items by carbon category; IsGrouping groups items ' +
        "by sheet and lines by PO; ProjectId, when given, must be the caller's project. UseAppChoice is accepted " +
        '(Setledger has one app choice).',
      authScopes: READ,
      args: {
        Department: t.arg.int(),
        UseCategoryId: t.arg.int({ required: false }),
        ContentType: t.arg.int({ required: false }),
        Co2Category: t.arg.int({ required: false }),
        UseAppChoice: t.arg.int({ required: false }),
        IsGrouping: t.arg.boolean({ required: false }),
        ProjectId: t.arg.int({ required: false }),
      },
      resolve: (_root, args, ctx) =>
        getBudgetDetailHierarchy(ctx, requireActor(ctx), {
          department: args.Department,
          categoryId: args.UseCategoryId,
          contentType: args.ContentType,
          co2Category: args.Co2Category,
          isGrouping: args.IsGrouping,
          projectId: args.ProjectId,
        }),
    }),
    GetBudgetDataDetailList: t.field({
      type: [BudgetDetailRef],
      description: 'The budget per department and category (the "budget per category" list), for a period.',
      authScopes: READ,
      args: {
        StrTime: t.arg.string({ required: false, ...DATE_INPUT }),
        EndTime: t.arg.string({ required: false, ...DATE_INPUT }),
        DepartmentNumber: t.arg.int({ required: false }),
        CategoryId: t.arg.int({ required: false }),
      },
      resolve: (_root, args, ctx) =>
        readableFigures(ctx, requireActor(ctx), {
          from: args.StrTime,
          to: args.EndTime,
          departmentNumber: args.DepartmentNumber,
          categoryId: args.CategoryId,
        }),
    }),
    GetMyBudget: t.field({
      type: [BudgetDetailRef],
      description:
        "mybudget: the caller's own actual (validated expenses and invoices) and committed (their validated POs) " +
        'per department and category; budget and EFC are the production’s and stay out (0).',
      authScopes: { $all: { module: 'useBudget', right: 'canAccessMyBudget' } },
      args: {
        StrTime: t.arg.string({ required: false, ...DATE_INPUT }),
        EndTime: t.arg.string({ required: false, ...DATE_INPUT }),
      },
      resolve: (_root, args, ctx) =>
        getMyBudget(ctx, requireActor(ctx), { from: args.StrTime, to: args.EndTime }),
    }),
    CheckPurchaseOrdersBudget: t.field({
      type: [BudgetOverrunRef],
      description:
        'Before sending POs: the categories they would take over budget or EFC (empty when all is within, or ' +
        'when the project has no budget).',
      extensions: { rule: 'policy: purchase-orders.policy visibleWhere on every PO asked, else NOT_FOUND' },
      authScopes: { module: 'usePurchaseOrder' },
      args: { PurchaseOrderId: t.arg.intList() },
      resolve: (_root, args, ctx) =>
        checkPurchaseOrdersBudget(ctx, requireActor(ctx), { poIds: args.PurchaseOrderId }),
    }),
    GetProjectUserSalaries: t.field({
      type: [SalaryLineRef],
      description:
        'Salary lines of the budget (days of timesheets validated at the last level), newest first, paged. Filter: ' +
        'department, category, personId, startDate/endDate (the day), status and processed (the timesheet), ' +
        "subjectId (one timesheet). Another project's person or timesheet answers NOT_FOUND.",
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) =>
        salaries.getProjectUserSalaries(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
    GetProjectUserSalariesTotalRecords: t.int({
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) =>
        salaries.getProjectUserSalariesTotalRecords(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
    GetProjectUserExpenseDetail: t.field({
      type: [ExpenseDetailRef],
      description:
        'The expense items of the budget (the actual; with status or reviewStatus, any sent item), newest first.',
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) =>
        lists.getProjectUserExpenseDetail(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
    GetProjectUserExpenseDetailTotalRecords: t.int({
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) =>
        lists.getProjectUserExpenseDetailTotalRecords(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
    GetProjectUserPoDetail: t.field({
      type: [PoDetailRef],
      description: 'Validated POs (or the statuses asked) with lines in the department and category.',
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) => lists.getProjectUserPoDetail(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
    GetProjectUserPoDetailTotalRecords: t.int({
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) =>
        lists.getProjectUserPoDetailTotalRecords(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
    GetProjectUserExpenseSheet: t.field({
      type: [ExpenseSheetListItemRef],
      description: 'Expense sheets by arrayType: invoice, submitted (default) or notSubmitted.',
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx, info) =>
        lists.getProjectUserExpenseSheet(
          ctx,
          requireActor(ctx),
          args.Filter ?? {},
          sheetExtrasOf(selectedFields(info)),
        ),
    }),
    GetProjectUserExpenseSheetTotalRecords: t.int({
      authScopes: READ,
      args: filterArg,
      resolve: (_root, args, ctx) =>
        lists.getProjectUserExpenseSheetTotalRecords(ctx, requireActor(ctx), args.Filter ?? {}),
    }),
  };
});
