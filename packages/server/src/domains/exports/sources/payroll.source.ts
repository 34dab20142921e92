import { PAY_LINE_KINDS, type PayLineKind } from '@setledger/shared/timesheets/timesheets.constants';
import { z } from 'zod';
import { payrollRows } from '../../timesheets';
import { defineSource } from '../export-source';
import { anyDate, decimalHours, payText, readsProjectTimesheets } from './timesheet.source';

/** A date range (both or none): without it, the project's analytic period. */
export const payrollFilter = z.object({ startDate: anyDate, endDate: anyDate });

/** Form 'payroll-export' 30-38: the pay line kinds. */
const KIND_TEXT = Object.fromEntries(PAY_LINE_KINDS.map((kind, index) => [kind, 30 + index])) as Record<
  PayLineKind,
  number
>;

/**
 * 'payroll' (issue 18): the generic payroll layout of docs/payroll-csv.md, one row per person × period × pay
 * code, from the weeks validated at the last level. Every payrollInterface uses it until a vendor layout exists.
 */
export const payrollSource = defineSource({
  name: 'payroll',
  filter: payrollFilter,
  mayRead: readsProjectTimesheets,
  rows: payrollRows,
  cells: {
    periodStart: (r) => r.periodStart,
    periodEnd: (r) => r.periodEnd,
    reference: (r) => r.reference,
    name: (r) => r.name,
    firstName: (r) => r.firstName,
    department: (r) => r.departmentName,
    payCode: (r) => r.payCode,
    payLine: (r, x) => {
      if (r.kind === 'allowance' || r.kind === 'perDiem')
        return r.label || payText(x, KIND_TEXT[r.kind as PayLineKind]);
      const n = KIND_TEXT[r.kind as PayLineKind];
      return n ? payText(x, n, { band: String(r.band + 1) }) : r.label;
    },
    hours: (r) => decimalHours(r.minutes),
    amount: (r) => r.amount,
  },
});
