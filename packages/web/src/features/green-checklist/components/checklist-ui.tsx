import { Group, Progress, Text } from '@mantine/core';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';

export type ChecklistTexts = (n: number, en: string, params?: Record<string, string | number>) => string;

/** Every text of the checklist screens (form 'green-checklist'), `{name}` placeholders filled. */
export function useChecklistTexts(): ChecklistTexts {
  const t = useForm('green-checklist');
  return (n, en, params = {}) =>
    t(n, en).replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Who answers and attaches evidence (green-checklist.policy): administrators, production, canAccessGreenReporting. */
export function useCanAnswer(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canAccessGreenReporting === true;
}

export const percentOf = (score: number, max: number) => (max > 0 ? Math.round((score / max) * 100) : 0);

/** A score as text and as a bar, with the answered progress under it. */
export function ScoreBar({
  label,
  score,
  maxScore,
  answered,
  questions,
}: {
  label: string;
  score: number;
  maxScore: number;
  answered: number;
  questions: number;
}) {
  const t = useChecklistTexts();
  const points = t(40, '{score} of {max} points', { score, max: maxScore });
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {points}
        </Text>
        <Text size="sm" c="dimmed">
          {t(4, '{answered} of {questions} questions answered', { answered, questions })}
        </Text>
      </Group>
      <Progress
        value={percentOf(score, maxScore)}
        color="teal"
        size="lg"
        aria-label={`${label}: ${points}`}
        mt={4}
      />
    </div>
  );
}
