import { Button, Checkbox, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { CHECKLIST_DOCUMENT_TYPES } from '@setledger/shared/green/checklist.catalogue';
import { IconLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, showToast } from '../../../components';
import { downloadFile } from '../../../lib/files';
import { useFormat } from '../../../lib/format';
import {
  addGreenChecklistDocument,
  addGreenChecklistEntries,
  type ChecklistEvidence,
  type ChecklistQuestion,
  checklistKeys,
  delGreenChecklistEvidence,
  entryCandidatesQuery,
} from '../api/green-checklist.api';
import { useChecklistTexts } from './checklist-ui';

/** The entries of the ledger a question can be backed by: suggested ones first, or a search on descriptions. */
function EntryPicker({
  question,
  onAttached,
}: {
  question: ChecklistQuestion;
  onAttached: () => Promise<void>;
}) {
  const t = useChecklistTexts();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const query = useQuery(entryCandidatesQuery(question.formId, asked));
  const attached = new Set(question.evidence.map((e) => e.entryId));
  const candidates = (query.data ?? []).filter((c) => !attached.has(c.id));
  const attach = async () => {
    setError(null);
    setSaving(true);
    try {
      await addGreenChecklistEntries(question.formId, picked);
      setPicked([]);
      await onAttached();
      showToast({ variant: 'success', message: t(33, 'Evidence attached') });
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t(31, 'Pick entries of the project’s carbon ledger that back this answer.')}
      </Text>
      {/* Not a form: the picker sits inside the page's answers form (no nested forms). */}
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t(20, 'Search the ledger')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setAsked(search.trim());
          }}
          size="sm"
        />
        <Button type="button" variant="default" size="sm" onClick={() => setAsked(search.trim())}>
          {t(46, 'Search')}
        </Button>
      </Group>
      <ErrorBanner error={error ?? query.error} />
      {query.isSuccess && candidates.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(32, 'No matching entry.')}
        </Text>
      )}
      {candidates.length > 0 && (
        <Stack gap={4} data-testid={`candidates-${question.formId}`}>
          {candidates.some((c) => c.suggested) && (
            <Text size="xs" fw={600}>
              {t(19, 'Suggested entries')}
            </Text>
          )}
          {candidates.map((candidate) => {
            const label = `${format.date(candidate.strDate)} · ${candidate.description || candidate.factorKey || `#${candidate.id}`} · ${format.mass(candidate.kgCo2e)}`;
            return (
              <Checkbox
                key={candidate.id}
                label={label}
                checked={picked.includes(candidate.id)}
                onChange={(event) =>
                  setPicked((ids) =>
                    event.currentTarget.checked
                      ? [...ids, candidate.id]
                      : ids.filter((id) => id !== candidate.id),
                  )
                }
              />
            );
          })}
          <Button
            size="sm"
            w="fit-content"
            mt={4}
            leftSection={<IconLink size={16} />}
            disabled={picked.length === 0}
            loading={saving}
            onClick={() => void attach()}
          >
            {t(21, 'Attach entries')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function evidenceLabel(evidence: ChecklistEvidence, format: ReturnType<typeof useFormat>) {
  if (evidence.kind === 'document') return evidence.label;
  const date = evidence.entryDate ? `${format.date(evidence.entryDate)} · ` : '';
  return `${date}${evidence.label} · ${format.mass(evidence.kgCo2e ?? '0')}`;
}

/** The evidence of one answer: documents and ledger entries, added and removed at once (not with Save). */
export function EvidencePanel({
  page,
  question,
  canAnswer,
}: {
  page: string;
  question: ChecklistQuestion;
  canAnswer: boolean;
}) {
  const t = useChecklistTexts();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<ChecklistEvidence | null>(null);
  const [picking, setPicking] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: checklistKeys.page(page) });
    await queryClient.invalidateQueries({ queryKey: ['green-checklist', 'candidates', question.formId] });
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      await addGreenChecklistDocument(question.formId, file);
      await refresh();
      showToast({ variant: 'success', message: t(33, 'Evidence attached') });
    } catch (caught) {
      setError(caught);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap="xs" data-testid={`evidence-${question.formId}`}>
      <Text size="sm" fw={600}>
        {t(16, 'Evidence')}
      </Text>
      <ErrorBanner error={error} />
      {question.evidence.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(28, 'No evidence yet.')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {question.evidence.map((evidence) => (
            <Group key={evidence.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">
                <Text span fw={600}>
                  {evidence.kind === 'document' ? t(29, 'Document') : t(30, 'Entry')}:
                </Text>{' '}
                {evidence.fileUrl ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => void downloadFile(evidence.fileUrl!, evidence.label).catch(setError)}
                  >
                    {evidence.label}
                  </Button>
                ) : (
                  evidenceLabel(evidence, format)
                )}
              </Text>
              {canAnswer && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} />}
                  aria-label={`${t(22, 'Remove')} ${evidence.label}`}
                  onClick={() => setRemoving(evidence)}
                >
                  {t(22, 'Remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canAnswer && (
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={CHECKLIST_DOCUMENT_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="sm"
                variant="default"
                loading={uploading}
                leftSection={<IconUpload size={16} />}
              >
                {t(17, 'Upload a document (PDF or image)')}
              </Button>
            )}
          </FileButton>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconLink size={16} />}
            aria-expanded={picking}
            onClick={() => setPicking((open) => !open)}
          >
            {t(18, 'Ledger entries')}
          </Button>
        </Group>
      )}
      {canAnswer && picking && <EntryPicker question={question} onAttached={refresh} />}
      <ConfirmDialog
        opened={removing !== null}
        danger
        title={t(22, 'Remove')}
        message={t(23, 'Remove this evidence from the answer?')}
        onConfirm={async () => {
          await delGreenChecklistEvidence(removing!.id);
          await refresh();
          showToast({ variant: 'success', message: t(34, 'Evidence removed') });
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
