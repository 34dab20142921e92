import { Card, Text } from '@mantine/core';
import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import type { ReactNode } from 'react';
import { useForm } from '../../../lib/i18n';

export type ProductionTexts = (n: number, en: string) => string;

/** Every text of the production, prerequisites and final report screens (form 'green-production'). */
export const useProductionTexts = (): ProductionTexts => useForm('green-production');

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));

/** Category names as the green table says them (form 'green-table'). */
const CATEGORY_TEXTS: Record<string, [number, string]> = {
  location: [13, 'Location'],
  accommodation: [14, 'Accommodation'],
  generatorEnergy: [15, 'Generator energy'],
  transportation: [16, 'Transportation'],
  waste: [17, 'Waste'],
  meal: [18, 'Meals'],
};
export function useCategoryLabel() {
  const t = useForm('green-table');
  return (code: number) => {
    const pair = CATEGORY_TEXTS[carbonCategoryName(code) ?? ''];
    return pair ? t(pair[0], pair[1]) : fill(t(19, 'Other category {n}'), { n: code });
  };
}

/** A labelled figure on a card. */
export function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
      {children}
    </Card>
  );
}
