import type {
  CarbonTemplateApplicationInput,
  CarbonTemplateInput,
} from '@setledger/shared/green/green-templates';
import type { WasteEntryInput } from '@setledger/shared/green/green-waste';
import { wasteEntrySchema } from '@setledger/shared/green/green-waste';
import { parseInput } from '../core/input';
import type { Tx } from '../db/client';
import { seedCarbonTemplate } from '../domains/carbon-templates';
import { writeWasteEntry } from '../domains/green-waste';

/**
 * The demo's carbon templates (green/carbon-template): a studio day applied to the studio weeks of the shoot, a
 * unit base day kept for the location days to come.
 */
export const DEMO_TEMPLATES: {
  template: CarbonTemplateInput;
  applications: CarbonTemplateApplicationInput[];
}[] = [
  {
    template: {
      name: 'Studio day',
      description:
        'Studio Lumière: stage lighting from the grid, the catering marquee and the generator back-up',
      lines: [
        {
          carbonCategory: 0,
          description: 'Stage lighting (grid electricity)',
          quantity: '450',
          unit: 'kWh',
          factorKey: 'electricity_be_kwh',
          department: 2,
          productionPhase: 1,
        },
        {
          carbonCategory: 2,
          description: 'Back-up generator',
          quantity: '25',
          unit: 'litre',
          factorKey: 'gas_oil_litre',
          department: 1,
          productionPhase: 1,
        },
        {
          carbonCategory: 5,
          description: 'Catering, vegetarian lunches',
          quantity: '35',
          unit: 'meal',
          factorKey: 'meal_vegetarian',
          department: 1,
          productionPhase: 1,
        },
      ],
    },
    applications: [
      { fromDate: '2026-11-09', toDate: '2026-11-13', weekdaysOnly: true, mode: 'perDay' },
      { fromDate: '2026-11-16', toDate: '2026-11-19', weekdaysOnly: true, mode: 'perPeriod' },
    ],
  },
  {
    template: {
      name: 'Unit base day',
      description: 'Location unit base: generator, unit vans and the honeywagon',
      lines: [
        {
          carbonCategory: 2,
          description: 'Unit base generator',
          quantity: '120',
          unit: 'litre',
          factorKey: 'gas_oil_litre',
          department: 1,
          productionPhase: 1,
        },
        {
          carbonCategory: 3,
          description: 'Unit vans',
          quantity: '180',
          unit: 'km',
          factorKey: 'van_diesel_average_km',
          department: 1,
          productionPhase: 1,
        },
      ],
    },
    applications: [],
  },
];

/** Waste weighed on the waste screen (green/waste): the general waste in tonnes, as the demo project sets it. */
export const DEMO_WASTE: WasteEntryInput[] = [
  {
    strDate: '2026-11-09',
    endDate: '2026-11-13',
    description: 'Studio week: skip and recycling bins',
    department: 1,
    locationSetName: 'Stage 2 — lighthouse interior',
    sortedWaste: true,
    recycledPaper: true,
    quantities: { cardboard: '140', paper: '35', plastic: '22', food: '95', general: '0.6', wood: '310' },
  },
  {
    strDate: '2026-11-16',
    endDate: '2026-11-19',
    description: 'Set strike: flats, paint and steel',
    department: 3,
    locationSetName: 'Stage 2 — lighthouse interior',
    sortedWaste: true,
    quantities: { wood: '820', paint: '45', steel: '160', plasticDestruction: '12', general: '1.2' },
  },
];

/** Loads the demo's templates (with their applications) and waste entries. */
export async function loadDemoGreenTemplates(tx: Tx, demo: { projectId: number; createdBy: number | null }) {
  for (const { template, applications } of DEMO_TEMPLATES)
    await seedCarbonTemplate(tx, {
      projectId: demo.projectId,
      createdBy: demo.createdBy,
      template,
      applications,
    });
  for (const entry of DEMO_WASTE)
    await writeWasteEntry(
      tx,
      { projectId: demo.projectId, userId: demo.createdBy },
      parseInput(wasteEntrySchema, entry),
      null,
    );
}
