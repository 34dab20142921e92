import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ACTION_PLANS_PAGE_SIZE } from '@setledger/shared/green/action-plans.constants';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBanner, PageLoader, Pager } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { actionPlansQuery } from '../api/green-actions.api';
import { fill, labelOf, PLAN_STATUS_TEXTS, useActionTexts, useCanEditActions } from '../components/action-ui';
import { PlanFormModal } from '../components/PlanFormModal';
import { PlanProgress } from '../components/PlanProgress';

/** action-plans (issue 16): the project's plans with their progress and overdue actions, 20 a page. */
export default function ActionPlansScreen() {
  const t = useActionTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const canEdit = useCanEditActions();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const size = ACTION_PLANS_PAGE_SIZE;
  const query = useQuery({ ...actionPlansQuery((page - 1) * size, size), placeholderData: keepPreviousData });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / size)) : 1;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Action plans')}
        </Title>
        <Group>
          <Button component={Link} to={href('action-report')} variant="default">
            {t(34, 'Action report')}
          </Button>
          {canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t(2, 'New action plan')}
            </Button>
          )}
        </Group>
      </Group>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {data && data.items.length === 0 && (
        <Alert color="gray" data-testid="plans-empty">
          {t(3, 'No action plan yet. Create one to track what the production does to lower its footprint.')}
        </Alert>
      )}
      {data && data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy={query.isFetching}>
          {data.items.map((plan) => (
            <Card key={plan.id} withBorder padding="md" data-testid="plan-card">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Anchor component={Link} to={href('action-plans/:id', { id: plan.id })} fw={600}>
                    {plan.title}
                  </Anchor>
                  <Badge variant="light" color={plan.status === 'completed' ? 'green' : 'blue'}>
                    {labelOf(t, PLAN_STATUS_TEXTS, plan.status)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {[plan.ownerName, plan.dueDate ? `${t(7, 'Due date')} ${format.date(plan.dueDate)}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {plan.counts && <PlanProgress counts={plan.counts} label={plan.title} />}
                {plan.counts && plan.counts.overdue > 0 && (
                  <Badge color="red" variant="light" data-testid="plan-overdue">
                    {fill(t(50, '{count} overdue'), { count: plan.counts.overdue })}
                  </Badge>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {data && pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
      <PlanFormModal
        opened={creating}
        plan={null}
        onClose={() => setCreating(false)}
        onSaved={(plan) => void navigate(href('action-plans/:id', { id: plan.id }))}
      />
    </Stack>
  );
}
