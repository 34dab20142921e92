import { CARBON_CATEGORIES, PRODUCTION_PHASES } from '@setledger/shared/green/green.constants';
import { useMonthLabel } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { GreenBreakdown } from '../api/green-dashboard.api';

/** The six carbon categories the spec names (001 §9), by their code name; the others read 'Category n'. */
const CATEGORY_TEXTS: Record<string, readonly [number, string]> = {
  location: [31, 'Location'],
  accommodation: [4, 'Accommodation'],
  generatorEnergy: [33, 'Generator energy'],
  transportation: [34, 'Transportation'],
  waste: [8, 'Waste'],
  meal: [36, 'Meals'],
};
const PHASE_TEXTS: Record<number, readonly [number, string]> = {
  [PRODUCTION_PHASES.preProduction]: [38, 'Pre-production'],
  [PRODUCTION_PHASES.shooting]: [39, 'Shooting'],
  [PRODUCTION_PHASES.postProduction]: [40, 'Post-production'],
};

export type BreakdownKind = 'category' | 'department' | 'phase' | 'month';

/** The name a breakdown row reads under, in the reader's language; a row without a key is 'Not set'. */
export function useBreakdownLabel(): (kind: BreakdownKind, row: GreenBreakdown) => string {
  const t = useForm('green-dashboard');
  const month = useMonthLabel();
  const text = ([n, en]: readonly [number, string]) => t(n, en);
  return (kind, row) => {
    if (row.key === null) return t(25, 'Not set');
    if (kind === 'category') {
      const name = CARBON_CATEGORIES[Number(row.key)]?.name ?? row.name;
      const known = CATEGORY_TEXTS[name];
      return known ? text(known) : `${t(26, 'Category')} ${row.key}`;
    }
    if (kind === 'phase') {
      const known = PHASE_TEXTS[Number(row.key)];
      return known ? text(known) : row.key;
    }
    if (kind === 'department') return row.name || row.key;
    return month(row.key);
  };
}
