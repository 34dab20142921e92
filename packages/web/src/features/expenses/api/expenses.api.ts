import { referenceKeys } from '../../../lib/api/reference-data.api';
import { APPROVAL_TRAIL_FIELDS, type ApprovalTrailData } from '../../../components';
import { dispositionName, fetchFile } from '../../../lib/files';
import { gqlRequest, gqlUploadWithProgress } from '../../../lib/graphql';

export interface ExpenseReceipt {
  id: number;
  originalName: string;
  contentType: string;
  size: number;
  url: string;
}

export interface ExpenseItem {
  id: number;
  userId: number;
  encoderId: number | null;
  sheetId: number | null;
  date: string;
  type: number;
  description: string;
  detailedDescription: string;
  amount: string;
  amountVat: string;
  amountTotal: string;
  vatFlagItemId: number | null;
  vatRate: string;
  validated: number;
  comment: string;
  department: number | null;
  departmentName: string | null;
  functionNumber: number | null;
  functionName: string | null;
  category: number | null;
  categoryName: string | null;
  costCenter: string;
  subCategory: number | null;
  subType: number | null;
  additionalSubType: number | null;
  paiementType: number | null;
  supplierId: number | null;
  supplierName: string | null;
  km: string | null;
  fromLocation: string;
  toLocation: string;
  kgCoTwo: string | null;
  co2FactorKey: string | null;
  co2FactorValue: string | null;
  co2FactorUnit: string | null;
  co2FactorSource: string | null;
  isInContract: boolean;
  processed: boolean;
  customFlagIds: number[];
  userFullName: string;
  encoderFullName: string | null;
  receipts: ExpenseReceipt[];
  /** The project wants a receipt for this kind of item and it has none. */
  receiptMissing?: boolean;
}

export interface ExpenseSheet {
  id: number;
  userId: number;
  encoderId: number | null;
  title: string;
  kind: number;
  validated: number;
  amountTotal: string;
  submittedAt: string | null;
  refusalComment: string;
  processed: boolean;
  createdAt: string;
}

export interface SheetListItem {
  sheet: ExpenseSheet;
  userName: string;
  userFirstName: string;
  itemCount: number;
  refusedItems: number;
  outsideContract: boolean;
  departmentName: string | null;
}

export interface SheetDetail {
  sheet: ExpenseSheet;
  userName: string;
  userFirstName: string;
  outsideContract: boolean;
  departmentName: string | null;
  items: ExpenseItem[];
  approvalTrail: ApprovalTrailData;
}

/** A sheet waiting for the caller, with what the validators' table shows of its receipts. */
export interface SheetToValidate extends SheetListItem {
  firstReceipt: ExpenseReceipt | null;
  itemsWithoutReceipt: number;
}

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

export interface SheetPage {
  rows: SheetListItem[];
  totalRecords: number;
  amountTotal: string;
}

export interface Vehicle {
  userId: number;
  name: string;
  brand: string;
  model: string;
  numberPlate: string;
  energy: number;
  kgCoTwoPerKm: string | null;
  /** kg CO2e per km the server applies to this person's travels, and where the figure comes from. */
  co2FactorValue: string;
  co2FactorSource: string;
}

const RECEIPT = 'id originalName contentType size url';
const ITEM = `id userId encoderId sheetId date type description detailedDescription amount amountVat amountTotal
  vatFlagItemId vatRate validated comment department departmentName functionNumber functionName category
  categoryName costCenter subCategory subType additionalSubType paiementType supplierId supplierName km
  fromLocation toLocation kgCoTwo co2FactorKey co2FactorValue co2FactorUnit co2FactorSource isInContract
  processed customFlagIds userFullName encoderFullName receiptMissing receipts { ${RECEIPT} }`;
const SHEET =
  'id userId encoderId title kind validated amountTotal submittedAt refusalComment processed createdAt';
const LIST_ITEM = `sheet { ${SHEET} } userName userFirstName itemCount refusedItems outsideContract departmentName`;

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
  const data = await gqlRequest<{ myProject: { mandatoryCategoryExpense: boolean } }>(
    'query ExpenseRules { myProject { mandatoryCategoryExpense } }',
  );
  return data.myProject;
}

export async function myExpenses(filter: MyExpensesFilter): Promise<ExpenseItem[]> {
  const data = await gqlRequest<{ MyExpenses: ExpenseItem[] }>(
    `query MyExpenses($f: MyExpensesFilter) { MyExpenses(Filter: $f) { ${ITEM} } }`,
    { f: filter },
  );
  return data.MyExpenses;
}

export async function getExpenseItem(id: number): Promise<ExpenseItem> {
  const data = await gqlRequest<{ GetExpenseItem: ExpenseItem }>(
    `query GetExpenseItem($id: Int!) { GetExpenseItem(ExpenseItemId: $id) { ${ITEM} } }`,
    { id },
  );
  return data.GetExpenseItem;
}

export async function getUserExpenses(userId: number, filter: MyExpensesFilter): Promise<ExpenseItem[]> {
  const data = await gqlRequest<{ GetUserExpenses: ExpenseItem[] }>(
    `query GetUserExpenses($u: Int!, $f: MyExpensesFilter) { GetUserExpenses(UserId: $u, Filter: $f) { ${ITEM} } }`,
    { u: userId, f: filter },
  );
  return data.GetUserExpenses;
}

/** NewExpenseItem with an Idempotency-Key: a retried save (a flaky phone connection) creates one item. */
export async function newExpenseItem(input: ExpenseItemInput, idempotencyKey: string): Promise<ExpenseItem> {
  const data = await gqlRequest<{ NewExpenseItem: ExpenseItem }>(
    `mutation NewExpenseItem($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { ${ITEM} } }`,
    { i: input },
    { headers: { 'idempotency-key': idempotencyKey } },
  );
  return data.NewExpenseItem;
}

export async function updExpenseItem(id: number, input: ExpenseItemInput): Promise<ExpenseItem> {
  const { userId, projectFlagItemIds, ...item } = input;
  const data = await gqlRequest<{ UpdExpenseItem: ExpenseItem }>(
    `mutation UpdExpenseItem($id: Int!, $i: ExpenseItemInput!, $u: Int, $f: [Int!]) {
      UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i, UserId: $u, ProjectFlagItemId: $f) { ${ITEM} } }`,
    { id, i: item, u: userId ?? null, f: projectFlagItemIds ?? null },
  );
  return data.UpdExpenseItem;
}

export async function delExpenseItem(id: number): Promise<void> {
  await gqlRequest('mutation DelExpenseItem($id: Int) { DelExpenseItem(ExpenseItemId: $id) }', { id });
}

export async function sendAllExpenses(title: string): Promise<ExpenseSheet> {
  const data = await gqlRequest<{ SendAllExpenses: ExpenseSheet }>(
    `mutation SendAllExpenses($t: String) { SendAllExpenses(ExpenseTitle: $t) { ${SHEET} } }`,
    { t: title },
  );
  return data.SendAllExpenses;
}

export async function sendUserExpenses(userId: number, title: string): Promise<ExpenseSheet> {
  const data = await gqlRequest<{ SendUserExpenses: ExpenseSheet }>(
    `mutation SendUserExpenses($u: Int!, $t: String) { SendUserExpenses(UserId: $u, ExpenseTitle: $t) { ${SHEET} } }`,
    { u: userId, t: title },
  );
  return data.SendUserExpenses;
}

export async function myExpenseSheets(): Promise<SheetListItem[]> {
  const data = await gqlRequest<{ MyExpenseSheets: SheetListItem[] }>(
    `query MyExpenseSheets { MyExpenseSheets { ${LIST_ITEM} } }`,
  );
  return data.MyExpenseSheets;
}

export async function getExpenseSheet(id: number): Promise<SheetDetail> {
  const data = await gqlRequest<{ GetExpenseSheet: SheetDetail }>(
    `query GetExpenseSheet($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) {
      sheet { ${SHEET} } userName userFirstName outsideContract departmentName items { ${ITEM} }
      ${APPROVAL_TRAIL_FIELDS} } }`,
    { id },
  );
  return data.GetExpenseSheet;
}

export async function getExpenseSheetsToValidate(): Promise<SheetToValidate[]> {
  const data = await gqlRequest<{ GetExpenseSheetsToValidate: SheetToValidate[] }>(
    `query GetExpenseSheetsToValidate { GetExpenseSheetsToValidate { ${LIST_ITEM} itemsWithoutReceipt
      firstReceipt { ${RECEIPT} } } }`,
  );
  return data.GetExpenseSheetsToValidate;
}

export async function getProjectExpenseSheets(filter: ProjectSheetsFilter): Promise<SheetPage> {
  const data = await gqlRequest<{ GetProjectExpenseSheets: SheetPage }>(
    `query GetProjectExpenseSheets($f: ProjectExpenseSheetsFilter) {
      GetProjectExpenseSheets(Filter: $f) { totalRecords amountTotal rows { ${LIST_ITEM} } } }`,
    { f: filter },
  );
  return data.GetProjectExpenseSheets;
}

export async function validateExpenseSheet(id: number, comment: string | null): Promise<void> {
  await gqlRequest(
    'mutation ValidateExpenseSheet($id: Int!, $c: String) { ValidateExpenseSheet(ExpenseSheetId: $id, Comment: $c) { id } }',
    { id, c: comment },
  );
}

export async function rejectExpenseSheet(id: number, comment: string): Promise<void> {
  await gqlRequest(
    'mutation RejectExpenseSheet($id: Int!, $c: String) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: $c) { id } }',
    { id, c: comment },
  );
}

export async function validateAllExpenseSheets(ids: number[]): Promise<number[]> {
  const data = await gqlRequest<{ ValidateAllExpenseSheets: number[] }>(
    'mutation ValidateAllExpenseSheets($ids: [Int!]!) { ValidateAllExpenseSheets(ExpenseSheetIds: $ids) }',
    { ids },
  );
  return data.ValidateAllExpenseSheets;
}

export async function rejectExpenseItem(id: number, comment: string): Promise<void> {
  await gqlRequest(
    'mutation RejectExpenseItem($id: Int!, $c: String) { RejectExpenseItem(ExpenseItemId: $id, Comment: $c) { id } }',
    { id, c: comment },
  );
}

export async function undoRejectExpenseSheet(id: number): Promise<void> {
  await gqlRequest(
    'mutation UndoRejectExpenseSheet($id: Int!) { UndoRejectExpenseSheet(ExpenseSheetId: $id) { id } }',
    { id },
  );
}

export async function resubmitExpenseSheet(id: number): Promise<void> {
  await gqlRequest(
    'mutation ResubmitExpenseSheet($id: Int!) { ResubmitExpenseSheet(ExpenseSheetId: $id) { id } }',
    { id },
  );
}

export async function delExpenseSheet(id: number): Promise<void> {
  await gqlRequest('mutation DelExpenseSheet($id: Int!) { DelExpenseSheet(ExpenseSheetId: $id) }', { id });
}

export async function changeStatusOfProcess(id: number, processed: boolean): Promise<void> {
  await gqlRequest(
    'mutation ChangeStatusOfProcess($id: Int!, $v: Boolean!) { ChangeStatusOfProcess(IdOfComponent: $id, Type: 1, ValueOfProcessToChange: $v) }',
    { id, v: processed },
  );
}

/** AddExpenseReceipt, reporting how much of the file is sent (0 to 1) as it goes (issue 12 item 28). */
export async function addExpenseReceipt(
  itemId: number,
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<ExpenseReceipt> {
  const data = await gqlUploadWithProgress<{ AddExpenseReceipt: ExpenseReceipt }>(
    `mutation AddExpenseReceipt($id: Int!, $file: File!) { AddExpenseReceipt(ExpenseItemId: $id, File: $file) { ${RECEIPT} } }`,
    { id: itemId, file: null },
    { path: 'variables.file', file, name: file.name },
    onProgress,
  );
  return data.AddExpenseReceipt;
}

export async function delExpenseReceipt(id: number): Promise<void> {
  await gqlRequest('mutation DelExpenseReceipt($id: Int!) { DelExpenseReceipt(ExpenseReceiptId: $id) }', {
    id,
  });
}

/** A receipt's bytes, fetched with the bearer token (000 §7 file download), for the viewer and downloads. */
export const fetchReceipt = fetchFile;
export { dispositionName };

export async function getUserVehicle(userId: number): Promise<Vehicle> {
  const data = await gqlRequest<{ GetUserVehicle: Vehicle }>(
    'query GetUserVehicle($u: Int!) { GetUserVehicle(UserId: $u) { userId name brand model numberPlate energy kgCoTwoPerKm co2FactorValue co2FactorSource } }',
    { u: userId },
  );
  return data.GetUserVehicle;
}

export async function getCrewMember(id: number): Promise<{ id: number; fullName: string }> {
  const data = await gqlRequest<{ User: { id: number; fullName: string } }>(
    'query User($id: Int!) { User(userID: $id) { id fullName } }',
    { id },
  );
  return data.User;
}

export interface TravelPlace {
  id: number;
  label: string;
  lat: number;
  lng: number;
}

export async function getTravelPlaces(): Promise<TravelPlace[]> {
  const data = await gqlRequest<{ GetTravelPlaces: TravelPlace[] }>(
    'query GetTravelPlaces { GetTravelPlaces { id label lat lng } }',
  );
  return data.GetTravelPlaces;
}

/** The road distance from the routing server (ROUTING_URL). */
export async function getTravelDistance(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): Promise<{ km: string; durationMinutes: number }> {
  const data = await gqlRequest<{ GetTravelDistance: { km: string; durationMinutes: number } }>(
    'query GetTravelDistance($f: PlaceInput!, $t: PlaceInput!) { GetTravelDistance(From: $f, To: $t) { km durationMinutes } }',
    { f: from, t: to },
  );
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
