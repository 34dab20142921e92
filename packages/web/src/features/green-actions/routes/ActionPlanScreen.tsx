import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { GREEN_ACTION_STATUSES } from '@setledger/shared/green/action-plans.constants';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast, useErrorText } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import {
  actionKeys,
  actionPlanQuery,
  delActionPlan,
  delGreenAction,
  type GreenAction,
  setGreenActionStatus,
} from '../api/green-actions.api';
import { ActionFormModal } from '../components/ActionFormModal';
import {
  ACTION_STATUS_COLORS,
  ACTION_STATUS_TEXTS,
  fill,
  labelOf,
  PLAN_STATUS_TEXTS,
  useActionTexts,
  useCanEditActions,
  useCategoryLabel,
  useChecklistQuestionText,
} from '../components/action-ui';
import { PlanFormModal } from '../components/PlanFormModal';
import { PlanProgress } from '../components/PlanProgress';

type Editing = { action: GreenAction | null } | null;

/** action-plans/:id (issue 16): one plan and its actions, added, changed, moved between statuses and deleted. */
export default function ActionPlanScreen() {
  const t = useActionTexts();
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const questionText = useChecklistQuestionText();
  const toText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditActions();
  const id = Number(useParams().id);
  const query = useQuery({ ...actionPlanQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [editingPlan, setEditingPlan] = useState(false);
  const [deletingPlan, setDeletingPlan] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GreenAction | null>(null);
  const plan = query.data;
  const actions = plan?.actions ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: actionKeys.all });

  const changeStatus = async (action: GreenAction, status: string) => {
    try {
      await setGreenActionStatus(action.id, status);
      await refresh();
    } catch (error) {
      showToast({ variant: 'danger', message: toText(error) });
    }
  };

  if (query.isError) return <ErrorBanner error={query.error} />;
  if (!plan) return <PageLoader />;
  const actionCount = plan.counts?.total ?? 0;
  return (
    <Stack>
      <Anchor component={Link} to={href('action-plans')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t(43, 'Back to the action plans')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {plan.title}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              labelOf(t, PLAN_STATUS_TEXTS, plan.status),
              plan.ownerName,
              plan.dueDate ? `${t(7, 'Due date')} ${format.date(plan.dueDate)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {canEdit && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditingPlan(true)}
            >
              {t(20, 'Edit plan')}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeletingPlan(true)}
            >
              {t(21, 'Delete plan')}
            </Button>
          </Group>
        )}
      </Group>
      {plan.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{plan.description}</Text>}
      {plan.counts && <PlanProgress counts={plan.counts} label={plan.title} />}
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t(15, 'Actions')}
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ action: null })}
          >
            {t(25, 'Add an action')}
          </Button>
        )}
      </Group>
      {actions.length === 0 && (
        <Alert color="gray" data-testid="actions-empty">
          {t(29, 'No action in this plan yet.')}
        </Alert>
      )}
      {actions.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(4, 'Title')}</Table.Th>
                <Table.Th>{t(6, 'Owner')}</Table.Th>
                <Table.Th>{t(7, 'Due date')}</Table.Th>
                <Table.Th>{t(8, 'Status')}</Table.Th>
                <Table.Th ta="right">{t(56, 'Expected saving')}</Table.Th>
                {canEdit && <Table.Th aria-label={t(15, 'Actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {actions.map((action) => (
                <Table.Tr key={action.id} data-testid="action-row">
                  <Table.Td>
                    <Text fw={500}>{action.title}</Text>
                    {action.carbonCategory !== null && action.carbonCategory !== undefined && (
                      <Text size="xs" c="dimmed">
                        {categoryLabel(action.carbonCategory)}
                      </Text>
                    )}
                    {action.formId !== null && action.formId !== undefined && (
                      <Text size="xs" c="dimmed">
                        {`${t(32, 'Checklist question it answers')}: ${questionText(action.formId)}`}
                      </Text>
                    )}
                    {action.completedAt && (
                      <Text size="xs" c="dimmed">
                        {fill(t(33, 'Completed on {date}'), { date: format.date(action.completedAt) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{action.ownerName ?? ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {action.dueDate ? format.date(action.dueDate) : ''}
                    {action.isOverdue && (
                      <Badge color="red" variant="light" ml="xs" data-testid="action-overdue">
                        {t(16, 'Overdue')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Select
                        aria-label={fill(t(51, 'Change the status of {title}'), { title: action.title })}
                        data={GREEN_ACTION_STATUSES.map((s) => ({
                          value: s,
                          label: labelOf(t, ACTION_STATUS_TEXTS, s),
                        }))}
                        value={action.status}
                        allowDeselect={false}
                        size="xs"
                        w={150}
                        onChange={(v) => v && v !== action.status && void changeStatus(action, v)}
                      />
                    ) : (
                      <Badge variant="light" color={ACTION_STATUS_COLORS[action.status] ?? 'gray'}>
                        {labelOf(t, ACTION_STATUS_TEXTS, action.status)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {action.expectedKgCo2e ? format.mass(action.expectedKgCo2e) : ''}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={fill(t(58, 'Edit {title}'), { title: action.title })}
                          onClick={() => setEditing({ action })}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={fill(t(59, 'Delete {title}'), { title: action.title })}
                          onClick={() => setDeleting(action)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PlanFormModal opened={editingPlan} plan={plan} onClose={() => setEditingPlan(false)} />
      <ActionFormModal
        opened={editing !== null}
        planId={plan.id}
        action={editing?.action ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deletingPlan}
        danger
        title={t(22, 'Delete this plan?')}
        message={
          actionCount > 0
            ? fill(t(23, 'This plan has {count} actions. Deleting it deletes them too.'), {
                count: actionCount,
              })
            : t(22, 'Delete this plan?')
        }
        onClose={() => setDeletingPlan(false)}
        onConfirm={async () => {
          await delActionPlan(plan.id, actionCount > 0);
          queryClient.removeQueries({ queryKey: actionKeys.plan(plan.id) });
          await refresh();
          showToast({ variant: 'success', message: t(46, 'Deleted.') });
          void navigate(href('action-plans'));
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(28, 'Delete this action?')}
        message={deleting?.title ?? ''}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await delGreenAction(deleting.id);
          await refresh();
          showToast({ variant: 'success', message: t(46, 'Deleted.') });
        }}
      />
    </Stack>
  );
}
