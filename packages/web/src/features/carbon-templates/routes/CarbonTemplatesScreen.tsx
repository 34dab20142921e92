import { Badge, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, PageLoader, ResponsiveTable, showToast } from '../../../components';
import { getExpenseDepartments, referenceKeys } from '../../../lib/api/reference-data.api';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import {
  type CarbonTemplate,
  delCarbonTemplate,
  type TemplateApplication,
  templateKeys,
  templatesQuery,
  undoCarbonTemplateApplication,
} from '../api/templates.api';
import { ApplyTemplateModal } from '../components/ApplyTemplateModal';
import {
  emptyTemplateValues,
  TemplateFormModal,
  type TemplateFormValues,
  valuesOfTemplate,
} from '../components/TemplateFormModal';
import { categoryName } from '../components/template-texts';

interface Editing {
  templateId: number | null;
  values: TemplateFormValues;
}

/** Who changes and applies templates (carbon-templates.policy): administrators, production, canAccessGreenReporting. */
function useCanEdit(): boolean {
  const { claims } = useSession();
  return claims.isAdmin === true || claims.isProd === true || claims.canAccessGreenReporting === true;
}

/** green/carbon-template (issue 14): named sets of entries applied to a day or a period, and undone together. */
export default function CarbonTemplatesScreen() {
  const t = useForm('green-templates');
  const format = useFormat();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const templates = useQuery(templatesQuery());
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.value, label: d.message }));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [applying, setApplying] = useState<CarbonTemplate | null>(null);
  const [deleting, setDeleting] = useState<CarbonTemplate | null>(null);
  const [undoing, setUndoing] = useState<TemplateApplication | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['green'] });
  };
  const period = (a: TemplateApplication) =>
    a.fromDate === a.toDate
      ? format.date(a.fromDate)
      : `${format.date(a.fromDate)} – ${format.date(a.toDate)}`;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Carbon templates')}
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ templateId: null, values: emptyTemplateValues() })}
          >
            {t(3, 'New template')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t(
          2,
          'A template is what one day of a kind counts (a studio day, a unit base day): apply it to a day or a period to create its entries in the green table.',
        )}
      </Text>
      {templates.isPending ? (
        <PageLoader />
      ) : templates.isError ? (
        <ErrorBanner error={templates.error} />
      ) : templates.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(4, 'No carbon template yet.')}
        </Paper>
      ) : (
        templates.data.map((template) => (
          <Card key={template.id} withBorder data-template={template.name}>
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4">
                  {template.name}
                </Title>
                {template.description && (
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                )}
              </div>
              {canEdit && (
                <Group gap="xs">
                  <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => setApplying(template)}>
                    {t(5, 'Apply')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() =>
                      setEditing({ templateId: template.id, values: valuesOfTemplate(template) })
                    }
                  >
                    {t(6, 'Edit')}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setDeleting(template)}>
                    {t(7, 'Delete')}
                  </Button>
                </Group>
              )}
            </Group>
            <ResponsiveTable minWidth={640}>
              <Table mt="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(16, 'Category')}</Table.Th>
                    <Table.Th>{t(14, 'Description')}</Table.Th>
                    <Table.Th ta="right">{t(18, 'Quantity per day')}</Table.Th>
                    <Table.Th>{t(17, 'Factor')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {template.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{categoryName(t, line.carbonCategory)}</Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td ta="right">
                        {format.number(line.quantity)} {line.unit}
                      </Table.Td>
                      <Table.Td>{line.factorKey}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
            {template.applications.length > 0 && (
              <Stack gap={4} mt="sm">
                <Text fw={600} size="sm">
                  {t(8, 'Applied')}
                </Text>
                {template.applications.map((a) => (
                  <Group key={a.id} justify="space-between" data-application={a.id}>
                    <Group gap="xs">
                      <Text size="sm">{period(a)}</Text>
                      {a.weekdaysOnly && <Badge variant="light">{t(9, 'Weekdays')}</Badge>}
                      {a.mode === 'perPeriod' && (
                        <Badge variant="light" color="gray">
                          {t(29, 'One entry per line')}
                        </Badge>
                      )}
                      <Text size="sm" c="dimmed">
                        {t(26, '{entries} entries · {kg} CO2e')
                          .replace('{entries}', String(a.entries))
                          .replace('{kg}', format.mass(a.kgCo2e))}
                      </Text>
                    </Group>
                    {canEdit && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t(27, 'Undo the application of {period}').replace('{period}', period(a))}
                        onClick={() => setUndoing(a)}
                      >
                        {t(28, 'Undo')}
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        ))
      )}
      <TemplateFormModal
        opened={editing !== null}
        templateId={editing?.templateId ?? null}
        initialValues={editing?.values ?? null}
        departments={departmentOptions}
        onClose={() => setEditing(null)}
      />
      <ApplyTemplateModal template={applying} onClose={() => setApplying(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(52, 'Delete the template')}
        message={t(53, 'Delete this template? The entries it already created stay in the green table.')}
        onConfirm={async () => {
          await delCarbonTemplate(deleting!.id);
          await refresh();
          showToast({ variant: 'success', message: t(54, 'Template deleted') });
        }}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={undoing !== null}
        danger
        title={t(55, 'Undo this application')}
        message={t(56, 'Remove the {count} entries this application created?').replace(
          '{count}',
          String(undoing?.entries ?? 0),
        )}
        onConfirm={async () => {
          const removed = await undoCarbonTemplateApplication(undoing!.id);
          await refresh();
          showToast({
            variant: 'success',
            message: t(57, '{count} entries removed').replace('{count}', String(removed)),
          });
        }}
        onClose={() => setUndoing(null)}
      />
    </Stack>
  );
}
