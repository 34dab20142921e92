import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CardList, PageLoader, ScreenError } from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { projectsQuery } from '../api/projects.api';
import { LicenseAdminsPanel } from '../components/LicenseAdminsPanel';

/** One license: its projects, and the creation of a new one in it. */
export default function LicenseDetailScreen() {
  const t = useForm('projects');
  const licenseId = Number(useParams().id);
  const projects = useQuery(projectsQuery(licenseId));
  if (projects.isPending) return <PageLoader />;
  if (projects.isError) return <ScreenError error={projects.error} />;
  return (
    <Stack>
      <Anchor component={Link} to={href('licenseList')} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {t(110, 'Licenses')}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {projects.data[0]?.license.companyName ?? t(2, 'License')}
        </Title>
        <Button
          component={Link}
          to={href(':licenseId/newProject', { licenseId })}
          leftSection={<IconPlus size={16} />}
        >
          {t(4, 'New project')}
        </Button>
      </Group>
      <CardList
        items={projects.data}
        getKey={(project) => project.id}
        searchText={(project) => `${project.titre} ${project.production} ${project.reference}`}
        displayStyle="table"
        renderCard={(project) => project.titre}
        columns={[
          {
            header: t(20, 'Title'),
            cell: (project) => (
              <Anchor
                component={Link}
                to={href(':licenseId/updProject/:projectId', { licenseId, projectId: project.id })}
              >
                {project.titre}
              </Anchor>
            ),
          },
          { header: t(21, 'Production company'), cell: (project) => project.production },
          { header: t(23, 'Reference'), cell: (project) => project.reference },
        ]}
      />
      <LicenseAdminsPanel licenseId={licenseId} />
    </Stack>
  );
}
