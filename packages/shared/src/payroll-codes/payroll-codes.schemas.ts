import { z } from 'zod';
import { typeError } from '../validation/keys';

/** AddUpdPayCode's PayCode (001 §3.8, §7.6): a code (unique in the license, any case) and a description. */
export const payCodeSchema = z.object(
  {
    code: z.string(typeError).trim().min(1, 'required').max(40, 'tooLong'),
    description: z
      .string({ error: 'invalid' })
      .trim()
      .max(200, 'tooLong')
      .nullish()
      .transform((value) => value ?? ''),
  },
  { error: 'invalid' },
);
export type PayCodeInput = z.infer<typeof payCodeSchema>;

/** 001 §5: the payroll code list is sorted case-insensitively by code. */
export const comparePayCodes = (a: { code: string }, b: { code: string }): number =>
  a.code.localeCompare(b.code, 'en', { sensitivity: 'base', numeric: true });
