import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import { useForm } from '../lib/i18n';

/** The named carbon categories of 001 §9 in the green table's words (form 'green-table'). */
const CATEGORY_TEXTS: Record<string, [number, string]> = {
  location: [13, 'Location'],
  accommodation: [14, 'Accommodation'],
  generatorEnergy: [15, 'Generator energy'],
  transportation: [16, 'Transportation'],
  waste: [17, 'Waste'],
  meal: [18, 'Meals'],
};

/**
 * A carbon category's label wherever a screen names one (carbon budget, action plans, production, ...): its
 * name when the spec gives one, else 'Other category n'. One copy, in a file of its own (one form per file).
 */
export function useCarbonCategoryLabel(): (code: number) => string {
  const t = useForm('green-table');
  return (code) => {
    const pair = CATEGORY_TEXTS[carbonCategoryName(code) ?? ''];
    return pair ? t(pair[0], pair[1]) : t(19, 'Other category {n}').replace('{n}', String(code));
  };
}
