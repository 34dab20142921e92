import { Decimal } from 'decimal.js';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { asked, selectedFields } from '../../graphql/selection';
import type { SourceCarbon } from '../carbon';
import * as list from './expense-list.service';
import * as sending from './expense-sending.service';
import * as service from './expenses.service';
import { isReceiptMissing } from './receipt-rules';
import * as receipts from './receipts.service';
import * as routing from './routing.service';
import './expense-item-flag-entity';

const EXPENSES = { module: 'useExpense' } as const;

/** A stored rate or factor without the trailing zeros of its column ('0.21000' → '0.21'). */
const trimZeros = (value: string | null) => (value === null ? null : new Decimal(value).toString());

export const ExpenseReceiptRef = builder.objectRef<list.ListedReceipt>('ExpenseReceipt').implement({
  description:
    'A receipt of an item; download it with GET /files/expense-receipts/{id} and the bearer token.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    originalName: t.exposeString('originalName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({ resolve: (r) => `/files/expense-receipts/${r.id}` }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const LedgerFigureRef = builder.objectRef<SourceCarbon>('LedgerFigure').implement({
  description: 'What the carbon ledger counts for a source (issue 14): quantity × factor = kgCo2e.',
  fields: (t) => ({
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    quantity: t.field({ type: 'Decimal', nullable: true, resolve: (c) => trimZeros(c.quantity) }),
    unit: t.exposeString('unit', { nullable: true }),
    factorValue: t.field({ type: 'Decimal', nullable: true, resolve: (c) => trimZeros(c.factorValue) }),
    factorUnit: t.exposeString('factorUnit', { nullable: true }),
    factorSource: t.exposeString('factorSource', { nullable: true }),
    status: t.exposeString('status', { description: 'pending, actual or excluded' }),
    isEstimate: t.exposeBoolean('isEstimate'),
  }),
});

export const ExpenseItemRef = builder.objectRef<list.ListedExpenseItem>('ExpenseItem').implement({
  description:
    'An expense item (000 §3): ticket 0, invoice 1, travel 2; amounts rounded once; kgCoTwo with the factor used.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    encoderId: t.exposeInt('encoderId', { nullable: true }),
    sheetId: t.exposeInt('sheetId', { nullable: true }),
    date: t.exposeString('date'),
    type: t.exposeInt('type'),
    description: t.exposeString('description'),
    detailedDescription: t.exposeString('detailedDescription'),
    amount: t.expose('amount', { type: 'Decimal' }),
    amountVat: t.expose('amountVat', { type: 'Decimal' }),
    amountTotal: t.expose('amountTotal', { type: 'Decimal' }),
    vatFlagItemId: t.exposeInt('vatFlagItemId', { nullable: true }),
    vatRate: t.field({ type: 'Decimal', resolve: (i) => trimZeros(i.vatRate)! }),
    validated: t.exposeInt('validated'),
    comment: t.exposeString('comment'),
    department: t.exposeInt('departmentNumber', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    category: t.exposeInt('categoryId', { nullable: true }),
    costCenter: t.exposeString('costCenter'),
    subCategory: t.exposeInt('subCategory', { nullable: true }),
    subType: t.exposeInt('subType', { nullable: true }),
    additionalSubType: t.exposeInt('additionalSubType', { nullable: true }),
    coTwoCategory: t.exposeInt('coTwoCategory', { nullable: true }),
    paiementType: t.exposeInt('paymentType', { nullable: true }),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    km: t.expose('km', { type: 'Decimal', nullable: true }),
    fromLocation: t.exposeString('fromLocation'),
    toLocation: t.exposeString('toLocation'),
    kgCoTwo: t.expose('kgCoTwo', {
      type: 'Decimal',
      nullable: true,
      description: 'The figure computed when the travel was entered; pages show carbon (the ledger) instead.',
    }),
    carbon: t.field({
      type: LedgerFigureRef,
      nullable: true,
      description:
        'The item’s carbon ledger entry, the figure pages and exports show; null: it counts nothing.',
      resolve: (i) => asked(i.carbon, 'carbon'),
    }),
    co2FactorKey: t.exposeString('co2FactorKey', { nullable: true }),
    co2FactorValue: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'The factor as its source gives it (kg CO2e per co2FactorUnit).',
      resolve: (i) => trimZeros(i.co2FactorValue),
    }),
    co2FactorUnit: t.exposeString('co2FactorUnit', { nullable: true }),
    co2FactorSource: t.exposeString('co2FactorSource', { nullable: true }),
    carbonQuantity: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'The physical quantity counted in the carbon ledger (issue 14), in carbonUnit.',
      resolve: (i) => trimZeros(i.carbonQuantity),
    }),
    carbonUnit: t.exposeString('carbonUnit', { nullable: true }),
    carbonFactorKey: t.exposeString('carbonFactorKey', {
      nullable: true,
      description: 'The emission factor (emission-factors.tsv key) the quantity is counted with.',
    }),
    isInContract: t.exposeBoolean('isInContract'),
    processed: t.exposeBoolean('processed'),
    customFlagIds: t.intList({ resolve: (i) => asked(i.customFlagIds, 'customFlagIds') }),
    receipts: t.field({ type: [ExpenseReceiptRef], resolve: (i) => asked(i.receipts, 'receipts') }),
    receiptMissing: t.boolean({
      description: 'The project wants a receipt for this kind of item and it has none.',
      resolve: (i, _args, ctx) =>
        isReceiptMissing(ctx, requireActor(ctx), { type: i.type, receipts: asked(i.receipts, 'receipts') }),
    }),
    departmentName: t.string({ nullable: true, resolve: (i) => asked(i.departmentName, 'departmentName') }),
    functionName: t.string({ nullable: true, resolve: (i) => asked(i.functionName, 'functionName') }),
    categoryName: t.string({ nullable: true, resolve: (i) => asked(i.categoryName, 'categoryName') }),
    supplierName: t.string({ nullable: true, resolve: (i) => asked(i.supplierName, 'supplierName') }),
    userFullName: t.string({ resolve: (i) => asked(i.userFullName, 'userFullName') }),
    encoderFullName: t.string({
      nullable: true,
      resolve: (i) => asked(i.encoderFullName, 'encoderFullName'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const ExpenseSheetRef = builder.objectRef<service.ExpenseSheetRow>('ExpenseSheet').implement({
  description: 'An expense sheet (001 §4): status 0, 1, 2, 4, 8 or 16.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    encoderId: t.exposeInt('encoderId', { nullable: true }),
    title: t.exposeString('title'),
    kind: t.exposeInt('kind'),
    validated: t.exposeInt('status'),
    toRefund: t.exposeBoolean('toRefund'),
    amountTotal: t.expose('amountTotal', { type: 'Decimal' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    refusalComment: t.exposeString('refusalComment'),
    processed: t.exposeBoolean('processed'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ExpenseItemInput = builder.inputType('ExpenseItemInput', {
  description: 'AddedExpenseItem / UpdatedExpenseItem. Give amount (excluding VAT) or amountTotal (paid).',
  fields: (t) => ({
    date: t.string({ ...DATE_INPUT }),
    type: t.int(),
    description: t.string(),
    detailedDescription: t.string({ required: false }),
    amount: t.string({ required: false }),
    amountTotal: t.string({ required: false }),
    vatFlagItemId: t.int({ required: false }),
    departmentNumber: t.int({ required: false }),
    functionNumber: t.int({ required: false }),
    categoryId: t.int({ required: false }),
    costCenter: t.string({ required: false }),
    subCategory: t.int({ required: false }),
    subType: t.int({ required: false }),
    additionalSubType: t.int({ required: false }),
    coTwoCategory: t.int({ required: false }),
    paymentType: t.int({ required: false }),
    supplierId: t.int({ required: false }),
    km: t.string({ required: false }),
    fromLocation: t.string({ required: false }),
    toLocation: t.string({ required: false }),
    /** The physical measure (issue 14): all three or none; the unit is the factor's. */
    carbonQuantity: t.string({ required: false }),
    carbonUnit: t.string({ required: false }),
    carbonFactorKey: t.string({ required: false }),
    /** Administrators and production enter for a member (expensesEntryCrew). */
    userId: t.int({ required: false }),
    /** Custom flag items of the project chosen on the item (000 §3 customFlags). */
    projectFlagItemIds: t.intList({ required: false }),
  }),
});

export const MyExpensesFilter = builder.inputType('MyExpensesFilter', {
  description: 'Dates, statuses (-1 = not submitted), kinds and paging (limit 100 by default).',
  fields: (t) => ({
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    status: t.intList({ required: false }),
    types: t.intList({ required: false }),
    limit: t.int({ required: false }),
    offset: t.int({ required: false }),
  }),
});

const PlaceInput = builder.inputType('PlaceInput', {
  description: 'A point of a travel: latitude and longitude in degrees.',
  fields: (t) => ({ lat: t.float(), lng: t.float() }),
});
const TravelDistanceRef = builder
  .objectRef<Awaited<ReturnType<typeof routing.getTravelDistance>>>('TravelDistance')
  .implement({
    fields: (t) => ({
      km: t.expose('km', { type: 'Decimal' }),
      durationMinutes: t.exposeInt('durationMinutes'),
    }),
  });
const TravelPlaceRef = builder
  .objectRef<Awaited<ReturnType<typeof routing.getTravelPlaces>>[number]>('TravelPlace')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      label: t.exposeString('label'),
      lat: t.exposeFloat('lat'),
      lng: t.exposeFloat('lng'),
    }),
  });

builder.queryFields((t) => ({
  GetTravelDistance: t.field({
    type: TravelDistanceRef,
    description:
      'Road distance from the routing server of ROUTING_URL (OSRM); SERVICE_UNAVAILABLE when there is none or it finds no road.',
    extensions: { rule: 'any member with the module: asks the routing server, reads no record' },
    authScopes: EXPENSES,
    args: { From: t.arg({ type: PlaceInput }), To: t.arg({ type: PlaceInput }) },
    resolve: (_root, args, ctx) =>
      routing.getTravelDistance(ctx, requireActor(ctx), { from: args.From, to: args.To }),
  }),
  GetTravelPlaces: t.field({
    type: [TravelPlaceRef],
    description: "The license's addresses with coordinates, to pick the start and end of a travel.",
    extensions: {
      rule: "license scope: any member with the module reads the license's addresses with coordinates (addresses.policy)",
    },
    authScopes: EXPENSES,
    resolve: (_root, _args, ctx) => routing.getTravelPlaces(ctx, requireActor(ctx)),
  }),
  MyExpenses: t.field({
    type: [ExpenseItemRef],
    extensions: { rule: "ownership: the caller's own items" },
    authScopes: EXPENSES,
    args: { Filter: t.arg({ type: MyExpensesFilter, required: false }) },
    resolve: (_root, args, ctx, info) => {
      const actor = requireActor(ctx);
      return list.myExpenses(
        ctx,
        actor,
        args.Filter ?? {},
        actor.userId,
        list.itemPartsOf(selectedFields(info)),
      );
    },
  }),
  GetExpenseItem: t.field({
    type: ExpenseItemRef,
    description: 'One item: its owner, its encoder, administrators and production.',
    extensions: {
      rule: 'policy: expense-items.policy visibleWhere (owner or encoder, admin/prod, whoever sees its sheet), else NOT_FOUND',
    },
    authScopes: EXPENSES,
    args: { ExpenseItemId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getExpenseItem(ctx, requireActor(ctx), { itemId: args.ExpenseItemId }),
  }),
  GetUserExpenses: t.field({
    type: [ExpenseItemRef],
    description:
      'The items of a member, for administrators and production entering for crew (expensesEntryCrew).',
    authScopes: { $all: { module: 'useExpense', adminOrProd: true } },
    args: { UserId: t.arg.int(), Filter: t.arg({ type: MyExpensesFilter, required: false }) },
    resolve: (_root, args, ctx, info) =>
      list.userExpenses(
        ctx,
        requireActor(ctx),
        { userId: args.UserId, filter: args.Filter ?? {} },
        list.itemPartsOf(selectedFields(info)),
      ),
  }),
}));

builder.mutationFields((t) => ({
  NewExpenseItem: t.field({
    type: ExpenseItemRef,
    description: 'With an Idempotency-Key header, repeating the request returns the first item.',
    extensions: {
      rule: 'ownership: for the caller; for another member only admin/prod (expense-items.policy entersForOthers)',
    },
    authScopes: EXPENSES,
    args: { AddedExpenseItem: t.arg({ type: ExpenseItemInput }) },
    resolve: (_root, args, ctx) => {
      const { userId, projectFlagItemIds, ...item } = args.AddedExpenseItem;
      return service.newExpenseItem(ctx, requireActor(ctx), {
        item,
        userId,
        flagItemIds: projectFlagItemIds,
        idempotencyKey: ctx.idempotencyKey,
      });
    },
  }),
  UpdExpenseItem: t.field({
    type: ExpenseItemRef,
    extensions: {
      rule: 'policy: expense-items.policy editableWhere (owner or encoder, admin/prod), else NOT_FOUND; sent items only with canEditExpense; invoice items admin/prod',
    },
    authScopes: EXPENSES,
    args: {
      ExpenseItemId: t.arg.int(),
      UpdatedExpenseItem: t.arg({ type: ExpenseItemInput }),
      UserId: t.arg.int({ required: false }),
      ProjectFlagItemId: t.arg.intList({ required: false }),
    },
    resolve: (_root, args, ctx) => {
      const { userId: _ignored, projectFlagItemIds, ...item } = args.UpdatedExpenseItem;
      return service.updExpenseItem(ctx, requireActor(ctx), {
        itemId: args.ExpenseItemId,
        item,
        userId: args.UserId,
        flagItemIds: args.ProjectFlagItemId ?? projectFlagItemIds,
      });
    },
  }),
  DelExpenseItem: t.int({
    nullable: true,
    description: 'An empty id does nothing and answers null (000 §5).',
    extensions: {
      rule: 'policy: expense-items.policy editableWhere, else NOT_FOUND; sent items only with canDeleteAfterValidation; invoice items admin/prod',
    },
    authScopes: EXPENSES,
    args: { ExpenseItemId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.delExpenseItem(ctx, requireActor(ctx), { itemId: args.ExpenseItemId }),
  }),
  AddExpenseReceipt: t.field({
    type: ExpenseReceiptRef,
    description:
      'A photo (JPEG, PNG, WebP, HEIC) or a PDF of at most 10 MB for an item the caller may change; at most 10 receipts per item, within the project storage quota (PROJECT_STORAGE_QUOTA_MB).',
    extensions: {
      rule: 'policy: expense-items.policy editableWhere, else NOT_FOUND; sent items only with canEditExpense',
    },
    authScopes: EXPENSES,
    args: { ExpenseItemId: t.arg.int(), File: t.arg({ type: 'File' }) },
    resolve: (_root, args, ctx) =>
      receipts.addExpenseReceipt(ctx, requireActor(ctx), { itemId: args.ExpenseItemId, file: args.File }),
  }),
  DelExpenseReceipt: t.int({
    extensions: {
      rule: 'policy: expense-items.policy editableWhere, else NOT_FOUND; sent items only with canEditExpense',
    },
    authScopes: EXPENSES,
    args: { ExpenseReceiptId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      receipts.delExpenseReceipt(ctx, requireActor(ctx), { receiptId: args.ExpenseReceiptId }),
  }),
  SendAllExpenses: t.field({
    type: ExpenseSheetRef,
    description: 'Puts every not-submitted item of the caller into a new sheet and submits it.',
    extensions: { rule: "ownership: sends the caller's own unsent items" },
    authScopes: EXPENSES,
    args: { ExpenseTitle: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      sending.sendAllExpenses(ctx, requireActor(ctx), { title: args.ExpenseTitle }),
  }),
  SendUserExpenses: t.field({
    type: ExpenseSheetRef,
    description:
      'SendAllExpenses for a member, by administrators and production; the sheet records them as encoder.',
    authScopes: { $all: { module: 'useExpense', adminOrProd: true } },
    args: { UserId: t.arg.int(), ExpenseTitle: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      sending.sendAllExpenses(ctx, requireActor(ctx), { title: args.ExpenseTitle, userId: args.UserId }),
  }),
}));
