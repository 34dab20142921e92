import { PRODUCTION_PHASES } from '@setledger/shared/green/green.constants';
import { displayKgCo2e } from '@setledger/shared/green/green-units';
import { SPECIAL_EQUIPMENT_MAX } from '@setledger/shared/green/special-equipment.constants';
import {
  type SpecialEquipmentValues,
  specialEquipmentSchema,
} from '@setledger/shared/green/special-equipment.schemas';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { AppError, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import {
  type CarbonEntryRow,
  type CarbonSourceMeasure,
  fuelFactorKey,
  removeSourceEntry,
  sourceEntries,
  upsertSourceEntry,
} from '../carbon';
import { findEmissionFactor } from '../emission-factors';
import { carbonViewWhere, editableWhere } from './special-equipment.policy';
import * as sqlq from './special-equipment.sql';

export type { SpecialEquipmentRow } from './special-equipment.sql';

/** The ledger counts special equipment's fuel and power as generator energy (carbon category 2, 001 §9). */
const GENERATOR_ENERGY = 2;

/** What an item counts: litres of its fuel, kWh of the country's grid, or hours × litres per hour of its fuel. */
export function equipmentMeasure(item: SpecialEquipmentValues): CarbonSourceMeasure {
  if (item.energyMode === 'kwh') {
    const country = item.country === 'gb' ? 'uk' : item.country;
    const factorKey = `electricity_${country}_kwh`;
    if (!findEmissionFactor(factorKey)) throw new AppError('BAD_USER_INPUT', 'noFactor', 'country');
    return { kind: 'quantity', quantity: item.kwh!, unit: 'kWh', factorKey };
  }
  const litres =
    item.energyMode === 'hours'
      ? new Decimal(item.hours!).times(item.litresPerHour!).toString()
      : item.litres!;
  return { kind: 'quantity', quantity: litres, unit: 'litre', factorKey: fuelFactorKey(item.fuel!) };
}

/** Creates or updates the item's ledger entry, inside the item's own transaction. */
async function feedLedger(
  tx: Tx,
  createdBy: number | null,
  row: sqlq.SpecialEquipmentRow,
  values: SpecialEquipmentValues,
) {
  await upsertSourceEntry(tx, {
    projectId: row.projectId,
    sourceType: 'specialEquipment',
    sourceId: row.id,
    carbonCategory: GENERATOR_ENERGY,
    measure: equipmentMeasure(values),
    // Not money: nothing to validate, the register's figures count as they are.
    status: 'actual',
    strDate: values.startDate,
    endDate: values.endDate,
    description: values.name,
    department: values.department,
    productionPhase: PRODUCTION_PHASES.shooting,
    createdBy,
    details: {
      specialEquipment: values.name,
      equipmentType: values.type,
      fuel: values.fuel,
      litres: values.litres,
      kwh: values.kwh,
      country: values.country,
      hours: values.hours,
      litresPerHour: values.litresPerHour,
      days: values.days,
    },
  });
}

const columnsOf = (values: SpecialEquipmentValues) => ({
  ...values,
  // Only the fields of the chosen mode are kept, so the register shows what was counted.
  fuel: values.energyMode === 'kwh' ? null : values.fuel,
  litres: values.energyMode === 'litres' ? values.litres : null,
  kwh: values.energyMode === 'kwh' ? values.kwh : null,
  country: values.energyMode === 'kwh' ? values.country : '',
  hours: values.energyMode === 'hours' ? values.hours : null,
  litresPerHour: values.energyMode === 'hours' ? values.litresPerHour : null,
});

/**
 * An item written with its ledger entry by a caller that has already checked the project (the demo seed), inside
 * its transaction.
 */
export async function insertSpecialEquipment(
  tx: Tx,
  input: { projectId: number; createdBy: number | null; item: unknown },
) {
  const values = columnsOf(parseInput(specialEquipmentSchema, input.item));
  const row = await sqlq.insertItem(tx, {
    ...values,
    projectId: input.projectId,
    createdBy: input.createdBy,
  });
  await feedLedger(tx, input.createdBy, row, values);
  return row;
}

/** GetSpecialEquipments: the register, by first day of use (at most 500). */
export const getSpecialEquipments = (services: Services, actor: Actor) =>
  sqlq.listItems(services.db, editableWhere(actor), SPECIAL_EQUIPMENT_MAX);

export async function getSpecialEquipment(services: Services, actor: Actor, input: { itemId: number }) {
  const row = await sqlq.findItem(services.db, editableWhere(actor), input.itemId);
  if (!row) throw notFound();
  return row;
}

/** AddUpdSpecialEquipment: the item and its ledger entry, in one transaction. */
export async function addUpdSpecialEquipment(
  services: Services,
  actor: Actor,
  input: { itemId?: number | null; item: unknown },
) {
  const where = editableWhere(actor);
  if (input.itemId != null && !(await sqlq.findItem(services.db, where, input.itemId))) throw notFound();
  const parsed = parseInput(specialEquipmentSchema, input.item);
  const values = columnsOf(parsed);
  // The factor is checked before anything is written.
  equipmentMeasure(values);
  return withTransaction(services, async (tx) => {
    const row =
      input.itemId == null
        ? await sqlq.insertItem(tx, { ...values, projectId: actor.projectId, createdBy: actor.userId })
        : await sqlq.updateItem(tx, where, input.itemId, values);
    if (!row) throw notFound();
    await feedLedger(tx, actor.userId, row, values);
    return row;
  });
}

/** DelSpecialEquipment: the item and its ledger entry, in one transaction. */
export async function delSpecialEquipment(services: Services, actor: Actor, input: { itemId: number }) {
  return withTransaction(services, async (tx) => {
    const row = await sqlq.deleteItem(tx, editableWhere(actor), input.itemId);
    if (!row) throw notFound();
    await removeSourceEntry(tx, {
      projectId: row.projectId,
      sourceType: 'specialEquipment',
      sourceId: row.id,
    });
    return row.id;
  });
}

export interface SpecialEquipmentCarbonRow {
  item: sqlq.SpecialEquipmentRow;
  entry: CarbonEntryRow | null;
}

/**
 * The register's carbon view (green/special-equipments): each item with its ledger entry (kg CO2e, quantity ×
 * factor, source and year) and the total.
 */
export async function getSpecialEquipmentCarbon(services: Services, actor: Actor) {
  const items = await sqlq.listItems(services.db, carbonViewWhere(actor), SPECIAL_EQUIPMENT_MAX);
  const entries = await sourceEntries(services.db, {
    projectId: actor.projectId,
    sourceType: 'specialEquipment',
    sourceIds: items.map((item) => item.id),
  });
  const bySource = new Map(entries.map((entry) => [entry.sourceId, entry]));
  const rows: SpecialEquipmentCarbonRow[] = items.map((item) => ({
    item,
    entry: bySource.get(item.id) ?? null,
  }));
  const kg = entries.reduce((total, entry) => total.plus(entry.kgCo2e ?? 0), new Decimal(0)).toFixed(2);
  return { rows, totalKgCo2e: kg, totalDisplay: displayKgCo2e(kg) };
}
