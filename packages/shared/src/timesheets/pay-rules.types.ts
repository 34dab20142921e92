import type { DayType, PayLineKind } from './timesheets.constants';

/**
 * The inputs and outputs of the pay rules (issue 18), shared by the server (which stores the computed lines) and
 * the web (which shows the breakdown). Amounts are decimal strings (never floats); durations are whole minutes.
 * The rules themselves live in `pay-rules.ts`, one function per rule, each with its table-driven test.
 */

/** One overtime band: minutes beyond the base day, from `fromMinutes` up to `toMinutes` (null: no end). */
export interface OvertimeBand {
  fromMinutes: number;
  toMinutes: number | null;
  /** Premium in percent on top of the hourly rate (25 pays 125 %). */
  premiumPct: string;
}

/** A project's pay settings (one row per project; defaults when never saved). */
export interface PayRules {
  /** Minutes a daily rate covers before overtime (e.g. 600 for a 10-hour day). */
  baseDayMinutes: number;
  overtimeBands: OvertimeBand[];
  /** Premium in percent for each night minute, on top of the hourly rate already paid. */
  nightPremiumPct: string;
  /** Premium in percent of the day's pay (base + overtime) on a sixth / seventh day / Sunday. */
  sixthDayPremiumPct: string;
  seventhDayPremiumPct: string;
  sundayPremiumPct: string;
  /** Percent of the hourly rate paid for travel minutes. */
  travelRatePct: string;
}

/** The project switches the rules read (001 §3.10). Off: the rule adds nothing. */
export interface PaySwitches {
  useOvertime: boolean;
  useNightHours: boolean;
  useSixthSeventhDay: boolean;
  useSundayRate: boolean;
  useLunch: boolean;
  usePerDiem: boolean;
  /** Decimal places of the hourly rate derived from the daily rate (contractHourlyRatePrecision). */
  contractHourlyRatePrecision: number;
}

/** The person's contract on that day. */
export interface PayContract {
  /** Agreed daily rate (decimal string). */
  dailyRate: string;
}

/** A custom allowance or per diem chosen on a day (001 §3.12 flag items of type 3 or 4). */
export interface PayAllowanceInput {
  flagItemId: number;
  kind: 'allowance' | 'perDiem';
  name: string;
  payCode: string;
  /** Times it applies that day (1 for a per diem). */
  quantity: string;
  /** The flag item's allowanceRate (per unit) and amount (flat). */
  allowanceRate: string;
  amount: string;
  /**
   * When the item has a jsFormula: its evaluated result (from the sandbox), or the error it gave. The pure rules
   * never run code; the service evaluates formulas first and passes the outcome here.
   */
  formula?: { ok: true; value: number } | { ok: false; error: string };
}

/** One day as entered. Times are minutes since midnight; an end before the start ends the next day. */
export interface PayDayInput {
  date: string;
  dayType: DayType;
  startMinutes: number | null;
  endMinutes: number | null;
  lunchMinutes: number;
  nightMinutes: number;
  travelMinutes: number;
  allowances: PayAllowanceInput[];
}

/** One line of a day's pay. */
export interface PayLine {
  kind: PayLineKind;
  /** Band index for overtime (0-based), else 0. */
  band: number;
  label: string;
  payCode: string;
  minutes: number;
  /** Rate applied per hour (or per unit for allowances), decimal string. */
  rate: string;
  /** Amount of the line, rounded to cents (decimal string). */
  amount: string;
  flagItemId: number | null;
}

/** A day's computed pay. */
export interface PayDayResult {
  date: string;
  /** Minutes worked after the lunch deduction (what overtime is counted from). */
  workedMinutes: number;
  /** Hourly rate used (dailyRate / base hours, rounded to contractHourlyRatePrecision). */
  hourlyRate: string;
  lines: PayLine[];
  /** Sum of the lines, cents (decimal string). */
  total: string;
  /** Formula errors and notes kept on the timesheet (jsError / jsLog). */
  errors: string[];
  log: string[];
}
