import { ActionIcon, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardList, ConfirmDialog, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { delProject, type ProjectListItem, projectKeys, projectsQuery } from '../api/projects.api';

/**
 * The projects of the license for its administrators (the caller's own projects for anyone else), searchable,
 * with create and, for license administrators, delete.
 */
export default function ProjectsScreen() {
  const t = useForm('projects');
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const projects = useQuery(projectsQuery());
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);

  if (projects.isPending) return <PageLoader />;
  if (projects.isError) return <ScreenError error={projects.error} />;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Projects')}
        </Title>
        {(claims.isAdmin === true || claims.isLicenseAdmin === true) && (
          <Button component={Link} to={href('projects/new')} leftSection={<IconPlus size={16} />}>
            {t(4, 'New project')}
          </Button>
        )}
      </Group>
      <CardList
        items={projects.data}
        getKey={(project) => project.id}
        searchText={(project) =>
          `${project.titre} ${project.production} ${project.realisateur} ${project.reference}`
        }
        displayStyle="table"
        renderCard={(project) => project.titre}
        columns={[
          {
            header: t(20, 'Title'),
            cell: (project) => (
              <Anchor component={Link} to={href('projects/:id/update', { id: project.id })}>
                {project.titre}
              </Anchor>
            ),
          },
          { header: t(21, 'Production company'), cell: (project) => project.production },
          { header: t(22, 'Director'), cell: (project) => project.realisateur },
          { header: t(23, 'Reference'), cell: (project) => project.reference },
          {
            header: t(35, 'Dates'),
            cell: (project) => [project.startDate, project.endDate].filter(Boolean).join(' → '),
          },
          {
            header: '',
            cell: (project) =>
              // Deleting a project is license administration (issue 12 item 2).
              claims.isLicenseAdmin === true && project.id !== claims.ProjectID ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(project)}
                  aria-label={`${t(36, 'Delete')} – ${project.titre}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t(37, 'Delete the project')}
        message={t(38, 'Delete "{name}" with all its data? This cannot be undone.').replace(
          '{name}',
          deleting?.titre ?? '',
        )}
        danger
        onConfirm={async () => {
          await delProject(deleting!.id);
          await queryClient.invalidateQueries({ queryKey: projectKeys.all });
          showToast({ variant: 'success', message: t(39, 'Project deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
