import { isIsoDate } from '@setledger/shared/validation/fields';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { stageDays } from './timesheets.table';

/** GetStageDays answers at most this many days (a production year and more). */
export const MAX_STAGE_DAYS = 500;
const TEXT_MAX = 500;

/** GetStageDays: the production's stage days between From and To (YYYY-MM-DD, both optional), by date. */
export function getStageDays(
  services: Services,
  actor: Actor,
  input: { from?: string | null; to?: string | null },
) {
  const conditions = [inProject(stageDays, actor)];
  if (input.from) {
    if (!isIsoDate(input.from)) throw badInput('From', 'invalidDate');
    conditions.push(gte(stageDays.date, input.from));
  }
  if (input.to) {
    if (!isIsoDate(input.to)) throw badInput('To', 'invalidDate');
    conditions.push(lte(stageDays.date, input.to));
  }
  return services.db
    .select()
    .from(stageDays)
    .where(and(...conditions))
    .orderBy(asc(stageDays.date))
    .limit(MAX_STAGE_DAYS);
}

/** AddUpdStageDay: a stage day made or changed (production); one per date (duplicate on Date). */
export async function addUpdStageDay(
  services: Services,
  actor: Actor,
  input: { stageDayId?: number | null; date: string; place?: string | null; note?: string | null },
) {
  if (!isIsoDate(input.date)) throw badInput('Date', 'invalidDate');
  const place = (input.place ?? '').trim();
  const note = (input.note ?? '').trim();
  if (place.length > TEXT_MAX) throw badInput('Place', 'tooLong');
  if (note.length > TEXT_MAX) throw badInput('Note', 'tooLong');
  return services.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: stageDays.id })
      .from(stageDays)
      .where(
        and(
          inProject(stageDays, actor),
          eq(stageDays.date, input.date),
          input.stageDayId ? ne(stageDays.id, input.stageDayId) : undefined,
        ),
      );
    if (taken) throw badInput('Date', 'duplicate');
    if (input.stageDayId) {
      const [row] = await tx
        .update(stageDays)
        .set({ date: input.date, place, note })
        .where(and(inProject(stageDays, actor), eq(stageDays.id, input.stageDayId)))
        .returning();
      if (!row) throw notFound();
      return row;
    }
    const [row] = await tx
      .insert(stageDays)
      .values({ projectId: actor.projectId, date: input.date, place, note })
      .returning();
    return row!;
  });
}

/** DelStageDay: removes a stage day of the project (production); answers its id. */
export async function delStageDay(services: Services, actor: Actor, input: { stageDayId: number }) {
  const [row] = await services.db
    .delete(stageDays)
    .where(and(inProject(stageDays, actor), eq(stageDays.id, input.stageDayId)))
    .returning({ id: stageDays.id });
  if (!row) throw notFound();
  return row.id;
}
