/** Interface timings and limits of 001 §9 and 000 §9. */

/** Toasts hide after 3000 ms on success and 4000 ms otherwise; 4000 ms is also the default elsewhere (001 §2.4). */
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_DEFAULT_MS = 4000;
export const toastDelay = (variant: string): number =>
  variant === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS;

export const CARD_LIST_FILL_MS = 250;
export const ROW_BLINK_MS = 1500;
export const STATUS_LOOKUP_DELAY_MS = 150;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
/** The persisted store retries a lost connection with a delay of up to 3000 ms. */
export const STORE_RETRY_MAX_MS = 3000;

export const COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const CHROME_SUGGESTION_COOKIE_DAYS = 2;
/** 'last seen' and 'more than days' labels use 14 days (001 §2.4). */
export const LAST_SEEN_DAYS = 14;

export const TEXT_TRUNCATION_LENGTH = 100;
export const SELECT_LABEL_CUT = 15;
export const TRUNCATION_SUFFIX = '...';
export const RANDOM_ID_SUFFIX_LENGTH = 10;
export const DECIMALS = 2;

/** Responsive mode at this width or less (001 §2.4, 000 §2). */
export const RESPONSIVE_WIDTH = 768;

export const PLATFORMS = ['web', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The reference front end the spec describes (001 §3.15, §9); not this product's own version (see version.ts). */
export const FRONT_END_REFERENCE_VERSION = '1.574.17';
