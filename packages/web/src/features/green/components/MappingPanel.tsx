import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CARBON_CATEGORIES } from '@setledger/shared/green/green.constants';
import { carbonCategoryMappingSchema } from '@setledger/shared/green/green.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBanner, ResponsiveTable, showToast } from '../../../components';
import { getCategories, referenceKeys } from '../../../lib/api/reference-data.api';
import { useZodForm } from '../../../lib/form';
import { carbonCategoryMappingsQuery, greenKeys, setCarbonCategoryMapping } from '../api/green.api';
import { categoryLabel, useGreenTexts } from './green-ui';

const EMPTY = { budgetCategoryId: '', carbonCategory: '', kgCo2ePerCurrency: '' };

/** Budget category → carbon category (coTwoCategory), with an optional kg CO2e per currency unit for estimates. */
export function MappingPanel() {
  const t = useGreenTexts();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: referenceKeys.categories, queryFn: getCategories });
  const mappings = useQuery(carbonCategoryMappingsQuery());
  const form = useZodForm({
    schema: carbonCategoryMappingSchema,
    initialValues: EMPTY,
    toInput: (v) => ({
      budgetCategoryId: v.budgetCategoryId === '' ? 0 : Number(v.budgetCategoryId),
      carbonCategory: v.carbonCategory === '' ? null : Number(v.carbonCategory),
      kgCo2ePerCurrency: v.kgCo2ePerCurrency || null,
    }),
  });
  const submit = form.onSubmit(async (parsed) => {
    await setCarbonCategoryMapping(parsed);
    await queryClient.invalidateQueries({ queryKey: greenKeys.mappings });
    showToast({ variant: 'success', message: t(136, 'Mapping saved') });
    form.load(EMPTY);
  });
  const budgetName = (id: number) => {
    const c = categories.data?.find((x) => x.id === id);
    return c ? (c.costCenter ? `${c.costCenter} – ${c.name}` : c.name) : `#${id}`;
  };
  const choose = (id: string) => {
    const mapping = mappings.data?.find((m) => String(m.budgetCategoryId) === id);
    form.load({
      budgetCategoryId: id,
      carbonCategory: mapping ? String(mapping.carbonCategory) : '',
      kgCo2ePerCurrency: mapping?.kgCo2ePerCurrency ?? '',
    });
  };
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t(132, 'Budget category → carbon category')}
        </Title>
        <ErrorBanner error={form.formError ?? mappings.error} fields={form.labels} />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              {...form.field('budgetCategoryId', { label: t(133, 'Budget category') })}
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: budgetName(c.id) }))}
              searchable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => choose(v ?? '')}
            />
            <Select
              {...form.field('carbonCategory', { label: t(134, 'Carbon category') })}
              data={CARBON_CATEGORIES.map((c) => ({
                value: String(c.code),
                label: categoryLabel(t, c.code),
              }))}
              clearable
              searchable
              placeholder={t(137, 'Not mapped')}
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('carbonCategory', v ?? '')}
            />
            <TextInput
              {...form.field('kgCo2ePerCurrency', { label: t(135, 'kg CO2e per currency unit (estimates)') })}
              inputMode="decimal"
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={form.submitting}>
              {t(84, 'Save')}
            </Button>
          </Group>
        </form>
        {mappings.data && mappings.data.length === 0 && <Text c="dimmed">{t(137, 'Not mapped')}</Text>}
        {mappings.data && mappings.data.length > 0 && (
          <ResponsiveTable minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(133, 'Budget category')}</Table.Th>
                  <Table.Th>{t(134, 'Carbon category')}</Table.Th>
                  <Table.Th ta="right">{t(135, 'kg CO2e per currency unit (estimates)')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mappings.data.map((m) => (
                  <Table.Tr key={m.budgetCategoryId}>
                    <Table.Td>{budgetName(m.budgetCategoryId)}</Table.Td>
                    <Table.Td>{categoryLabel(t, m.carbonCategory)}</Table.Td>
                    <Table.Td ta="right">{m.kgCo2ePerCurrency ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
      </Stack>
    </Paper>
  );
}
