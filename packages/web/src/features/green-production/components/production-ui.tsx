import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '../../../lib/i18n';

export type ProductionTexts = (n: number, en: string) => string;

/** Every text of the production, prerequisites and final report screens (form 'green-production'). */
export const useProductionTexts = (): ProductionTexts => useForm('green-production');

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));

export { useCarbonCategoryLabel as useCategoryLabel } from '../../../components/carbon-category-label';

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
