import type { CarbonEntryInput } from '@setledger/shared/green/green.schemas';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { insertComputedEntries } from '../domains/carbon';
import { projects } from '../domains/projects';

/**
 * What the demo's footprint does not already hold for the calculators' chapters (issue 16): post-production,
 * set construction, costume care and the unit's EV charging, so both reports have believable content in every
 * chapter a sourced factor exists for (none does for charters and helicopters).
 */
const REPORT_ENTRIES: CarbonEntryInput[] = [
  {
    carbonCategory: 2,
    strDate: '2026-11-16',
    endDate: '2026-11-19',
    description: 'Editing suite and grading room, electricity',
    energySource: 'electricity',
    kwh: '1840',
    country: 'be',
    department: 1,
    productionPhase: 2,
  },
  {
    carbonCategory: 9,
    strDate: '2026-11-18',
    description: 'Sound mixing studio, 6 days (kWh billed by the studio)',
    quantity: '640',
    factorKey: 'electricity_be_kwh',
    department: 1,
    productionPhase: 2,
  },
  {
    carbonCategory: 6,
    strDate: '2026-10-12',
    description: 'Set construction timber, lighthouse interior flats',
    quantity: '1.2',
    factorKey: 'timber_wood_virgin_tonne',
    department: 3,
    productionPhase: 0,
  },
  {
    carbonCategory: 6,
    strDate: '2026-10-19',
    description: 'Scenic backing paper and cards (recycled)',
    quantity: '0.35',
    factorKey: 'paper_recycled_tonne',
    department: 3,
    productionPhase: 0,
  },
  {
    carbonCategory: 7,
    strDate: '2026-11-13',
    description: 'Costume laundry and drying, weeks 1-2',
    quantity: '420',
    factorKey: 'electricity_be_kwh',
    department: 3,
    productionPhase: 1,
  },
  {
    carbonCategory: 10,
    strDate: '2026-11-10',
    description: 'EV charging of the unit cars at the base camp',
    quantity: '860',
    factorKey: 'electricity_be_kwh',
    department: 1,
    productionPhase: 1,
  },
];

/** The demo production reports with Carbon'Clap by default (greenReporting 3, 001 §9); PEAR stays available. */
export async function loadDemoGreenReports(tx: Tx, demo: { projectId: number; createdBy: number | null }) {
  await tx
    .update(projects)
    .set({ useReporting: true, greenReporting: 3 })
    .where(eq(projects.id, demo.projectId));
  await insertComputedEntries(tx, {
    projectId: demo.projectId,
    createdBy: demo.createdBy,
    entries: REPORT_ENTRIES.map((entry) => ({ entry: { verified: true, paidByProduction: true, ...entry } })),
  });
}
