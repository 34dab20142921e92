// TEMPORARY: stands in for the shared package's rules until they land; replaced by @setledger/shared imports.
import { z } from 'zod';

const TAGS = ['en', 'fr', 'de', 'it', 'nl', 'en', 'pt-br', 'sk'] as const;
export const languageCodeToTag = (code: number) => TAGS[code] ?? 'en';
const SYMBOLS = ['€', '$', 'CHF', '£', 'NZ$', 'kr', 'kr', '₪', 'CA$'];
export const currencySymbol = (index: number) => SYMBOLS[index] ?? SYMBOLS[0]!;
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().email('invalidEmail'),
  password: z.string().min(1, 'required').max(200, 'tooLong'),
});
export const passwordChangeSchema = z
  .object({
    OldPassword: z.string().min(1, 'required'),
    NewPassword: z.string().min(8, 'tooShort').max(200, 'tooLong'),
  })
  .refine((v) => v.OldPassword !== v.NewPassword, { message: 'mustDiffer', path: ['NewPassword'] });
export const profileSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  firstName: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  phone: z.string().trim().max(40, 'tooLong').nullish(),
  appLanguage: z.number().int().min(0).max(7),
});
