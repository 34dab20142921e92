import { Group, Progress, Text } from '@mantine/core';
import type { ActionPlan } from '../api/green-actions.api';
import { fill, useActionTexts } from './action-ui';

/** Done actions out of those still meant to be done (cancelled ones leave the count). */
export function PlanProgress({
  counts,
  label,
}: {
  counts: NonNullable<ActionPlan['counts']>;
  label: string;
}) {
  const t = useActionTexts();
  const meant = counts.total - counts.cancelled;
  const value = meant === 0 ? 0 : Math.round((counts.done / meant) * 100);
  return (
    <div>
      <Progress value={value} color="green" aria-label={`${t(52, 'Progress')} ${label}`} size="md" />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {fill(t(17, '{done} of {total} actions done'), { done: counts.done, total: meant })}
        </Text>
      </Group>
    </div>
  );
}
