import { useQuery } from '@tanstack/react-query';
import { getAllowanceItems, getTimesheetRules, timesheetKeys } from '../api/timesheets.api';
import type { AllowanceItem } from './AllowancesDialog';
import type { GridRules } from './week-form';

/**
 * What the week grid follows besides the week: the project's switches (lunch, night hours, per diems, hours
 * outside the contract) and the allowance and per diem items one may choose (per diems only with usePerDiem).
 */
export function useWeekReferences() {
  const rules = useQuery({ queryKey: timesheetKeys.rules, queryFn: getTimesheetRules, staleTime: 60_000 });
  const items = useQuery({
    queryKey: timesheetKeys.allowances,
    queryFn: getAllowanceItems,
    staleTime: 60_000,
  });
  const project = rules.data;
  const gridRules: GridRules | null = project
    ? {
        useLunch: project.useLunch,
        useNightHours: project.useNightHours,
        usePerDiem: project.usePerDiem,
        allowTimesheetOutsideContract: project.allowTimesheetOutsideContract,
      }
    : null;
  const allowanceItems: AllowanceItem[] = (items.data ?? []).filter(
    (item) => item.kind === 'allowance' || project?.usePerDiem,
  );
  return {
    rules: gridRules,
    allowanceItems,
    isPending: rules.isPending || items.isPending,
    error: rules.error ?? items.error,
  };
}
