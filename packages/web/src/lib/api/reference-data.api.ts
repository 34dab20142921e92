import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { gqlRequest } from '../graphql';

/**
 * Reference data the expense and purchase order screens share (tax options, categories, departments open to
 * expenses, functions, suppliers, the crew one may enter for), loaded through the same queries and cache keys.
 */
export const referenceKeys = {
  taxOptions: ['expense-references', 'tax-options'] as const,
  categories: ['expense-references', 'categories'] as const,
  departments: ['expense-references', 'departments'] as const,
  functions: (department: number) => ['expense-references', 'functions', department] as const,
  suppliers: (name: string) => ['expense-references', 'suppliers', name] as const,
  crew: ['expense-references', 'crew'] as const,
  customFlags: ['expense-references', 'custom-flags'] as const,
};

export interface TaxOption {
  id: number;
  name: string;
  short: string;
  factor: string;
  bookmark: boolean;
}

export async function getTaxOptions(): Promise<TaxOption[]> {
  const data = await gqlRequest<{ GetTaxOptions: TaxOption[] }>(
    'query GetTaxOptions { GetTaxOptions { id name short factor bookmark } }',
  );
  return data.GetTaxOptions;
}

export async function getCategories(): Promise<{ id: number; name: string; costCenter: string }[]> {
  const data = await gqlRequest<{ GetCategories: { id: number; name: string; costCenter: string }[] }>(
    'query GetCategories { GetCategories { id name costCenter } }',
  );
  return data.GetCategories;
}

export async function getExpenseDepartments(): Promise<{ value: number; message: string }[]> {
  const data = await gqlRequest<{ GetDepartments: { value: number; message: string }[] }>(
    'query GetDepartments { GetDepartments(ForExpense: true) { value message } }',
  );
  return data.GetDepartments;
}

export async function getFunctions(department: number): Promise<{ value: number; message: string }[]> {
  const data = await gqlRequest<{ GetFunctions: { value: number; message: string }[] }>(
    'query GetFunctions($d: Int!) { GetFunctions(DepartmentNumber: $d) { value message } }',
    { d: department },
  );
  return data.GetFunctions;
}

export async function getSuppliers(name: string): Promise<{ id: number; name: string }[]> {
  const data = await gqlRequest<{ GetSuppliers: { id: number; name: string }[] }>(
    'query GetSuppliers($n: String) { GetSuppliers(SupplierName: $n) { id name } }',
    { n: name },
  );
  return data.GetSuppliers;
}

export interface CrewMember {
  id: number;
  fullName: string;
  departmentName: string | null;
  functionName: string | null;
  underContract: boolean;
}

/** The people production may enter for: departments open to expenses, under contract first. */
export async function getExpenseCrew(): Promise<CrewMember[]> {
  const data = await gqlRequest<{ Users: CrewMember[] }>(
    'query Users { Users(ForExpense: true, GroupByContract: true) { id fullName departmentName functionName underContract } }',
  );
  return data.Users;
}

export interface CustomFlagItem {
  id: number;
  name: string;
  flagName: string;
}

/** The project's custom flag items (000 §3 customFlags), chosen on an item (ProjectFlagItemId). */
export async function getCustomFlagItems(): Promise<CustomFlagItem[]> {
  const data = await gqlRequest<{ GetProjectFlagItems: (CustomFlagItem & { disabled: boolean })[] }>(
    'query GetProjectFlagItems($t: [Int!]) { GetProjectFlagItems(Types: $t, SortByBookMark: true) { id name flagName disabled } }',
    { t: [FLAG_TYPES.custom] },
  );
  return data.GetProjectFlagItems.filter((item) => !item.disabled);
}
