import { MEAL_KINDS, WASTE_KINDS } from '@setledger/shared/green/green.constants';
import { builder } from '../../graphql/builder';
import { DATE_INPUT } from '../../graphql/input-rules';

const kindInput = (name: string, kinds: readonly string[], type: 'string' | 'int') =>
  builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        kinds.map((kind) => [
          kind,
          type === 'int' ? t.int({ required: false }) : t.string({ required: false }),
        ]),
      ),
  });
const WasteInput = kindInput('CarbonWasteInput', WASTE_KINDS, 'string');
const MealsInput = kindInput('CarbonMealsInput', MEAL_KINDS, 'int');

const optionalInts = [
  'carbonCategory',
  'productionPhase',
  'department',
  'supplierId',
  'userId',
  'entityType',
  'transportTypeCode',
  'passengers',
  'nights',
  'bedrooms',
  'days',
] as const;
const optionalStrings = [
  'description',
  'factorKey',
  'km',
  'fromAddress',
  'toAddress',
  'country',
  'energySource',
  'kwh',
  'fuel',
  'litres',
  'waterM3',
  'surface',
  'locationSetName',
  'quantity',
] as const;

export const CarbonEntryInputRef = builder.inputType('CarbonEntryInput', {
  description: 'A manual carbon entry: the common fields and those of its category’s form (issue 14).',
  fields: (t) => ({
    ...Object.fromEntries(optionalInts.map((name) => [name, t.int({ required: false })])),
    ...Object.fromEntries(optionalStrings.map((name) => [name, t.string({ required: false })])),
    strDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    verified: t.boolean({ required: false }),
    paidByProduction: t.boolean({ required: false }),
    generator: t.boolean({ required: false }),
    waste: t.field({ type: WasteInput, required: false }),
    meals: t.field({ type: MealsInput, required: false }),
  }),
});

export const CarbonEntryFilterRef = builder.inputType('CarbonEntryFilterInput', {
  description: 'The green table’s filter (000 §3, saved filter type green table); -2 or absent: any.',
  fields: (t) => ({
    co2Type: t.int({ required: false }),
    department: t.int({ required: false }),
    personId: t.int({ required: false }),
    supplierId: t.int({ required: false }),
    status: t.string({ required: false }),
    source: t.string({ required: false }),
    isEstimate: t.boolean({ required: false }),
    startDate: t.string({ required: false, ...DATE_INPUT }),
    endDate: t.string({ required: false, ...DATE_INPUT }),
    keyWord: t.string({ required: false }),
    templateId: t.int({ required: false, description: 'Entries created from this carbon template.' }),
    reviewStatus: t.intList({
      required: false,
      description: 'Review states: 0 not verified, 1 verified (green.constants REVIEW_STATUSES); empty: any.',
    }),
    forForecastReportOnly: t.boolean({
      required: false,
      description:
        'Only what counts in the forecast but not in actuals: validated PO lines not fully invoiced (issue 16).',
    }),
  }),
});
