import { hasControlCharacter } from '@setledger/shared/validation/fields';
import { z } from 'zod';

/** Filter fields as the list queries take them (null or absent means "any"). */
export const anyInt = z.number({ error: 'notInteger' }).int('notInteger').nullish();
export const anyInts = z
  .array(z.number({ error: 'notInteger' }).int('notInteger'), { error: 'invalid' })
  .nullish();
export const anyBoolean = z.boolean({ error: 'invalid' }).nullish();
export const anyText = z
  .string({ error: 'invalid' })
  .max(200, 'tooLong')
  .refine((text) => !hasControlCharacter(text), 'controlCharacter')
  .nullish();
