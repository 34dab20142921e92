import { DAY_TYPES } from '@setledger/shared/timesheets/timesheets.constants';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { removeSourceEntries, upsertSourceEntry } from '../carbon';
import { vehicleFactor } from '../emission-factors';

/** Carbon category of a commute (001 §9: transportation). */
const TRANSPORTATION = 3;
/** Days a person travels to the set and back: worked days, not travel or rest days. */
const COMMUTE_DAY_TYPES = [
  DAY_TYPES.work,
  DAY_TYPES.sixthDay,
  DAY_TYPES.seventhDay,
  DAY_TYPES.sunday,
  DAY_TYPES.stageDay,
];

interface CommuteDay extends Record<string, unknown> {
  day_id: number;
  date: string;
  day_type: number;
  user_id: number;
  line_id: number | null;
  category_id: number | null;
  department_number: number | null;
  function_number: number | null;
  commute_km: string | null;
  has_vehicle: boolean;
  energy: number | null;
  kg_co_two_per_km: string | null;
  brand: string | null;
  model: string | null;
  number_plate: string | null;
}

/**
 * The commute kgCO2e of validated timesheet days (issue 18), followed on 'timesheet.salary-lines.changed': a
 * worked day that has salary lines (its week is validated at the last level), of a person who declared a vehicle
 * (user_vehicles) and a commute distance in this production (user_projects.commute_km, home to set and back),
 * gets a carbon ledger entry (source 'timesheetCommute', keyed by the day) of km × the vehicle's factor (the
 * declared kg per km, else the sourced factor of its energy), in the category of the day's main salary line; the
 * line's kgCo2e keeps the same figure. A day without salary lines any more (the week was reopened), or without
 * vehicle or distance, loses its entry and its lines count 0.
 */
export async function followCommuteInLedger(
  tx: Tx,
  facts: { projectId: number; timesheetIds: readonly number[] },
): Promise<void> {
  if (facts.timesheetIds.length === 0) return;
  const ids = sql`${`{${facts.timesheetIds.map(Number).join(',')}}`}::int[]`;
  const result = await tx.execute(sql`
    select d.id as day_id, d.date::text as date, d.day_type, t.user_id, l.id as line_id, l.category_id,
      l.department_number, f.value as function_number, up.commute_km::text as commute_km,
      v.user_id is not null as has_vehicle, v.energy, v.kg_co_two_per_km::text as kg_co_two_per_km, v.brand,
      v.model, v.number_plate
    from timesheet_days d
    join timesheets t on t.id = d.timesheet_id
    left join lateral (
      select sl.id, sl.category_id, sl.department_number, sl.function_id from salary_lines sl
      where sl.day_id = d.id order by sl.minutes desc, sl.id limit 1
    ) l on true
    left join functions f on f.id = l.function_id
    left join user_projects up on up.project_id = t.project_id and up.user_id = t.user_id
    left join user_vehicles v on v.user_id = t.user_id
    where t.project_id = ${facts.projectId} and t.id = any(${ids})
    order by d.id`);
  const days = (result as unknown as { rows: CommuteDay[] }).rows;
  const kgByLine: [number, string][] = [];
  const sourceType = 'timesheetCommute' as const;
  const commuting = days.filter(
    (day) =>
      day.line_id !== null &&
      day.commute_km !== null &&
      Number(day.commute_km) > 0 &&
      day.has_vehicle &&
      COMMUTE_DAY_TYPES.includes(day.day_type as 0),
  );
  // The days that count no commute lose their entry, all in one statement (a batch of weeks takes as many
  // statements as one week when nobody declared a commute); each commuting day's entry is then written.
  const commutingIds = new Set(commuting.map((day) => day.day_id));
  await removeSourceEntries(tx, {
    projectId: facts.projectId,
    sourceType,
    sourceIds: days.filter((day) => !commutingIds.has(day.day_id)).map((day) => day.day_id),
  });
  for (const day of commuting) {
    const ref = { projectId: facts.projectId, sourceType, sourceId: day.day_id };
    const km = day.commute_km!;
    const factor = vehicleFactor({
      energy: day.energy ?? 0,
      kgCoTwoPerKm: day.kg_co_two_per_km,
      brand: day.brand ?? '',
      model: day.model ?? '',
      numberPlate: day.number_plate ?? '',
    });
    const entry = await upsertSourceEntry(tx, {
      ...ref,
      carbonCategory: TRANSPORTATION,
      budgetCategoryId: day.category_id,
      measure: { kind: 'given', quantity: km, unit: 'km', factor },
      status: 'actual',
      strDate: day.date,
      department: day.department_number,
      functionNumber: day.function_number,
      userId: day.user_id,
    });
    if (entry) kgByLine.push([day.line_id!, entry.kgCo2e]);
  }
  // Every line of these weeks: the day's commute on its main line, 0 elsewhere (one statement).
  const values = kgByLine.length
    ? sql.join(
        kgByLine.map(([id, kg]) => sql`(${id}::int, ${kg}::numeric)`),
        sql`, `,
      )
    : null;
  await tx.execute(sql`
    update salary_lines sl set kg_co2e = coalesce(k.kg, 0)
    from salary_lines s left join ${values ? sql`(values ${values})` : sql`(select null::int, null::numeric where false)`} as k(id, kg)
      on k.id = s.id
    where sl.id = s.id and s.project_id = ${facts.projectId} and s.timesheet_id = any(${ids})
      and sl.kg_co2e is distinct from coalesce(k.kg, 0)`);
}
