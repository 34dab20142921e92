import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  allowancePayLines,
  computeDayPay,
  computeWeekPay,
  DEFAULT_PAY_RULES,
  hourlyRate,
  splitOvertime,
  workedMinutes,
} from '../pay-rules';
import type { PayAllowanceInput, PayDayInput, PayRules, PaySwitches } from '../pay-rules.types';
import { DAY_TYPES, type DayType } from '../timesheets.constants';

/**
 * Every amount below is computed by hand. Unless a row says otherwise: daily rate 300, base day 600 min (10 h), so
 * the hourly rate is 300 / 10 = 30.00; bands 0-120 min at +25 %, 120+ at +50 %; night +50 %; sixth day +50 %,
 * seventh day +100 %, Sunday +100 %; travel 100 %; every switch on; precision 2.
 */
const ALL_ON: PaySwitches = {
  useOvertime: true,
  useNightHours: true,
  useSixthSeventhDay: true,
  useSundayRate: true,
  useLunch: true,
  usePerDiem: true,
  contractHourlyRatePrecision: 2,
};
const ALL_OFF: PaySwitches = {
  useOvertime: false,
  useNightHours: false,
  useSixthSeventhDay: false,
  useSundayRate: false,
  useLunch: false,
  usePerDiem: false,
  contractHourlyRatePrecision: 2,
};
const RULES: PayRules = DEFAULT_PAY_RULES;
const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

function day(input: {
  type?: DayType;
  start?: string | null;
  end?: string | null;
  lunch?: number;
  night?: number;
  travel?: number;
  allowances?: PayAllowanceInput[];
}): PayDayInput {
  return {
    date: '2026-03-02',
    dayType: input.type ?? DAY_TYPES.work,
    startMinutes: input.start ? hm(input.start) : null,
    endMinutes: input.end ? hm(input.end) : null,
    lunchMinutes: input.lunch ?? 0,
    nightMinutes: input.night ?? 0,
    travelMinutes: input.travel ?? 0,
    allowances: input.allowances ?? [],
  };
}
const perDiem = (amount: string, extra: Partial<PayAllowanceInput> = {}): PayAllowanceInput => ({
  flagItemId: 41,
  kind: 'perDiem',
  name: 'Lunch per diem',
  payCode: 'PD1',
  quantity: '1',
  allowanceRate: '0',
  amount,
  ...extra,
});
const allowance = (
  quantity: string,
  rate: string,
  extra: Partial<PayAllowanceInput> = {},
): PayAllowanceInput => ({
  flagItemId: 42,
  kind: 'allowance',
  name: 'Tool allowance',
  payCode: 'AL1',
  quantity,
  allowanceRate: rate,
  amount: '0',
  ...extra,
});

interface Row {
  name: string;
  day: PayDayInput;
  switches?: Partial<PaySwitches>;
  rules?: Partial<PayRules>;
  dailyRate?: string;
  worked: number;
  /** kind:amount of each line, in order. */
  lines: string[];
  total: string;
  errors?: string[];
}

const rows: Row[] = [
  // 08:00-18:00 = 600 min = the base day: base 300.00.
  {
    name: 'base day',
    day: day({ start: '08:00', end: '18:00' }),
    worked: 600,
    lines: ['base:300.00'],
    total: '300.00',
  },
  // 09:00-13:00 = 240 min < 600: the day's rate is guaranteed, base 300.00.
  {
    name: 'guaranteed day under base hours',
    day: day({ start: '09:00', end: '13:00' }),
    worked: 240,
    lines: ['base:300.00'],
    total: '300.00',
  },
  // 08:00-19:00 = 660 min, 60 min overtime in band 1: 1 h × 30 × 1.25 = 37.50; 300 + 37.50 = 337.50.
  {
    name: 'first overtime band',
    day: day({ start: '08:00', end: '19:00' }),
    worked: 660,
    lines: ['base:300.00', 'overtime:37.50'],
    total: '337.50',
  },
  // 07:00-21:00 = 840 min, 240 overtime: band 1 120 min = 2 × 30 × 1.25 = 75.00; band 2 120 min = 2 × 30 × 1.5 =
  // 90.00; 300 + 75 + 90 = 465.00.
  {
    name: 'a day crossing two bands',
    day: day({ start: '07:00', end: '21:00' }),
    worked: 840,
    lines: ['base:300.00', 'overtime:75.00', 'overtime:90.00'],
    total: '465.00',
  },
  // Three bands 0-60 +25 %, 60-120 +50 %, 120+ +100 %; 08:00-20:30 = 750 min, 150 overtime:
  // 60 min = 1 × 30 × 1.25 = 37.50; 60 min = 1 × 30 × 1.5 = 45.00; 30 min = 0.5 × 30 × 2 = 30.00;
  // 300 + 37.50 + 45 + 30 = 412.50.
  {
    name: 'each of three bands',
    day: day({ start: '08:00', end: '20:30' }),
    rules: {
      overtimeBands: [
        { fromMinutes: 0, toMinutes: 60, premiumPct: '25' },
        { fromMinutes: 60, toMinutes: 120, premiumPct: '50' },
        { fromMinutes: 120, toMinutes: null, premiumPct: '100' },
      ],
    },
    worked: 750,
    lines: ['base:300.00', 'overtime:37.50', 'overtime:45.00', 'overtime:30.00'],
    total: '412.50',
  },
  // One band 0-60 +25 % only; 08:00-20:00 = 720 min, 120 overtime: 60 min = 37.50 paid, 60 min beyond: not paid.
  // 300 + 37.50 = 337.50.
  {
    name: 'overtime beyond a closed last band',
    day: day({ start: '08:00', end: '20:00' }),
    rules: { overtimeBands: [{ fromMinutes: 0, toMinutes: 60, premiumPct: '25' }] },
    worked: 720,
    lines: ['base:300.00', 'overtime:37.50'],
    total: '337.50',
  },
  // 18:00-02:00: end before start, so 02:00 next day: 120 + 1440 − 1080 = 480 min; base 300.00; 240 night minutes
  // (22:00-02:00): 4 × 30 × 0.5 = 60.00; 300 + 60 = 360.00.
  {
    name: 'a day ending after midnight',
    day: day({ start: '18:00', end: '02:00', night: 240 }),
    worked: 480,
    lines: ['base:300.00', 'night:60.00'],
    total: '360.00',
  },
  // 14:00-00:00 = 600 min; 120 night minutes: 2 × 30 × 0.5 = 30.00; 300 + 30 = 330.00.
  {
    name: 'night premium',
    day: day({ start: '14:00', end: '00:00', night: 120 }),
    worked: 600,
    lines: ['base:300.00', 'night:30.00'],
    total: '330.00',
  },
  // Same day, useNightHours off: 300.00.
  {
    name: 'night premium switched off',
    day: day({ start: '14:00', end: '00:00', night: 120 }),
    switches: { useNightHours: false },
    worked: 600,
    lines: ['base:300.00'],
    total: '300.00',
  },
  // Sixth day 08:00-19:00: base 300 + overtime 37.50 = 337.50; premium 337.50 × 50 / 100 = 168.75; 506.25.
  {
    name: 'sixth day',
    day: day({ type: DAY_TYPES.sixthDay, start: '08:00', end: '19:00' }),
    worked: 660,
    lines: ['base:300.00', 'overtime:37.50', 'sixthDay:168.75'],
    total: '506.25',
  },
  // Sixth day, useSixthSeventhDay off: 300 + 37.50 = 337.50, no premium line.
  {
    name: 'sixth day switched off',
    day: day({ type: DAY_TYPES.sixthDay, start: '08:00', end: '19:00' }),
    switches: { useSixthSeventhDay: false },
    worked: 660,
    lines: ['base:300.00', 'overtime:37.50'],
    total: '337.50',
  },
  // Seventh day 08:00-18:00: base 300; premium 300 × 100 / 100 = 300.00; 600.00.
  {
    name: 'seventh day',
    day: day({ type: DAY_TYPES.seventhDay, start: '08:00', end: '18:00' }),
    worked: 600,
    lines: ['base:300.00', 'seventhDay:300.00'],
    total: '600.00',
  },
  // Sunday 08:00-19:00: 300 + 37.50 = 337.50; premium 337.50 × 100 / 100 = 337.50; 675.00.
  {
    name: 'Sunday',
    day: day({ type: DAY_TYPES.sunday, start: '08:00', end: '19:00' }),
    worked: 660,
    lines: ['base:300.00', 'overtime:37.50', 'sunday:337.50'],
    total: '675.00',
  },
  // Sunday, useSundayRate off: 337.50.
  {
    name: 'Sunday switched off',
    day: day({ type: DAY_TYPES.sunday, start: '08:00', end: '19:00' }),
    switches: { useSundayRate: false },
    worked: 660,
    lines: ['base:300.00', 'overtime:37.50'],
    total: '337.50',
  },
  // Stage day 08:00-18:00: a worked day without premium: 300.00.
  {
    name: 'stage day',
    day: day({ type: DAY_TYPES.stageDay, start: '08:00', end: '18:00' }),
    worked: 600,
    lines: ['base:300.00'],
    total: '300.00',
  },
  // Lunch on: 08:00-19:00 − 60 lunch = 600 min: no overtime, 300.00.
  {
    name: 'lunch deducted (useLunch on)',
    day: day({ start: '08:00', end: '19:00', lunch: 60 }),
    worked: 600,
    lines: ['base:300.00'],
    total: '300.00',
  },
  // Lunch off: 08:00-19:00 = 660 min (lunch ignored): 60 overtime = 37.50; 337.50.
  {
    name: 'lunch not deducted (useLunch off)',
    day: day({ start: '08:00', end: '19:00', lunch: 60 }),
    switches: { useLunch: false },
    worked: 660,
    lines: ['base:300.00', 'overtime:37.50'],
    total: '337.50',
  },
  // Work day 08:00-18:00 + 90 travel minutes: 1.5 × 30 × 100 / 100 = 45.00; 300 + 45 = 345.00.
  {
    name: 'travel on a work day',
    day: day({ start: '08:00', end: '18:00', travel: 90 }),
    worked: 600,
    lines: ['base:300.00', 'travel:45.00'],
    total: '345.00',
  },
  // Travel paid at 50 %: 1.5 × 30 × 50 / 100 = 22.50; 322.50.
  {
    name: 'travel at a reduced rate',
    day: day({ start: '08:00', end: '18:00', travel: 90 }),
    rules: { travelRatePct: '50' },
    worked: 600,
    lines: ['base:300.00', 'travel:22.50'],
    total: '322.50',
  },
  // Travel day with 08:00-14:00 entered and 240 travel minutes: travel only, 4 × 30 = 120.00; worked counts 0.
  {
    name: 'a travel day',
    day: day({ type: DAY_TYPES.travel, start: '08:00', end: '14:00', travel: 240, night: 60 }),
    worked: 0,
    lines: ['travel:120.00'],
    total: '120.00',
  },
  // Rest day with a per diem of 45.50 × 1 = 45.50 (its 60 travel minutes pay nothing on a rest day).
  {
    name: 'rest day with per diem',
    day: day({ type: DAY_TYPES.rest, travel: 60, allowances: [perDiem('45.50')] }),
    worked: 0,
    lines: ['perDiem:45.50'],
    total: '45.50',
  },
  // Per diem of 2 × 22.75 = 45.50 on a work day: 300 + 45.50 = 345.50.
  {
    name: 'per diem × quantity on a work day',
    day: day({ start: '08:00', end: '18:00', allowances: [perDiem('22.75', { quantity: '2' })] }),
    worked: 600,
    lines: ['base:300.00', 'perDiem:45.50'],
    total: '345.50',
  },
  // usePerDiem off: the per diem pays nothing and has no line: 0.00.
  {
    name: 'per diem off (usePerDiem false)',
    day: day({ type: DAY_TYPES.rest, allowances: [perDiem('45.50')] }),
    switches: { usePerDiem: false },
    worked: 0,
    lines: [],
    total: '0.00',
  },
  // Allowance 2 × 12.35 = 24.70; 300 + 24.70 = 324.70.
  {
    name: 'allowance by rate',
    day: day({ start: '08:00', end: '18:00', allowances: [allowance('2', '12.35')] }),
    worked: 600,
    lines: ['base:300.00', 'allowance:24.70'],
    total: '324.70',
  },
  // Allowance by formula: the result 17.455 rounds half-up to 17.46 (quantity × rate ignored); 317.46.
  {
    name: 'allowance by formula result',
    day: day({
      start: '08:00',
      end: '18:00',
      allowances: [allowance('2', '12.35', { formula: { ok: true, value: 17.455 } })],
    }),
    worked: 600,
    lines: ['base:300.00', 'allowance:17.46'],
    total: '317.46',
  },
  // A formula that errors: its line is 0.00, the error is kept, the day still pays 300.00.
  {
    name: 'a formula that errors',
    day: day({
      start: '08:00',
      end: '18:00',
      allowances: [
        allowance('1', '10', { formula: { ok: false, error: 'ReferenceError: x is not defined' } }),
      ],
    }),
    worked: 600,
    lines: ['base:300.00', 'allowance:0.00'],
    total: '300.00',
    errors: ['Tool allowance: ReferenceError: x is not defined'],
  },
  // Daily rate 333.33, base 540 min (9 h): hourly 333.33 / 9 = 37.03666…; 08:00-18:30 = 630 min, 90 overtime.
  // Precision 0: hourly 37; OT 1.5 × 37 × 1.25 = 69.375 → 69.38; 333.33 + 69.38 = 402.71.
  {
    name: 'hourly rate precision 0',
    day: day({ start: '08:00', end: '18:30' }),
    dailyRate: '333.33',
    rules: { baseDayMinutes: 540 },
    switches: { contractHourlyRatePrecision: 0 },
    worked: 630,
    lines: ['base:333.33', 'overtime:69.38'],
    total: '402.71',
  },
  // Precision 2: hourly 37.04; OT 1.5 × 37.04 × 1.25 = 69.45; 333.33 + 69.45 = 402.78.
  {
    name: 'hourly rate precision 2',
    day: day({ start: '08:00', end: '18:30' }),
    dailyRate: '333.33',
    rules: { baseDayMinutes: 540 },
    switches: { contractHourlyRatePrecision: 2 },
    worked: 630,
    lines: ['base:333.33', 'overtime:69.45'],
    total: '402.78',
  },
  // Precision 4: hourly 37.0367; OT 1.5 × 37.0367 × 1.25 = 69.4438125 → 69.44; 333.33 + 69.44 = 402.77.
  {
    name: 'hourly rate precision 4',
    day: day({ start: '08:00', end: '18:30' }),
    dailyRate: '333.33',
    rules: { baseDayMinutes: 540 },
    switches: { contractHourlyRatePrecision: 4 },
    worked: 630,
    lines: ['base:333.33', 'overtime:69.44'],
    total: '402.77',
  },
  // Every switch off, a Sunday 07:00-21:00 with 60 lunch, 120 night, 60 travel, a per diem 20 and an allowance 2 × 10:
  // worked 840 (lunch not deducted), no overtime / night / Sunday premium / per diem; base 300; travel 1 × 30 =
  // 30.00 (travel has no switch); allowance 20.00; 300 + 30 + 20 = 350.00.
  {
    name: 'every switch off',
    day: day({
      type: DAY_TYPES.sunday,
      start: '07:00',
      end: '21:00',
      lunch: 60,
      night: 120,
      travel: 60,
      allowances: [perDiem('20'), allowance('2', '10')],
    }),
    switches: ALL_OFF,
    worked: 840,
    lines: ['base:300.00', 'travel:30.00', 'allowance:20.00'],
    total: '350.00',
  },
  // A work day with nothing entered: no lines, 0.00.
  { name: 'an empty work day', day: day({}), worked: 0, lines: [], total: '0.00' },
];

describe('computeDayPay', () => {
  it.each(rows)('$name', (row) => {
    const result = computeDayPay(
      row.day,
      { dailyRate: row.dailyRate ?? '300' },
      { ...RULES, ...row.rules },
      { ...ALL_ON, ...row.switches },
    );
    expect(result.workedMinutes).toBe(row.worked);
    expect(result.lines.map((line) => `${line.kind}:${line.amount}`)).toEqual(row.lines);
    expect(result.total).toBe(row.total);
    expect(result.errors).toEqual(row.errors ?? []);
    // The total is exactly the sum of the lines shown.
    expect(result.lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0)).toFixed(2)).toBe(
      row.total,
    );
  });

  it('labels, pay codes, minutes and rates of the lines', () => {
    // 07:00-21:00 = 840: base 600 min at 300; band 1 120 min at 30 × 1.25 = 37.5; band 2 120 min at 30 × 1.5 = 45.
    const result = computeDayPay(
      day({ start: '07:00', end: '21:00', allowances: [allowance('2', '12.35')] }),
      { dailyRate: '300' },
      RULES,
      ALL_ON,
    );
    expect(result.hourlyRate).toBe('30.00');
    expect(
      result.lines.map(({ kind, band, payCode, minutes, rate }) => ({ kind, band, payCode, minutes, rate })),
    ).toEqual([
      { kind: 'base', band: 0, payCode: 'BASE', minutes: 600, rate: '300' },
      { kind: 'overtime', band: 0, payCode: 'OT1', minutes: 120, rate: '37.5' },
      { kind: 'overtime', band: 1, payCode: 'OT2', minutes: 120, rate: '45' },
      { kind: 'allowance', band: 0, payCode: 'AL1', minutes: 0, rate: '12.35' },
    ]);
    expect(result.lines[3]!.flagItemId).toBe(42);
    expect(result.log).toEqual([]);
  });

  it('notes overtime beyond a closed last band in the log', () => {
    const result = computeDayPay(
      day({ start: '08:00', end: '20:00' }),
      { dailyRate: '300' },
      { ...RULES, overtimeBands: [{ fromMinutes: 0, toMinutes: 60, premiumPct: '25' }] },
      ALL_ON,
    );
    expect(result.log).toEqual(['overtime: 60 minutes beyond the last band are not paid']);
  });
});

describe('the single rules', () => {
  it.each([
    // 300 / 10 h = 30 exactly.
    ['300', 600, 2, '30'],
    // 333.33 / 9 = 37.036666…
    ['333.33', 540, 0, '37'],
    ['333.33', 540, 2, '37.04'],
    ['333.33', 540, 4, '37.0367'],
    // 250 / 8 = 31.25; at 0 decimals half-up: 31.
    ['250', 480, 0, '31'],
    // 245 / 9.8 h (588 min) = 25.0 → 25.
    ['245', 588, 2, '25'],
  ])('hourlyRate(%s, %i min, %i) = %s', (daily, base, precision, expected) => {
    expect(hourlyRate(daily, base, precision).toString()).toBe(expected);
  });

  it.each([
    // 08:00-18:00 = 600.
    [480, 1080, 0, true, 600],
    // 08:00-18:00 − 45 lunch = 555; lunch off: 600.
    [480, 1080, 45, true, 555],
    [480, 1080, 45, false, 600],
    // 22:00-06:00 = 1440 − 1320 + 360 = 480.
    [1320, 360, 0, true, 480],
    // start = end: a 24 h day.
    [480, 480, 0, true, 1440],
    // missing end: 0.
    [480, null, 0, true, 0],
    // lunch longer than the day: never below 0.
    [480, 510, 60, true, 0],
  ])('workedMinutes(%s, %s, lunch %i, useLunch %s) = %i', (start, end, lunch, useLunch, expected) => {
    expect(workedMinutes(start, end, lunch, useLunch)).toBe(expected);
  });

  it('splitOvertime over contiguous bands', () => {
    // 180 overtime: 120 in band 1, 60 in band 2.
    expect(splitOvertime(180, RULES.overtimeBands)).toEqual([120, 60]);
    // 90: band 1 only.
    expect(splitOvertime(90, RULES.overtimeBands)).toEqual([90, 0]);
    expect(splitOvertime(0, RULES.overtimeBands)).toEqual([0, 0]);
  });

  it('allowancePayLines keeps formula errors and skips per diems when off', () => {
    const errors: string[] = [];
    const lines = allowancePayLines(
      [allowance('1', '5', { formula: { ok: false, error: 'boom' } }), perDiem('12')],
      false,
      errors,
    );
    expect(lines.map((line) => line.amount)).toEqual(['0.00']);
    expect(errors).toEqual(['Tool allowance: boom']);
  });
});

describe('computeWeekPay', () => {
  it('sums the days exactly', () => {
    // Base day 300.00 + sixth day 506.25 (see above) + rest day per diem 45.50 = 851.75; worked 600 + 660 + 0.
    const week = computeWeekPay(
      [
        day({ start: '08:00', end: '18:00' }),
        day({ type: DAY_TYPES.sixthDay, start: '08:00', end: '19:00' }),
        day({ type: DAY_TYPES.rest, allowances: [perDiem('45.50')] }),
      ],
      { dailyRate: '300' },
      RULES,
      ALL_ON,
    );
    expect(week.days.map((result) => result.total)).toEqual(['300.00', '506.25', '45.50']);
    expect(week.total).toBe('851.75');
    expect(week.workedMinutes).toBe(1260);
  });

  it('takes a contract per day (none: the day pays nothing) and collects formula errors by date', () => {
    // Day 1 at 300 = 300.00; day 2 without contract: base 0.00, its failing allowance 0.00; total 300.00.
    const week = computeWeekPay(
      [
        { ...day({ start: '08:00', end: '18:00' }), date: '2026-03-02' },
        {
          ...day({
            start: '08:00',
            end: '18:00',
            allowances: [allowance('1', '5', { formula: { ok: false, error: 'boom' } })],
          }),
          date: '2026-03-03',
        },
      ],
      (input) => (input.date === '2026-03-02' ? { dailyRate: '300' } : null),
      RULES,
      ALL_ON,
    );
    expect(week.total).toBe('300.00');
    expect(week.errors).toEqual(['2026-03-03 Tool allowance: boom']);
  });
});
