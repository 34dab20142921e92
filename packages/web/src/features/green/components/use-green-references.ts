import { useQuery } from '@tanstack/react-query';
import { getExpenseDepartments, getSuppliers, referenceKeys } from '../../../lib/api/reference-data.api';
import { useSession } from '../../../lib/session-context';

/** Departments and suppliers of the project, as the green screens list them. */
export function useGreenReferences() {
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const suppliers = useQuery({ queryKey: referenceKeys.suppliers(''), queryFn: () => getSuppliers('') });
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.value, label: d.message }));
  return {
    departments: departmentOptions,
    suppliers: (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    departmentName: (department: number | null) =>
      department === null ? '' : (departmentOptions.find((d) => d.value === department)?.label ?? ''),
  };
}

/** Who changes the ledger (001 §6, carbon.policy editsLedger): administrators, production, canAccessGreenReporting. */
export function useCanEditLedger(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canAccessGreenReporting === true;
}
