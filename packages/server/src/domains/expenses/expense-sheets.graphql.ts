import { PO_PROCESS_TYPE } from '@setledger/shared/purchase-orders/purchase-orders.constants';
import { TIMESHEET_PROCESS_TYPE } from '@setledger/shared/timesheets/timesheets.constants';
import { AppError } from '../../core/errors';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { asked, selectedFields } from '../../graphql/selection';
import { ApprovalTrailRef } from '../approvals/approvals.graphql';
import { changePoProcessed } from '../purchase-orders';
import { PoDetailRef } from '../purchase-orders/purchase-orders.graphql';
import { changeTimesheetProcessed } from '../timesheets';
import * as sheets from './expense-sheets.service';
import { ExpenseItemRef, ExpenseReceiptRef, ExpenseSheetRef } from './expenses.graphql';
import * as invoices from './po-invoices.service';

const EXPENSES = { module: 'useExpense' } as const;
const POS = { module: 'usePurchaseOrder' } as const;

export const ExpenseSheetListItemRef = builder
  .objectRef<sheets.SheetListRow>('ExpenseSheetListItem')
  .implement({
    description:
      'A sheet in a list: its owner, item count, refused items, and whether an item falls outside the contract (001 §2.4 item 4).',
    fields: (t) => ({
      sheet: t.field({ type: ExpenseSheetRef, resolve: (r) => r.sheet }),
      userName: t.exposeString('userName'),
      userFirstName: t.exposeString('userFirstName'),
      itemCount: t.int({ resolve: (r) => asked(r.itemCount, 'itemCount') }),
      refusedItems: t.int({ resolve: (r) => asked(r.refusedItems, 'refusedItems') }),
      outsideContract: t.boolean({ resolve: (r) => asked(r.outsideContract, 'outsideContract') }),
      departmentName: t.exposeString('departmentName', { nullable: true }),
    }),
  });

type SheetToValidate = Awaited<ReturnType<typeof sheets.getExpenseSheetsToValidate>>[number];
const ExpenseSheetToValidateRef = builder.objectRef<SheetToValidate>('ExpenseSheetToValidate').implement({
  description: "A sheet waiting for the caller, with what the validators' table shows of its receipts.",
  fields: (t) => ({
    sheet: t.field({ type: ExpenseSheetRef, resolve: (r) => r.sheet }),
    userName: t.exposeString('userName'),
    userFirstName: t.exposeString('userFirstName'),
    itemCount: t.int({ resolve: (r) => asked(r.itemCount, 'itemCount') }),
    refusedItems: t.int({ resolve: (r) => asked(r.refusedItems, 'refusedItems') }),
    outsideContract: t.boolean({ resolve: (r) => asked(r.outsideContract, 'outsideContract') }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    firstReceipt: t.field({ type: ExpenseReceiptRef, nullable: true, resolve: (r) => r.firstReceipt }),
    itemsWithoutReceipt: t.exposeInt('itemsWithoutReceipt'),
  }),
});

const ProjectExpenseSheetsFilter = builder.inputType('ProjectExpenseSheetsFilter', {
  description:
    'Person, department, statuses, kind, processed, sent dates (YYYY-MM-DD) and paging (20 by default).',
  fields: (t) => ({
    userId: t.int({ required: false }),
    departmentNumber: t.int({ required: false }),
    status: t.intList({ required: false }),
    kind: t.int({ required: false }),
    processed: t.boolean({ required: false }),
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    limit: t.int({ required: false }),
    offset: t.int({ required: false }),
  }),
});

type SheetPage = Awaited<ReturnType<typeof sheets.getProjectExpenseSheets>>;
const ExpenseSheetPageRef = builder.objectRef<SheetPage>('ExpenseSheetPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [ExpenseSheetListItemRef], resolve: (p) => p.rows }),
    totalRecords: t.exposeInt('totalRecords'),
    amountTotal: t.expose('amountTotal', { type: 'Decimal' }),
  }),
});

type SheetDetail = Awaited<ReturnType<typeof sheets.getExpenseSheet>>;
const ExpenseSheetDetailRef = builder.objectRef<SheetDetail>('ExpenseSheetDetail').implement({
  fields: (t) => ({
    sheet: t.field({ type: ExpenseSheetRef, resolve: (r) => r.sheet }),
    userName: t.exposeString('userName'),
    userFirstName: t.exposeString('userFirstName'),
    outsideContract: t.boolean({ resolve: (r) => asked(r.outsideContract, 'outsideContract') }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    items: t.field({ type: [ExpenseItemRef], resolve: (r) => r.items }),
    approvalTrail: t.field({
      type: ApprovalTrailRef,
      resolve: (r, _args, ctx) => sheets.sheetApprovalTrail(ctx, requireActor(ctx), r),
    }),
  }),
});

builder.queryFields((t) => ({
  GetExpenseSheetsToValidate: t.field({
    type: [ExpenseSheetToValidateRef],
    description:
      'Sheets waiting for the caller: level 1 on submitted ones, level 2 on those validated at level 1.',
    extensions: {
      rule: "validation level: the sheets waiting for the caller's level in the departments where they validate expenses",
    },
    authScopes: EXPENSES,
    resolve: (_root, _args, ctx, info) =>
      sheets.getExpenseSheetsToValidate(ctx, requireActor(ctx), sheets.sheetExtrasOf(selectedFields(info))),
  }),
  GetProjectExpenseSheets: t.field({
    type: ExpenseSheetPageRef,
    description:
      'Every sent sheet of the project (the expenses list), for administrators, production, who marks entries processed and who sees the whole budget.',
    authScopes: {
      $all: {
        module: 'useExpense',
        $any: { adminOrProd: true, anyRight: ['canMarkEntryAsProcessed', 'canViewGlobalBudget'] },
      },
    },
    args: { Filter: t.arg({ type: ProjectExpenseSheetsFilter, required: false }) },
    resolve: (_root, args, ctx, info) => {
      const fields = selectedFields(info);
      return sheets.getProjectExpenseSheets(ctx, requireActor(ctx), args.Filter ?? {}, {
        rows: fields.has('rows') ? sheets.sheetExtrasOf(selectedFields(info, ['rows'])) : null,
        totals: fields.has('totalRecords') || fields.has('amountTotal'),
      });
    },
  }),
  MyExpenseSheets: t.field({
    type: [ExpenseSheetListItemRef],
    extensions: { rule: "ownership: the caller's own sheets" },
    authScopes: EXPENSES,
    resolve: (_root, _args, ctx, info) =>
      sheets.myExpenseSheets(ctx, requireActor(ctx), sheets.sheetExtrasOf(selectedFields(info))),
  }),
  GetExpenseSheet: t.field({
    type: ExpenseSheetDetailRef,
    extensions: {
      rule: 'policy: expense-sheets.policy visibleWhere (owner or encoder, who reads all sheets, validators of its department), else NOT_FOUND',
    },
    authScopes: EXPENSES,
    args: { ExpenseSheetId: t.arg.int() },
    resolve: (_root, args, ctx, info) =>
      sheets.getExpenseSheet(
        ctx,
        requireActor(ctx),
        { sheetId: args.ExpenseSheetId },
        sheets.sheetExtrasOf(selectedFields(info)),
      ),
  }),
}));

builder.mutationFields((t) => ({
  ChangeStatusOfProcess: t.boolean({
    description:
      'Marks a component processed or not: Type 1 an expense (receipt) sheet, 2 an invoice sheet (with their items), 3 a purchase order, 4 a timesheet.',
    authScopes: { right: 'canMarkEntryAsProcessed' },
    args: { IdOfComponent: t.arg.int(), Type: t.arg.int(), ValueOfProcessToChange: t.arg.boolean() },
    resolve: (_root, args, ctx) => {
      const actor = requireActor(ctx);
      const isPo = args.Type === PO_PROCESS_TYPE;
      const isTimesheet = args.Type === TIMESHEET_PROCESS_TYPE;
      if (!actor.modules.has(isPo ? 'usePurchaseOrder' : isTimesheet ? 'useTimesheet' : 'useExpense'))
        throw new AppError('FORBIDDEN', 'moduleOff');
      if (isTimesheet)
        return changeTimesheetProcessed(ctx, actor, {
          timesheetId: args.IdOfComponent,
          value: args.ValueOfProcessToChange,
        });
      if (isPo)
        return changePoProcessed(ctx, actor, {
          poId: args.IdOfComponent,
          value: args.ValueOfProcessToChange,
        });
      return sheets.changeStatusOfProcess(ctx, actor, {
        componentId: args.IdOfComponent,
        type: args.Type,
        value: args.ValueOfProcessToChange,
      });
    },
  }),
  ValidateExpenseSheet: t.field({
    type: ExpenseSheetRef,
    description:
      'Validates at the caller level; exactly one of two validators acting at once succeeds (CONFLICT).',
    extensions: {
      rule: "validation level: the deciding validator of the sheet's department at its level, never their own sheet; else NOT_FOUND",
    },
    authScopes: EXPENSES,
    args: { ExpenseSheetId: t.arg.int(), Comment: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      sheets.validateExpenseSheet(ctx, requireActor(ctx), {
        sheetId: args.ExpenseSheetId,
        comment: args.Comment,
      }),
  }),
  RejectExpenseSheet: t.field({
    type: ExpenseSheetRef,
    extensions: {
      rule: "validation level: the deciding validator of the sheet's department at its level, never their own sheet; else NOT_FOUND",
    },
    authScopes: EXPENSES,
    args: { ExpenseSheetId: t.arg.int(), Comment: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      sheets.rejectExpenseSheet(ctx, requireActor(ctx), {
        sheetId: args.ExpenseSheetId,
        comment: args.Comment,
      }),
  }),
  ValidateAllExpenseSheets: t.intList({
    description: 'Validates each sheet as if alone; answers the ids that changed.',
    extensions: {
      rule: 'validation level: each sheet as ValidateExpenseSheet; any other sheet answers NOT_FOUND',
    },
    authScopes: EXPENSES,
    args: { ExpenseSheetIds: t.arg.intList() },
    resolve: (_root, args, ctx) =>
      sheets.validateAllExpenseSheets(ctx, requireActor(ctx), { sheetIds: args.ExpenseSheetIds }),
  }),
  RejectExpenseItem: t.field({
    type: ExpenseItemRef,
    description: 'Refuses one item of a sheet waiting for the caller, with a comment.',
    extensions: {
      rule: "validation level: the deciding validator of the item's sheet department at its level, never their own; else NOT_FOUND",
    },
    authScopes: EXPENSES,
    args: { ExpenseItemId: t.arg.int(), Comment: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      sheets.rejectExpenseItem(ctx, requireActor(ctx), { itemId: args.ExpenseItemId, comment: args.Comment }),
  }),
  UndoRejectExpenseSheet: t.field({
    type: ExpenseSheetRef,
    description: 'The validator who refused a sheet takes the refusal back (4 → 1, 16 → 2).',
    extensions: { rule: 'validation level: only the validator who refused the sheet; else NOT_FOUND' },
    authScopes: EXPENSES,
    args: { ExpenseSheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      sheets.undoRejectExpenseSheet(ctx, requireActor(ctx), { sheetId: args.ExpenseSheetId }),
  }),
  DelExpenseSheet: t.int({
    description:
      'Deletes a refused sheet with its items (its owner); any sheet with canDeleteAfterValidation.',
    extensions: {
      rule: 'policy: expense-sheets.policy editableWhere, or any sheet with canDeleteAfterValidation, else NOT_FOUND; refused sheets only unless canDeleteAfterValidation',
    },
    authScopes: EXPENSES,
    args: { ExpenseSheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      sheets.delExpenseSheet(ctx, requireActor(ctx), { sheetId: args.ExpenseSheetId }),
  }),
  ResubmitExpenseSheet: t.field({
    type: ExpenseSheetRef,
    description: 'Sends a refused sheet (or one with refused items) again, after the owner fixed it.',
    extensions: {
      rule: "ownership: the sheet's owner or encoder (expense-sheets.policy editableWhere), else NOT_FOUND; invoices admin/prod",
    },
    authScopes: EXPENSES,
    args: { ExpenseSheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      sheets.resubmitExpenseSheet(ctx, requireActor(ctx), { sheetId: args.ExpenseSheetId }),
  }),
}));

// A PO's invoices are expense sheets: this domain (above purchase orders) lists and makes them.
builder.objectField(PoDetailRef, 'invoices', (t) =>
  t.field({
    type: [ExpenseSheetRef],
    description: 'Invoices made from the PO (expense sheets of kind 1).',
    resolve: (d, _args, ctx) => invoices.invoicesOfPo(ctx, requireActor(ctx), d.po.id),
  }),
);

builder.mutationFields((t) => ({
  NewInvoiceFromPO: t.field({
    type: ExpenseSheetRef,
    nullable: true,
    description: 'An invoice for everything left on a validated PO; an empty id does nothing.',
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere on the PO, else NOT_FOUND; only a validated PO',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      invoices.newInvoiceFromPo(ctx, requireActor(ctx), { poId: args.PurchaseOrderId }),
  }),
  NewInvoiceFromPoForSelectedPoItems: t.field({
    type: ExpenseSheetRef,
    nullable: true,
    description: 'An invoice for what is left on the selected lines of a validated PO.',
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere on the PO, else NOT_FOUND; only a validated PO',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int({ required: false }), PoItemsIds: t.arg.intList() },
    resolve: (_root, args, ctx) =>
      invoices.newInvoiceFromPo(ctx, requireActor(ctx), {
        poId: args.PurchaseOrderId,
        itemIds: args.PoItemsIds,
      }),
  }),
}));
