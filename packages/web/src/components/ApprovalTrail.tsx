import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormat } from '../lib/format';
import { useForm } from '../lib/i18n';
import type { ApprovalTrailFieldsFragment } from './fragments/approval-trail-fields.generated';

/** A document's approval trail, as the ApprovalTrailFields fragment selects it (fragments/approval-trail-fields.graphql). */
export type ApprovalTrailData = ApprovalTrailFieldsFragment;
export type ApprovalStepData = ApprovalTrailData['steps'][number];

const REFUSED_AT: Record<number, number> = { 1: 4, 2: 16 };

/**
 * Who decides each level of a document and who did, when (000 §3: validator and time per level; issue 12 items 5
 * and 20). Nobody decides their own document: a level only its author holds is skipped, and a document nobody else
 * can decide says so.
 */
export function ApprovalTrail({
  trail,
  status,
  levelNames,
  viewerIsAuthor = false,
}: {
  trail: ApprovalTrailData;
  /** The document's status code (001 §4), to tell a validation from a refusal. */
  status: number;
  /** 'Level A', 'Level B' for purchase orders; level 1 and 2 otherwise. */
  levelNames?: [string, string];
  viewerIsAuthor?: boolean;
}) {
  const t = useForm('approvals');
  const format = useFormat();
  const names = levelNames ?? [t(26, 'Level 1'), t(27, 'Level 2')];
  const stepText = (step: ApprovalStepData) => {
    if (step.decidedByName && step.decidedAt) {
      const values = (text: string) =>
        text.replace('{name}', step.decidedByName!).replace('{date}', format.dateTime(step.decidedAt!));
      return REFUSED_AT[step.level] === status
        ? values(t(6, 'Refused by {name}, {date}'))
        : values(t(5, 'Validated by {name}, {date}'));
    }
    if (trail.nextLevel === step.level)
      return t(7, 'Waiting for {names}').replace('{names}', step.validators.join(', '));
    if (step.validators.length === 0 && step.authorHoldsLevel)
      return t(8, 'Skipped: only the author validates at this level.');
    if (step.validators.length === 0) return t(11, 'No validator at this level.');
    return step.validators.join(', ');
  };
  return (
    <Paper withBorder p="md" data-approval-trail>
      <Stack gap="xs">
        <Text fw={700} component="h3" size="md" m={0}>
          {t(4, 'Approval')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {trail.steps.map((step) => (
            <div key={step.level} data-approval-level={step.level}>
              <Text size="xs" c="dimmed">
                {names[step.level - 1]}
              </Text>
              <Text size="sm">{stepText(step)}</Text>
              {step.authorHoldsLevel && step.validators.length > 0 && !step.decidedByName && (
                <Text size="xs" c="dimmed">
                  {t(10, 'The author validates at this level too, but never their own document.')}
                </Text>
              )}
            </div>
          ))}
        </SimpleGrid>
        {viewerIsAuthor && trail.nextLevel !== null && (
          <Alert color="blue" variant="light" data-own-document>
            {t(13, 'This is your own document: another validator decides it.')}
          </Alert>
        )}
        {trail.hasNoValidator && (
          <Alert color="orange" variant="light" data-no-validator>
            {t(
              12,
              'Nobody but its author validates at the level this document needs: ask production to name another validator.',
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
