import { gqlRequest } from '../../../lib/graphql';
import type { DepartmentFieldsFragment } from './fragments/department-fields.generated';
import { AddDepartmentDocument } from './operations/add-department.generated';
import { AddFunctionDocument } from './operations/add-function.generated';
import { AddUpdCategoryDocument } from './operations/add-upd-category.generated';
import { DelCategoryDocument } from './operations/del-category.generated';
import { DelDepartmentDocument } from './operations/del-department.generated';
import { DelFunctionDocument } from './operations/del-function.generated';
import {
  GetCategoriesForDepartmentsDocument,
  type GetCategoriesForDepartmentsQuery,
} from './operations/get-categories-for-departments.generated';
import { GetDepartmentDocument } from './operations/get-department.generated';
import {
  GetDepartmentsAndFunctionsDocument,
  type GetDepartmentsAndFunctionsQuery,
} from './operations/get-departments-and-functions.generated';
import {
  GetFunctionOrderDocument,
  type GetFunctionOrderQuery,
} from './operations/get-function-order.generated';
import {
  GetFunctionsForDepartmentsDocument,
  type GetFunctionsForDepartmentsQuery,
} from './operations/get-functions-for-departments.generated';
import { SaveFunctionOrderDocument } from './operations/save-function-order.generated';
import { UpdDepartmentDocument } from './operations/upd-department.generated';
import { UpdDepartmentForExpenseDocument } from './operations/upd-department-for-expense.generated';
import { UpdDepartmentForSalaryDocument } from './operations/upd-department-for-salary.generated';
import { UpdDepartmentForTimesheetDocument } from './operations/upd-department-for-timesheet.generated';
import { UpdFunctionDocument } from './operations/upd-function.generated';

export type Department = DepartmentFieldsFragment;
export type JobFunction = GetFunctionsForDepartmentsQuery['GetFunctions'][number];
export type DepartmentWithFunctions = GetDepartmentsAndFunctionsQuery['GetDepartmentsAndFunctions'][number];
export type BudgetCategory = GetCategoriesForDepartmentsQuery['GetCategories'][number];
export type FunctionOrderEntry = GetFunctionOrderQuery['GetFunctionOrder'][number];

export const departmentKeys = {
  all: ['departments'] as const,
  tree: ['departments', 'tree'] as const,
  one: (number: number) => ['departments', 'one', number] as const,
  functions: (number: number) => ['departments', 'functions', number] as const,
  categories: ['departments', 'categories'] as const,
  order: ['departments', 'function-order'] as const,
};

export async function getDepartmentsAndFunctions(): Promise<DepartmentWithFunctions[]> {
  const data = await gqlRequest(GetDepartmentsAndFunctionsDocument);
  return data.GetDepartmentsAndFunctions;
}

export async function getDepartment(number: number): Promise<Department> {
  const data = await gqlRequest(GetDepartmentDocument, { n: number });
  return data.GetDepartment;
}

export async function getFunctions(departmentNumber: number): Promise<JobFunction[]> {
  const data = await gqlRequest(GetFunctionsForDepartmentsDocument, { d: departmentNumber });
  return data.GetFunctions;
}

/** AddDepartment with the values typed: created on Save only, never as an empty "Department N" (issue 12 item 17). */
export async function addDepartment(changes: DepartmentChanges): Promise<Department> {
  const data = await gqlRequest(AddDepartmentDocument, {
    name: changes.DepartmentName,
    cc: changes.NewCostCenter,
    prefix: changes.Prefix,
    cat: changes.CategoryId,
  });
  return data.AddDepartment;
}

export interface DepartmentChanges {
  DepartmentName: string;
  NewCostCenter?: string;
  Prefix?: string;
  CategoryId: number | null;
}

export async function updDepartment(id: number, changes: DepartmentChanges): Promise<Department> {
  const data = await gqlRequest(UpdDepartmentDocument, {
    id,
    name: changes.DepartmentName,
    cc: changes.NewCostCenter,
    prefix: changes.Prefix,
    cat: changes.CategoryId,
  });
  return data.UpdDepartment;
}

export type DepartmentFlag = 'forSalary' | 'forExpense' | 'forTimesheet';
/** One operation per switch: UpdDepartmentFlags changes the one argument it is given. */
const FLAG_DOCUMENT = {
  forSalary: UpdDepartmentForSalaryDocument,
  forExpense: UpdDepartmentForExpenseDocument,
  forTimesheet: UpdDepartmentForTimesheetDocument,
} satisfies Record<DepartmentFlag, unknown>;

export async function updDepartmentFlag(id: number, flag: DepartmentFlag, on: boolean): Promise<Department> {
  const data = await gqlRequest(FLAG_DOCUMENT[flag], { id, on });
  return data.UpdDepartmentFlags;
}

export async function delDepartment(id: number, deleteCategory: boolean): Promise<number> {
  const data = await gqlRequest(DelDepartmentDocument, { id, c: deleteCategory });
  return data.DelDepartment;
}

/** AddFunction with the values typed: created on Save only (issue 12 item 17). */
export async function addFunction(departmentNumber: number, changes: FunctionChanges): Promise<JobFunction> {
  const data = await gqlRequest(AddFunctionDocument, {
    d: departmentNumber,
    name: changes.FunctionName,
    cc: changes.NewCostCenter,
    short: changes.ShortCode,
    cat: changes.CategoryId,
    prefix: changes.Prefix,
  });
  return data.AddFunction;
}

export interface FunctionChanges {
  FunctionName: string;
  NewCostCenter?: string;
  ShortCode?: string;
  Prefix?: string;
  CategoryId: number | null;
}

export async function updFunction(id: number, changes: FunctionChanges): Promise<JobFunction> {
  const data = await gqlRequest(UpdFunctionDocument, {
    id,
    name: changes.FunctionName,
    cc: changes.NewCostCenter,
    short: changes.ShortCode,
    cat: changes.CategoryId,
    prefix: changes.Prefix,
  });
  return data.UpdFunction;
}

export async function delFunction(id: number, deleteCategory: boolean): Promise<number> {
  const data = await gqlRequest(DelFunctionDocument, { id, c: deleteCategory });
  return data.DelFunction;
}

export async function getCategories(): Promise<BudgetCategory[]> {
  const data = await gqlRequest(GetCategoriesForDepartmentsDocument);
  return data.GetCategories;
}

export interface CategoryChanges {
  name: string;
  costCenter: string;
  departmentNumber: number | null;
  functionId: number | null;
}

export async function addUpdCategory(id: number | null, category: CategoryChanges): Promise<number> {
  const data = await gqlRequest(AddUpdCategoryDocument, { id, c: category });
  return data.AddUpdCategory;
}

export async function delCategory(id: number): Promise<number> {
  const data = await gqlRequest(DelCategoryDocument, { id });
  return data.DelCategory;
}

export async function getFunctionOrder(): Promise<FunctionOrderEntry[]> {
  const data = await gqlRequest(GetFunctionOrderDocument);
  return data.GetFunctionOrder;
}

export async function saveFunctionOrder(
  departmentNumber: number,
  values: number[],
): Promise<FunctionOrderEntry[]> {
  const data = await gqlRequest(SaveFunctionOrderDocument, { d: departmentNumber, v: values });
  return data.SaveFunctionOrder;
}

/** Functions in the user's saved order; functions the order does not name follow in number order. */
export function orderFunctions<F extends { value: number }>(
  list: readonly F[],
  order: readonly FunctionOrderEntry[],
  departmentNumber: number,
): F[] {
  const position = new Map(
    order
      .filter((entry) => entry.departmentNumber === departmentNumber)
      .map((entry, index) => [entry.value, index]),
  );
  return [...list].sort(
    (a, b) =>
      (position.get(a.value) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.value) ?? Number.MAX_SAFE_INTEGER) || a.value - b.value,
  );
}
