import { z } from 'zod';
import { carbonMeasureFields, refineCarbonMeasure } from '../green/carbon-measure.schema';
import {
  type DecimalRule,
  decimalProblem,
  optionalDecimal,
  requiredDecimal,
} from '../validation/decimal-fields';
import { isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import { computePoPrice, poPriceFits } from './po-price';

const optionalInt = z
  .number(typeError)
  .int('notInteger')
  .nullish()
  .transform((v) => v ?? null);
const optionalDate = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');
/** A unit price: 0 or more, up to 4 decimals, 12 digits before the point as stored. */
export const PO_PRICE_RULE: DecimalRule = { integerDigits: 12, decimals: 4, min: 'zero' };
/** A quantity: above 0, up to 3 decimals and 9 digits before the point. */
export const PO_QUANTITY_RULE: DecimalRule = { integerDigits: 9, decimals: 3, min: 'positive' };
export const poPriceField = optionalDecimal(PO_PRICE_RULE);
/** A PO line's unit price: above 0 (issue 12 item 15). */
export const PO_LINE_PRICE_RULE: DecimalRule = { ...PO_PRICE_RULE, min: 'positive' };
export const poLinePriceField = optionalDecimal(PO_LINE_PRICE_RULE);
export const poQuantityField = requiredDecimal(PO_QUANTITY_RULE);

/** The unit price a line was typed with: excluding VAT when given, else including it. */
export const priceFieldOf = (item: { unitPriceVatExcluded: string | null }) =>
  item.unitPriceVatExcluded === null ? 'unitPriceVatIncluded' : 'unitPriceVatExcluded';

const isWellFormed = (item: PoItemPrices) =>
  decimalProblem(item.quantity, PO_QUANTITY_RULE) === null &&
  [item.unitPriceVatExcluded, item.unitPriceVatIncluded].every(
    (price) => price === null || decimalProblem(price, PO_PRICE_RULE) === null,
  );
type PoItemPrices = {
  quantity: string;
  unitPriceVatExcluded: string | null;
  unitPriceVatIncluded: string | null;
};

/** A purchase order's own fields (000 §3), for its create and update. */
export const purchaseOrderSchema = z
  .object(
    {
      description: z.string(typeError).trim().min(1, 'required').max(500, 'tooLong'),
      departmentNumber: optionalInt,
      functionNumber: optionalInt,
      supplierId: optionalInt,
      requestDate: dateField,
      deliveryDate: optionalDate,
      deliveryAddress: optionalText(500),
      invoicedToProduction: z
        .boolean(typeError)
        .nullish()
        .transform((v) => v ?? false),
      notDetailed: z
        .boolean(typeError)
        .nullish()
        .transform((v) => v ?? false),
      information: optionalText(4000),
      currency: z
        .number(typeError)
        .int('notInteger')
        .min(0, 'outOfRange')
        .nullish()
        .transform((v) => v ?? 0),
    },
    { error: 'invalid' },
  )
  .superRefine((po, ctx) => {
    if (po.deliveryDate && po.deliveryDate < po.requestDate)
      ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['deliveryDate'] });
  });
export type PurchaseOrderInput = z.infer<typeof purchaseOrderSchema>;

/** AddPoItem's AddedPoItem and UpdatePoItem's UpdatedPoItem: a unit price with or without VAT. */
export const poItemSchema = z
  .object(
    {
      name: z.string(typeError).trim().min(1, 'required').max(200, 'tooLong'),
      description: optionalText(2000),
      quantity: poQuantityField,
      unitPriceVatExcluded: poLinePriceField,
      unitPriceVatIncluded: poLinePriceField,
      vatFlagItemId: optionalInt,
      categoryId: optionalInt,
      currency: z
        .number(typeError)
        .int('notInteger')
        .min(0, 'outOfRange')
        .nullish()
        .transform((v) => v ?? 0),
      ...carbonMeasureFields,
    },
    { error: 'invalid' },
  )
  .superRefine((item, ctx) => {
    refineCarbonMeasure(item, ctx);
    if (item.unitPriceVatExcluded === null && item.unitPriceVatIncluded === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['unitPriceVatExcluded'] });
    // The line without VAT must fit the stored totals (once its figures are well formed); the server checks
    // again with the VAT rate.
    else if (isWellFormed(item) && !poPriceFits(computePoPrice({ ...item, unitVat: '0' })))
      ctx.addIssue({ code: 'custom', message: 'outOfRange', path: [priceFieldOf(item)] });
  });
export type PoItemInput = z.infer<typeof poItemSchema>;

/** ComputePoItemPrice's PriceDetail: unitVat is the VAT rate in percent. */
export const priceDetailSchema = z
  .object(
    {
      unitPriceVatExcluded: poPriceField,
      unitPriceVatIncluded: poPriceField,
      unitVat: z
        .string(typeError)
        .trim()
        .transform((v) => v.replace(',', '.'))
        .refine((v) => /^\d{1,3}([.]\d{1,3})?$/.test(v) && Number(v) <= 100, 'outOfRange'),
      quantity: poQuantityField,
      category: optionalInt,
      department: optionalInt,
      priceTotal: poPriceField,
    },
    { error: 'invalid' },
  )
  .superRefine((detail, ctx) => {
    if (detail.unitPriceVatExcluded === null && detail.unitPriceVatIncluded === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['unitPriceVatExcluded'] });
  });
