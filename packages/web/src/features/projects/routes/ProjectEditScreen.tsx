import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { projectSchema } from '@setledger/shared/projects/projects.schemas';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
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
  const message = useValidationMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery());
  const [titre, setTitre] = useState('');
  const [origin, setOrigin] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = projectSchema.safeParse({ titre });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setSaving(true);
    try {
      const created = await addProject({ titre }, origin ? Number(origin) : null);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      showToast({ variant: 'success', message: t(3, 'Project created') });
      await navigate(
        licenseId
          ? href(':licenseId/updProject/:projectId', { licenseId, projectId: created.project.id })
          : href('projects/:id/update', { id: created.project.id }),
        { replace: true },
      );
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={640}>
      <BackLink licenseId={licenseId} />
      <Title order={1} size="h2">
        {t(4, 'New project')}
      </Title>
      <ErrorBanner error={failure} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Paper withBorder p="md">
          <Stack>
            <TextInput
              label={t(20, 'Title')}
              value={titre}
              onChange={(e) => setTitre(e.currentTarget.value)}
              error={errors.titre}
              required
            />
            <Select
              label={t(5, 'Copy the set-up of')}
              description={t(6, 'Settings, departments, functions, budget categories and flags are copied.')}
              placeholder={t(7, 'Start from scratch')}
              data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.titre }))}
              value={origin}
              onChange={setOrigin}
              error={errors.OriginProjectId}
              clearable
              searchable
            />
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
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
  const t = useForm('projects');
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const project = useQuery(projectQuery(projectId));
  const suppliers = useQuery(licenseSuppliersQuery());
  const [values, setValues] = useState<ProjectValues | null>(null);
  const [entities, setEntities] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback((details: ProjectDetails) => {
    setValues({ ...details.project });
    setEntities(details.legalEntities.map((e) => e.id));
  }, []);
  useEffect(() => {
    if (project.data) load(project.data);
  }, [project.data, load]);

  if (project.isPending) return <PageLoader />;
  if (project.isError) return <ScreenError error={project.error} />;
  if (!values) return <PageLoader />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = projectSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const saved = await updMyProject(projectId, values, entities);
      queryClient.setQueryData(projectKeys.one(projectId), saved);
      await queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
      // The modules of the current project change the navigation at once.
      if (projectId === claims.ProjectID) await queryClient.invalidateQueries({ queryKey: ['my-profile'] });
      showToast({ variant: 'success', message: t(9, 'Project saved') });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  const firstError = Object.values(errors)[0];

  return (
    <Stack>
      <BackLink licenseId={licenseId} />
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {project.data.project.titre}
          </Title>
          <Text size="sm" c="dimmed">
            {project.data.companyName} ·{' '}
            {t(17, '{n} members, {active} under contract today')
              .replace('{n}', String(project.data.project.numberOfUser))
              .replace('{active}', String(project.data.project.numberOfActiveUsers))}
          </Text>
        </div>
      </Group>
      <ErrorBanner error={failure} />
      {firstError && (
        <Alert color="red" variant="light">
          {t(18, 'Some fields need your attention: {error}').replace('{error}', firstError)}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ProjectForm
            values={values}
            errors={errors}
            onChange={(field, value) => setValues({ ...values, [field]: value })}
            suppliers={suppliers.data ?? []}
            legalEntityIds={entities}
            onLegalEntities={setEntities}
            legalEntities={project.data.legalEntities}
            profileForm={
              projectId === claims.ProjectID ? (
                <ProfileFormOptions />
              ) : (
                <Text c="dimmed">{t(19, 'Switch to this project to configure its crew profile form.')}</Text>
              )
            }
          />
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
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
