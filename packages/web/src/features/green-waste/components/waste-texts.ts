import type { WasteScreenKind } from '@setledger/shared/green/green-waste';

/** The kinds' names (form 'green-waste'). */
export const KIND_TEXTS: Record<WasteScreenKind, [number, string]> = {
  cardboard: [20, 'Cardboard'],
  paper: [21, 'Paper'],
  plastic: [22, 'Plastic'],
  food: [23, 'Food'],
  general: [24, 'General waste'],
  paint: [25, 'Paint and special waste'],
  wood: [26, 'Wood'],
  steel: [27, 'Steel'],
  glass: [28, 'Glass'],
  plasticDestruction: [29, 'Plastic destruction'],
};

/** Unit symbols as the screens write them. */
export const UNIT_SYMBOLS: Record<string, string> = { kg: 'kg', tonne: 't', litre: 'l', m3: 'm3' };
