/** A receipt may weigh up to 10 MB (a phone photo is 2–5 MB). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** Receipts per expense item (issue 12 item 9): a ticket and its card slip, or the pages of an invoice. */
export const RECEIPTS_PER_ITEM_MAX = 10;

/** What a receipt may be: a photo or a PDF. The server checks the content, the browser the declared type. */
export const RECEIPT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;

/** A project's files take at most 2 GB unless the server's PROJECT_STORAGE_QUOTA_MB says otherwise. */
export const DEFAULT_PROJECT_STORAGE_QUOTA_MB = 2048;
