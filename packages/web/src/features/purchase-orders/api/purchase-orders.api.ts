import { APPROVAL_TRAIL_FIELDS, type ApprovalTrailData } from '../../../components';
import { gqlRequest } from '../../../lib/graphql';

export interface PurchaseOrder {
  id: number;
  /** Null on a draft: a PO is numbered when first sent (issue 12 item 17). */
  poNumber: number | null;
  poReference: string;
  userId: number;
  userFullName: string;
  encoderId: number | null;
  encoderFullName: string | null;
  description: string;
  department: number | null;
  departmentName: string | null;
  function: number | null;
  functionName: string | null;
  supplierId: number | null;
  supplierName: string | null;
  requestDate: string;
  deliveryDate: string | null;
  deliveryAddress: string;
  invoicedToProduction: boolean;
  notDetailed: boolean;
  information: string;
  currency: number;
  validated: number;
  amount: string;
  amountVat: string;
  amountTotal: string;
  expenseTotal: string;
  consumed: boolean;
  isInContract: boolean;
  sentAt: string | null;
  laValidatedName?: string | null;
  laValidatedWhen: string | null;
  lbValidatedName?: string | null;
  lbValidatedWhen: string | null;
  comment: string;
  processed: boolean;
  itemCount: number;
}

/** An invoice made from a PO: an expense sheet of kind 1 (the fields these screens show). */
export interface PoInvoice {
  id: number;
  title: string;
  kind: number;
  validated: number;
  amountTotal: string;
  createdAt: string;
}

export interface PoItem {
  id: number;
  poId: number;
  name: string;
  description: string;
  quantity: string;
  category: number | null;
  categoryName: string | null;
  categoryCostCenter: string;
  vatFlagItemId: number | null;
  vatRate: string;
  price: string;
  priceVat: string;
  priceTotal: string;
  vatTotal: string;
  priceVatTotal: string;
  remainingAmount: string;
  customFlagIds: number[];
}

export interface PoDetail {
  po: PurchaseOrder;
  items: PoItem[];
  invoices: PoInvoice[];
  approvalTrail: ApprovalTrailData;
}

export interface PurchaseOrderInput {
  description: string;
  departmentNumber: number | null;
  functionNumber: number | null;
  supplierId: number | null;
  requestDate: string;
  deliveryDate: string | null;
  deliveryAddress: string;
  information: string;
  invoicedToProduction: boolean;
}

export interface PoItemInput {
  name: string;
  description: string;
  quantity: string;
  unitPriceVatExcluded: string | null;
  unitPriceVatIncluded: string | null;
  vatFlagItemId: number | null;
  categoryId: number | null;
}

const PO = `id poNumber poReference userId userFullName encoderId encoderFullName description department departmentName
  function functionName supplierId supplierName requestDate deliveryDate deliveryAddress invoicedToProduction notDetailed
  information currency validated amount amountVat amountTotal expenseTotal consumed isInContract sentAt laValidatedName
  laValidatedWhen lbValidatedName lbValidatedWhen comment processed itemCount`;
const ITEM = `id poId name description quantity category categoryName categoryCostCenter vatFlagItemId vatRate price priceVat
  priceTotal vatTotal priceVatTotal remainingAmount customFlagIds`;
const SHEET =
  'id userId encoderId title kind validated amountTotal submittedAt refusalComment processed createdAt';

export const poKeys = {
  all: ['purchase-orders'] as const,
  mine: (mode: number) => ['purchase-orders', 'mine', mode] as const,
  detail: (id: number) => ['purchase-orders', 'detail', id] as const,
  toValidate: ['purchase-orders', 'to-validate'] as const,
  project: (filter: object) => ['purchase-orders', 'project', filter] as const,
};

export async function myPurchaseOrders(mode: number): Promise<PurchaseOrder[]> {
  const data = await gqlRequest<{ MyPurchaseOrders: PurchaseOrder[] }>(
    `query MyPurchaseOrders($m: Int) { MyPurchaseOrders(Mode: $m) { ${PO} } }`,
    { m: mode },
  );
  return data.MyPurchaseOrders;
}

export async function getProjectPurchaseOrders(filter: {
  mode?: number;
  userId?: number | null;
  status?: number[] | null;
  limit: number;
  offset: number;
}): Promise<{ rows: PurchaseOrder[]; totalRecords: number; amountTotal: string }> {
  const data = await gqlRequest<{
    GetProjectPurchaseOrders: { rows: PurchaseOrder[]; totalRecords: number; amountTotal: string };
  }>(
    `query GetProjectPurchaseOrders($f: ProjectPurchaseOrdersFilter) {
      GetProjectPurchaseOrders(Filter: $f) { totalRecords amountTotal rows { ${PO} } } }`,
    { f: filter },
  );
  return data.GetProjectPurchaseOrders;
}

export async function getPo(id: number): Promise<PoDetail> {
  const data = await gqlRequest<{ GetPo: PoDetail }>(
    `query GetPo($id: Int!) { GetPo(PurchaseOrderId: $id) { po { ${PO} } items { ${ITEM} } invoices { ${SHEET} }
      ${APPROVAL_TRAIL_FIELDS} } }`,
    { id },
  );
  return data.GetPo;
}

export async function getPurchaseOrdersToValidate(): Promise<PurchaseOrder[]> {
  const data = await gqlRequest<{ GetPurchaseOrdersToValidate: PurchaseOrder[] }>(
    `query GetPurchaseOrdersToValidate { GetPurchaseOrdersToValidate { ${PO} } }`,
  );
  return data.GetPurchaseOrdersToValidate;
}

export async function newPurchaseOrder(
  input: PurchaseOrderInput,
  userId: number | null,
): Promise<PurchaseOrder> {
  const data = await gqlRequest<{ NewPurchaseOrder: PurchaseOrder }>(
    `mutation NewPurchaseOrder($p: PurchaseOrderInput!, $u: Int) { NewPurchaseOrder(AddedPurchaseOrder: $p, UserId: $u) { ${PO} } }`,
    { p: input, u: userId },
  );
  return data.NewPurchaseOrder;
}

export async function updPurchaseOrder(id: number, input: PurchaseOrderInput): Promise<PurchaseOrder> {
  const data = await gqlRequest<{ UpdPurchaseOrder: PurchaseOrder }>(
    `mutation UpdPurchaseOrder($id: Int!, $p: PurchaseOrderInput!) { UpdPurchaseOrder(PurchaseOrderId: $id, UpdatedPurchaseOrder: $p) { ${PO} } }`,
    { id, p: input },
  );
  return data.UpdPurchaseOrder;
}

export async function delPurchaseOrder(id: number): Promise<void> {
  await gqlRequest('mutation DelPurchaseOrder($id: Int) { DelPurchaseOrder(PurchaseOrderId: $id) }', { id });
}

export async function addPoItem(poId: number, item: PoItemInput, flagIds: number[]): Promise<PoItem> {
  const data = await gqlRequest<{ AddPoItem: PoItem }>(
    `mutation AddPoItem($id: Int, $i: PoItemInput!, $f: [Int!]) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: $i, ProjectFlagItemId: $f) { ${ITEM} } }`,
    { id: poId, i: item, f: flagIds },
  );
  return data.AddPoItem;
}

export async function updatePoItem(id: number, item: PoItemInput, flagIds: number[]): Promise<PoItem> {
  const data = await gqlRequest<{ UpdatePoItem: PoItem }>(
    `mutation UpdatePoItem($id: Int, $i: PoItemInput!, $f: [Int!]) { UpdatePoItem(PoItemId: $id, UpdatedPoItem: $i, ProjectFlagItemId: $f) { ${ITEM} } }`,
    { id, i: item, f: flagIds },
  );
  return data.UpdatePoItem;
}

export async function delPoItem(id: number): Promise<void> {
  await gqlRequest('mutation DelPoItem($id: Int) { DelPoItem(PoItemId: $id) }', { id });
}

/** Sends the POs; answers them with the numbers the drafts got (issue 12 item 17). */
export async function sendPurchaseOrders(ids: number[]): Promise<{ id: number; poReference: string }[]> {
  const data = await gqlRequest<{ SendPurchaseOrdersSlice: { id: number; poReference: string }[] }>(
    'mutation SendPurchaseOrdersSlice($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { id poReference } }',
    { ids },
  );
  return data.SendPurchaseOrdersSlice;
}

export async function validatePurchaseOrder(id: number, comment: string | null): Promise<void> {
  await gqlRequest(
    'mutation ValidatePurchaseOrder($id: Int!, $c: String) { ValidatePurchaseOrder(PurchaseOrderId: $id, Comment: $c) { id } }',
    { id, c: comment },
  );
}

export async function rejectPurchaseOrder(id: number, comment: string): Promise<void> {
  await gqlRequest(
    'mutation RejectPurchaseOrder($id: Int!, $c: String) { RejectPurchaseOrder(PurchaseOrderId: $id, Comment: $c) { id } }',
    { id, c: comment },
  );
}

export async function newInvoiceFromPo(id: number, itemIds: number[] | null): Promise<PoInvoice> {
  if (itemIds) {
    const data = await gqlRequest<{ NewInvoiceFromPoForSelectedPoItems: PoInvoice }>(
      `mutation NewInvoiceFromPoForSelectedPoItems($id: Int, $items: [Int!]!) {
        NewInvoiceFromPoForSelectedPoItems(PurchaseOrderId: $id, PoItemsIds: $items) { ${SHEET} } }`,
      { id, items: itemIds },
    );
    return data.NewInvoiceFromPoForSelectedPoItems;
  }
  const data = await gqlRequest<{ NewInvoiceFromPO: PoInvoice }>(
    `mutation NewInvoiceFromPO($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { ${SHEET} } }`,
    { id },
  );
  return data.NewInvoiceFromPO;
}

export async function changePoProcessed(id: number, processed: boolean): Promise<void> {
  await gqlRequest(
    'mutation ChangeStatusOfProcess($id: Int!, $v: Boolean!) { ChangeStatusOfProcess(IdOfComponent: $id, Type: 3, ValueOfProcessToChange: $v) }',
    { id, v: processed },
  );
}

/** A category that POs would take over its budget or EFC (CheckPurchaseOrdersBudget). */
export interface BudgetOverrun {
  departmentName: string | null;
  categoryName: string | null;
  budget: string;
  efc: string;
  efcSet: boolean;
  engaged: string;
  poAmount: string;
  after: string;
  overBy: string;
}

export async function checkPurchaseOrdersBudget(ids: number[]): Promise<BudgetOverrun[]> {
  const data = await gqlRequest<{ CheckPurchaseOrdersBudget: BudgetOverrun[] }>(
    `query CheckPurchaseOrdersBudget($ids: [Int!]!) { CheckPurchaseOrdersBudget(PurchaseOrderId: $ids) {
      departmentName categoryName budget efc efcSet engaged poAmount after overBy } }`,
    { ids },
  );
  return data.CheckPurchaseOrdersBudget;
}
