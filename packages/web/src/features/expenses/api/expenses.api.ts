import { referenceKeys } from '../../../lib/api/reference-data.api';
import { dispositionName, fetchFile } from '../../../lib/files';
import { gqlRequest, gqlUploadWithProgress } from '../../../lib/graphql';
import type { ExpenseItemFieldsFragment } from './fragments/expense-item-fields.generated';
import type { ExpenseReceiptFieldsFragment } from './fragments/expense-receipt-fields.generated';
import type { ExpenseSheetFieldsFragment } from './fragments/expense-sheet-fields.generated';
import { AddExpenseReceiptDocument } from './operations/add-expense-receipt.generated';
import { ChangeStatusOfProcessForExpensesDocument } from './operations/change-status-of-process-for-expenses.generated';
import { DelExpenseItemDocument } from './operations/del-expense-item.generated';
import { DelExpenseReceiptDocument } from './operations/del-expense-receipt.generated';
import { DelExpenseSheetDocument } from './operations/del-expense-sheet.generated';
import { ExpenseRulesDocument } from './operations/expense-rules.generated';
import { GetCrewMemberDocument } from './operations/get-crew-member.generated';
import { GetExpenseItemDocument } from './operations/get-expense-item.generated';
import { GetExpenseSheetDocument, type GetExpenseSheetQuery } from './operations/get-expense-sheet.generated';
import {
  GetExpenseSheetsToValidateDocument,
  type GetExpenseSheetsToValidateQuery,
} from './operations/get-expense-sheets-to-validate.generated';
import {
  GetProjectExpenseSheetsDocument,
  type GetProjectExpenseSheetsQuery,
} from './operations/get-project-expense-sheets.generated';
import { GetTravelDistanceDocument } from './operations/get-travel-distance.generated';
import { GetTravelPlacesDocument, type GetTravelPlacesQuery } from './operations/get-travel-places.generated';
import { GetUserExpensesDocument } from './operations/get-user-expenses.generated';
import { GetUserVehicleDocument, type GetUserVehicleQuery } from './operations/get-user-vehicle.generated';
import { MyExpenseSheetsDocument, type MyExpenseSheetsQuery } from './operations/my-expense-sheets.generated';
import { MyExpensesDocument } from './operations/my-expenses.generated';
import { NewExpenseItemDocument } from './operations/new-expense-item.generated';
import { RejectExpenseItemDocument } from './operations/reject-expense-item.generated';
import { RejectExpenseSheetDocument } from './operations/reject-expense-sheet.generated';
import { ResubmitExpenseSheetDocument } from './operations/resubmit-expense-sheet.generated';
import { SendAllExpensesDocument } from './operations/send-all-expenses.generated';
import { SendUserExpensesDocument } from './operations/send-user-expenses.generated';
import { UndoRejectExpenseSheetDocument } from './operations/undo-reject-expense-sheet.generated';
import { UpdExpenseItemDocument } from './operations/upd-expense-item.generated';
import { ValidateAllExpenseSheetsDocument } from './operations/validate-all-expense-sheets.generated';
import { ValidateExpenseSheetDocument } from './operations/validate-expense-sheet.generated';

export type ExpenseReceipt = ExpenseReceiptFieldsFragment;
export type ExpenseItem = ExpenseItemFieldsFragment;
export type ExpenseSheet = ExpenseSheetFieldsFragment;
export type SheetListItem = MyExpenseSheetsQuery['MyExpenseSheets'][number];
export type SheetDetail = GetExpenseSheetQuery['GetExpenseSheet'];
/** A sheet waiting for the caller, with what the validators' table shows of its receipts. */
export type SheetToValidate = GetExpenseSheetsToValidateQuery['GetExpenseSheetsToValidate'][number];

/** What the add and update forms send (AddedExpenseItem / UpdatedExpenseItem). */
export interface ExpenseItemInput {
  date: string;
  type: number;
  description: string;
  detailedDescription?: string | null;
  amount?: string | null;
  amountTotal?: string | null;
  vatFlagItemId?: number | null;
  departmentNumber?: number | null;
  functionNumber?: number | null;
  categoryId?: number | null;
  subCategory?: number | null;
  subType?: number | null;
  additionalSubType?: number | null;
  paymentType?: number | null;
  supplierId?: number | null;
  km?: string | null;
  fromLocation?: string | null;
  toLocation?: string | null;
  /** The physical measure counted in the carbon ledger (issue 14): all three or none. */
  carbonQuantity?: string | null;
  carbonUnit?: string | null;
  carbonFactorKey?: string | null;
  userId?: number | null;
  projectFlagItemIds?: number[] | null;
}

export interface MyExpensesFilter {
  startDate?: string | null;
  endDate?: string | null;
  status?: number[] | null;
  types?: number[] | null;
  limit?: number | null;
  offset?: number | null;
}

export interface ProjectSheetsFilter {
  userId?: number | null;
  departmentNumber?: number | null;
  status?: number[] | null;
  processed?: boolean | null;
  startDate?: string | null;
  endDate?: string | null;
  limit: number;
  offset: number;
}

export type SheetPage = GetProjectExpenseSheetsQuery['GetProjectExpenseSheets'];
export type Vehicle = GetUserVehicleQuery['GetUserVehicle'];

/** Query keys: every expense query sits under 'expenses' so one invalidation refreshes the lists. */
export const expenseKeys = {
  ...referenceKeys,
  all: ['expenses'] as const,
  mine: (filter: MyExpensesFilter) => ['expenses', 'mine', filter] as const,
  user: (userId: number) => ['expenses', 'user', userId] as const,
  mySheets: ['expenses', 'my-sheets'] as const,
  sheet: (id: number) => ['expenses', 'sheet', id] as const,
  toValidate: ['expenses', 'to-validate'] as const,
  project: (filter: ProjectSheetsFilter) => ['expenses', 'project', filter] as const,
  item: (id: number) => ['expenses', 'item', id] as const,
  vehicle: (userId: number) => ['expense-references', 'vehicle', userId] as const,
  rules: ['expense-references', 'rules'] as const,
};

/** The project's rules for an expense form (001 §3.10): a category may be mandatory. */
export async function getExpenseRules(): Promise<{ mandatoryCategoryExpense: boolean }> {
  const data = await gqlRequest(ExpenseRulesDocument);
  return data.myProject;
}

export async function myExpenses(filter: MyExpensesFilter): Promise<ExpenseItem[]> {
  const data = await gqlRequest(MyExpensesDocument, { f: filter });
  return data.MyExpenses;
}

export async function getExpenseItem(id: number): Promise<ExpenseItem> {
  const data = await gqlRequest(GetExpenseItemDocument, { id });
  return data.GetExpenseItem;
}

export async function getUserExpenses(userId: number, filter: MyExpensesFilter): Promise<ExpenseItem[]> {
  const data = await gqlRequest(GetUserExpensesDocument, { u: userId, f: filter });
  return data.GetUserExpenses;
}

/** NewExpenseItem with an Idempotency-Key: a retried save (a flaky phone connection) creates one item. */
export async function newExpenseItem(input: ExpenseItemInput, idempotencyKey: string): Promise<ExpenseItem> {
  const data = await gqlRequest(
    NewExpenseItemDocument,
    { i: input },
    { headers: { 'idempotency-key': idempotencyKey } },
  );
  return data.NewExpenseItem;
}

export async function updExpenseItem(id: number, input: ExpenseItemInput): Promise<ExpenseItem> {
  const { userId, projectFlagItemIds, ...item } = input;
  const data = await gqlRequest(UpdExpenseItemDocument, {
    id,
    i: item,
    u: userId ?? null,
    f: projectFlagItemIds ?? null,
  });
  return data.UpdExpenseItem;
}

export async function delExpenseItem(id: number): Promise<void> {
  await gqlRequest(DelExpenseItemDocument, { id });
}

export async function sendAllExpenses(title: string): Promise<ExpenseSheet> {
  const data = await gqlRequest(SendAllExpensesDocument, { t: title });
  return data.SendAllExpenses;
}

export async function sendUserExpenses(userId: number, title: string): Promise<ExpenseSheet> {
  const data = await gqlRequest(SendUserExpensesDocument, { u: userId, t: title });
  return data.SendUserExpenses;
}

export async function myExpenseSheets(): Promise<SheetListItem[]> {
  const data = await gqlRequest(MyExpenseSheetsDocument);
  return data.MyExpenseSheets;
}

export async function getExpenseSheet(id: number): Promise<SheetDetail> {
  const data = await gqlRequest(GetExpenseSheetDocument, { id });
  return data.GetExpenseSheet;
}

export async function getExpenseSheetsToValidate(): Promise<SheetToValidate[]> {
  const data = await gqlRequest(GetExpenseSheetsToValidateDocument);
  return data.GetExpenseSheetsToValidate;
}

export async function getProjectExpenseSheets(filter: ProjectSheetsFilter): Promise<SheetPage> {
  const data = await gqlRequest(GetProjectExpenseSheetsDocument, { f: filter });
  return data.GetProjectExpenseSheets;
}

export async function validateExpenseSheet(id: number, comment: string | null): Promise<void> {
  await gqlRequest(ValidateExpenseSheetDocument, { id, c: comment });
}

export async function rejectExpenseSheet(id: number, comment: string): Promise<void> {
  await gqlRequest(RejectExpenseSheetDocument, { id, c: comment });
}

export async function validateAllExpenseSheets(ids: number[]): Promise<number[]> {
  const data = await gqlRequest(ValidateAllExpenseSheetsDocument, { ids });
  return data.ValidateAllExpenseSheets;
}

export async function rejectExpenseItem(id: number, comment: string): Promise<void> {
  await gqlRequest(RejectExpenseItemDocument, { id, c: comment });
}

export async function undoRejectExpenseSheet(id: number): Promise<void> {
  await gqlRequest(UndoRejectExpenseSheetDocument, { id });
}

export async function resubmitExpenseSheet(id: number): Promise<void> {
  await gqlRequest(ResubmitExpenseSheetDocument, { id });
}

export async function delExpenseSheet(id: number): Promise<void> {
  await gqlRequest(DelExpenseSheetDocument, { id });
}

export async function changeStatusOfProcess(id: number, processed: boolean): Promise<void> {
  await gqlRequest(ChangeStatusOfProcessForExpensesDocument, { id, v: processed });
}

/** AddExpenseReceipt, reporting how much of the file is sent (0 to 1) as it goes (issue 12 item 28). */
export async function addExpenseReceipt(
  itemId: number,
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<ExpenseReceipt> {
  const data = await gqlUploadWithProgress(
    AddExpenseReceiptDocument,
    { id: itemId, file: null },
    { path: 'variables.file', file, name: file.name },
    onProgress,
  );
  return data.AddExpenseReceipt;
}

export async function delExpenseReceipt(id: number): Promise<void> {
  await gqlRequest(DelExpenseReceiptDocument, {
    id,
  });
}

/** A receipt's bytes, fetched with the bearer token (000 §7 file download), for the viewer and downloads. */
export const fetchReceipt = fetchFile;
export { dispositionName };

export async function getUserVehicle(userId: number): Promise<Vehicle> {
  const data = await gqlRequest(GetUserVehicleDocument, { u: userId });
  return data.GetUserVehicle;
}

export async function getCrewMember(id: number): Promise<{ id: number; fullName: string }> {
  const data = await gqlRequest(GetCrewMemberDocument, { id });
  return data.User;
}

export type TravelPlace = GetTravelPlacesQuery['GetTravelPlaces'][number];

export async function getTravelPlaces(): Promise<TravelPlace[]> {
  const data = await gqlRequest(GetTravelPlacesDocument);
  return data.GetTravelPlaces;
}

/** The road distance from the routing server (ROUTING_URL). */
export async function getTravelDistance(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): Promise<{ km: string; durationMinutes: number }> {
  const data = await gqlRequest(GetTravelDistanceDocument, { f: from, t: to });
  return data.GetTravelDistance;
}

export {
  type CrewMember,
  type CustomFlagItem,
  getCategories,
  getCustomFlagItems,
  getExpenseCrew,
  getExpenseDepartments,
  getFunctions,
  getSuppliers,
  getTaxOptions,
  referenceKeys,
  type TaxOption,
} from '../../../lib/api/reference-data.api';
