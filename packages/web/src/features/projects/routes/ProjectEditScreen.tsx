import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { projectSchema } from '@setledger/shared/projects/projects.schemas';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import {
  addProject,
  licenseSuppliersQuery,
  type ProjectDetails,
  type ProjectValues,
  projectKeys,
  projectQuery,
  projectsQuery,
  updMyProject,
} from '../api/projects.api';
import { ProfileFormOptions } from '../components/ProfileFormOptions';
import { ProjectForm } from '../components/ProjectForm';

function BackLink({ licenseId }: { licenseId?: string }) {
  const t = useForm('projects');
  return (
    <Anchor
      component={Link}
      to={licenseId ? href('licenseList/:id', { id: licenseId }) : href('projects')}
      size="sm"
    >
      <Group gap={4}>
        <IconChevronLeft size={14} />
        {licenseId ? t(2, 'License') : t(1, 'Projects')}
      </Group>
    </Anchor>
  );
}

/** projects/new and {licenseId}/newProject: a title and, optionally, a project to copy the set-up from. */
function NewProject({ licenseId }: { licenseId?: string }) {
  const t = useForm('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery());
  const form = useZodForm({
    schema: projectSchema,
    initialValues: { titre: '', OriginProjectId: null as string | null },
    toInput: (values) => ({ titre: values.titre }),
  });
  const submit = form.onSubmit(async (parsed, values) => {
    const origin = values.OriginProjectId;
    const created = await addProject({ titre: parsed.titre }, origin ? Number(origin) : null);
    await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    showToast({ variant: 'success', message: t(3, 'Project created') });
    await navigate(
      licenseId
        ? href(':licenseId/updProject/:projectId', { licenseId, projectId: created.project.id })
        : href('projects/:id/update', { id: created.project.id }),
      { replace: true },
    );
  });

  return (
    <Stack maw={640}>
      <BackLink licenseId={licenseId} />
      <Title order={1} size="h2">
        {t(4, 'New project')}
      </Title>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Paper withBorder p="md">
          <Stack>
            <TextInput {...form.field('titre', { label: t(20, 'Title') })} />
            <Select
              {...form.field('OriginProjectId', { label: t(5, 'Copy the set-up of') })}
              description={t(6, 'Settings, departments, functions, budget categories and flags are copied.')}
              placeholder={t(7, 'Start from scratch')}
              data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.titre }))}
              clearable
              searchable
            />
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
              {t(8, 'Create the project')}
            </Button>
          </Stack>
        </Paper>
      </form>
    </Stack>
  );
}

/** The project administration screen (projects/{id}/update, {licenseId}/updProject/{projectId}). */
function EditProject({ projectId, licenseId }: { projectId: number; licenseId?: string }) {
  const project = useQuery(projectQuery(projectId));
  if (project.isPending) return <PageLoader />;
  if (project.isError) return <ScreenError error={project.error} />;
  return <ProjectEditor details={project.data} projectId={projectId} licenseId={licenseId} />;
}

function ProjectEditor({
  details,
  projectId,
  licenseId,
}: {
  details: ProjectDetails;
  projectId: number;
  licenseId?: string;
}) {
  const t = useForm('projects');
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const suppliers = useQuery(licenseSuppliersQuery());
  const [entities, setEntities] = useState<number[]>(() => details.legalEntities.map((e) => e.id));
  const form = useZodForm<ProjectValues, unknown>({
    schema: projectSchema,
    initialValues: { ...details.project },
    labels: { SupplierID: t(100, 'Suppliers the project bills as') },
  });

  const submit = form.onSubmit(async (_parsed, values) => {
    const saved = await updMyProject(projectId, values, entities);
    queryClient.setQueryData(projectKeys.one(projectId), saved);
    form.form.setValues({ ...saved.project });
    setEntities(saved.legalEntities.map((e) => e.id));
    await queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
    // The modules of the current project change the navigation at once.
    if (projectId === claims.ProjectID) await queryClient.invalidateQueries({ queryKey: ['my-profile'] });
    showToast({ variant: 'success', message: t(9, 'Project saved') });
  });
  // The fields sit in tabs: the summary names the first one that needs attention, as the form labels it.
  const [firstField, firstError] = Object.entries(form.errors).find(([, error]) => error) ?? [];

  return (
    <Stack>
      <BackLink licenseId={licenseId} />
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {details.project.titre}
          </Title>
          <Text size="sm" c="dimmed">
            {details.companyName} ·{' '}
            {t(17, '{n} members, {active} under contract today')
              .replace('{n}', String(details.project.numberOfUser))
              .replace('{active}', String(details.project.numberOfActiveUsers))}
          </Text>
        </div>
      </Group>
      <ErrorBanner error={form.formError} fields={form.labels} />
      {firstField && firstError && (
        <Alert color="red" variant="light">
          {t(18, 'Some fields need your attention: {error}').replace(
            '{error}',
            `${form.labelOf(firstField)}: ${firstError}`,
          )}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ProjectForm
            form={form}
            suppliers={suppliers.data ?? []}
            legalEntityIds={entities}
            onLegalEntities={setEntities}
            legalEntities={details.legalEntities}
            profileForm={
              projectId === claims.ProjectID ? (
                <ProfileFormOptions />
              ) : (
                <Text c="dimmed">{t(19, 'Switch to this project to configure its crew profile form.')}</Text>
              )
            }
          />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t(34, 'Save the project')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export default function ProjectEditScreen() {
  const params = useParams();
  const id = params.id ?? params.projectId;
  return id === undefined ? (
    <NewProject licenseId={params.licenseId} />
  ) : (
    <EditProject key={id} projectId={Number(id)} licenseId={params.licenseId} />
  );
}
