import { DEFAULT_PAY_RULES, DEFAULT_WEEK_START_DAY } from '@setledger/shared/timesheets/pay-rules';
import { payRulesSchema } from '@setledger/shared/timesheets/pay-rules.schemas';
import type { PayRules } from '@setledger/shared/timesheets/pay-rules.types';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { selectPayRules, upsertPayRules } from './pay-rules.sql';
import { timesheetPayRules } from './timesheets.table';

/** A project's pay settings as the API shows them; `isDefault` when the project never saved its own. */
export interface ProjectPayRules extends PayRules {
  weekStartDay: number;
  isDefault: boolean;
  updatedAt: Date | null;
}

const pct = (value: string) => new Decimal(value).toFixed(2);

function toPayRules(row: Awaited<ReturnType<typeof selectPayRules>>): ProjectPayRules {
  if (!row)
    return {
      ...DEFAULT_PAY_RULES,
      overtimeBands: DEFAULT_PAY_RULES.overtimeBands.map((band) => ({
        ...band,
        premiumPct: pct(band.premiumPct),
      })),
      nightPremiumPct: pct(DEFAULT_PAY_RULES.nightPremiumPct),
      sixthDayPremiumPct: pct(DEFAULT_PAY_RULES.sixthDayPremiumPct),
      seventhDayPremiumPct: pct(DEFAULT_PAY_RULES.seventhDayPremiumPct),
      sundayPremiumPct: pct(DEFAULT_PAY_RULES.sundayPremiumPct),
      travelRatePct: pct(DEFAULT_PAY_RULES.travelRatePct),
      weekStartDay: DEFAULT_WEEK_START_DAY,
      isDefault: true,
      updatedAt: null,
    };
  return {
    weekStartDay: row.weekStartDay,
    baseDayMinutes: row.baseDayMinutes,
    overtimeBands: row.overtimeBands.map((band) => ({ ...band, premiumPct: pct(band.premiumPct) })),
    nightPremiumPct: row.nightPremiumPct,
    sixthDayPremiumPct: row.sixthDayPremiumPct,
    seventhDayPremiumPct: row.seventhDayPremiumPct,
    sundayPremiumPct: row.sundayPremiumPct,
    travelRatePct: row.travelRatePct,
    isDefault: false,
    updatedAt: row.updatedAt,
  };
}

/** GetTimesheetPayRules: the caller's project's settings, the defaults when none were saved. */
export async function getPayRules(services: Services, actor: Actor): Promise<ProjectPayRules> {
  return toPayRules(await selectPayRules(services.db, inProject(timesheetPayRules, actor)));
}

/** The pay settings of a project the caller already reached (a timesheet's): for computing pay. */
export async function payRulesOfProject(tx: Tx, projectId: number): Promise<ProjectPayRules> {
  return toPayRules(await selectPayRules(tx, inProject(timesheetPayRules, { projectId })));
}

/**
 * SetTimesheetPayRules: validates every field (bands contiguous from 0, percentages 0..1000, week start 0..6,
 * base day 60..1440 minutes) and saves them for the caller's project. Weeks already computed keep their lines
 * until they are saved again.
 */
export async function setPayRules(
  services: Services,
  actor: Actor,
  input: { rules: unknown },
): Promise<ProjectPayRules> {
  const rules = parseInput(payRulesSchema, input.rules);
  const row = await upsertPayRules(services.db, actor.projectId, rules);
  return toPayRules(row);
}
