import type { DepartmentChanges, FunctionChanges } from '../api/departments.api';
import type { EntryValues } from './EditEntryModal';

/** What an empty modal starts from. */
export const NO_ENTRY = { message: '', prefix: '', costCenter: '', category: null };

export const entryValues = (row: {
  message: string;
  prefix: string;
  costCenter: string;
  category: number | null;
  shortCode?: string;
}): EntryValues => ({
  name: row.message,
  prefix: row.prefix,
  costCenter: row.costCenter,
  shortCode: row.shortCode ?? '',
  categoryId: row.category ? String(row.category) : '',
});

export const departmentChanges = (values: EntryValues): DepartmentChanges => ({
  DepartmentName: values.name,
  NewCostCenter: values.costCenter,
  Prefix: values.prefix,
  CategoryId: values.categoryId ? Number(values.categoryId) : null,
});

export const functionChanges = (values: EntryValues): FunctionChanges => ({
  FunctionName: values.name,
  NewCostCenter: values.costCenter,
  ShortCode: values.shortCode,
  Prefix: values.prefix,
  CategoryId: values.categoryId ? Number(values.categoryId) : null,
});
