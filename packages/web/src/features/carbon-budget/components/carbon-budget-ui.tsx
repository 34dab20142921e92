import { useForm } from '../../../lib/i18n';

export type CarbonBudgetTexts = (n: number, en: string) => string;

/** Every text of the carbon budget (form 'carbon-budget'). */
export const useCarbonBudgetTexts = (): CarbonBudgetTexts => useForm('carbon-budget');
export { useCarbonCategoryLabel as useCategoryLabel } from '../../../components/carbon-category-label';
