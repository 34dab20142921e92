import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileCertificate, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { carbonRemovalsQuery } from '../api/carbon-removals.api';
import { KIND_TEXTS, labelOf, STATUS_COLORS, STATUS_TEXTS, useRemovalTexts } from '../components/removal-ui';
import { useCanManageRemovals } from '../components/use-can-manage';

function Figure({ label, kg, testId }: { label: string; kg: string; testId: string }) {
  const format = useFormat();
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {format.mass(kg)}
      </Text>
    </Card>
  );
}

/** carbon-removal (issue 14): the project's removals and offsets, apart from the emissions, with their totals. */
export default function CarbonRemovalsScreen() {
  const t = useRemovalTexts();
  const format = useFormat();
  const canManage = useCanManageRemovals();
  const query = useQuery(carbonRemovalsQuery());
  const list = query.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Carbon removals and offsets')}
        </Title>
        {canManage && (
          <Button
            component={Link}
            to={href('carbon-removal/:id', { id: 'new' })}
            leftSection={<IconPlus size={16} />}
          >
            {t(3, 'New removal or offset')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t(2, 'Recorded apart from the emissions: they are never deducted from them.')}
      </Text>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {list && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Figure
            label={t(5, 'Counted (purchased and retired)')}
            kg={list.totals.kgCo2e}
            testId="removals-total"
          />
          <Figure label={t(6, 'Removals')} kg={list.totals.removalKgCo2e} testId="removals-removal" />
          <Figure label={t(7, 'Offsets')} kg={list.totals.offsetKgCo2e} testId="removals-offset" />
          <Figure
            label={t(8, 'Planned (not counted yet)')}
            kg={list.totals.plannedKgCo2e}
            testId="removals-planned"
          />
        </SimpleGrid>
      )}
      {list && list.items.length === 0 && (
        <Alert color="gray" data-testid="removals-empty">
          {t(4, 'No removal or offset recorded yet.')}
        </Alert>
      )}
      {list && list.items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(9, 'Date')}</Table.Th>
                <Table.Th>{t(10, 'Kind')}</Table.Th>
                <Table.Th>{t(11, 'Project')}</Table.Th>
                <Table.Th>{t(12, 'Standard or registry')}</Table.Th>
                <Table.Th>{t(13, 'Serial or certificate number')}</Table.Th>
                <Table.Th>{t(14, 'Status')}</Table.Th>
                <Table.Th ta="right">{t(15, 'Quantity')}</Table.Th>
                <Table.Th>{t(16, 'Certificate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((removal) => (
                <Table.Tr key={removal.id} data-testid="removal-row">
                  <Table.Td>
                    <Anchor component={Link} to={href('carbon-removal/:id', { id: removal.id })}>
                      {format.date(removal.date)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{labelOf(t, KIND_TEXTS, removal.kind)}</Table.Td>
                  <Table.Td>{removal.project || removal.description}</Table.Td>
                  <Table.Td>{removal.standard}</Table.Td>
                  <Table.Td>{removal.serialNumber}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[removal.status] ?? 'gray'}>
                      {labelOf(t, STATUS_TEXTS, removal.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.mass(removal.kgCo2e)}
                  </Table.Td>
                  <Table.Td>
                    {removal.certificateUrl && (
                      <IconFileCertificate size={18} aria-label={t(16, 'Certificate')} role="img" />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
