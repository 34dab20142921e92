import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import { useForm } from '../../../lib/i18n';

/** The six named carbon categories of 001 §9, in the green screens' words (form 'green-table'). */
const NAMED: Record<string, [number, string]> = {
  location: [13, 'Location'],
  accommodation: [14, 'Accommodation'],
  generatorEnergy: [15, 'Generator energy'],
  transportation: [16, 'Transportation'],
  waste: [17, 'Waste'],
  meal: [18, 'Meals'],
};

/** A carbon category's label (the green table's words, form 'green-table': one form per file): its name when the spec gives one, else 'Other category n'. */
export function useCategoryLabel(): (code: number) => string {
  const green = useForm('green-table');
  return (code) => {
    const named = NAMED[carbonCategoryName(code) ?? ''];
    return named ? green(named[0], named[1]) : green(19, 'Other category {n}').replace('{n}', String(code));
  };
}
