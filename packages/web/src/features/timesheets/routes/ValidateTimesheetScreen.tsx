import { Anchor, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BaseModal } from '../../../components/BaseModal';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  getTimesheet,
  rejectTimesheet,
  timesheetKeys,
  undoRejectTimesheet,
  validateTimesheet,
} from '../api/timesheets.api';
import { ReadOnlyWeek } from '../components/ReadOnlyWeek';
import { RefuseWeekDialog } from '../components/RefuseWeekDialog';
import { useFormat, useTimesheetTexts } from '../components/timesheets-ui';
import { useWeekReferences } from '../components/use-week-references';

/** validateTS/:id: a week waiting for the caller's decision; validate (with a comment) or refuse days. */
export default function ValidateTimesheetScreen() {
  const t = useTimesheetTexts();
  const format = useFormat();
  const { id } = useParams();
  const sheetId = Number(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const references = useWeekReferences();
  const week = useQuery({ queryKey: timesheetKeys.sheet(sheetId), queryFn: () => getTimesheet(sheetId) });
  const [validating, setValidating] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  if (week.isPending || references.isPending) return <PageLoader />;
  if (week.isError) return <ScreenError error={week.error} />;
  if (!references.rules) return <ScreenError error={references.error} />;
  const data = week.data;
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
    await refreshMoneyFigures(queryClient);
    showToast({ variant: 'success', message });
    await navigate(paths.validateTimesheets.list());
  };
  return (
    <Stack>
      <Anchor component={Link} to={paths.validateTimesheets.list()} size="sm">
        {t(100, 'Validate timesheets')}
      </Anchor>
      <Title order={1} size="h2">
        {`${data.fullName} · ${t(2, 'Week of {date}').replace('{date}', format.date(data.weekStart))}`}
      </Title>
      {error !== null && <ErrorBanner error={error} />}
      <ReadOnlyWeek week={data} rules={references.rules} />
      {(data.canValidate || data.canReject || data.canUndoReject) && (
        <Group justify="flex-end">
          {data.canUndoReject && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              loading={saving}
              onClick={async () => {
                setSaving(true);
                setError(null);
                try {
                  await undoRejectTimesheet(sheetId);
                  await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
                  await refreshMoneyFigures(queryClient);
                  showToast({ variant: 'success', message: t(68, 'The refusal is undone.') });
                } catch (caught) {
                  setError(caught);
                } finally {
                  setSaving(false);
                }
              }}
            >
              {t(62, 'Undo the refusal')}
            </Button>
          )}
          {data.canReject && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setRefusing(true)}
            >
              {t(110, 'Refuse')}
            </Button>
          )}
          {data.canValidate && (
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setValidating(true)}>
              {t(109, 'Validate')}
            </Button>
          )}
        </Group>
      )}
      <BaseModal
        opened={validating}
        onClose={() => setValidating(false)}
        title={t(109, 'Validate')}
        footer={
          <>
            <Button variant="default" onClick={() => setValidating(false)}>
              {t(117, 'Cancel')}
            </Button>
            <Button
              loading={saving}
              data-confirm-validation
              onClick={async () => {
                setSaving(true);
                setError(null);
                try {
                  await validateTimesheet(sheetId, comment.trim() || null);
                  setValidating(false);
                  await done(t(113, 'Week validated.'));
                } catch (caught) {
                  setValidating(false);
                  setError(caught);
                } finally {
                  setSaving(false);
                }
              }}
            >
              {t(109, 'Validate')}
            </Button>
          </>
        }
      >
        <Textarea
          label={t(115, 'Comment (optional)')}
          value={comment}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
      </BaseModal>
      <RefuseWeekDialog
        opened={refusing}
        days={data.days}
        onClose={() => setRefusing(false)}
        onConfirm={async (reason, dayIds) => {
          try {
            await rejectTimesheet(sheetId, reason, dayIds);
            setRefusing(false);
            await done(t(114, 'Week refused.'));
          } catch (caught) {
            setRefusing(false);
            setError(caught);
          }
        }}
      />
    </Stack>
  );
}
