import type { CarbonEntryInput } from '@setledger/shared/green/green.schemas';
import { and, eq } from 'drizzle-orm';
import { inProject } from '../core/scope';
import type { Tx } from '../db/client';
import { type BatchEntry, insertComputedEntries } from '../domains/carbon';
import { expenseItems } from '../domains/expenses/expenses.table';

/** The demo's footprint runs over its weeks of activity: preparation from 28 September, shooting from 2 November. */
export const FOOTPRINT_FIRST_DAY = '2026-09-28';
export const FOOTPRINT_LAST_DAY = '2026-11-19';
const SHOOTING_START = '2026-11-02';

/** A small deterministic generator (mulberry32): the same demo on every start. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function workingDays(): string[] {
  const days: string[] = [];
  for (let day = new Date(`${FOOTPRINT_FIRST_DAY}T12:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > FOOTPRINT_LAST_DAY) return days;
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(iso);
  }
}

const PLACES = ['Studio Lumière, Brussels', 'Ostend lighthouse', 'De Panne dunes', 'Bruges harbour'];
const CREW_CARS = [
  { email: 'crew1@demo.setledger.test', department: 2, fuel: 'diesel' },
  { email: 'crew2@demo.setledger.test', department: 3, fuel: 'petrol' },
  { email: 'hod@demo.setledger.test', department: 2, fuel: 'diesel' },
  { email: 'prod@demo.setledger.test', department: 1, fuel: 'petrol' },
] as const;

/**
 * The footprint of the demo production (issue 14): a few hundred entries over its weeks (crew cars, vans and
 * trucks, trains and flights, hotel nights, meals, studio and office energy, generator fuel, waste), computed by
 * the ledger like manual entries, with the sourced factors and their provenance; and the entries of the demo's
 * travel expense items, which the ledger follows like any other.
 */
export function demoFootprint(userIds: ReadonlyMap<string, number>): CarbonEntryInput[] {
  const random = randomFrom(20261102);
  const between = (low: number, high: number) => Math.round(low + random() * (high - low));
  const entries: CarbonEntryInput[] = [];
  const add = (entry: CarbonEntryInput) => entries.push({ verified: true, paidByProduction: true, ...entry });
  const days = workingDays();
  days.forEach((day, index) => {
    const isShooting = day >= SHOOTING_START;
    const productionPhase = isShooting ? 1 : 0;
    const place = PLACES[index % PLACES.length]!;
    for (const car of CREW_CARS.slice(0, isShooting ? 4 : 3)) {
      const km = between(18, 140);
      add({
        carbonCategory: 3,
        strDate: day,
        description: `Car to ${place}`,
        transportTypeCode: 6,
        fuel: car.fuel,
        km: String(km),
        passengers: between(1, 3),
        fromAddress: 'Brussels',
        toAddress: place,
        department: car.department,
        userId: userIds.get(car.email) ?? null,
        productionPhase,
        paidByProduction: false,
      });
    }
    const crew = isShooting ? between(38, 62) : between(8, 16);
    const vege = Math.round(crew * 0.3);
    const red = Math.round(crew * 0.2);
    const white = Math.round(crew * 0.35);
    add({
      carbonCategory: 5,
      strDate: day,
      description: isShooting ? `Catering lunch, ${place}` : 'Office lunches',
      meals: { red, white, vege, notSpecified: crew - vege - red - white },
      department: 1,
      productionPhase,
    });
    if (isShooting) {
      add({
        carbonCategory: 3,
        strDate: day,
        description: 'Grip and lighting truck',
        transportTypeCode: 17,
        km: String(between(40, 160)),
        fromAddress: 'Studio Lumière, Brussels',
        toAddress: place,
        department: 4,
        productionPhase,
      });
      add({
        carbonCategory: 3,
        strDate: day,
        description: 'Crew van shuttle',
        transportTypeCode: 7,
        factorKey: 'van_diesel_average_km',
        km: String(between(60, 180)),
        passengers: between(5, 8),
        department: 1,
        productionPhase,
      });
      add({
        carbonCategory: 2,
        strDate: day,
        description: `Generator, ${place}`,
        litres: String(between(70, 240)),
        fuel: 'diesel',
        generator: true,
        department: 4,
        productionPhase,
      });
      add({
        carbonCategory: 1,
        strDate: day,
        description: 'Crew hotel rooms',
        nights: 1,
        bedrooms: between(4, 14),
        country: index % 5 === 0 ? 'fr' : 'be',
        department: 1,
        productionPhase,
      });
      add({
        carbonCategory: 0,
        strDate: day,
        description: `Location power, ${place}`,
        energySource: 'electricity',
        kwh: String(between(180, 760)),
        country: 'be',
        days: 1,
        locationSetName: place,
        department: 4,
        productionPhase,
      });
      add({
        carbonCategory: 5,
        strDate: day,
        description: 'Crew dinner',
        meals: { red: between(2, 8), white: between(6, 14), vege: between(5, 12), notSpecified: 0 },
        department: 1,
        productionPhase,
      });
    }
    if (index % 5 === 4) {
      add({
        carbonCategory: 4,
        strDate: day,
        description: 'Weekly waste collection',
        waste: {
          cardboard: String(between(20, 90)),
          plastic: String(between(8, 40)),
          food: String(isShooting ? between(40, 120) : between(5, 20)),
          general: String(between(30, 110)),
        },
        department: 1,
        productionPhase,
      });
      add({
        carbonCategory: 2,
        strDate: day,
        description: 'Production office electricity (weekly meter)',
        energySource: 'electricity',
        kwh: String(between(420, 880)),
        country: 'be',
        department: 1,
        productionPhase,
      });
      add({
        carbonCategory: 2,
        strDate: day,
        description: 'Production office heating (weekly meter)',
        energySource: 'gas',
        kwh: String(between(600, 1600)),
        department: 1,
        productionPhase,
      });
    }
    if (index % 8 === 2) {
      add({
        carbonCategory: 3,
        strDate: day,
        description: 'Eurostar, cast from London',
        transportTypeCode: 9,
        factorKey: 'rail_international_eurostar_passenger_km',
        km: '373',
        passengers: between(1, 3),
        fromAddress: 'London St Pancras',
        toAddress: 'Brussels Midi',
        department: 1,
        productionPhase,
      });
      add({
        carbonCategory: 3,
        strDate: day,
        description: 'Flight, director from Oslo',
        transportTypeCode: 10,
        factorKey: 'flight_shorthaul_economy_rf_passenger_km',
        km: '1090',
        passengers: 1,
        fromAddress: 'Oslo',
        toAddress: 'Brussels',
        department: 1,
        productionPhase,
      });
    }
  });
  return entries;
}

/** The demo's travel expense items, in the ledger as their source's entries (the stored vehicle factor). */
async function travelEntries(tx: Tx, projectId: number): Promise<BatchEntry[]> {
  const travels = await tx
    .select()
    .from(expenseItems)
    .where(and(inProject(expenseItems, { projectId }), eq(expenseItems.type, 2)));
  return travels
    .filter((item) => item.km !== null && item.co2FactorKey !== null)
    .map((item) => ({
      sourceType: 'expenseItem',
      sourceId: item.id,
      budgetCategoryId: item.categoryId,
      status: item.validated === 8 ? 'actual' : [4, 16].includes(item.validated) ? 'excluded' : 'pending',
      entry: {
        carbonCategory: 3,
        strDate: item.date,
        description: item.description,
        transportTypeCode: 6,
        factorKey: item.co2FactorKey!,
        km: item.km!,
        fromAddress: item.fromLocation,
        toAddress: item.toLocation,
        department: item.departmentNumber,
        userId: item.userId,
      },
    }));
}

/** Loads the demo footprint in one pass of batch inserts; answers the number of entries. */
export async function loadDemoFootprint(
  tx: Tx,
  demo: { projectId: number; userIds: ReadonlyMap<string, number>; createdBy: number | null },
): Promise<number> {
  const entries: BatchEntry[] = [
    ...(await travelEntries(tx, demo.projectId)),
    ...demoFootprint(demo.userIds).map((entry) => ({ entry })),
  ];
  return insertComputedEntries(tx, { projectId: demo.projectId, createdBy: demo.createdBy, entries });
}
