import { z } from 'zod';
import { isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';
import { FILTER_NONE, FILTER_RECORD_LIMIT, FILTER_TYPES } from './filters.constants';

/** A number of the filter: absent, null or -2 (000 §5) mean none. */
const filterValue = z
  .number(typeError)
  .int('notInteger')
  .nullish()
  .transform((v) => (v === undefined || v === null || v === FILTER_NONE ? null : v));
const filterDay = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');
const idList = z
  .array(z.number(typeError).int('notInteger'))
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/** AddUpdAdvancedGlobalFilter's Filter (000 §3): days as YYYY-MM-DD, paging with the defaults of 000 §5 and §9. */
export const advancedFilterSchema = z
  .object(
    {
      filterName: z.string(typeError).trim().min(1, 'required').max(100, 'tooLong'),
      filterType: z
        .number(typeError)
        .int('notInteger')
        .refine((v) => (Object.values(FILTER_TYPES) as number[]).includes(v), 'outOfRange'),
      isActive: z
        .boolean(typeError)
        .nullish()
        .transform((v) => v ?? false),
      city: optionalText(100),
      state: optionalText(100),
      country: optionalText(100),
      box: optionalText(20),
      zip: optionalText(20),
      category: filterValue,
      department: filterValue,
      userDepartment: filterValue,
      userFunction: filterValue,
      startDate: filterDay,
      endDate: filterDay,
      personId: filterValue,
      supplierId: filterValue,
      status: filterValue,
      type: filterValue,
      source: filterValue,
      co2Type: filterValue,
      keyWord: optionalText(200),
      templateId: filterValue,
      reviewStatus: idList,
      processed: filterValue,
      forForecastReportOnly: z
        .boolean(typeError)
        .nullish()
        .transform((v) => v ?? false),
      invoicedToProduction: filterValue,
      recordLimit: z
        .number(typeError)
        .int('notInteger')
        .min(1, 'outOfRange')
        .max(1000, 'outOfRange')
        .nullish()
        .transform((v) => v ?? FILTER_RECORD_LIMIT),
      recordOffSet: z
        .number(typeError)
        .int('notInteger')
        .min(0, 'outOfRange')
        .nullish()
        .transform((v) => v ?? 0),
      perPage: z
        .number(typeError)
        .int('notInteger')
        .min(1, 'outOfRange')
        .max(1000, 'outOfRange')
        .nullish()
        .transform((v) => v ?? 20),
      flagIds: idList,
    },
    { error: 'invalid' },
  )
  .superRefine((f, ctx) => {
    if (f.startDate && f.endDate && f.endDate < f.startDate)
      ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['endDate'] });
  });
export type AdvancedFilterInput = z.infer<typeof advancedFilterSchema>;
