/** Document codes of 001 §4 and upload types of 001 §5. */

/** The first five are the base set; 5 to 7 are the extended set. */
export const DOCUMENT_STATUS = {
  notPublished: 0,
  notReceived: 1,
  receivedNotRead: 2,
  read: 3,
  signed: 4,
  validated: 5,
  sent: 6,
  refused: 7,
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

export const DELIVERY_STATUS = {
  notSent: 0,
  notApplicable: 1,
  processing: 2,
  confirmed: 3,
  failed: 4,
} as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];

export const DOCUMENT_VALIDATION_STEPS = [0, 1, 2, 3, 4] as const;

export const ADDITIONAL_DOCUMENT_TYPES = { invoice: 0, po: 1, quote: 2, other: 3 } as const;
export type AdditionalDocumentType =
  (typeof ADDITIONAL_DOCUMENT_TYPES)[keyof typeof ADDITIONAL_DOCUMENT_TYPES];

export const UPLOAD_TYPES = ['pdf', 'doc', 'docx'] as const;
export const UPLOAD_TYPES_WIDE = [...UPLOAD_TYPES, 'xls', 'xlsx', 'md', 'txt'] as const;
