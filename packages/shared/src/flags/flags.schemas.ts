import { z } from 'zod';
import { FLAG_FIELD_TYPES, FLAG_TYPE_VALUES } from '../projects/flags.constants';
import { isHexColor } from '../validation/colors';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';

const flagBoolean = z
  .boolean({ error: 'invalid' })
  .nullish()
  .transform((value) => value ?? false);
const integer = (min: number, max: number) =>
  z
    .number({ error: 'invalid' })
    .int('notInteger')
    .min(min, 'outOfRange')
    .max(max, 'outOfRange')
    .nullish()
    .transform((value) => value ?? 0);
/** A decimal as text ("0.21", "35.00"), or absent for 0. */
const decimal = z
  .union([z.string({ error: 'invalid' }), z.number({ error: 'invalid' })])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? '0' : String(value).trim()))
  .refine((value) => /^-?\d{1,12}(\.\d{1,6})?$/.test(value), 'invalid');

/** AddUpdProjectFlag's ProjectFlagInput (001 §3.12). */
export const projectFlagSchema = z.object(
  {
    name: z.string(typeError).trim().min(1, 'required').max(100, 'tooLong'),
    type: z
      .number(typeError)
      .int('notInteger')
      .refine((value) => (FLAG_TYPE_VALUES as readonly number[]).includes(value), 'outOfRange'),
    flagId: integer(0, 2_000_000_000),
    short: optionalText(20),
    description: optionalText(500),
    greenFlag: flagBoolean,
    mandatoryFlag: flagBoolean,
    customExportName: optionalText(100),
  },
  { error: 'invalid' },
);
export type ProjectFlagInput = z.infer<typeof projectFlagSchema>;

/** AddUpdProjectFlagItem's ProjectFlagItemInput (001 §3.12, 000 §3). */
export const projectFlagItemSchema = z
  .object(
    {
      flagId: z.number(typeError).int('notInteger').min(1, 'invalidId'),
      name: z.string(typeError).trim().min(1, 'required').max(100, 'tooLong'),
      value: integer(-2_000_000_000, 2_000_000_000),
      short: optionalText(20),
      factor: decimal,
      amount: decimal,
      allowanceRate: decimal,
      payCode: optionalText(40),
      /** 001 §5: 3 or 6 hex digits, else 'Invalid HEX color.'; empty means none. */
      color: optionalText(7).refine((value) => value === '' || isHexColor(value), 'invalidHexColor'),
      bookmark: flagBoolean,
      category: z.number({ error: 'invalid' }).int('notInteger').min(1, 'invalidId').nullish(),
      costCenter: optionalText(40),
      digitalSubmission: flagBoolean,
      disabled: flagBoolean,
      forScreen: integer(0, 1000),
      fieldType: integer(0, 2).refine(
        (value) => (Object.values(FLAG_FIELD_TYPES) as number[]).includes(value),
        'outOfRange',
      ),
      defaultValue: optionalText(200),
      jsFormula: optionalText(2000),
      type: integer(0, 1000),
    },
    { error: 'invalid' },
  )
  .superRefine((item, context) => {
    // The default value must fit the field type: text 0, integer 1, float 2.
    const fits =
      item.defaultValue === '' ||
      item.fieldType === FLAG_FIELD_TYPES.text ||
      (item.fieldType === FLAG_FIELD_TYPES.integer && /^-?\d+$/.test(item.defaultValue)) ||
      (item.fieldType === FLAG_FIELD_TYPES.float && /^-?\d+([.,]\d+)?$/.test(item.defaultValue));
    if (!fits)
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: item.fieldType === FLAG_FIELD_TYPES.integer ? 'notInteger' : 'invalid',
      });
  });
export type ProjectFlagItemInput = z.infer<typeof projectFlagItemSchema>;

/** One link of AddUpdProjectFlagEntity: a flag item set on an entity, with its value and factor. */
export const flagEntityLinkSchema = z.object(
  {
    flagId: z.number(typeError).int('notInteger').min(1, 'invalidId'),
    value: optionalText(200),
    factor: decimal,
  },
  { error: 'invalid' },
);
