import { useQuery } from '@tanstack/react-query';
import {
  getCategories,
  getCustomFlagItems,
  getExpenseCrew,
  getExpenseDepartments,
  getSuppliers,
  referenceKeys,
} from '../../lib/api/reference-data.api';
import type { FilterFieldKey, FilterOption } from './filter.types';

export interface FilterOptions {
  department: FilterOption[];
  category: FilterOption[];
  person: FilterOption[];
  supplier: FilterOption[];
  flags: FilterOption[];
}

/** The choices of the panel's reference fields, loaded only for the fields the list shows (shared cache keys). */
export function useFilterOptions(fields: readonly FilterFieldKey[]): FilterOptions {
  const has = (key: FilterFieldKey) => fields.includes(key);
  const departments = useQuery({
    queryKey: referenceKeys.departments,
    queryFn: getExpenseDepartments,
    enabled: has('department'),
  });
  const categories = useQuery({
    queryKey: referenceKeys.categories,
    queryFn: getCategories,
    enabled: has('category'),
  });
  const crew = useQuery({ queryKey: referenceKeys.crew, queryFn: getExpenseCrew, enabled: has('person') });
  const suppliers = useQuery({
    queryKey: referenceKeys.suppliers(''),
    queryFn: () => getSuppliers(''),
    enabled: has('supplier'),
  });
  const flags = useQuery({
    queryKey: referenceKeys.customFlags,
    queryFn: getCustomFlagItems,
    enabled: has('flags'),
  });
  return {
    department: (departments.data ?? []).map((d) => ({ value: d.value, label: d.message })),
    category: (categories.data ?? []).map((c) => ({
      value: c.id,
      label: c.costCenter ? `${c.costCenter} – ${c.name}` : c.name,
    })),
    person: (crew.data ?? []).map((p) => ({ value: p.id, label: p.fullName })),
    supplier: (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    flags: (flags.data ?? []).map((f) => ({ value: f.id, label: `${f.flagName}: ${f.name}` })),
  };
}
