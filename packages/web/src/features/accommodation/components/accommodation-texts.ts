import type { AccommodationKind } from '@setledger/shared/logistics/logistics.constants';

/** Kinds of accommodation in form 'accommodation'. */
export const KIND_TEXTS: Record<AccommodationKind, [number, string]> = {
  hotel: [40, 'Hotel'],
  flat: [41, 'Flat'],
  house: [42, 'House'],
  guestHouse: [43, 'Guest house'],
  other: [44, 'Other'],
};

export const kindLabel = (t: (n: number, en: string) => string, kind: string) => {
  const text = KIND_TEXTS[kind as AccommodationKind];
  return text ? t(text[0], text[1]) : kind;
};
