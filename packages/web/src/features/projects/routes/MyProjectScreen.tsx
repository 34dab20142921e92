import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROJECT_MODULES } from '@setledger/shared/projects/projects.constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader, ScreenError } from '../../../components';
import { href } from '../../../config/paths';
import { passesGuard } from '../../../config/route-types';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { myProjectQuery } from '../api/projects.api';
import { MODULE_LABELS } from '../components/labels';

/** The current project at a glance; who may configure it gets the link to its administration. */
export default function MyProjectScreen() {
  const t = useForm('projects');
  const { claims } = useSession();
  const mine = useQuery(myProjectQuery());
  if (mine.isPending) return <PageLoader />;
  if (mine.isError) return <ScreenError error={mine.error} />;
  const { project, legalEntities, companyName } = mine.data;
  const line = (label: string, value: string | number | boolean | null | undefined) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '—' : String(value)}</Text>
    </div>
  );
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {project.titre}
          </Title>
          <Text c="dimmed">{companyName}</Text>
        </div>
        {passesGuard('config', claims) && (
          <Button component={Link} to={href('projects/:id/update', { id: project.id })}>
            {t(130, 'Administer the project')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {line(t(21, 'Production company'), project.production as string)}
          {line(t(22, 'Director'), project.realisateur as string)}
          {line(t(23, 'Reference'), project.reference as string)}
          {line(t(29, 'Start date'), project.startDate as string | null)}
          {line(t(31, 'Shooting starts'), project.shootingStartDate as string | null)}
          {line(t(30, 'End date'), project.endDate as string | null)}
          {line(t(131, 'Members'), project.numberOfUser)}
          {line(t(132, 'Under contract today'), project.numberOfActiveUsers)}
          {line(t(15, 'Legal entities'), legalEntities.map((e) => e.name).join(', '))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Text fw={600} mb="xs">
          {t(12, 'Modules')}
        </Text>
        <Group gap="xs">
          {PROJECT_MODULES.filter((module) => project[module] === true).map((module) => {
            const [n, en] = MODULE_LABELS[module];
            return (
              <Badge key={module} variant="light">
                {t(n, en)}
              </Badge>
            );
          })}
        </Group>
      </Paper>
      <Anchor component={Link} to={href('settings')} size="sm">
        {t(133, 'All project settings')}
      </Anchor>
    </Stack>
  );
}
