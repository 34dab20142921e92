import { gqlRequest } from '../../../lib/graphql';

export interface Department {
  id: number;
  value: number;
  message: string;
  prefix: string;
  costCenter: string;
  category: number | null;
  categoryLinkedToDep: boolean;
  forSalary: boolean;
  forExpense: boolean;
  forTimesheet: boolean;
}

export interface JobFunction {
  id: number;
  value: number;
  message: string;
  departmentNumber: number;
  prefix: string;
  costCenter: string;
  shortCode: string;
  category: number | null;
  categoryLinkedToFun: boolean;
}

export interface DepartmentWithFunctions {
  department: Department;
  functions: (JobFunction & { users: { id: number }[] })[];
}

export interface BudgetCategory {
  id: number;
  name: string;
  costCenter: string;
  linkedDepartmentNumber: number | null;
  linkedFunctionId: number | null;
}

export interface FunctionOrderEntry {
  departmentNumber: number;
  value: number;
}

const DEPARTMENT =
  'id value message prefix costCenter category categoryLinkedToDep forSalary forExpense forTimesheet';
const FUNCTION = 'id value message departmentNumber prefix costCenter shortCode category categoryLinkedToFun';

export const departmentKeys = {
  all: ['departments'] as const,
  tree: ['departments', 'tree'] as const,
  one: (number: number) => ['departments', 'one', number] as const,
  functions: (number: number) => ['departments', 'functions', number] as const,
  categories: ['departments', 'categories'] as const,
  order: ['departments', 'function-order'] as const,
};

export async function getDepartmentsAndFunctions(): Promise<DepartmentWithFunctions[]> {
  const data = await gqlRequest<{ GetDepartmentsAndFunctions: DepartmentWithFunctions[] }>(
    `query GetDepartmentsAndFunctions { GetDepartmentsAndFunctions { department { ${DEPARTMENT} } functions { ${FUNCTION} users { id } } } }`,
  );
  return data.GetDepartmentsAndFunctions;
}

export async function getDepartment(number: number): Promise<Department> {
  const data = await gqlRequest<{ GetDepartment: Department }>(
    `query GetDepartment($n: Int!) { GetDepartment(Number: $n) { ${DEPARTMENT} } }`,
    { n: number },
  );
  return data.GetDepartment;
}

export async function getFunctions(departmentNumber: number): Promise<JobFunction[]> {
  const data = await gqlRequest<{ GetFunctions: JobFunction[] }>(
    `query GetFunctions($d: Int!) { GetFunctions(DepartmentNumber: $d) { ${FUNCTION} } }`,
    { d: departmentNumber },
  );
  return data.GetFunctions;
}

/** AddDepartment with the values typed: created on Save only, never as an empty "Department N" (issue 12 item 17). */
export async function addDepartment(changes: DepartmentChanges): Promise<Department> {
  const data = await gqlRequest<{ AddDepartment: Department }>(
    `mutation AddDepartment($name: String!, $cc: String, $prefix: String, $cat: Int) {
      AddDepartment(DepartmentName: $name, NewCostCenter: $cc, Prefix: $prefix, CategoryId: $cat) { ${DEPARTMENT} }
    }`,
    {
      name: changes.DepartmentName,
      cc: changes.NewCostCenter,
      prefix: changes.Prefix,
      cat: changes.CategoryId,
    },
  );
  return data.AddDepartment;
}

export interface DepartmentChanges {
  DepartmentName: string;
  NewCostCenter?: string;
  Prefix?: string;
  CategoryId: number | null;
}

export async function updDepartment(id: number, changes: DepartmentChanges): Promise<Department> {
  const data = await gqlRequest<{ UpdDepartment: Department }>(
    `mutation UpdDepartment($id: Int!, $name: String, $cc: String, $prefix: String, $cat: Int) {
      UpdDepartment(DepartmentId: $id, DepartmentName: $name, NewCostCenter: $cc, Prefix: $prefix, CategoryId: $cat) { ${DEPARTMENT} }
    }`,
    {
      id,
      name: changes.DepartmentName,
      cc: changes.NewCostCenter,
      prefix: changes.Prefix,
      cat: changes.CategoryId,
    },
  );
  return data.UpdDepartment;
}

export type DepartmentFlag = 'forSalary' | 'forExpense' | 'forTimesheet';
const FLAG_ARGUMENT: Record<DepartmentFlag, string> = {
  forSalary: 'ForSalary',
  forExpense: 'ForExpense',
  forTimesheet: 'ForTimesheet',
};

export async function updDepartmentFlag(id: number, flag: DepartmentFlag, on: boolean): Promise<Department> {
  const data = await gqlRequest<{ UpdDepartmentFlags: Department }>(
    `mutation UpdDepartmentFlags($id: Int!, $on: Boolean) { UpdDepartmentFlags(DepartmentId: $id, ${FLAG_ARGUMENT[flag]}: $on) { ${DEPARTMENT} } }`,
    { id, on },
  );
  return data.UpdDepartmentFlags;
}

export async function delDepartment(id: number, deleteCategory: boolean): Promise<number> {
  const data = await gqlRequest<{ DelDepartment: number }>(
    'mutation DelDepartment($id: Int!, $c: Boolean) { DelDepartment(DepartmentId: $id, DeleteCategory: $c) }',
    { id, c: deleteCategory },
  );
  return data.DelDepartment;
}

/** AddFunction with the values typed: created on Save only (issue 12 item 17). */
export async function addFunction(departmentNumber: number, changes: FunctionChanges): Promise<JobFunction> {
  const data = await gqlRequest<{ AddFunction: JobFunction }>(
    `mutation AddFunction($d: Int!, $name: String!, $cc: String, $short: String, $cat: Int, $prefix: String) {
      AddFunction(DepartmentNumber: $d, FunctionName: $name, NewCostCenter: $cc, ShortCode: $short, CategoryId: $cat, Prefix: $prefix) { ${FUNCTION} }
    }`,
    {
      d: departmentNumber,
      name: changes.FunctionName,
      cc: changes.NewCostCenter,
      short: changes.ShortCode,
      cat: changes.CategoryId,
      prefix: changes.Prefix,
    },
  );
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
  const data = await gqlRequest<{ UpdFunction: JobFunction }>(
    `mutation UpdFunction($id: Int!, $name: String, $cc: String, $short: String, $cat: Int, $prefix: String) {
      UpdFunction(FunctionId: $id, FunctionName: $name, NewCostCenter: $cc, ShortCode: $short, CategoryId: $cat, Prefix: $prefix) { ${FUNCTION} }
    }`,
    {
      id,
      name: changes.FunctionName,
      cc: changes.NewCostCenter,
      short: changes.ShortCode,
      cat: changes.CategoryId,
      prefix: changes.Prefix,
    },
  );
  return data.UpdFunction;
}

export async function delFunction(id: number, deleteCategory: boolean): Promise<number> {
  const data = await gqlRequest<{ DelFunction: number }>(
    'mutation DelFunction($id: Int!, $c: Boolean) { DelFunction(FunctionId: $id, DeleteCategory: $c) }',
    { id, c: deleteCategory },
  );
  return data.DelFunction;
}

export async function getCategories(): Promise<BudgetCategory[]> {
  const data = await gqlRequest<{ GetCategories: BudgetCategory[] }>(
    'query GetCategories { GetCategories { id name costCenter linkedDepartmentNumber linkedFunctionId } }',
  );
  return data.GetCategories;
}

export interface CategoryChanges {
  name: string;
  costCenter: string;
  departmentNumber: number | null;
  functionId: number | null;
}

export async function addUpdCategory(id: number | null, category: CategoryChanges): Promise<number> {
  const data = await gqlRequest<{ AddUpdCategory: number }>(
    'mutation AddUpdCategory($id: Int, $c: CategoryInput!) { AddUpdCategory(CategoryId: $id, Category: $c) }',
    { id, c: category },
  );
  return data.AddUpdCategory;
}

export async function delCategory(id: number): Promise<number> {
  const data = await gqlRequest<{ DelCategory: number }>(
    'mutation DelCategory($id: Int!) { DelCategory(CategoryId: $id) }',
    { id },
  );
  return data.DelCategory;
}

export async function getFunctionOrder(): Promise<FunctionOrderEntry[]> {
  const data = await gqlRequest<{ GetFunctionOrder: FunctionOrderEntry[] }>(
    'query GetFunctionOrder { GetFunctionOrder { departmentNumber value } }',
  );
  return data.GetFunctionOrder;
}

export async function saveFunctionOrder(
  departmentNumber: number,
  values: number[],
): Promise<FunctionOrderEntry[]> {
  const data = await gqlRequest<{ SaveFunctionOrder: FunctionOrderEntry[] }>(
    'mutation SaveFunctionOrder($d: Int!, $v: [Int!]!) { SaveFunctionOrder(DepartmentNumber: $d, Values: $v) { departmentNumber value } }',
    { d: departmentNumber, v: values },
  );
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
