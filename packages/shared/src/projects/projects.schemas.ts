import { z } from 'zod';
import { CURRENCIES } from '../format/currency';
import { MAX_LANGUAGE_CODE } from '../i18n/languages';
import { typeError } from '../validation/keys';
import {
  CREW_LIST_OPTIONS,
  LOCALES,
  PROFILE_FIELD_OPTION_KEYS,
  PROJECT_MODULES,
  PROJECT_OPTIONS,
  WASTE_UNIT_FIELDS,
} from './projects.constants';

/** Text settings of a project (001 §3.10), each at most 500 characters. */
export const PROJECT_TEXT_FIELDS = [
  'production',
  'realisateur',
  'reference',
  'invoiceDetails',
  'picture',
  'songMusic',
  'coProducers',
  'shootingFormat',
  'userName',
  'hodName',
  'managerName',
  'lastOrderFormat',
  'lastOfferFormat',
  'lastInvoiceFormat',
  'lastPoFormat',
] as const;

/** Whole-number settings with their allowed range (indexes into the spec's lists, counters, codes). */
export const PROJECT_NUMBER_FIELDS = {
  projectType: [0, 4],
  currency: [0, CURRENCIES.length - 1],
  language: [0, MAX_LANGUAGE_CODE],
  regionalSetting: [0, LOCALES.length - 1],
  distanceUnit: [0, 1],
  carbonModel: [0, 20],
  greenReporting: [0, 20],
  supportLevel: [0, 20],
  numEpisode: [0, 10_000],
  filmLength: [0, 100_000],
  productionType: [0, 100],
  productionMethod: [0, 100],
  mainBroadcastMode: [0, 100],
  lastOrderNumber: [0, 2_000_000_000],
  lastOfferNumber: [0, 2_000_000_000],
  lastInvoiceNumber: [0, 2_000_000_000],
  lastPoNumber: [0, 2_000_000_000],
  maxExpenseItemsPerSheet: [0, 1_000],
  maxAmountPerItem: [1, 2_000_000_000],
  analyticPeriodType: [0, 20],
  payrollInterface: [0, 100],
  ocrProvider: [0, 100],
  contractHourlyRatePrecision: [0, 6],
  ...Object.fromEntries(WASTE_UNIT_FIELDS.map((field) => [field, [0, 50]])),
} as Record<string, readonly [number, number]>;

export const PROJECT_DATE_FIELDS = ['startDate', 'endDate', 'shootingStartDate', 'wrapStartDate'] as const;
export const PROJECT_BOOLEAN_FIELDS = [...PROJECT_MODULES, ...PROJECT_OPTIONS] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const text = z.string({ error: 'invalid' }).trim().max(500, 'tooLong').optional();
const date = z
  .string({ error: 'invalid' })
  .trim()
  .refine((value) => value === '' || isDate(value), 'invalidDate')
  .nullish()
  .transform((value) => value || null);

/**
 * A project's settings (addProject / updMyProject newProject): the title is required; every other field is
 * optional (absent keeps the current value, or the default on creation).
 */
export const projectSchema = z
  .object(
    {
      titre: z.string(typeError).trim().min(1, 'required').max(200, 'tooLong'),
      timeZone: z.string({ error: 'invalid' }).trim().refine(isTimeZone, 'invalid').optional(),
      ...Object.fromEntries(PROJECT_TEXT_FIELDS.map((field) => [field, text])),
      ...Object.fromEntries(
        Object.entries(PROJECT_NUMBER_FIELDS).map(([field, [min, max]]) => [
          field,
          z
            .number({ error: 'invalid' })
            .int('notInteger')
            .min(min, 'outOfRange')
            .max(max, 'outOfRange')
            .optional(),
        ]),
      ),
      ...Object.fromEntries(PROJECT_DATE_FIELDS.map((field) => [field, date])),
      ...Object.fromEntries(
        PROJECT_BOOLEAN_FIELDS.map((field) => [field, z.boolean({ error: 'invalid' }).optional()]),
      ),
    },
    { error: 'invalid' },
  )
  .superRefine((project, context) => {
    const dates = project as unknown as Record<
      (typeof PROJECT_DATE_FIELDS)[number],
      string | null | undefined
    >;
    for (const [start, end] of [
      ['startDate', 'endDate'],
      ['shootingStartDate', 'wrapStartDate'],
    ] as const) {
      if (dates[start] && dates[end] && dates[end]! < dates[start]!)
        context.addIssue({ code: 'custom', path: [end], message: 'dateOrder' });
    }
  });
export type ProjectInput = { titre: string; timeZone?: string } & Partial<
  Record<(typeof PROJECT_TEXT_FIELDS)[number], string> & Record<string, number | boolean | string | null>
>;

/** What CopyProject / NewPmeProject / addProject copy from the origin project. */
export const PROJECT_COPY_PARTS = [
  'settings',
  'departments',
  'categories',
  'flags',
  'legalEntities',
  'fieldOptions',
] as const;
export type ProjectCopyPart = (typeof PROJECT_COPY_PARTS)[number];
export const copyFilterSchema = z
  .array(z.enum(PROJECT_COPY_PARTS, { error: 'invalid' }), { error: 'invalid' })
  .nullish()
  .transform((parts) => new Set<ProjectCopyPart>(parts ?? PROJECT_COPY_PARTS));

/** UpdProjectFieldOption: use/mandatory per crew profile field (001 §3.11); mandatory implies use. */
export const fieldOptionSchema = z
  .object(
    Object.fromEntries(
      [...PROFILE_FIELD_OPTION_KEYS, ...CREW_LIST_OPTIONS].map((key) => [
        key,
        z.boolean({ error: 'invalid' }).optional(),
      ]),
    ),
    { error: 'invalid' },
  )
  .transform((options) => {
    const result: Record<string, boolean> = {};
    for (const [key, value] of Object.entries(options)) if (value !== undefined) result[key] = value;
    for (const key of Object.keys(result))
      if (key.startsWith('mandatory') && result[key]) result[`use${key.slice('mandatory'.length)}`] = true;
    return result;
  });
