import { displayCarbonQuantity, displayKgCo2e } from '@setledger/shared/green/green-units';
import {
  convertWasteQuantity,
  isVolumeUnit,
  WASTE_CARBON_CATEGORY,
  WASTE_SCREEN_KINDS,
  type WasteEntryValues,
  type WasteScreenKind,
  type WasteUnit,
  wasteEntrySchema,
  wasteFilterSchema,
  wasteUnitAt,
} from '@setledger/shared/green/green-waste';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import {
  insertManualEntries,
  type ManualDraft,
  manualEntriesOf,
  removeManualEntries,
  replaceManualEntry,
} from '../carbon';
import { projects } from '../projects';
import { usesWasteScreens } from './green-waste.policy';

/**
 * The sourced waste factors of each kind (UK DESNZ 2025, per tonne), as the green table's manual waste form
 * counts them; plastic destruction is plastic burnt, counted as incineration.
 */
const WASTE_FACTORS: Record<WasteScreenKind, string> = {
  cardboard: 'waste_paper_board_mixed_recycling_tonne',
  paper: 'waste_paper_board_mixed_recycling_tonne',
  plastic: 'waste_plastics_average_recycling_tonne',
  food: 'waste_food_composting_tonne',
  general: 'waste_general_commercial_landfill_tonne',
  paint: 'waste_general_commercial_incineration_tonne',
  wood: 'waste_wood_recycling_tonne',
  steel: 'waste_metal_scrap_recycling_tonne',
  glass: 'waste_glass_recycling_tonne',
  plasticDestruction: 'waste_general_commercial_incineration_tonne',
};

/** A waste list answers at most this many entries (a production weighs its waste by week or by day). */
const WASTE_LIST_MAX = 1000;

function assertWasteScreens(actor: Actor) {
  if (!usesWasteScreens(actor)) throw forbidden();
}

/** The unit each kind is entered in: the project's unit fields (001 §3.10). */
export async function projectWasteUnits(tx: Tx, projectId: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound();
  return Object.fromEntries(
    WASTE_SCREEN_KINDS.map(({ kind, unitField }) => [kind, wasteUnitAt(project[unitField])]),
  ) as Record<WasteScreenKind, WasteUnit>;
}

type WasteRow = Awaited<ReturnType<typeof manualEntriesOf>>[number];

/** A waste entry as the screen shows it: its weights by kind in the unit each was entered in. */
function wasteEntryOf(row: WasteRow) {
  const waste = row.details.waste ?? {};
  const entered = row.details.wasteEntered ?? {};
  return {
    id: row.id,
    strDate: row.strDate,
    endDate: row.endDate,
    description: row.description,
    department: row.department,
    locationSetName: row.details.locationSetName ?? '',
    sortedWaste: row.details.sortedWaste ?? false,
    recycledPaper: row.details.recycledPaper ?? false,
    kgCo2e: row.kgCo2e,
    quantities: WASTE_SCREEN_KINDS.flatMap(({ kind }) =>
      entered[kind]
        ? [{ kind, ...entered[kind]! }]
        : waste[kind]
          ? [{ kind, quantity: waste[kind]!, unit: 'kg' }]
          : [],
    ),
  };
}
export type WasteEntry = ReturnType<typeof wasteEntryOf>;

/** Totals by kind in the §9 display units: masses in kg (T above 1000), volumes in litres (m3 above 1000). */
function totalsByKind(entries: readonly WasteEntry[]) {
  const sums = new Map<WasteScreenKind, { mass: Decimal; volume: Decimal }>();
  for (const entry of entries)
    for (const { kind, quantity, unit } of entry.quantities) {
      const sum = sums.get(kind) ?? { mass: new Decimal(0), volume: new Decimal(0) };
      const amount = new Decimal(quantity).times(unit === 'tonne' || unit === 'm3' ? 1000 : 1);
      if (isVolumeUnit(unit)) sum.volume = sum.volume.plus(amount);
      else sum.mass = sum.mass.plus(amount);
      sums.set(kind, sum);
    }
  return WASTE_SCREEN_KINDS.flatMap(({ kind }) => {
    const sum = sums.get(kind);
    if (!sum) return [];
    return [
      ...(sum.mass.isZero()
        ? []
        : [
            {
              kind,
              quantity: sum.mass.toString(),
              unit: 'kg',
              display: displayCarbonQuantity(sum.mass.toString(), 'kg'),
            },
          ]),
      ...(sum.volume.isZero()
        ? []
        : [
            {
              kind,
              quantity: sum.volume.toString(),
              unit: 'litre',
              display: displayCarbonQuantity(sum.volume.toString(), 'litre'),
            },
          ]),
    ];
  });
}

/** green/waste: the project's waste entries in a date range and department, with totals by kind. */
export async function getWasteEntries(services: Services, actor: Actor, input: { filter: unknown }) {
  assertWasteScreens(actor);
  const filter = parseInput(wasteFilterSchema, input.filter ?? {});
  const [units, rows] = await Promise.all([
    projectWasteUnits(services.db, actor.projectId),
    manualEntriesOf(services.db, {
      projectId: actor.projectId,
      carbonCategory: WASTE_CARBON_CATEGORY,
      ...filter,
      limit: WASTE_LIST_MAX,
    }),
  ]);
  const items = rows.map(wasteEntryOf);
  const kgCo2e = items.reduce((sum, item) => sum.plus(item.kgCo2e), new Decimal(0)).toFixed(2);
  return {
    units: WASTE_SCREEN_KINDS.map(({ kind }) => ({ kind, unit: units[kind] })),
    items,
    totals: totalsByKind(items),
    kgCo2e,
    kgCo2eDisplay: displayKgCo2e(kgCo2e),
  };
}

/**
 * A waste entry: one ledger entry of carbon category waste with a line per kind weighed, each quantity in the
 * project's unit converted to the factor's (kg → tonne). A volume has no sourced factor (they are per tonne): the
 * kind's field is refused, naming it.
 */
export async function addUpdWasteEntry(
  services: Services,
  actor: Actor,
  input: { entryId?: number | null; entry: unknown },
) {
  assertWasteScreens(actor);
  const values = parseInput(wasteEntrySchema, input.entry);
  return services.db.transaction((tx) =>
    writeWasteEntry(tx, { projectId: actor.projectId, userId: actor.userId }, values, input.entryId ?? null),
  );
}

/** Writes a waste entry of a project inside the caller's transaction (the screen, the demo seed). */
export async function writeWasteEntry(
  tx: Tx,
  who: { projectId: number; userId: number | null },
  values: WasteEntryValues,
  entryId: number | null,
) {
  const units = await projectWasteUnits(tx, who.projectId);
  const weighed = WASTE_SCREEN_KINDS.flatMap(({ kind }) => {
    const quantity = values.quantities[kind];
    return quantity && new Decimal(quantity).greaterThan(0) ? [{ kind, quantity }] : [];
  });
  for (const { kind } of weighed)
    if (isVolumeUnit(units[kind]))
      throw new AppError('BAD_USER_INPUT', 'wasteVolumeNoFactor', `quantities.${kind}`, {
        unit: units[kind],
      });
  const draft: ManualDraft = {
    carbonCategory: WASTE_CARBON_CATEGORY,
    strDate: values.strDate,
    endDate: values.endDate,
    description: values.description,
    department: values.department,
    details: {
      locationSetName: values.locationSetName,
      waste: Object.fromEntries(
        weighed.map(({ kind, quantity }) => [
          kind,
          convertWasteQuantity(quantity, units[kind], 'kg') ?? quantity,
        ]),
      ),
      wasteEntered: Object.fromEntries(
        weighed.map(({ kind, quantity }) => [kind, { quantity, unit: units[kind] }]),
      ),
      sortedWaste: values.sortedWaste,
      recycledPaper: values.recycledPaper,
    },
    measures: weighed.map(({ kind, quantity }) => ({
      label: kind,
      quantity,
      unit: units[kind],
      factorKey: WASTE_FACTORS[kind],
      field: `quantities.${kind}`,
    })),
  };
  if (entryId === null) {
    const [written] = await insertManualEntries(tx, {
      projectId: who.projectId,
      createdBy: who.userId,
      drafts: [draft],
    });
    return wasteEntryOf(written!);
  }
  const updated = await replaceManualEntry(tx, { projectId: who.projectId, entryId, draft });
  if (!updated) throw notFound();
  return wasteEntryOf(updated);
}

/** Deletes a waste entry of the caller's project; any other id is NOT_FOUND. */
export function delWasteEntry(services: Services, actor: Actor, input: { entryId: number }) {
  assertWasteScreens(actor);
  return services.db.transaction(async (tx) => {
    const removed = await removeManualEntries(tx, {
      projectId: actor.projectId,
      entryIds: [input.entryId],
      carbonCategory: WASTE_CARBON_CATEGORY,
    });
    if (removed === 0) throw notFound();
    return input.entryId;
  });
}
