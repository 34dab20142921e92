import type { CarbonSourceType } from '@setledger/shared/green/green.constants';
import type { GreenReportKind } from '@setledger/shared/green/green-reports.schemas';

export type { GreenReportKind };

/**
 * Which ledger entries a report line takes: every condition given must hold; within one condition any value
 * does. Factor keys are SQL LIKE patterns.
 */
export interface LineMatch {
  categories?: readonly number[];
  sourceTypes?: readonly CarbonSourceType[];
  factorKeys?: readonly string[];
  entityTypes?: readonly number[];
  productionPhases?: readonly number[];
  /** Carbon'Clap means of transport 1 to 20 (details.carbonClap, else from the transport-type code). */
  means?: readonly number[];
}

/**
 * How a line's physical quantities are keyed: by the ledger line's label (meals and waste by kind), by the kind
 * its factor key names (fuel by type, energy, water), or by Carbon'Clap means of transport; and measured as
 * entered or in passenger-km (commercial travel).
 */
export interface LineQuantity {
  by: 'label' | 'factor' | 'means';
  measure: 'entered' | 'passengerKm';
}

export interface ReportLine {
  key: string;
  match: LineMatch;
  quantity: LineQuantity;
}

export interface ReportChapter {
  key: string;
  /** False for a chapter shown for information but not counted in the calculator's total (PEAR's other metrics). */
  counted: boolean;
  /** Why an uncounted chapter's entries are left out of the total (the reconciliation's group key). */
  leftOutReason?: string;
  lines: readonly ReportLine[];
}

export interface ReportDefinition {
  kind: GreenReportKind;
  /** The project's greenReporting code that makes it the default report (001 §9). */
  reportingMode: number;
  chapters: readonly ReportChapter[];
}

/**
 * Carbon categories 6 to 10 as the reports read them: the spec names only 0 to 5 (001 §9), so these are our
 * reading, used where no physical measure says what an entry is (spend-based estimates, generic entries).
 */
export const REPORT_CATEGORIES = { sets: 6, costume: 7, equipment: 8, postProduction: 9, evCharging: 10 };

/** Kinds a factor key names, first pattern wins: fuel by type, energy and water (the quantities' keys). */
export const FACTOR_KINDS: readonly (readonly [string, string])[] = [
  ['hvo%', 'hvo'],
  ['fr_hvo%', 'hvo'],
  ['diesel%', 'diesel'],
  ['fr_diesel%', 'diesel'],
  ['petrol%', 'petrol'],
  ['fr_petrol%', 'petrol'],
  ['lpg%', 'lpg'],
  ['gas_oil%', 'gasOil'],
  ['fr_non_road_diesel%', 'gasOil'],
  ['heating_oil%', 'heatingOil'],
  ['fr_heating_oil%', 'heatingOil'],
  ['natural_gas%', 'naturalGas'],
  ['electricity%', 'electricity'],
  ['water%', 'water'],
  ['hotel%', 'hotelNights'],
  ['flight%', 'air'],
  ['rail%', 'rail'],
  ['timber%', 'timber'],
  ['paper%', 'paper'],
];

const ELECTRICITY = ['electricity%'];
const ENERGY = ['electricity%', 'natural_gas%'];
const FUELS = [
  'diesel%',
  'petrol%',
  'hvo%',
  'lpg%',
  'gas_oil%',
  'heating_oil%',
  'fr_diesel%',
  'fr_petrol%',
  'fr_hvo%',
  'fr_non_road%',
  'fr_heating_oil%',
];
const entered = (by: LineQuantity['by']): LineQuantity => ({ by, measure: 'entered' });
const line = (key: string, match: LineMatch, quantity = entered('factor')): ReportLine => ({
  key,
  match,
  quantity,
});
const chapter = (key: string, lines: ReportLine[]): ReportChapter => ({ key, counted: true, lines });

/**
 * Carbon'Clap (Ecoprod's calculator, greenReporting 3): its eight chapters. Lines are matched in the order
 * written (first match wins), so post-production energy is taken before the offices' and locations'.
 */
const CARBON_CLAP: ReportDefinition = {
  kind: 'carbonClap',
  reportingMode: 3,
  chapters: [
    chapter('postProduction', [
      line('postProductionEnergy', { productionPhases: [2], factorKeys: ENERGY }),
      line('postProductionOther', { categories: [REPORT_CATEGORIES.postProduction] }),
    ]),
    chapter('productionOffices', [
      line('officeEnergy', { categories: [2], factorKeys: ENERGY, sourceTypes: ['manual', 'expenseItem'] }),
      line('officeWaste', { categories: [4] }, entered('label')),
    ]),
    chapter('filmingLocations', [
      line('locationEnergy', {
        sourceTypes: ['location', 'locationElectricity', 'locationGas', 'manual'],
        categories: [0],
      }),
      line('locationMeters', { sourceTypes: ['locationElectricity', 'locationGas', 'locationWater'] }),
      line('generatorFuel', { sourceTypes: ['locationGenerator', 'manual'], categories: [0, 2] }),
    ]),
    chapter('sets', [
      line('setMaterials', { factorKeys: ['timber%', 'paper%'] }),
      line('setOther', { categories: [REPORT_CATEGORIES.sets] }),
    ]),
    chapter('costume', [line('costumeHairMakeUp', { categories: [REPORT_CATEGORIES.costume] })]),
    chapter('transport', [
      line('transportPeople', { categories: [3], means: range(1, 16) }, entered('means')),
      line('transportGoods', { categories: [3], means: range(17, 20) }, entered('means')),
      line('transportOther', { categories: [3, REPORT_CATEGORIES.evCharging] }),
    ]),
    chapter('accommodationCatering', [
      line('accommodation', { categories: [1] }),
      line('catering', { categories: [5] }, entered('label')),
    ]),
    chapter('technicalEquipment', [
      line('specialEquipment', { sourceTypes: ['specialEquipment'] }),
      line('equipmentOther', { categories: [REPORT_CATEGORIES.equipment] }),
    ]),
  ],
};

/**
 * PEAR (the Green Production Guide's tool, greenReporting 4): utilities, fuel by type, EV charging, hotel
 * nights, commercial travel, charter and helicopter; waste and meals are its "other metrics", shown and not
 * counted in its total (PEAR has no food, materials or waste).
 */
const PEAR: ReportDefinition = {
  kind: 'pear',
  reportingMode: 4,
  chapters: [
    chapter('evCharging', [
      line('evCharging', { categories: [REPORT_CATEGORIES.evCharging, 3], factorKeys: ELECTRICITY }),
    ]),
    chapter('utilities', [
      line('electricity', { factorKeys: ELECTRICITY }),
      line('naturalGas', { factorKeys: ['natural_gas%'] }),
      line('water', { factorKeys: ['water%'] }),
    ]),
    chapter('fuel', [line('fuel', { factorKeys: FUELS })]),
    chapter('housing', [line('hotelNights', { categories: [1] })]),
    chapter('charterHelicopter', [
      line('charterHelicopter', { factorKeys: ['%charter%', '%helicopter%'] }, travel()),
    ]),
    chapter('commercialTravel', [
      line('air', { factorKeys: ['flight%'] }, travel()),
      line('rail', { factorKeys: ['rail%'] }, travel()),
      line('groundTransport', { categories: [3] }, { by: 'means', measure: 'entered' }),
    ]),
    {
      key: 'otherMetrics',
      counted: false,
      leftOutReason: 'pearNoFoodMaterialsWaste',
      lines: [
        line('waste', { categories: [4] }, entered('label')),
        line('meals', { categories: [5] }, entered('label')),
        line('materials', { factorKeys: ['timber%', 'paper%'] }),
      ],
    },
  ],
};

function travel(): LineQuantity {
  return { by: 'factor', measure: 'passengerKm' };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export const REPORT_DEFINITIONS: Readonly<Record<GreenReportKind, ReportDefinition>> = {
  carbonClap: CARBON_CLAP,
  pear: PEAR,
};

/** Every line of a report with its chapter, in matching order. */
export const reportLines = (definition: ReportDefinition) =>
  definition.chapters.flatMap((c) => c.lines.map((l) => ({ chapter: c, line: l })));
