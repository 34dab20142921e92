import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import * as service from './carbon-budget.service';
import type { CarbonForecastHistoryRow as CarbonBudgetForecastHistoryRow } from './carbon-budget.sql';
import { type CarbonPoImpact, checkPurchaseOrdersCarbon } from './carbon-budget-check.service';
import {
  type CarbonImportError,
  type CarbonImportResult,
  importCarbonBudget,
} from './carbon-budget-import.service';

/**
 * Who reads the carbon budget (issue 16): administrators, production, the green readers (canAccessGreenReporting,
 * canViewGreenTable, canViewReportingScreens) and the budget's readers (a department reader: their cells).
 */
const READ = {
  $all: {
    module: 'useGreen',
    $any: {
      adminOrProd: true,
      anyRight: [
        'canAccessGreenReporting',
        'canViewGreenTable',
        'canViewReportingScreens',
        'canViewGlobalBudget',
        'canViewDepartmentBudget',
      ],
    },
  },
} as const;
/** Who plans it: administrators, production, canAccessGreenReporting. */
const PLAN = {
  $all: { module: 'useGreen', $any: { adminOrProd: true, right: 'canAccessGreenReporting' } },
} as const;

const CellRef = builder.objectRef<service.CarbonBudgetCell>('CarbonBudgetCell').implement({
  description:
    'A cell of the carbon budget (carbon category × department; no department: the whole category): kg CO2e.',
  fields: (t) => ({
    carbonCategory: t.exposeInt('carbonCategory'),
    carbonCategoryName: t.exposeString('carbonCategoryName'),
    department: t.exposeInt('department', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    lineId: t.exposeInt('lineId', { nullable: true, description: 'The plan line; null: not planned.' }),
    note: t.exposeString('note', { nullable: true }),
    planned: t.expose('planned', { type: 'Decimal' }),
    actual: t.expose('actual', {
      type: 'Decimal',
      description: 'The ledger, PO lines by their invoiced share.',
    }),
    committed: t.expose('committed', {
      type: 'Decimal',
      description: 'What validated PO lines not yet invoiced will add.',
    }),
    remainder: t.expose('remainder', {
      type: 'Decimal',
      description: 'max(0, planned − actual − committed).',
    }),
    forecast: t.expose('forecast', { type: 'Decimal', description: 'actual + committed + remainder.' }),
  }),
});

const TotalsRef = builder.objectRef<service.CarbonBudgetTotals>('CarbonBudgetTotals').implement({
  fields: (t) => ({
    planned: t.expose('planned', { type: 'Decimal' }),
    actual: t.expose('actual', { type: 'Decimal' }),
    committed: t.expose('committed', { type: 'Decimal' }),
    remainder: t.expose('remainder', { type: 'Decimal' }),
    forecast: t.expose('forecast', { type: 'Decimal' }),
  }),
});

const BudgetRef = builder.objectRef<service.CarbonBudget>('CarbonBudget').implement({
  fields: (t) => ({
    cells: t.field({ type: [CellRef], resolve: (r) => r.cells }),
    totals: t.field({ type: TotalsRef, resolve: (r) => r.totals }),
    canEdit: t.exposeBoolean('canEdit', { description: 'The caller may plan (SetCarbonBudgetLine).' }),
    hasPlan: t.exposeBoolean('hasPlan'),
  }),
});

const HistoryRef = builder.objectRef<CarbonBudgetForecastHistoryRow>('CarbonForecastDay').implement({
  description: 'The forecast’s totals on a day.',
  fields: (t) => ({
    day: t.exposeString('day'),
    planned: t.expose('plannedKgCo2e', { type: 'Decimal' }),
    actual: t.expose('actualKgCo2e', { type: 'Decimal' }),
    committed: t.expose('committedKgCo2e', { type: 'Decimal' }),
    forecast: t.expose('forecastKgCo2e', { type: 'Decimal' }),
  }),
});

const ImpactRef = builder.objectRef<CarbonPoImpact>('CarbonPoImpact').implement({
  description: 'What POs add to a cell of the carbon budget; overBy is set when the cell goes over its plan.',
  fields: (t) => ({
    carbonCategory: t.exposeInt('carbonCategory'),
    carbonCategoryName: t.exposeString('carbonCategoryName'),
    department: t.exposeInt('department', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    planned: t.expose('planned', { type: 'Decimal', nullable: true }),
    engaged: t.expose('engaged', { type: 'Decimal' }),
    after: t.expose('after', { type: 'Decimal' }),
    overBy: t.expose('overBy', { type: 'Decimal', nullable: true }),
  }),
});

const ImportErrorRef = builder.objectRef<CarbonImportError>('CarbonBudgetImportError').implement({
  fields: (t) => ({
    row: t.exposeInt('row'),
    column: t.exposeString('column'),
    field: t.exposeString('field'),
    value: t.exposeString('value'),
    message: t.exposeString('message'),
  }),
});

const ImportResultRef = builder.objectRef<CarbonImportResult>('CarbonBudgetImportResult').implement({
  fields: (t) => ({
    committed: t.exposeBoolean('committed'),
    rowCount: t.exposeInt('rowCount'),
    imported: t.exposeInt('imported'),
    errors: t.field({ type: [ImportErrorRef], resolve: (r) => r.errors }),
  }),
});

builder.queryFields((t) => ({
  GetCarbonBudget: t.field({
    type: BudgetRef,
    description:
      'The carbon budget and forecast of the caller’s project, per carbon category and department.',
    extensions: {
      rule: "project scope: the caller's project's plan and ledger; a department budget reader: their departments' cells",
    },
    authScopes: READ,
    resolve: (_root, _args, ctx) => service.getCarbonBudget(ctx, requireActor(ctx)),
  }),
  GetCarbonForecastHistory: t.field({
    type: [HistoryRef],
    description: 'The forecast’s totals per day, oldest first (at most 800 days).',
    extensions: { rule: "project scope: the caller's project's history; not for department budget readers" },
    authScopes: READ,
    args: {
      From: t.arg.string({ required: false, ...DATE_INPUT }),
      To: t.arg.string({ required: false, ...DATE_INPUT }),
    },
    resolve: (_root, args, ctx) =>
      service.getCarbonForecastHistory(ctx, requireActor(ctx), { from: args.From, to: args.To }),
  }),
  CheckPurchaseOrdersCarbon: t.field({
    type: [ImpactRef],
    description:
      'Before sending POs: the kg CO2e they add per carbon-budget cell, and the cells they take over.',
    extensions: { rule: 'policy: purchase-orders.policy visibleWhere on every PO asked, else NOT_FOUND' },
    authScopes: { module: 'usePurchaseOrder' },
    args: { PurchaseOrderId: t.arg.intList() },
    resolve: (_root, args, ctx) =>
      checkPurchaseOrdersCarbon(ctx, requireActor(ctx), { poIds: args.PurchaseOrderId }),
  }),
}));

builder.mutationFields((t) => ({
  SetCarbonBudgetLine: t.field({
    type: BudgetRef,
    description: 'Plans the kg CO2e of a cell (creates or replaces its line); answers the whole budget.',
    extensions: { rule: "project scope: the caller's project's plan" },
    authScopes: PLAN,
    args: {
      CarbonCategory: t.arg.int(),
      Department: t.arg.int({ required: false }),
      PlannedKgCo2e: t.arg.string(),
      Note: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.setCarbonBudgetLine(ctx, requireActor(ctx), {
        carbonCategory: args.CarbonCategory,
        department: args.Department,
        plannedKgCo2e: args.PlannedKgCo2e,
        note: args.Note,
      }),
  }),
  DelCarbonBudgetLine: t.field({
    type: BudgetRef,
    description: 'Removes a cell’s plan line; answers the whole budget.',
    extensions: { rule: "project scope: the caller's project's line, else NOT_FOUND" },
    authScopes: PLAN,
    args: { CarbonBudgetLineId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.deleteCarbonBudgetLine(ctx, requireActor(ctx), { id: args.CarbonBudgetLineId }),
  }),
  ImportCarbonBudget: t.field({
    type: ImportResultRef,
    description:
      'An xlsx (multipart upload; template at /files/carbon-budget-template.xlsx): columns category, department, planned kg CO2e, note. Any row error (row and column named) writes nothing; Commit true writes every line in one transaction.',
    extensions: { rule: "project scope: the caller's project's plan" },
    authScopes: PLAN,
    args: { File: t.arg({ type: 'File' }), Commit: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      importCarbonBudget(ctx, requireActor(ctx), { file: args.File, commit: args.Commit, lang: ctx.lang }),
  }),
}));
