import { z } from 'zod';
import { isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';

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
/** A unit price: 0 or more, up to 4 decimals. */
const PRICE = /^\d{1,12}([.,]\d{1,4})?$/;
const priceField = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => (v ? v.replace(',', '.') : null))
  .refine((v) => v === null || PRICE.test(v), 'notPositive');
/** A line's unit price: above 0 (issue 12 item 15), read exactly. */
const linePriceField = priceField.refine((v) => v === null || /[1-9]/.test(v), 'notPositive');
/** A quantity above 0, up to 3 decimals. */
const quantityField = z
  .string(typeError)
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => /^\d{1,9}([.]\d{1,3})?$/.test(v) && Number(v) > 0, 'notPositive');

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
      quantity: quantityField,
      unitPriceVatExcluded: linePriceField,
      unitPriceVatIncluded: linePriceField,
      vatFlagItemId: optionalInt,
      categoryId: optionalInt,
      currency: z
        .number(typeError)
        .int('notInteger')
        .min(0, 'outOfRange')
        .nullish()
        .transform((v) => v ?? 0),
    },
    { error: 'invalid' },
  )
  .superRefine((item, ctx) => {
    if (item.unitPriceVatExcluded === null && item.unitPriceVatIncluded === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['unitPriceVatExcluded'] });
  });
export type PoItemInput = z.infer<typeof poItemSchema>;

/** ComputePoItemPrice's PriceDetail: unitVat is the VAT rate in percent. */
export const priceDetailSchema = z
  .object(
    {
      unitPriceVatExcluded: priceField,
      unitPriceVatIncluded: priceField,
      unitVat: z
        .string(typeError)
        .trim()
        .transform((v) => v.replace(',', '.'))
        .refine((v) => /^\d{1,3}([.]\d{1,3})?$/.test(v) && Number(v) <= 100, 'outOfRange'),
      quantity: quantityField,
      category: optionalInt,
      department: optionalInt,
      priceTotal: priceField,
    },
    { error: 'invalid' },
  )
  .superRefine((detail, ctx) => {
    if (detail.unitPriceVatExcluded === null && detail.unitPriceVatIncluded === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['unitPriceVatExcluded'] });
  });
