import type {
  CarbonRemovalKind,
  CarbonRemovalStatus,
} from '@setledger/shared/green/carbon-removals.constants';
import { useForm } from '../../../lib/i18n';

export type RemovalTexts = (n: number, en: string) => string;

/** Every text of the removal screens (form 'carbon-removal'). */
export const useRemovalTexts = (): RemovalTexts => useForm('carbon-removal');

export const KIND_TEXTS: Record<CarbonRemovalKind, [number, string]> = {
  removal: [17, 'Removal'],
  offset: [18, 'Offset'],
};
export const STATUS_TEXTS: Record<CarbonRemovalStatus, [number, string]> = {
  planned: [19, 'Planned'],
  purchased: [20, 'Purchased'],
  retired: [21, 'Retired'],
};
export const STATUS_COLORS: Record<string, string> = { planned: 'gray', purchased: 'blue', retired: 'green' };

export const labelOf = (t: RemovalTexts, table: Record<string, [number, string]>, key: string) => {
  const pair = table[key];
  return pair ? t(pair[0], pair[1]) : key;
};
