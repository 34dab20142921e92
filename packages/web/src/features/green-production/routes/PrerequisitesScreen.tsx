import {
  Alert,
  Anchor,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { greenPrerequisitesQuery } from '../api/green-production.api';
import { fill, useCategoryLabel, useProductionTexts } from '../components/production-ui';

/** The green table opened on the entries of one prerequisite (its filter in the link). */
const greenTableLink = (search: Record<string, string>) => `${href('green')}?${new URLSearchParams(search)}`;

/**
 * prerequisite (issue 16): what is missing before a report can be produced: unverified entries, estimates,
 * pending entries (counts and kg, each opening the green table on them) and the carbon categories without data.
 */
export default function PrerequisitesScreen() {
  const t = useProductionTexts();
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const query = useQuery(greenPrerequisitesQuery());
  const data = query.data;
  const items: {
    key: string;
    label: string;
    figures: { count: number; kgCo2e: string };
    search: Record<string, string>;
  }[] = data
    ? [
        {
          key: 'unverified',
          label: t(23, 'Unverified entries'),
          figures: data.unverified,
          search: { reviewStatus: '0' },
        },
        {
          key: 'estimates',
          label: t(24, 'Estimates (from spend)'),
          figures: data.estimates,
          search: { isEstimate: 'true' },
        },
        {
          key: 'pending',
          label: t(25, 'Pending entries'),
          figures: data.pending,
          search: { status: 'pending' },
        },
      ]
    : [];
  const allClear =
    data !== undefined &&
    data.total.count > 0 &&
    items.every((item) => item.figures.count === 0) &&
    data.missingCategories.length === 0;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(21, 'Prerequisites')}
      </Title>
      <Text c="dimmed">{t(22, 'What is missing before a report can be produced.')}</Text>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {data && data.total.count === 0 && (
        <Alert color="gray" data-testid="prerequisites-empty">
          {t(29, 'No entry in the carbon ledger yet.')}
        </Alert>
      )}
      {allClear && (
        <Alert color="green" data-testid="prerequisites-clear">
          {t(28, 'Nothing is missing: every entry is verified and actual, and every category has data.')}
        </Alert>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {items.map((item) => (
            <Card key={item.key} withBorder padding="md" data-testid={`prerequisite-${item.key}`}>
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {item.label}
                </Title>
                <Text fw={700} size="xl" data-testid={`prerequisite-${item.key}-count`}>
                  {fill(t(56, '{count} entries'), { count: item.figures.count })}
                </Text>
                <Text size="sm">{format.mass(item.figures.kgCo2e)}</Text>
                {item.figures.count > 0 && (
                  <Anchor component={Link} to={greenTableLink(item.search)} size="sm">
                    {t(27, 'Open in the green table')}
                    <VisuallyHidden>{`: ${item.label}`}</VisuallyHidden>
                  </Anchor>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {data && data.missingCategories.length > 0 && (
        <Stack gap="xs" data-testid="prerequisite-categories">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t(26, 'Carbon categories without data')}
            </Title>
            <Text c="dimmed">({data.missingCategories.length})</Text>
          </Group>
          <List size="sm" style={{ columns: '14rem' }}>
            {data.missingCategories.map((code) => (
              <List.Item key={code}>{categoryLabel(code)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
