import { describe, expect, it } from 'vitest';
import { ANALYTIC_PERIOD, periodOf } from '../timesheet-export.service';

// The payroll export's periods (docs/payroll-csv.md): 2026-03-04 is a Wednesday.
describe('periodOf', () => {
  it.each([
    [ANALYTIC_PERIOD.hourly, 1, ['2026-03-04', '2026-03-04']],
    [ANALYTIC_PERIOD.daily, 1, ['2026-03-04', '2026-03-04']],
    // Weeks from Monday: Monday 2 to Sunday 8 March.
    [ANALYTIC_PERIOD.weekly, 1, ['2026-03-02', '2026-03-08']],
    // Weeks from Sunday: Sunday 1 to Saturday 7 March.
    [ANALYTIC_PERIOD.weekly, 0, ['2026-03-01', '2026-03-07']],
    // Weeks from Thursday: Thursday 26 February to Wednesday 4 March.
    [ANALYTIC_PERIOD.weekly, 4, ['2026-02-26', '2026-03-04']],
    [ANALYTIC_PERIOD.monthly, 1, ['2026-03-01', '2026-03-31']],
    [ANALYTIC_PERIOD.yearly, 1, ['2026-01-01', '2026-12-31']],
  ])('type %i, week start %i: %j', (type, weekStart, expected) => {
    expect(periodOf('2026-03-04', type, weekStart)).toEqual(expected);
  });

  it('a February of a leap year and a week across the new year', () => {
    expect(periodOf('2028-02-29', ANALYTIC_PERIOD.monthly, 1)).toEqual(['2028-02-01', '2028-02-29']);
    expect(periodOf('2027-01-01', ANALYTIC_PERIOD.weekly, 1)).toEqual(['2026-12-28', '2027-01-03']);
  });
});
