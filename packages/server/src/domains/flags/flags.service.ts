import {
  flagEntityLinkSchema,
  projectFlagItemSchema,
  projectFlagSchema,
} from '@setledger/shared/flags/flags.schemas';
import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inLicense, inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { registerDepartmentUsage } from '../departments/department-usage';
import { budgetCategories } from '../departments/departments.table';
import { payCodes } from '../payroll-codes';
import { visibleWhere as preferencesOf } from '../preferences/preferences.policy';
import { userPreferences } from '../preferences/preferences.table';
import { flagEntityExists } from './flag-entities';
import { findFlagItemUsage, itemIdsOfFlag } from './flag-usage';
import { entityVisibleWhere, itemVisibleWhere, visibleWhere } from './flags.policy';
import { projectFlagEntities, projectFlagItems, projectFlags } from './flags.table';
import { evaluateFormula } from './formula-sandbox';

export type FlagRow = typeof projectFlags.$inferSelect;
export type FlagItemRow = typeof projectFlagItems.$inferSelect;
export type FlagItem = FlagItemRow & { bookmark: boolean; flagName: string; flagType: number };
export type Flag = FlagRow & { items: FlagItem[] };
export type FlagEntityRow = typeof projectFlagEntities.$inferSelect;

async function favouritesOf(tx: Tx, actor: Actor): Promise<Set<number>> {
  const [row] = await tx
    .select({ ids: userPreferences.favouriteFlagItemIds })
    .from(userPreferences)
    .where(preferencesOf(actor));
  return new Set(row?.ids ?? []);
}

/** Items of the caller's project with their flag, the caller's favourites read back as `bookmark`. */
async function listItems(
  tx: Tx,
  actor: Actor,
  where: { types?: readonly number[]; flagIds?: readonly number[] },
) {
  const conditions = [itemVisibleWhere(actor)];
  if (where.types) conditions.push(inArray(projectFlags.type, [...where.types]));
  if (where.flagIds) conditions.push(inArray(projectFlagItems.flagId, [...where.flagIds]));
  const [rows, favourites] = await Promise.all([
    tx
      .select({ item: projectFlagItems, flagName: projectFlags.name, flagType: projectFlags.type })
      .from(projectFlagItems)
      .innerJoin(projectFlags, eq(projectFlags.id, projectFlagItems.flagId))
      .where(and(...conditions))
      .orderBy(sql`lower(${projectFlags.name})`, asc(projectFlagItems.value), asc(projectFlagItems.id)),
    favouritesOf(tx, actor),
  ]);
  return rows.map(
    (row): FlagItem => ({
      ...row.item,
      flagName: row.flagName,
      flagType: row.flagType,
      bookmark: favourites.has(row.item.id),
    }),
  );
}

/** GetProjectFlags(Type): the project's flags of one type (all types without it), each with its items. */
export async function getProjectFlags(services: Services, actor: Actor, input: { type?: number | null }) {
  const conditions = [visibleWhere(actor)];
  if (input.type != null) conditions.push(eq(projectFlags.type, input.type));
  const flags = await services.db
    .select()
    .from(projectFlags)
    .where(and(...conditions))
    .orderBy(asc(projectFlags.type), sql`lower(${projectFlags.name})`, asc(projectFlags.id));
  const items = await listItems(services.db, actor, { flagIds: flags.map((f) => f.id) });
  return flags.map((flag): Flag => ({ ...flag, items: items.filter((item) => item.flagId === flag.id) }));
}

/** GetProjectFlagItems(Types, SortByBookMark): items of the given flag types; favourites first when asked. */
export async function getProjectFlagItems(
  services: Services,
  actor: Actor,
  input: { types?: readonly number[] | null; sortByBookmark?: boolean | null },
) {
  const items = await listItems(services.db, actor, input.types ? { types: input.types } : {});
  return input.sortByBookmark ? [...items].sort((a, b) => Number(b.bookmark) - Number(a.bookmark)) : items;
}

/**
 * Tax options (000 §5): non-disabled items of tax flag groups that have flagId 0 and at least one item,
 * favourites first.
 */
export async function getTaxOptions(services: Services, actor: Actor) {
  const items = await listItems(services.db, actor, { types: [FLAG_TYPES.taxe] });
  const groups = await services.db
    .select({ id: projectFlags.id })
    .from(projectFlags)
    .where(and(visibleWhere(actor), eq(projectFlags.type, FLAG_TYPES.taxe), eq(projectFlags.flagId, 0)));
  const usable = new Set(groups.map((g) => g.id).filter((id) => items.some((item) => item.flagId === id)));
  return items
    .filter((item) => usable.has(item.flagId) && !item.disabled)
    .sort((a, b) => Number(b.bookmark) - Number(a.bookmark));
}

export async function addUpdProjectFlag(
  services: Services,
  actor: Actor,
  input: { flagId?: number | null; flag: unknown },
): Promise<Flag> {
  const values = parseInput(projectFlagSchema, input.flag);
  // Per diem flags belong to the per diem module (001 §3.10): a project without it cannot add them.
  if (values.type === FLAG_TYPES.customPerDiem && !actor.modules.has('usePerDiem'))
    throw new AppError('FORBIDDEN', 'moduleOff');
  return services.db.transaction(async (tx) => {
    let row: FlagRow | undefined;
    if (input.flagId) {
      [row] = await tx
        .update(projectFlags)
        .set({ ...values, updatedAt: new Date() })
        .where(and(visibleWhere(actor), eq(projectFlags.id, input.flagId)))
        .returning();
      if (!row) throw notFound();
    } else {
      [row] = await tx
        .insert(projectFlags)
        .values({ ...values, projectId: actor.projectId })
        .returning();
    }
    return { ...row!, items: await listItems(tx, actor, { flagIds: [row!.id] }) };
  });
}

/** DelProjectFlag: the flag and its items; refused (CONFLICT) while an item is used (issue 12 item 12). */
export function delProjectFlag(services: Services, actor: Actor, input: { flagId: number }) {
  return services.db.transaction(async (tx) => {
    const [flag] = await tx
      .select({ id: projectFlags.id })
      .from(projectFlags)
      .where(and(visibleWhere(actor), eq(projectFlags.id, input.flagId)))
      .for('update');
    if (!flag) throw notFound();
    const reason = await findFlagItemUsage(tx, await itemIdsOfFlag(tx, actor.projectId, flag.id));
    if (reason) throw conflict(reason);
    await tx.delete(projectFlags).where(eq(projectFlags.id, flag.id));
    return flag.id;
  });
}

/** The values a formula is tried with on save: a typical line (amount 100, the item's factor). */
const sampleVariables = (factor: string) => ({
  amount: 100,
  factor: Number(factor),
  value: 1,
  quantity: 1,
  rate: 1,
  days: 1,
});

export async function addUpdProjectFlagItem(
  services: Services,
  actor: Actor,
  input: { flagItemId?: number | null; item: unknown },
): Promise<FlagItem> {
  const values = parseInput(projectFlagItemSchema, input.item);
  if (values.jsFormula) {
    const tried = await evaluateFormula(values.jsFormula, sampleVariables(values.factor));
    if (!tried.ok) throw badInput('jsFormula', 'invalidFormula');
  }
  return services.db.transaction(async (tx) => {
    const [flag] = await tx
      .select({ id: projectFlags.id })
      .from(projectFlags)
      .where(and(visibleWhere(actor), eq(projectFlags.id, values.flagId)));
    if (!flag) throw badInput('flagId', 'invalidId');
    if (values.category) {
      const [category] = await tx
        .select({ id: budgetCategories.id })
        .from(budgetCategories)
        .where(and(inProject(budgetCategories, actor), eq(budgetCategories.id, values.category)));
      if (!category) throw badInput('category', 'invalidId');
    }
    if (values.payCode) {
      const [code] = await tx
        .select({ id: payCodes.id })
        .from(payCodes)
        .where(and(inLicense(payCodes, actor), sql`lower(${payCodes.code}) = lower(${values.payCode})`));
      if (!code) throw badInput('payCode', 'invalidId');
    }
    const { bookmark, ...columns } = values;
    const row = { ...columns, category: values.category ?? null };
    let id: number;
    if (input.flagItemId) {
      const [updated] = await tx
        .update(projectFlagItems)
        .set({ ...row, updatedAt: new Date() })
        .where(and(itemVisibleWhere(actor), eq(projectFlagItems.id, input.flagItemId)))
        .returning({ id: projectFlagItems.id });
      if (!updated) throw notFound();
      id = updated.id;
    } else {
      const [inserted] = await tx
        .insert(projectFlagItems)
        .values({ ...row, projectId: actor.projectId })
        .returning({ id: projectFlagItems.id });
      id = inserted!.id;
    }
    // `bookmark` on an item is the caller's favourite (001 §3.15), kept with their preferences.
    await saveFavourite(tx, actor, id, bookmark);
    const [item] = (await listItems(tx, actor, { flagIds: [values.flagId] })).filter((i) => i.id === id);
    return item!;
  });
}

/** DelProjectFlagItem: refused (CONFLICT) while expenses, PO lines or entities use the item (issue 12 item 12). */
export function delProjectFlagItem(services: Services, actor: Actor, input: { flagItemId: number }) {
  return services.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: projectFlagItems.id })
      .from(projectFlagItems)
      .where(and(itemVisibleWhere(actor), eq(projectFlagItems.id, input.flagItemId)))
      .for('update');
    if (!item) throw notFound();
    const reason = await findFlagItemUsage(tx, [item.id]);
    if (reason) throw conflict(reason);
    await tx.delete(projectFlagItems).where(eq(projectFlagItems.id, item.id));
    return item.id;
  });
}

// A budget category chosen on a flag item (its default category) cannot be deleted.
registerDepartmentUsage('flag-items', 'inUse', async (tx, target) => {
  if (target.kind !== 'category') return false;
  const [row] = await tx
    .select({ id: projectFlagItems.id })
    .from(projectFlagItems)
    .where(and(inProject(projectFlagItems, target), eq(projectFlagItems.category, target.categoryId)))
    .limit(1);
  return row !== undefined;
});

async function saveFavourite(tx: Tx, actor: Actor, flagItemId: number, favourite: boolean) {
  const current = await favouritesOf(tx, actor);
  if (favourite) current.add(flagItemId);
  else current.delete(flagItemId);
  const ids = [...current].sort((a, b) => a - b);
  await tx
    .insert(userPreferences)
    .values({ userProjectId: actor.userProjectId, favouriteFlagItemIds: ids })
    .onConflictDoUpdate({
      target: userPreferences.userProjectId,
      set: { favouriteFlagItemIds: ids, updatedAt: new Date() },
    });
}

/** Marks or unmarks a flag item as one of the caller's favourites (re-read as `bookmark`). */
export function setFavouriteFlagItem(
  services: Services,
  actor: Actor,
  input: { flagItemId: number; favourite: boolean },
) {
  return services.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: projectFlagItems.id })
      .from(projectFlagItems)
      .where(and(itemVisibleWhere(actor), eq(projectFlagItems.id, input.flagItemId)));
    if (!item) throw notFound();
    await saveFavourite(tx, actor, item.id, input.favourite);
    return input.favourite;
  });
}

const entityLinksSchema = z.array(flagEntityLinkSchema, { error: 'invalid' }).max(200, 'tooLong');

/**
 * AddUpdProjectFlagEntity: sets flag items on one entity. With AllRemovedBefore (the default) the entity's
 * existing links are removed first; otherwise links of the same items are updated and others added.
 */
export function addUpdProjectFlagEntity(
  services: Services,
  actor: Actor,
  input: { entityId: number; entityType: number; links: unknown; allRemovedBefore: boolean },
) {
  const links = parseInput(entityLinksSchema, input.links);
  return services.db.transaction(async (tx) => {
    const exists = await flagEntityExists(tx, actor, input.entityType, input.entityId);
    if (exists === null) throw badInput('EntityType', 'outOfRange');
    if (!exists) throw notFound();
    const itemIds = [...new Set(links.map((link) => link.flagId))];
    if (itemIds.length > 0) {
      const known = await tx
        .select({ id: projectFlagItems.id })
        .from(projectFlagItems)
        .where(and(itemVisibleWhere(actor), inArray(projectFlagItems.id, itemIds)));
      if (known.length !== itemIds.length) throw badInput('flagId', 'invalidId');
    }
    const ofEntity = and(
      entityVisibleWhere(actor),
      eq(projectFlagEntities.type, input.entityType),
      eq(projectFlagEntities.entityId, input.entityId),
    );
    if (input.allRemovedBefore) await tx.delete(projectFlagEntities).where(ofEntity);
    else if (itemIds.length > 0)
      await tx.delete(projectFlagEntities).where(and(ofEntity, inArray(projectFlagEntities.flagId, itemIds)));
    if (links.length > 0)
      await tx.insert(projectFlagEntities).values(
        links.map((link) => ({
          projectId: actor.projectId,
          flagId: link.flagId,
          type: input.entityType,
          entityId: input.entityId,
          value: link.value,
          factor: link.factor,
        })),
      );
    return tx.select().from(projectFlagEntities).where(ofEntity).orderBy(asc(projectFlagEntities.id));
  });
}

/**
 * The custom flag items chosen on an expense item or a PO line (ProjectFlagItemId): only custom flag items of
 * the caller's project; an unknown one is BAD_USER_INPUT on `{field}.{index}`. Answers the ids without repeats.
 */
export async function checkCustomFlagItems(
  services: Services,
  actor: Actor,
  ids: readonly number[] | null | undefined,
  field: string,
): Promise<number[]> {
  if (!ids || ids.length === 0) return [];
  const custom = new Set(
    (await getProjectFlagItems(services, actor, { types: [FLAG_TYPES.custom] })).map((item) => item.id),
  );
  const unknown = ids.findIndex((id) => !custom.has(id));
  if (unknown >= 0) throw badInput(`${field}.${unknown}`, 'notFound');
  return [...new Set(ids)];
}
