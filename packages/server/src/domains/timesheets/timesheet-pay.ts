import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { computeWeekPay, type PayWeekResult } from '@setledger/shared/timesheets/pay-rules';
import type {
  PayAllowanceInput,
  PayDayInput,
  PayRules,
  PaySwitches,
} from '@setledger/shared/timesheets/pay-rules.types';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { evaluateFormula, projectFlagItems, projectFlags } from '../flags';
import { type ContractRow, coveringContract } from './timesheet-context';
import type { ParsedDay } from './timesheet-input';

/** The project switches the pay rules read (001 §3.10), from the caller's project. */
export function paySwitchesOf(actor: Actor, precision: number): PaySwitches {
  return {
    useOvertime: actor.modules.has('useOvertime'),
    useNightHours: actor.modules.has('useNightHours'),
    useSixthSeventhDay: actor.modules.has('useSixthSeventhDay'),
    useSundayRate: actor.modules.has('useSundayRate'),
    useLunch: actor.modules.has('useLunch'),
    usePerDiem: actor.modules.has('usePerDiem'),
    contractHourlyRatePrecision: precision,
  };
}

/**
 * A week's pay (issue 18): the chosen allowance items read once, their jsFormulas evaluated in the flags'
 * sandbox (never in this process) BEFORE the pure rules run; each day's rate is its covering contract's (a day let
 * in outside every contract takes the latest contract's rate, or pays no rate at all without one).
 */
export async function computePay(
  tx: Tx,
  actor: Actor,
  input: {
    days: readonly ParsedDay[];
    contracts: readonly ContractRow[];
    rules: PayRules;
    switches: PaySwitches;
  },
): Promise<PayWeekResult> {
  const ids = [...new Set(input.days.flatMap((d) => d.allowances.map((a) => a.flagItemId)))];
  const items = new Map(
    (ids.length === 0
      ? []
      : await tx
          .select({ item: projectFlagItems, flagType: projectFlags.type })
          .from(projectFlagItems)
          .innerJoin(projectFlags, eq(projectFlags.id, projectFlagItems.flagId))
          .where(and(inProject(projectFlagItems, actor), inArray(projectFlagItems.id, ids)))
    ).map((row) => [row.item.id, row]),
  );
  const payDays: PayDayInput[] = [];
  for (const day of input.days) {
    const allowances: PayAllowanceInput[] = [];
    for (const chosen of day.allowances) {
      const found = items.get(chosen.flagItemId);
      if (!found) continue;
      const { item } = found;
      const allowance: PayAllowanceInput = {
        flagItemId: item.id,
        kind: found.flagType === FLAG_TYPES.customPerDiem ? 'perDiem' : 'allowance',
        name: item.name,
        payCode: item.payCode,
        quantity: chosen.quantity,
        allowanceRate: item.allowanceRate,
        amount: item.amount,
      };
      if (item.jsFormula.trim() !== '')
        allowance.formula = await evaluateFormula(item.jsFormula, {
          amount: Number(item.amount),
          factor: Number(item.factor),
          value: item.value,
          quantity: Number(chosen.quantity),
          rate: Number(item.allowanceRate),
          days: 1,
        });
      allowances.push(allowance);
    }
    payDays.push({
      date: day.date,
      dayType: day.dayType,
      startMinutes: day.startMinutes,
      endMinutes: day.endMinutes,
      lunchMinutes: day.lunchMinutes,
      nightMinutes: day.nightMinutes,
      travelMinutes: day.travelMinutes,
      allowances,
    });
  }
  const latest = input.contracts.at(-1) ?? null;
  return computeWeekPay(
    payDays,
    (day) => {
      const contract = coveringContract(input.contracts, day.date) ?? latest;
      return contract ? { dailyRate: contract.dailyRate ?? '0' } : null;
    },
    input.rules,
    input.switches,
  );
}
