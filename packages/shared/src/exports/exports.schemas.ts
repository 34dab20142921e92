import { z } from 'zod';
import { typeError } from '../validation/keys';
import { EXPORT_FORMATS, EXPORT_NAMES } from './exports.constants';

/** Separators a custom export may use (001 §9 'custom'). */
export const EXPORT_SEPARATORS = [',', ';', '\t', '|'] as const;
export type ExportSeparator = (typeof EXPORT_SEPARATORS)[number];

/** A custom file name: no path or reserved characters, so it is safe in Content-Disposition and on disk. */
const isSafeFileName = (name: string) =>
  !/[\\/:*?"<>|]/.test(name) && [...name].every((c) => c.charCodeAt(0) >= 32);

/** The body of POST /files/exports; a custom export needs its columns. */
export const exportRequestSchema = z
  .object({
    name: z.enum(EXPORT_NAMES, typeError),
    format: z.enum(EXPORT_FORMATS, typeError),
    customName: z
      .string({ error: 'invalid' })
      .trim()
      .max(100, 'tooLong')
      .refine(isSafeFileName, 'invalid')
      .nullish()
      .transform((v) => v || null),
    filter: z
      .record(z.string(), z.unknown(), { error: 'invalid' })
      .nullish()
      .transform((v) => v ?? {}),
    columns: z
      .array(z.string({ error: 'invalid' }).min(1, 'required').max(60, 'tooLong'), { error: 'invalid' })
      .max(60, 'tooLong')
      .nullish()
      .transform((v) => v ?? null),
    separator: z
      .enum(EXPORT_SEPARATORS, { error: 'invalid' })
      .nullish()
      .transform((v) => v ?? ','),
  })
  .superRefine((value, ctx) => {
    if (value.format === 'custom' && !value.columns?.length)
      ctx.addIssue({ code: 'custom', path: ['columns'], message: 'required' });
  });
export type ExportRequest = z.output<typeof exportRequestSchema>;
export type ExportRequestInput = z.input<typeof exportRequestSchema>;
