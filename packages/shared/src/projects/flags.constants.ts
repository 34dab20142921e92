/**
 * Project flag groups of 001 §3.12 (the flag's `type`). Tax options use the `taxe` group; 000 §5: only
 * flag groups with flagId 0 and at least one item, and only non-disabled items.
 */
export const FLAG_TYPES = {
  taxe: 0,
  custom: 1,
  customFields: 2,
  customAllowances: 3,
  customPerDiem: 4,
} as const;
export type FlagType = (typeof FLAG_TYPES)[keyof typeof FLAG_TYPES];
export const FLAG_TYPE_VALUES: readonly FlagType[] = Object.values(FLAG_TYPES);

/** A custom field's value type (fieldType). */
export const FLAG_FIELD_TYPES = { text: 0, integer: 1, float: 2 } as const;
export type FlagFieldType = (typeof FLAG_FIELD_TYPES)[keyof typeof FLAG_FIELD_TYPES];

/** Entity types a flag item can be linked to (AddUpdProjectFlagEntity EntityType). */
export const FLAG_ENTITY_TYPES = {
  expenseItem: 0,
  poItem: 1,
  user: 2,
  department: 3,
  function: 4,
  supplier: 5,
} as const;
export type FlagEntityType = (typeof FLAG_ENTITY_TYPES)[keyof typeof FLAG_ENTITY_TYPES];
