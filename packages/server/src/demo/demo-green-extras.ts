import type { Tx } from '../db/client';
import { carbonRemovals } from '../domains/carbon-removals';
import { insertSpecialEquipment } from '../domains/special-equipment';

/** The demo production's special equipment (issue 14): each item feeds the ledger with its fuel or power. */
const DEMO_SPECIAL_EQUIPMENT = [
  {
    name: 'Generator 100 kVA (night exteriors)',
    type: 'generator',
    supplier: 'Lumière Rental',
    department: 2,
    startDate: '2026-11-03',
    endDate: '2026-11-06',
    days: 4,
    energyMode: 'hours',
    fuel: 'gasOil',
    hours: '38',
    litresPerHour: '14.5',
    notes: 'Ostend lighthouse, nights 1 to 4',
  },
  {
    name: 'Telescopic crane 24 m',
    type: 'crane',
    supplier: 'Grip Benelux',
    department: 2,
    startDate: '2026-11-09',
    endDate: '2026-11-10',
    days: 2,
    energyMode: 'litres',
    fuel: 'diesel',
    litres: '85',
  },
  {
    name: 'Camera drone',
    type: 'drone',
    supplier: 'SkyFrame',
    department: 2,
    startDate: '2026-11-12',
    days: 1,
    energyMode: 'kwh',
    kwh: '6.4',
    country: 'be',
    notes: 'Batteries charged on the studio grid',
  },
  {
    name: 'Lighting balloon 4 kW',
    type: 'lightingBalloon',
    supplier: 'Lumière Rental',
    department: 2,
    startDate: '2026-11-16',
    endDate: '2026-11-17',
    days: 2,
    energyMode: 'kwh',
    kwh: '96',
    country: 'be',
  },
  {
    name: 'Tracking vehicle',
    type: 'cameraCar',
    supplier: 'Grip Benelux',
    department: 2,
    startDate: '2026-11-05',
    days: 1,
    energyMode: 'litres',
    fuel: 'diesel',
    litres: '42',
  },
] as const;

/** Removals and offsets of the demo, recorded apart from its emissions (issue 14). */
const DEMO_REMOVALS = [
  {
    kind: 'removal',
    description: 'Reforestation of the production’s unavoidable emissions',
    project: 'Forêt de Soignes replanting',
    date: '2026-11-20',
    kgCo2e: '12000.000',
    provider: 'EcoTree',
    standard: 'Label Bas-Carbone',
    serialNumber: 'LBC-2026-004512',
    vintageYear: 2025,
    price: '540.00',
    currency: 'EUR',
    status: 'purchased',
  },
  {
    kind: 'offset',
    description: 'Cookstove credits, to be retired at wrap',
    project: 'Efficient cookstoves, Rwanda',
    date: '2026-12-15',
    kgCo2e: '5000.000',
    provider: 'ClimatePartner',
    standard: 'Gold Standard',
    serialNumber: 'GS1-1-RW-GS2345-16-2025',
    vintageYear: 2025,
    price: '85.00',
    currency: 'EUR',
    status: 'planned',
  },
] as const;

export async function loadDemoGreenExtras(tx: Tx, demo: { projectId: number; createdBy: number | null }) {
  for (const item of DEMO_SPECIAL_EQUIPMENT)
    await insertSpecialEquipment(tx, { projectId: demo.projectId, createdBy: demo.createdBy, item });
  await tx
    .insert(carbonRemovals)
    .values(DEMO_REMOVALS.map((r) => ({ ...r, projectId: demo.projectId, createdBy: demo.createdBy })));
}
