import type { timesheets } from './timesheets.table';

/** What the timesheet views answer (TimesheetWeek, TimesheetDay); amounts null where hideSalaryInfo hides them. */
export type TimesheetRow = typeof timesheets.$inferSelect;
export interface AllowanceView {
  flagItemId: number;
  name: string;
  kind: 'allowance' | 'perDiem';
  quantity: string;
}
export interface PayLineView {
  kind: string;
  band: number;
  label: string;
  payCode: string;
  minutes: number;
  rate: string | null;
  amount: string | null;
}
export interface DayView {
  id: number | null;
  date: string;
  dayType: number;
  startMinutes: number | null;
  endMinutes: number | null;
  lunchMinutes: number;
  nightMinutes: number;
  travelMinutes: number;
  comment: string;
  outsideContract: boolean;
  refused: boolean;
  refusalComment: string;
  workedMinutes: number;
  amount: string | null;
  allowances: AllowanceView[];
  payLines: PayLineView[];
}
export interface WeekView {
  id: number | null;
  userId: number;
  fullName: string;
  weekStart: string;
  status: number;
  version: number;
  comment: string;
  refusalComment: string;
  departmentNumber: number | null;
  workedMinutes: number;
  amountTotal: string | null;
  jsError: string | null;
  jsLog: string | null;
  processed: boolean;
  submittedAt: Date | null;
  canEdit: boolean;
  canSend: boolean;
  canValidate: boolean;
  canReject: boolean;
  canUndoReject: boolean;
  days: DayView[];
  /** The stored week (its approval trail), null when unsaved. */
  row: TimesheetRow | null;
}
