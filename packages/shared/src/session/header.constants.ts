/** The twelve header notification counts of 001 §3.5, in display order. */
export const HEADER_COUNTS = [
  'numDocToRead',
  'numDocToSign',
  'numAccToRead',
  'numTsToValidate',
  'numPoToValidate',
  'numExpToValidate',
  'numTsRefused',
  'numExpRefused',
  'numPoRefused',
  'numExpItemRefused',
  'numInvoiceRefused',
  'numInvoiceToValidate',
] as const;
export type HeaderCount = (typeof HEADER_COUNTS)[number];
/** 001 §7.1: these join the total only when the project uses expense invoices. */
export const INVOICE_HEADER_COUNTS: readonly HeaderCount[] = ['numInvoiceRefused', 'numInvoiceToValidate'];
/** GetHeaderData's argument for a count: the count's name with a capital (NumExpToValidate). */
export const headerCountArgument = (count: HeaderCount): string => count[0]!.toUpperCase() + count.slice(1);
