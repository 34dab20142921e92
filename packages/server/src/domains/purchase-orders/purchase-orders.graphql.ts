import { Decimal } from 'decimal.js';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { ApprovalTrailRef } from '../approvals/approvals.graphql';
import * as items from './po-items.service';
import * as validation from './po-validation.service';
import * as service from './purchase-orders.service';
import './po-item-flag-entity';

const POS = { module: 'usePurchaseOrder' } as const;
const trimZeros = (value: string) => new Decimal(value).toString();

export const PurchaseOrderRef = builder.objectRef<service.PoListRow>('PurchaseOrder').implement({
  description:
    'A purchase order (000 §3): validated 0 unsent, 1 sent, 2 level A, 4 refused at A, 8 validated, 16 refused at B.',
  fields: (t) => ({
    id: t.int({ resolve: (r) => r.po.id }),
    poNumber: t.int({
      nullable: true,
      description: 'Given when the PO is first sent; null on a draft (issue 12 item 17).',
      resolve: (r) => r.po.poNumber,
    }),
    poReference: t.string({ description: 'Empty on a draft.', resolve: (r) => r.po.poReference }),
    userId: t.int({ resolve: (r) => r.po.userId }),
    userFullName: t.exposeString('userFullName'),
    encoderId: t.int({ nullable: true, resolve: (r) => r.po.encoderId }),
    encoderFullName: t.exposeString('encoderFullName', { nullable: true }),
    description: t.string({ resolve: (r) => r.po.description }),
    department: t.int({ nullable: true, resolve: (r) => r.po.departmentNumber }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    function: t.int({ nullable: true, resolve: (r) => r.po.functionNumber }),
    functionName: t.exposeString('functionName', { nullable: true }),
    supplierId: t.int({ nullable: true, resolve: (r) => r.po.supplierId }),
    supplierName: t.exposeString('supplierName', { nullable: true }),
    requestDate: t.string({ resolve: (r) => r.po.requestDate }),
    deliveryDate: t.string({ nullable: true, resolve: (r) => r.po.deliveryDate }),
    deliveryAddress: t.string({ resolve: (r) => r.po.deliveryAddress }),
    invoicedToProduction: t.boolean({ resolve: (r) => r.po.invoicedToProduction }),
    notDetailed: t.boolean({ resolve: (r) => r.po.notDetailed }),
    information: t.string({ resolve: (r) => r.po.information }),
    currency: t.int({ resolve: (r) => r.po.currency }),
    validated: t.int({ resolve: (r) => r.po.status }),
    amount: t.field({ type: 'Decimal', resolve: (r) => r.po.amount }),
    amountVat: t.field({ type: 'Decimal', resolve: (r) => r.po.amountVat }),
    amountTotal: t.field({ type: 'Decimal', resolve: (r) => r.po.amountTotal }),
    expenseTotal: t.field({
      type: 'Decimal',
      description: 'What invoices made from the PO consumed, excluding VAT.',
      resolve: (r) => r.po.expenseTotal,
    }),
    consumed: t.boolean({ resolve: (r) => r.po.consumed }),
    isInContract: t.boolean({ resolve: (r) => r.po.isInContract }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.po.sentAt }),
    laValidatedId: t.int({ nullable: true, resolve: (r) => r.po.laValidatedId }),
    laValidatedName: t.exposeString('laValidatedName', {
      nullable: true,
      description: 'Who validated level A.',
    }),
    laValidatedWhen: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.po.laValidatedWhen }),
    lbValidatedId: t.int({ nullable: true, resolve: (r) => r.po.lbValidatedId }),
    lbValidatedName: t.exposeString('lbValidatedName', {
      nullable: true,
      description: 'Who validated level B.',
    }),
    lbValidatedWhen: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.po.lbValidatedWhen }),
    comment: t.string({ resolve: (r) => r.po.comment }),
    processed: t.boolean({ resolve: (r) => r.po.processed }),
    itemCount: t.exposeInt('itemCount'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.po.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (r) => r.po.updatedAt }),
  }),
});

const PoItemRef = builder.objectRef<service.PoItem>('PoItem').implement({
  description:
    'A PO line (000 §3): price and priceVat are unit prices excluding and including VAT (4 decimals); priceTotal, vatTotal and priceVatTotal the line totals; remainingAmount what is left to invoice.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    poId: t.exposeInt('poId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    quantity: t.field({ type: 'Decimal', resolve: (i) => trimZeros(i.quantity) }),
    category: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    categoryCostCenter: t.exposeString('costCenter'),
    vatFlagItemId: t.exposeInt('vatFlagItemId', { nullable: true }),
    vatRate: t.field({ type: 'Decimal', description: 'Percent.', resolve: (i) => trimZeros(i.vatRate) }),
    price: t.expose('price', { type: 'Decimal' }),
    priceVat: t.expose('priceVat', { type: 'Decimal' }),
    priceTotal: t.expose('priceTotal', { type: 'Decimal' }),
    vatTotal: t.expose('vatTotal', { type: 'Decimal' }),
    priceVatTotal: t.expose('priceVatTotal', { type: 'Decimal' }),
    remainingAmount: t.expose('remainingAmount', { type: 'Decimal' }),
    currency: t.exposeInt('currency'),
    encoderId: t.exposeInt('encoderId', { nullable: true }),
    customFlagIds: t.exposeIntList('customFlagIds'),
    carbonQuantity: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'The physical quantity counted in the carbon ledger (issue 14), in carbonUnit.',
      resolve: (i) => (i.carbonQuantity === null ? null : trimZeros(i.carbonQuantity)),
    }),
    carbonUnit: t.exposeString('carbonUnit', { nullable: true }),
    carbonFactorKey: t.exposeString('carbonFactorKey', { nullable: true }),
  }),
});

type PoDetail = Awaited<ReturnType<typeof service.getPo>>;
export const PoDetailRef = builder.objectRef<PoDetail>('PurchaseOrderDetail').implement({
  fields: (t) => ({
    po: t.field({ type: PurchaseOrderRef, resolve: (d) => d }),
    items: t.field({ type: [PoItemRef], resolve: (d) => d.items }),
    approvalTrail: t.field({
      type: ApprovalTrailRef,
      resolve: (d, _args, ctx) => validation.poApprovalTrail(ctx, requireActor(ctx), d),
    }),
  }),
});

type PoPage = Awaited<ReturnType<typeof service.getProjectPurchaseOrders>>;
const PoPageRef = builder.objectRef<PoPage>('PurchaseOrderPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [PurchaseOrderRef], resolve: (p) => p.rows }),
    totalRecords: t.exposeInt('totalRecords'),
    amountTotal: t.expose('amountTotal', { type: 'Decimal' }),
  }),
});

type PoPrice = ReturnType<typeof items.computePoItemPrice>;
const PoPriceRef = builder.objectRef<PoPrice>('PoItemPrice').implement({
  fields: (t) => ({
    unitPriceVatExcluded: t.expose('unitPriceVatExcluded', { type: 'Decimal' }),
    unitPriceVatIncluded: t.expose('unitPriceVatIncluded', { type: 'Decimal' }),
    unitVat: t.expose('unitVat', { type: 'Decimal' }),
    quantity: t.expose('quantity', { type: 'Decimal' }),
    priceTotal: t.expose('priceTotal', { type: 'Decimal' }),
    vatTotal: t.expose('vatTotal', { type: 'Decimal' }),
    priceVatTotal: t.expose('priceVatTotal', { type: 'Decimal' }),
    category: t.exposeInt('category', { nullable: true }),
    department: t.exposeInt('department', { nullable: true }),
  }),
});

const PurchaseOrderInput = builder.inputType('PurchaseOrderInput', {
  description: 'AddedPurchaseOrder / UpdatedPurchaseOrder (000 §3).',
  fields: (t) => ({
    description: t.string(),
    departmentNumber: t.int({ required: false }),
    functionNumber: t.int({ required: false }),
    supplierId: t.int({ required: false }),
    requestDate: t.string({ ...DATE_INPUT }),
    deliveryDate: t.string({ required: false, ...DATE_INPUT }),
    deliveryAddress: t.string({ required: false }),
    invoicedToProduction: t.boolean({ required: false }),
    notDetailed: t.boolean({ required: false }),
    information: t.string({ required: false }),
    currency: t.int({ required: false }),
  }),
});

const PoItemInput = builder.inputType('PoItemInput', {
  description: 'AddedPoItem / UpdatedPoItem: give the unit price excluding or including VAT.',
  fields: (t) => ({
    name: t.string(),
    description: t.string({ required: false }),
    quantity: t.string(),
    unitPriceVatExcluded: t.string({ required: false }),
    unitPriceVatIncluded: t.string({ required: false }),
    vatFlagItemId: t.int({ required: false }),
    categoryId: t.int({ required: false }),
    currency: t.int({ required: false }),
    /** The physical measure (issue 14): all three or none; the unit is the factor's. */
    carbonQuantity: t.string({ required: false }),
    carbonUnit: t.string({ required: false }),
    carbonFactorKey: t.string({ required: false }),
  }),
});

const PriceDetailInput = builder.inputType('PoItemPriceDetail', {
  description: 'PriceDetail (000 §3): unitVat is the VAT rate in percent.',
  fields: (t) => ({
    unitPriceVatExcluded: t.string({ required: false }),
    unitPriceVatIncluded: t.string({ required: false }),
    unitVat: t.string(),
    quantity: t.string(),
    category: t.int({ required: false }),
    department: t.int({ required: false }),
    priceTotal: t.string({ required: false }),
  }),
});

const ProjectPoFilter = builder.inputType('ProjectPurchaseOrdersFilter', {
  description:
    'List mode (1, -1, -2, -3), person, department, supplier, statuses and paging (20 by default).',
  fields: (t) => ({
    mode: t.int({ required: false }),
    userId: t.int({ required: false }),
    departmentNumber: t.int({ required: false }),
    supplierId: t.int({ required: false }),
    status: t.intList({ required: false }),
    limit: t.int({ required: false }),
    offset: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  GetPo: t.field({
    type: PoDetailRef,
    extensions: {
      rule: 'policy: purchase-orders.policy visibleWhere (owner or encoder, who reads all sheets, PO validators of its department), else NOT_FOUND',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int() },
    resolve: (_root, args, ctx) => service.getPo(ctx, requireActor(ctx), { poId: args.PurchaseOrderId }),
  }),
  GetPoItemList: t.field({
    type: [PoItemRef],
    description: 'NotConsumed 1 lists only the lines with an amount left to invoice.',
    extensions: { rule: 'policy: purchase-orders.policy visibleWhere, else NOT_FOUND' },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int(), NotConsumed: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.getPoItemList(ctx, requireActor(ctx), {
        poId: args.PurchaseOrderId,
        notConsumed: args.NotConsumed ?? 0,
      }),
  }),
  GetPurchaseOrdersToValidate: t.field({
    type: [PurchaseOrderRef],
    description: 'POs waiting for the caller: level A on sent ones, level B after A.',
    extensions: {
      rule: "validation level: the POs waiting for the caller's level in the departments where they validate POs",
    },
    authScopes: POS,
    resolve: (_root, _args, ctx) => validation.getPurchaseOrdersToValidate(ctx, requireActor(ctx)),
  }),
  MyPurchaseOrders: t.field({
    type: [PurchaseOrderRef],
    description:
      "The caller's POs in a list mode of 001 §4: 1 all mine, -1 unsent or refused, -2 sent, -3 sent not consumed.",
    extensions: { rule: "ownership: the caller's own POs" },
    authScopes: POS,
    args: { Mode: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => service.myPurchaseOrders(ctx, requireActor(ctx), { mode: args.Mode }),
  }),
  GetProjectPurchaseOrders: t.field({
    type: PoPageRef,
    description: 'Every PO of the project, for administrators, production, accounting and the global budget.',
    authScopes: {
      $all: {
        module: 'usePurchaseOrder',
        $any: { adminOrProd: true, anyRight: ['canMarkEntryAsProcessed', 'canViewGlobalBudget'] },
      },
    },
    args: { Filter: t.arg({ type: ProjectPoFilter, required: false }) },
    resolve: (_root, args, ctx) =>
      service.getProjectPurchaseOrders(ctx, requireActor(ctx), args.Filter ?? {}),
  }),
}));

builder.mutationFields((t) => ({
  NewPurchaseOrder: t.field({
    type: PurchaseOrderRef,
    description:
      'A PO numbered from the project format; UserId lets administrators and production enter for crew.',
    extensions: {
      rule: 'ownership: for the caller; for another member only admin/prod (purchase-orders.policy entersForOthers)',
    },
    authScopes: POS,
    args: { AddedPurchaseOrder: t.arg({ type: PurchaseOrderInput }), UserId: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const actor = requireActor(ctx);
      const po = await service.newPurchaseOrder(ctx, actor, {
        po: args.AddedPurchaseOrder,
        userId: args.UserId,
      });
      return await service.getPo(ctx, actor, { poId: po.id });
    },
  }),
  UpdPurchaseOrder: t.field({
    type: PurchaseOrderRef,
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere (owner or encoder, admin/prod), else NOT_FOUND; sent POs only with canEditPo',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int(), UpdatedPurchaseOrder: t.arg({ type: PurchaseOrderInput }) },
    resolve: async (_root, args, ctx) => {
      const actor = requireActor(ctx);
      await service.updPurchaseOrder(ctx, actor, {
        poId: args.PurchaseOrderId,
        po: args.UpdatedPurchaseOrder,
      });
      return service.getPo(ctx, actor, { poId: args.PurchaseOrderId });
    },
  }),
  DelPurchaseOrder: t.int({
    nullable: true,
    description:
      'An empty id does nothing; a validated PO needs canDeleteAfterValidation; an invoiced one stays.',
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere, else NOT_FOUND; sent POs only with canEditPo',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.delPurchaseOrder(ctx, requireActor(ctx), { poId: args.PurchaseOrderId }),
  }),
  AddPoItem: t.field({
    type: PoItemRef,
    nullable: true,
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere on its PO, else NOT_FOUND; sent POs only with canEditPo',
    },
    authScopes: POS,
    args: {
      PurchaseOrderId: t.arg.int({ required: false }),
      AddedPoItem: t.arg({ type: PoItemInput }),
      ProjectFlagItemId: t.arg.intList({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      items.addPoItem(ctx, requireActor(ctx), {
        poId: args.PurchaseOrderId,
        item: args.AddedPoItem,
        flagItemIds: args.ProjectFlagItemId,
      }),
  }),
  UpdatePoItem: t.field({
    type: PoItemRef,
    nullable: true,
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere on its PO, else NOT_FOUND; sent POs only with canEditPo',
    },
    authScopes: POS,
    args: {
      PoItemId: t.arg.int({ required: false }),
      UpdatedPoItem: t.arg({ type: PoItemInput }),
      ProjectFlagItemId: t.arg.intList({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      items.updatePoItem(ctx, requireActor(ctx), {
        itemId: args.PoItemId,
        item: args.UpdatedPoItem,
        flagItemIds: args.ProjectFlagItemId,
      }),
  }),
  DelPoItem: t.int({
    nullable: true,
    extensions: {
      rule: 'policy: purchase-orders.policy editableWhere on its PO, else NOT_FOUND; sent POs only with canEditPo',
    },
    authScopes: POS,
    args: { PoItemId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => items.delPoItem(ctx, requireActor(ctx), { itemId: args.PoItemId }),
  }),
  ComputePoItemPrice: t.field({
    type: PoPriceRef,
    description: 'The other unit price and the line totals, as AddPoItem stores them (decimal-exact).',
    extensions: { rule: 'any member with the module: computes prices, reads no record' },
    authScopes: POS,
    args: { PriceDetail: t.arg({ type: PriceDetailInput }) },
    resolve: (_root, args) => items.computePoItemPrice({ detail: args.PriceDetail }),
  }),
  SendPurchaseOrdersSlice: t.field({
    type: [PurchaseOrderRef],
    description: 'Sends every listed PO for validation, or none of them.',
    extensions: {
      rule: "ownership: every PO sent is the caller's (owner or encoder) or admin/prod, else NOT_FOUND",
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.intList() },
    resolve: (_root, args, ctx) =>
      validation.sendPurchaseOrdersSlice(ctx, requireActor(ctx), { poIds: args.PurchaseOrderId }),
  }),
  ValidatePurchaseOrder: t.field({
    type: PurchaseOrderRef,
    description: 'Level A then B; exactly one of two validators acting at once succeeds (CONFLICT).',
    extensions: {
      rule: 'validation level: the deciding PO validator of its department at its level, never their own PO; else NOT_FOUND',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int(), Comment: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const actor = requireActor(ctx);
      await validation.validatePurchaseOrder(ctx, actor, {
        poId: args.PurchaseOrderId,
        comment: args.Comment,
      });
      return service.getPo(ctx, actor, { poId: args.PurchaseOrderId });
    },
  }),
  RejectPurchaseOrder: t.field({
    type: PurchaseOrderRef,
    extensions: {
      rule: 'validation level: the deciding PO validator of its department at its level, never their own PO; else NOT_FOUND',
    },
    authScopes: POS,
    args: { PurchaseOrderId: t.arg.int(), Comment: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const actor = requireActor(ctx);
      await validation.rejectPurchaseOrder(ctx, actor, { poId: args.PurchaseOrderId, comment: args.Comment });
      return service.getPo(ctx, actor, { poId: args.PurchaseOrderId });
    },
  }),
}));
