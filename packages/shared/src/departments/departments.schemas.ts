import { z } from 'zod';
import { typeError } from '../validation/keys';

export const DEPARTMENT_NAME_MAX = 100;
export const COST_CENTER_MAX = 40;
export const PREFIX_MAX = 10;
export const SHORT_CODE_MAX = 10;

const requiredName = z.string(typeError).trim().min(1, 'required').max(DEPARTMENT_NAME_MAX, 'tooLong');
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value ?? undefined);
const optionalId = z
  .number({ error: 'invalid' })
  .int('notInteger')
  .min(0, 'invalidId')
  .nullish()
  .transform((value) => (value ? value : null));

/** UpdDepartment (000 §7); 000 §5: the department name is required on update. */
export const departmentUpdateSchema = z.object(
  {
    DepartmentName: requiredName,
    NewCostCenter: optionalText(COST_CENTER_MAX),
    Prefix: optionalText(PREFIX_MAX),
    /** 0 or null removes the category. */
    CategoryId: optionalId,
  },
  { error: 'invalid' },
);
export type DepartmentUpdateInput = z.infer<typeof departmentUpdateSchema>;

/** UpdFunction (000 §7); 000 §5: the function name is required on update. */
export const functionUpdateSchema = z.object(
  {
    FunctionName: requiredName,
    NewCostCenter: optionalText(COST_CENTER_MAX),
    ShortCode: optionalText(SHORT_CODE_MAX),
    Prefix: optionalText(PREFIX_MAX),
    CategoryId: optionalId,
  },
  { error: 'invalid' },
);
export type FunctionUpdateInput = z.infer<typeof functionUpdateSchema>;

/** A budget category with its cost centre, optionally linked to one department or one function. */
export const categorySchema = z
  .object(
    {
      name: requiredName,
      costCenter: z.string({ error: 'invalid' }).trim().max(COST_CENTER_MAX, 'tooLong').default(''),
      /** Department number (value) the category is linked to, or null. */
      departmentNumber: z.number({ error: 'invalid' }).int('notInteger').min(1, 'invalid').nullish(),
      /** Function id the category is linked to, or null. */
      functionId: z.number({ error: 'invalid' }).int('notInteger').min(1, 'invalidId').nullish(),
    },
    { error: 'invalid' },
  )
  .refine((value) => !(value.departmentNumber && value.functionId), {
    message: 'invalid',
    path: ['functionId'],
  });
export type CategoryInput = z.infer<typeof categorySchema>;

/** SaveFunctionOrder: the function values of one department in the user's order, each once. */
export const functionOrderSchema = z.object(
  {
    DepartmentNumber: z.number(typeError).int('notInteger').min(1, 'invalid'),
    Values: z
      .array(z.number({ error: 'invalid' }).int('notInteger').min(1, 'invalid'), { error: 'invalid' })
      .max(500, 'tooLong')
      .refine((values) => new Set(values).size === values.length, 'duplicate'),
  },
  { error: 'invalid' },
);
