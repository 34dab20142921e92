import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { gqlRequest } from '../graphql';
import { GetCategoriesDocument } from './operations/get-categories.generated';
import { GetDepartmentsDocument } from './operations/get-departments.generated';
import { GetExpenseCrewDocument, type GetExpenseCrewQuery } from './operations/get-expense-crew.generated';
import { GetFunctionsDocument } from './operations/get-functions.generated';
import {
  GetProjectFlagItemsDocument,
  type GetProjectFlagItemsQuery,
} from './operations/get-project-flag-items.generated';
import { GetSuppliersDocument } from './operations/get-suppliers.generated';
import { GetTaxOptionsDocument, type GetTaxOptionsQuery } from './operations/get-tax-options.generated';

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

export type TaxOption = GetTaxOptionsQuery['GetTaxOptions'][number];

export async function getTaxOptions(): Promise<TaxOption[]> {
  const data = await gqlRequest(GetTaxOptionsDocument);
  return data.GetTaxOptions;
}

export async function getCategories(): Promise<{ id: number; name: string; costCenter: string }[]> {
  const data = await gqlRequest(GetCategoriesDocument);
  return data.GetCategories;
}

export async function getExpenseDepartments(): Promise<{ value: number; message: string }[]> {
  const data = await gqlRequest(GetDepartmentsDocument);
  return data.GetDepartments;
}

export async function getFunctions(department: number): Promise<{ value: number; message: string }[]> {
  const data = await gqlRequest(GetFunctionsDocument, { d: department });
  return data.GetFunctions;
}

export async function getSuppliers(name: string): Promise<{ id: number; name: string }[]> {
  const data = await gqlRequest(GetSuppliersDocument, { n: name });
  return data.GetSuppliers;
}

export type CrewMember = GetExpenseCrewQuery['Users'][number];

/** The people production may enter for: departments open to expenses, under contract first. */
export async function getExpenseCrew(): Promise<CrewMember[]> {
  const data = await gqlRequest(GetExpenseCrewDocument);
  return data.Users;
}

export type CustomFlagItem = GetProjectFlagItemsQuery['GetProjectFlagItems'][number];

/** The project's custom flag items (000 §3 customFlags), chosen on an item (ProjectFlagItemId). */
export async function getCustomFlagItems(): Promise<CustomFlagItem[]> {
  const data = await gqlRequest(GetProjectFlagItemsDocument, { t: [FLAG_TYPES.custom] });
  return data.GetProjectFlagItems.filter((item) => !item.disabled);
}
