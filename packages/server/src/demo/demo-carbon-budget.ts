import { Decimal } from 'decimal.js';
import type { Tx } from '../db/client';
import {
  carbonBudgetLines,
  carbonBudgetTotalsOf,
  carbonForecastCells,
  carbonForecastHistory,
  refreshForecastHistory,
} from '../domains/carbon-budget';

/**
 * How the demo's green manager planned each cell against what the ledger now holds: most cells with some room,
 * one already over its plan (so the forecast shows red), one generous.
 */
const HEADROOM = ['1.25', '1.1', '0.9', '1.4', '1.2'];
/** Cells planned before anything was bought: post-production travel and the wrap party's waste. */
const PLANNED_AHEAD = [
  {
    carbonCategory: 3,
    department: 1,
    plannedKgCo2e: '2500.00',
    note: 'Post-production trips to the lab in Paris',
  },
  {
    carbonCategory: 4,
    department: null,
    plannedKgCo2e: '600.00',
    note: 'Wrap and strike: skips and recycling',
  },
];
const WEEKS_OF_HISTORY = 6;

const roundUpTo50 = (kg: Decimal) => kg.dividedBy(50).ceil().times(50);
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo production's carbon budget (issue 16): a plan per carbon category and department made from the
 * ledger's own figures (so the screen reads like a real production's), a few cells planned ahead, and six
 * weeks of history rising to today's forecast.
 */
export async function loadDemoCarbonBudget(tx: Tx, input: { projectId: number; createdBy: number | null }) {
  const { projectId, createdBy } = input;
  const cells = await carbonForecastCells(tx, projectId);
  const used = cells.filter((c) => c.department !== null && new Decimal(c.actual).plus(c.committed).gt(20));
  const lines = used.map((c, i) => ({
    projectId,
    carbonCategory: c.carbonCategory,
    department: c.department,
    plannedKgCo2e: roundUpTo50(
      new Decimal(c.actual).plus(c.committed).times(HEADROOM[i % HEADROOM.length]!),
    ).toFixed(2),
    note: '',
    updatedBy: createdBy,
  }));
  for (const ahead of PLANNED_AHEAD)
    if (!lines.some((l) => l.carbonCategory === ahead.carbonCategory && l.department === ahead.department))
      lines.push({ projectId, ...ahead, updatedBy: createdBy });
  if (lines.length === 0) return;
  await tx.insert(carbonBudgetLines).values(lines);
  const totals = carbonBudgetTotalsOf(await carbonForecastCells(tx, projectId));
  // The weeks before today: the plan was set, the ledger filled week by week.
  const history = [];
  for (let week = WEEKS_OF_HISTORY; week >= 1; week -= 1) {
    const share = new Decimal(WEEKS_OF_HISTORY + 1 - week).dividedBy(WEEKS_OF_HISTORY + 1);
    const actual = new Decimal(totals.actual).times(share.times(share));
    const committed = new Decimal(totals.committed).times(share);
    const engaged = actual.plus(committed);
    const forecast = engaged.plus(Decimal.max(0, new Decimal(totals.planned).minus(engaged)));
    history.push({
      projectId,
      day: dayBefore(week * 7),
      plannedKgCo2e: totals.planned,
      actualKgCo2e: actual.toFixed(2),
      committedKgCo2e: committed.toFixed(2),
      forecastKgCo2e: forecast.toFixed(2),
    });
  }
  await tx.insert(carbonForecastHistory).values(history);
  await refreshForecastHistory(tx, projectId);
}
