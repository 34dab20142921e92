import { gqlRequest, present } from '../../../lib/graphql';
import type { PoInvoiceFieldsFragment } from './fragments/po-invoice-fields.generated';
import type { PoItemFieldsFragment } from './fragments/po-item-fields.generated';
import type { PurchaseOrderFieldsFragment } from './fragments/purchase-order-fields.generated';
import { AddPoItemDocument } from './operations/add-po-item.generated';
import { ChangeStatusOfProcessForPurchaseOrdersDocument } from './operations/change-status-of-process-for-purchase-orders.generated';
import {
  CheckPurchaseOrdersBudgetDocument,
  type CheckPurchaseOrdersBudgetQuery,
} from './operations/check-purchase-orders-budget.generated';
import {
  CheckPurchaseOrdersCarbonDocument,
  type CheckPurchaseOrdersCarbonQuery,
} from './operations/check-purchase-orders-carbon.generated';
import { DelPoItemDocument } from './operations/del-po-item.generated';
import { DelPurchaseOrderDocument } from './operations/del-purchase-order.generated';
import { GetPoDocument, type GetPoQuery } from './operations/get-po.generated';
import { GetProjectPurchaseOrdersDocument } from './operations/get-project-purchase-orders.generated';
import { GetPurchaseOrdersToValidateDocument } from './operations/get-purchase-orders-to-validate.generated';
import { MyPurchaseOrdersDocument } from './operations/my-purchase-orders.generated';
import { NewInvoiceFromPoDocument } from './operations/new-invoice-from-po.generated';
import { NewInvoiceFromPoForSelectedPoItemsDocument } from './operations/new-invoice-from-po-for-selected-po-items.generated';
import { NewPurchaseOrderDocument } from './operations/new-purchase-order.generated';
import { RejectPurchaseOrderDocument } from './operations/reject-purchase-order.generated';
import { SendPurchaseOrdersSliceDocument } from './operations/send-purchase-orders-slice.generated';
import { UpdPurchaseOrderDocument } from './operations/upd-purchase-order.generated';
import { UpdatePoItemDocument } from './operations/update-po-item.generated';
import { ValidatePurchaseOrderDocument } from './operations/validate-purchase-order.generated';

export type PurchaseOrder = PurchaseOrderFieldsFragment;
/** An invoice made from a PO: an expense sheet of kind 1. */
export type PoInvoice = PoInvoiceFieldsFragment;
export type PoItem = PoItemFieldsFragment;
export type PoDetail = GetPoQuery['GetPo'];

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
  /** The physical measure counted in the carbon ledger (issue 14): all three or none. */
  carbonQuantity?: string | null;
  carbonUnit?: string | null;
  carbonFactorKey?: string | null;
}

const _PO = `id poNumber poReference userId userFullName encoderId encoderFullName description department departmentName
  function functionName supplierId supplierName requestDate deliveryDate deliveryAddress invoicedToProduction notDetailed
  information currency validated amount amountVat amountTotal expenseTotal consumed isInContract sentAt laValidatedName
  laValidatedWhen lbValidatedName lbValidatedWhen comment processed itemCount`;

export const poKeys = {
  all: ['purchase-orders'] as const,
  mine: (mode: number) => ['purchase-orders', 'mine', mode] as const,
  detail: (id: number) => ['purchase-orders', 'detail', id] as const,
  toValidate: ['purchase-orders', 'to-validate'] as const,
  project: (filter: object) => ['purchase-orders', 'project', filter] as const,
};

export async function myPurchaseOrders(mode: number): Promise<PurchaseOrder[]> {
  const data = await gqlRequest(MyPurchaseOrdersDocument, { m: mode });
  return data.MyPurchaseOrders;
}

export async function getProjectPurchaseOrders(filter: {
  mode?: number;
  userId?: number | null;
  status?: number[] | null;
  limit: number;
  offset: number;
}) {
  const data = await gqlRequest(GetProjectPurchaseOrdersDocument, { f: filter });
  return data.GetProjectPurchaseOrders;
}

export async function getPo(id: number): Promise<PoDetail> {
  const data = await gqlRequest(GetPoDocument, { id });
  return data.GetPo;
}

export async function getPurchaseOrdersToValidate(): Promise<PurchaseOrder[]> {
  const data = await gqlRequest(GetPurchaseOrdersToValidateDocument);
  return data.GetPurchaseOrdersToValidate;
}

export async function newPurchaseOrder(
  input: PurchaseOrderInput,
  userId: number | null,
): Promise<PurchaseOrder> {
  const data = await gqlRequest(NewPurchaseOrderDocument, { p: input, u: userId });
  return data.NewPurchaseOrder;
}

export async function updPurchaseOrder(id: number, input: PurchaseOrderInput): Promise<PurchaseOrder> {
  const data = await gqlRequest(UpdPurchaseOrderDocument, { id, p: input });
  return data.UpdPurchaseOrder;
}

export async function delPurchaseOrder(id: number): Promise<void> {
  await gqlRequest(DelPurchaseOrderDocument, { id });
}

export async function addPoItem(poId: number, item: PoItemInput, flagIds: number[]): Promise<PoItem> {
  const data = await gqlRequest(AddPoItemDocument, { id: poId, i: item, f: flagIds });
  return present(data.AddPoItem, 'AddPoItem');
}

export async function updatePoItem(id: number, item: PoItemInput, flagIds: number[]): Promise<PoItem> {
  const data = await gqlRequest(UpdatePoItemDocument, { id, i: item, f: flagIds });
  return present(data.UpdatePoItem, 'UpdatePoItem');
}

export async function delPoItem(id: number): Promise<void> {
  await gqlRequest(DelPoItemDocument, { id });
}

/** Sends the POs; answers them with the numbers the drafts got (issue 12 item 17). */
export async function sendPurchaseOrders(ids: number[]): Promise<{ id: number; poReference: string }[]> {
  const data = await gqlRequest(SendPurchaseOrdersSliceDocument, { ids });
  return data.SendPurchaseOrdersSlice;
}

export async function validatePurchaseOrder(id: number, comment: string | null): Promise<void> {
  await gqlRequest(ValidatePurchaseOrderDocument, { id, c: comment });
}

export async function rejectPurchaseOrder(id: number, comment: string): Promise<void> {
  await gqlRequest(RejectPurchaseOrderDocument, { id, c: comment });
}

export async function newInvoiceFromPo(id: number, itemIds: number[] | null): Promise<PoInvoice> {
  if (itemIds) {
    const data = await gqlRequest(NewInvoiceFromPoForSelectedPoItemsDocument, { id, items: itemIds });
    return present(data.NewInvoiceFromPoForSelectedPoItems, 'NewInvoiceFromPoForSelectedPoItems');
  }
  const data = await gqlRequest(NewInvoiceFromPoDocument, { id });
  return present(data.NewInvoiceFromPO, 'NewInvoiceFromPO');
}

export async function changePoProcessed(id: number, processed: boolean): Promise<void> {
  await gqlRequest(ChangeStatusOfProcessForPurchaseOrdersDocument, { id, v: processed });
}

/** A category that POs would take over its budget or EFC (CheckPurchaseOrdersBudget). */
export type BudgetOverrun = CheckPurchaseOrdersBudgetQuery['CheckPurchaseOrdersBudget'][number];

/** What POs add to a carbon-budget cell (CheckPurchaseOrdersCarbon); overBy set when over its plan (issue 16). */
export type CarbonImpact = CheckPurchaseOrdersCarbonQuery['CheckPurchaseOrdersCarbon'][number];

export async function checkPurchaseOrdersCarbon(ids: number[]): Promise<CarbonImpact[]> {
  const data = await gqlRequest(CheckPurchaseOrdersCarbonDocument, { ids });
  return data.CheckPurchaseOrdersCarbon;
}

export async function checkPurchaseOrdersBudget(ids: number[]): Promise<BudgetOverrun[]> {
  const data = await gqlRequest(CheckPurchaseOrdersBudgetDocument, { ids });
  return data.CheckPurchaseOrdersBudget;
}
