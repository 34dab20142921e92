import { Alert, Anchor, Button, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { type GreenProduction, greenProductionQuery } from '../api/green-production.api';
import { Figure, fill, useCategoryLabel, useProductionTexts } from '../components/production-ui';

function Checklist({ checklist }: { checklist: GreenProduction['checklist'] }) {
  const t = useProductionTexts();
  if (!checklist) return <Text c="dimmed">{t(20, 'Not available yet.')}</Text>;
  const value = checklist.maxScore === 0 ? 0 : Math.round((checklist.score / checklist.maxScore) * 100);
  return (
    <Stack gap={4}>
      <Progress value={value} color="green" aria-label={t(17, 'Green checklist')} />
      <Text size="sm" data-testid="production-checklist">
        {fill(t(55, '{score} of {max} points, {answered} of {questions} questions answered'), {
          score: checklist.score,
          max: checklist.maxScore,
          answered: checklist.answered,
          questions: checklist.questions,
        })}
      </Text>
    </Stack>
  );
}

/**
 * production (issue 16): the production's summary: its footprint from the ledger by category and status,
 * removals apart (gross and net), the calculator reports and the checklist score, and its actions.
 */
export default function ProductionScreen() {
  const t = useProductionTexts();
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const query = useQuery(greenProductionQuery());
  const data = query.data;
  const missing = data
    ? data.prerequisites.unverified.count +
      data.prerequisites.estimates.count +
      data.prerequisites.pending.count +
      data.prerequisites.missingCategories.length
    : 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Production')}
        </Title>
        <Group>
          <Button component={Link} to={href('prerequisite')} variant="default">
            {t(58, 'See the prerequisites')}
          </Button>
          <Button
            component={Link}
            to={href('finalreport')}
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
          >
            {t(66, 'Open the final report')}
          </Button>
        </Group>
      </Group>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {data && (
        <>
          <Title order={2} size="h3">
            {t(2, 'Footprint')}
          </Title>
          {data.footprint.total.count === 0 && (
            <Alert color="gray" data-testid="production-empty">
              {t(29, 'No entry in the carbon ledger yet.')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label={t(3, 'Total (actual and pending)')}
              value={format.mass(data.footprint.total.kgCo2e)}
              testId="production-total"
            />
            <Figure label={t(4, 'Actual')} value={format.mass(data.footprint.actual.kgCo2e)} />
            <Figure label={t(5, 'Pending')} value={format.mass(data.footprint.pending.kgCo2e)} />
          </SimpleGrid>
          {missing > 0 && (
            <Alert color="yellow" title={t(63, 'Before producing the report')}>
              <Anchor component={Link} to={href('prerequisite')}>
                {t(58, 'See the prerequisites')}
              </Anchor>
            </Alert>
          )}
          {data.removals && (
            <>
              <Title order={2} size="h3">
                {t(10, 'Removals and offsets')}
              </Title>
              <Text size="sm" c="dimmed">
                {t(14, 'Removals and offsets are shown apart: the footprint stays gross.')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Figure label={t(11, 'Gross emissions')} value={format.mass(data.removals.grossKgCo2e)} />
                <Figure
                  label={t(12, 'Removals and offsets counted')}
                  value={format.mass(data.removals.removedKgCo2e)}
                />
                <Figure
                  label={t(13, 'Net after removals and offsets')}
                  value={format.mass(data.removals.netKgCo2e)}
                  testId="production-net"
                />
              </SimpleGrid>
            </>
          )}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t(15, 'Actions')}
              </Title>
              <Text data-testid="production-actions">
                {[
                  `${t(51, 'To do')} ${data.actions.todo}`,
                  `${t(52, 'In progress')} ${data.actions.inProgress}`,
                  `${t(53, 'Done')} ${data.actions.done}`,
                  `${t(54, 'Cancelled')} ${data.actions.cancelled}`,
                ].join(' · ')}
              </Text>
              <Text
                c={data.actions.overdue > 0 ? 'red.8' : 'dimmed'}
                fw={data.actions.overdue > 0 ? 700 : 400}
              >
                {`${t(16, 'Overdue')}: ${data.actions.overdue}`}
              </Text>
              <Anchor component={Link} to={href('action-plans')} size="sm">
                {t(59, 'See the action plans')}
              </Anchor>
            </Stack>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t(17, 'Green checklist')}
              </Title>
              <Checklist checklist={data.checklist} />
            </Stack>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t(19, 'Calculator reports')}
              </Title>
              {data.reports.length === 0 && <Text c="dimmed">{t(20, 'Not available yet.')}</Text>}
              {data.reports.map((report) => (
                <Text key={report.kind} size="sm" data-testid={`production-report-${report.kind}`}>
                  {`${report.kind === 'pear' ? t(46, 'PEAR') : t(45, "Carbon'Clap")}: ${format.mass(report.totalKgCo2e)} · ${t(48, 'Left out by the report')} ${format.mass(report.leftOutKgCo2e)}`}
                </Text>
              ))}
            </Stack>
          </SimpleGrid>
          {data.footprint.byCategory.length > 0 && (
            <>
              <Title order={2} size="h3">
                {t(7, 'By category')}
              </Title>
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(8, 'Category')}</Table.Th>
                      <Table.Th ta="right">{t(9, 'Entries')}</Table.Th>
                      <Table.Th ta="right">{t(4, 'Actual')}</Table.Th>
                      <Table.Th ta="right">{t(5, 'Pending')}</Table.Th>
                      <Table.Th ta="right">{t(6, 'Estimates')}</Table.Th>
                      <Table.Th ta="right">{t(3, 'Total (actual and pending)')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.footprint.byCategory.map((row) => (
                      <Table.Tr key={row.category}>
                        <Table.Td>{categoryLabel(row.category)}</Table.Td>
                        <Table.Td ta="right">{row.total.count}</Table.Td>
                        <Table.Td ta="right">{format.mass(row.actual.kgCo2e)}</Table.Td>
                        <Table.Td ta="right">{format.mass(row.pending.kgCo2e)}</Table.Td>
                        <Table.Td ta="right">{format.mass(row.estimates.kgCo2e)}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {format.mass(row.total.kgCo2e)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
