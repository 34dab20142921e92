import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { href } from '../../../config/paths';
import { downloadFile } from '../../../lib/files';
import { greenChecklistQuery } from '../api/green-checklist.api';
import { ScoreBar, useChecklistTexts } from '../components/checklist-ui';

/**
 * peach-pear-plum (issue 16, 001 §3.16): the green checklist's hub: the total score, every department's score and
 * progress, the production sections, the PEAR report and the checklist PDF.
 */
export default function GreenChecklistScreen() {
  const t = useChecklistTexts();
  const query = useQuery(greenChecklistQuery());
  const [error, setError] = useState<unknown>(null);
  const checklist = query.data;
  const production = checklist?.departments.find((d) => d.name === 'production');
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Green checklist')}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={href('peach-pear-plum/peach-report')}
            variant="default"
            leftSection={<IconReportAnalytics size={16} />}
          >
            {t(8, 'PEAR report')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              void downloadFile('/files/green-checklist.pdf', 'green-checklist.pdf').catch(setError)
            }
          >
            {t(9, 'Download the checklist (PDF)')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t(
          2,
          'Answer each department’s questions: a Yes earns the question’s points, N/A takes them out of the maximum.',
        )}
      </Text>
      <ErrorBanner error={error ?? query.error} />
      {query.isPending && <PageLoader />}
      {checklist && (
        <>
          <Paper withBorder p="md" data-testid="checklist-total">
            <Title order={2} size="h4" mb="xs">
              {t(3, 'Total score')}
            </Title>
            <ScoreBar label={t(3, 'Total score')} {...checklist} />
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {checklist.departments.map((department) => (
              <Paper withBorder p="md" key={department.name} data-testid={`department-${department.name}`}>
                <Title order={2} size="h5" mb="xs">
                  <Anchor component={Link} to={href('peach-pear-plum/:page', { page: department.name })}>
                    {department.title}
                  </Anchor>
                </Title>
                <ScoreBar label={department.title} {...department} />
              </Paper>
            ))}
          </SimpleGrid>
          {production && (
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="xs">
                {t(7, 'Production sections')}
              </Title>
              <Stack gap="sm">
                {production.sections.map((section) => (
                  <div key={section.sectionId}>
                    <Text fw={600} size="sm">
                      {section.title}
                    </Text>
                    <ScoreBar label={section.title} {...section} />
                  </div>
                ))}
              </Stack>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
