import { Decimal } from 'decimal.js';
import type {
  OvertimeBand,
  PayAllowanceInput,
  PayContract,
  PayDayInput,
  PayDayResult,
  PayLine,
  PayRules,
  PaySwitches,
} from './pay-rules.types';
import { DAY_TYPES, type DayType, PAY_LINE_KINDS } from './timesheets.constants';

/**
 * The pay rules of issue 18 (see /work/ts-contract.md "Pay rules"): pure functions, decimal-exact, one exported
 * function per rule. Every line's amount is rounded half-up to cents; the day's total is the sum of those rounded
 * lines, so a week's total is always the sum of what the breakdown shows.
 *
 * Choices the contract leaves open, written down here once:
 * - A rest day pays per diems (and allowances chosen on it) only: no base, overtime, night or travel line.
 * - A travel day pays its travel minutes (plus the allowances / per diems chosen on it), never base or overtime.
 * - Overtime minutes beyond the last band's end (when it has one) are not paid as overtime (a note goes to `log`).
 * - A formula (jsFormula) result replaces quantity × rate for an allowance and amount × quantity for a per diem.
 * - `rate` on a line: the hourly rate for time lines (overtime: hourly × (1 + pct/100); night: hourly × pct/100;
 *   travel: hourly × pct/100), the daily rate for `base`, the percent for premium lines (sixth / seventh day,
 *   Sunday), the per-unit rate or amount for allowances and per diems.
 */

/** A project without a saved row uses these (the same as the timesheet_pay_rules column defaults). */
export const DEFAULT_PAY_RULES: PayRules = {
  baseDayMinutes: 600,
  overtimeBands: [
    { fromMinutes: 0, toMinutes: 120, premiumPct: '25' },
    { fromMinutes: 120, toMinutes: null, premiumPct: '50' },
  ],
  nightPremiumPct: '50',
  sixthDayPremiumPct: '50',
  seventhDayPremiumPct: '100',
  sundayPremiumPct: '100',
  travelRatePct: '100',
};
export const DEFAULT_WEEK_START_DAY = 1;

/** The pay codes of the rule lines (allowances and per diems carry their flag item's own payroll code). */
export const RULE_PAY_CODES = {
  base: 'BASE',
  overtime: (band: number) => `OT${band + 1}`,
  night: 'NIGHT',
  sixthDay: 'DAY6',
  seventhDay: 'DAY7',
  sunday: 'SUNDAY',
  travel: 'TRAVEL',
} as const;

const MINUTES_PER_DAY = 1440;
const HUNDRED = new Decimal(100);

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const hours = (minutes: number) => new Decimal(minutes).dividedBy(60);

/** Day types that are worked days: a day's rate is guaranteed when anything was worked. */
const WORKED_DAY_TYPES: readonly DayType[] = [
  DAY_TYPES.work,
  DAY_TYPES.stageDay,
  DAY_TYPES.sixthDay,
  DAY_TYPES.seventhDay,
  DAY_TYPES.sunday,
];
export const isWorkedDayType = (dayType: DayType): boolean => WORKED_DAY_TYPES.includes(dayType);

/** Rule: hourly rate = dailyRate / (baseDayMinutes / 60), rounded half-up to contractHourlyRatePrecision decimals. */
export function hourlyRate(dailyRate: string, baseDayMinutes: number, precision: number): Decimal {
  const places = Math.max(0, Math.min(10, Math.trunc(precision)));
  if (baseDayMinutes <= 0) return new Decimal(0);
  return new Decimal(dailyRate)
    .dividedBy(hours(baseDayMinutes))
    .toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/**
 * Rule: worked minutes = end − start (an end at or before the start ends the next day) − lunch (deducted only when
 * useLunch). No start or end: 0. Never below 0.
 */
export function workedMinutes(
  startMinutes: number | null,
  endMinutes: number | null,
  lunchMinutes: number,
  useLunch: boolean,
): number {
  if (startMinutes === null || endMinutes === null) return 0;
  const span =
    endMinutes > startMinutes ? endMinutes - startMinutes : endMinutes + MINUTES_PER_DAY - startMinutes;
  return Math.max(0, span - (useLunch ? Math.max(0, lunchMinutes) : 0));
}

/** Rule: a worked day with worked > 0 pays the daily rate, whatever the hours (a day's rate is guaranteed). */
export function basePayLine(
  dayType: DayType,
  worked: number,
  dailyRate: string,
  baseDayMinutes: number,
): PayLine[] {
  if (!isWorkedDayType(dayType) || worked <= 0) return [];
  return [
    line({
      kind: 'base',
      label: 'base',
      payCode: RULE_PAY_CODES.base,
      minutes: Math.min(worked, baseDayMinutes),
      rate: new Decimal(dailyRate),
      amount: cents(dailyRate),
    }),
  ];
}

/** Minutes of each band for `overtime` minutes beyond the base day (bands count from 0 = the end of the base day). */
export function splitOvertime(overtime: number, bands: readonly OvertimeBand[]): number[] {
  return bands.map((band) => {
    const to = band.toMinutes === null ? overtime : Math.min(overtime, band.toMinutes);
    return Math.max(0, to - band.fromMinutes);
  });
}

/** Rule (useOvertime): minutes beyond baseDayMinutes split over the bands; each band hours × hourly × (1 + pct/100). */
export function overtimePayLines(
  dayType: DayType,
  worked: number,
  hourly: Decimal,
  rules: Pick<PayRules, 'baseDayMinutes' | 'overtimeBands'>,
  useOvertime: boolean,
  log: string[] = [],
): PayLine[] {
  if (!useOvertime || !isWorkedDayType(dayType)) return [];
  const overtime = Math.max(0, worked - rules.baseDayMinutes);
  if (overtime === 0) return [];
  const split = splitOvertime(overtime, rules.overtimeBands);
  const paid = split.reduce((sum, minutes) => sum + minutes, 0);
  if (paid < overtime) log.push(`overtime: ${overtime - paid} minutes beyond the last band are not paid`);
  return split.flatMap((minutes, band) => {
    if (minutes <= 0) return [];
    const rate = hourly.times(HUNDRED.plus(rules.overtimeBands[band]!.premiumPct).dividedBy(HUNDRED));
    return [
      line({
        kind: 'overtime',
        band,
        label: `overtime ${band + 1}`,
        payCode: RULE_PAY_CODES.overtime(band),
        minutes,
        rate,
        amount: cents(hours(minutes).times(rate)),
      }),
    ];
  });
}

/** Rule (useNightHours): night hours × hourly × nightPremiumPct/100, a premium on top of hours already paid. */
export function nightPayLine(
  dayType: DayType,
  nightMinutes: number,
  hourly: Decimal,
  nightPremiumPct: string,
  useNightHours: boolean,
): PayLine[] {
  if (!useNightHours || !isWorkedDayType(dayType) || nightMinutes <= 0) return [];
  const rate = hourly.times(nightPremiumPct).dividedBy(HUNDRED);
  return [
    line({
      kind: 'night',
      label: 'night',
      payCode: RULE_PAY_CODES.night,
      minutes: nightMinutes,
      rate,
      amount: cents(hours(nightMinutes).times(rate)),
    }),
  ];
}

/**
 * Rule (useSixthSeventhDay for sixth / seventh day types, useSundayRate for the Sunday type): a premium line of
 * (base + overtime) × pct/100. Switch off or another day type: no line.
 */
export function dayPremiumPayLine(
  dayType: DayType,
  baseAndOvertime: Decimal,
  rules: Pick<PayRules, 'sixthDayPremiumPct' | 'seventhDayPremiumPct' | 'sundayPremiumPct'>,
  switches: Pick<PaySwitches, 'useSixthSeventhDay' | 'useSundayRate'>,
): PayLine[] {
  let kind: 'sixthDay' | 'seventhDay' | 'sunday';
  let pct: string;
  if (dayType === DAY_TYPES.sixthDay && switches.useSixthSeventhDay) {
    kind = 'sixthDay';
    pct = rules.sixthDayPremiumPct;
  } else if (dayType === DAY_TYPES.seventhDay && switches.useSixthSeventhDay) {
    kind = 'seventhDay';
    pct = rules.seventhDayPremiumPct;
  } else if (dayType === DAY_TYPES.sunday && switches.useSundayRate) {
    kind = 'sunday';
    pct = rules.sundayPremiumPct;
  } else {
    return [];
  }
  if (baseAndOvertime.isZero()) return [];
  return [
    line({
      kind,
      label: kind,
      payCode: RULE_PAY_CODES[kind],
      minutes: 0,
      rate: new Decimal(pct),
      amount: cents(baseAndOvertime.times(pct).dividedBy(HUNDRED)),
    }),
  ];
}

/** Rule: travel minutes (any day but a rest day) pay hours × hourly × travelRatePct/100. */
export function travelPayLine(
  dayType: DayType,
  travelMinutes: number,
  hourly: Decimal,
  travelRatePct: string,
): PayLine[] {
  if (dayType === DAY_TYPES.rest || travelMinutes <= 0) return [];
  const rate = hourly.times(travelRatePct).dividedBy(HUNDRED);
  return [
    line({
      kind: 'travel',
      label: 'travel',
      payCode: RULE_PAY_CODES.travel,
      minutes: travelMinutes,
      rate,
      amount: cents(hours(travelMinutes).times(rate)),
    }),
  ];
}

/**
 * Rule: allowances pay quantity × allowanceRate; per diems (only when usePerDiem) pay amount × quantity. An item with
 * a jsFormula pays its evaluated result instead; a formula error pays 0, the error goes to `errors`, the day goes on.
 */
export function allowancePayLines(
  allowances: readonly PayAllowanceInput[],
  usePerDiem: boolean,
  errors: string[] = [],
): PayLine[] {
  return allowances.flatMap((item) => {
    if (item.kind === 'perDiem' && !usePerDiem) return [];
    const quantity = new Decimal(item.quantity || '0');
    const unit = new Decimal((item.kind === 'perDiem' ? item.amount : item.allowanceRate) || '0');
    let amount: Decimal;
    if (item.formula && !item.formula.ok) {
      errors.push(`${item.name}: ${item.formula.error}`);
      amount = new Decimal(0);
    } else if (item.formula?.ok) {
      amount = Number.isFinite(item.formula.value) ? cents(item.formula.value) : new Decimal(0);
      if (!Number.isFinite(item.formula.value)) errors.push(`${item.name}: the formula gave no number`);
    } else {
      amount = cents(quantity.times(unit));
    }
    return [
      line({
        kind: item.kind,
        label: item.name,
        payCode: item.payCode,
        minutes: 0,
        rate: unit,
        amount,
        flagItemId: item.flagItemId,
      }),
    ];
  });
}

/** Sum of line amounts (exact: each line is already in cents). */
export function sumLines(lines: readonly Pick<PayLine, 'amount'>[]): Decimal {
  return lines.reduce((sum, item) => sum.plus(item.amount), new Decimal(0));
}

/** A day's pay: every rule in turn, lines in PAY_LINE_KINDS order. */
export function computeDayPay(
  day: PayDayInput,
  contract: PayContract,
  rules: PayRules,
  switches: PaySwitches,
): PayDayResult {
  const errors: string[] = [];
  const log: string[] = [];
  const hourly = hourlyRate(contract.dailyRate, rules.baseDayMinutes, switches.contractHourlyRatePrecision);
  const worked = workedMinutes(day.startMinutes, day.endMinutes, day.lunchMinutes, switches.useLunch);
  const base = basePayLine(day.dayType, worked, contract.dailyRate, rules.baseDayMinutes);
  const overtime = overtimePayLines(day.dayType, worked, hourly, rules, switches.useOvertime, log);
  const paidTime = base.length > 0 ? [...base, ...overtime] : [];
  const lines = [
    ...paidTime,
    ...(base.length > 0
      ? nightPayLine(day.dayType, day.nightMinutes, hourly, rules.nightPremiumPct, switches.useNightHours)
      : []),
    ...dayPremiumPayLine(day.dayType, sumLines(paidTime), rules, switches),
    ...travelPayLine(day.dayType, day.travelMinutes, hourly, rules.travelRatePct),
    ...allowancePayLines(day.allowances, switches.usePerDiem, errors),
  ].sort((a, b) => PAY_LINE_KINDS.indexOf(a.kind) - PAY_LINE_KINDS.indexOf(b.kind) || a.band - b.band);
  return {
    date: day.date,
    workedMinutes: isWorkedDayType(day.dayType) ? worked : 0,
    hourlyRate: hourly.toFixed(Math.max(0, Math.trunc(switches.contractHourlyRatePrecision))),
    lines,
    total: sumLines(lines).toFixed(2),
    errors,
    log,
  };
}

export interface PayWeekResult {
  days: PayDayResult[];
  workedMinutes: number;
  total: string;
  errors: string[];
  log: string[];
}

/**
 * A week's pay: each day by `computeDayPay` and the exact sums. `contract` is one contract for every day, or a
 * function giving each day's (null: the day has no contract and pays nothing).
 */
export function computeWeekPay(
  days: readonly PayDayInput[],
  contract: PayContract | ((day: PayDayInput) => PayContract | null),
  rules: PayRules,
  switches: PaySwitches,
): PayWeekResult {
  const results = days.map((day) => {
    const dayContract = typeof contract === 'function' ? contract(day) : contract;
    return computeDayPay(day, dayContract ?? { dailyRate: '0' }, rules, switches);
  });
  return {
    days: results,
    workedMinutes: results.reduce((sum, day) => sum + day.workedMinutes, 0),
    total: results.reduce((sum, day) => sum.plus(day.total), new Decimal(0)).toFixed(2),
    errors: results.flatMap((day) => day.errors.map((error) => `${day.date} ${error}`)),
    log: results.flatMap((day) => day.log.map((note) => `${day.date} ${note}`)),
  };
}

function line(input: {
  kind: PayLine['kind'];
  band?: number;
  label: string;
  payCode: string;
  minutes: number;
  rate: Decimal;
  amount: Decimal;
  flagItemId?: number | null;
}): PayLine {
  return {
    kind: input.kind,
    band: input.band ?? 0,
    label: input.label,
    payCode: input.payCode,
    minutes: input.minutes,
    rate: input.rate.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
    amount: input.amount.toFixed(2),
    flagItemId: input.flagItemId ?? null,
  };
}
