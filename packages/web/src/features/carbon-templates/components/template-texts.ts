import { carbonCategoryName } from '@setledger/shared/green/green.constants';

type Texts = (n: number, en: string) => string;

const CATEGORY_TEXTS: Record<string, [number, string]> = {
  location: [40, 'Location'],
  accommodation: [41, 'Accommodation'],
  generatorEnergy: [42, 'Generator energy'],
  transportation: [43, 'Transportation'],
  waste: [44, 'Waste'],
  meal: [45, 'Meals'],
};

/** A carbon category's name (001 §9): the six the spec names, the others by number (form 'green-templates'). */
export function categoryName(t: Texts, code: number): string {
  const named = CATEGORY_TEXTS[carbonCategoryName(code) ?? ''];
  return named ? t(...named) : t(46, 'Other category {n}').replace('{n}', String(code));
}

export const PHASE_TEXTS: [number, string][] = [
  [47, 'Pre-production'],
  [48, 'Shooting'],
  [49, 'Post-production'],
];
