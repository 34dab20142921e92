import { z } from 'zod';
import { typeError } from '../validation/keys';
import { dateField } from '../validation/schema-fields';
import { GREEN_TABLE_MAX_PAGE_SIZE, GREEN_TABLE_PAGE_SIZE } from './green.constants';

/** The two calculator reports made from the one ledger (issue 16). */
export const GREEN_REPORT_KINDS = ['carbonClap', 'pear'] as const;
export type GreenReportKind = (typeof GREEN_REPORT_KINDS)[number];

/** A report's scope: an optional period on the entries' day, and whether pending entries count. */
export const greenReportScopeSchema = z
  .object({
    from: dateField.nullish().transform((v) => v ?? null),
    to: dateField.nullish().transform((v) => v ?? null),
    includePending: z
      .boolean(typeError)
      .nullish()
      .transform((v) => v ?? false),
  })
  .superRefine((value, ctx) => {
    if (value.from !== null && value.to !== null && value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateOrder' });
  });
export type GreenReportScopeInput = z.input<typeof greenReportScopeSchema>;
export type GreenReportScope = z.output<typeof greenReportScopeSchema>;

/** A page of a report line's entries: 20 by default, at most 100 (as the green table). */
export const greenReportPageSchema = z.object({
  offset: z
    .number(typeError)
    .int('notInteger')
    .min(0, 'outOfRange')
    .max(10_000_000, 'outOfRange')
    .nullish()
    .transform((v) => v ?? 0),
  size: z
    .number(typeError)
    .int('notInteger')
    .min(1, 'outOfRange')
    .max(GREEN_TABLE_MAX_PAGE_SIZE, 'outOfRange')
    .nullish()
    .transform((v) => v ?? GREEN_TABLE_PAGE_SIZE),
  /** A report line's key, or a left-out group's ('category:4', a reason). */
  line: z.string(typeError).trim().min(1, 'required').max(60, 'tooLong'),
});
