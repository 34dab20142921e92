import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLeaf, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, Loader, MapLink } from '../../../components';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useProjectModules } from '../../../lib/project-modules';
import { getSuppliers, supplierKeys } from '../api/suppliers.api';
import { useGreenSupplierTexts } from '../components/green-supplier-texts';
import { supplierTypeLabel, supplierTypeOptions } from '../components/supplier-types';

/** Suppliers of the license: searched on the server by name (accents ignored) and type. */
export default function SuppliersScreen() {
  const t = useForm('suppliers');
  const g = useGreenSupplierTexts();
  const modules = useProjectModules();
  const [search, setSearch] = useState('');
  const [greenOnly, setGreenOnly] = useState(false);
  const [type, setType] = useState<string | null>(null);
  const [term] = useDebouncedValue(search.trim(), 250);
  const typeNumber = type === null ? null : Number(type);
  const list = useQuery({
    queryKey: supplierKeys.list(term, typeNumber),
    queryFn: () => getSuppliers(term, typeNumber),
    placeholderData: keepPreviousData,
  });
  // GetSuppliers takes only the spec's arguments (000 §7): the green filter is applied to the answer.
  const shown = greenOnly ? list.data?.filter((supplier) => supplier.isGreen) : list.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Suppliers')}
        </Title>
        <Group>
          {modules?.has('useGreenSupplier') && (
            <Button
              variant="default"
              component={Link}
              to={href('LoadGreenSuppliers')}
              leftSection={<IconUpload size={16} />}
            >
              {g(35, 'Load green suppliers')}
            </Button>
          )}
          <Button component={Link} to={href('suppliers/new')} leftSection={<IconPlus size={16} />}>
            {t(2, 'New supplier')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          placeholder={t(3, 'Type to search ...')}
          aria-label={t(3, 'Type to search ...')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          aria-label={t(4, 'Type')}
          placeholder={t(5, 'All types')}
          data={supplierTypeOptions(t)}
          value={type}
          onChange={setType}
          clearable
        />
      </SimpleGrid>
      <Switch
        label={g(31, 'Green suppliers only')}
        checked={greenOnly}
        onChange={(e) => setGreenOnly(e.currentTarget.checked)}
      />
      {list.isError && <ErrorBanner error={list.error} />}
      {list.isPending ? (
        <Loader />
      ) : shown && shown.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(6, 'No supplier matches. Create one with "New supplier".')}
        </Paper>
      ) : (
        <Stack gap="xs" aria-busy={list.isFetching}>
          {shown?.map((supplier) => (
            <Card key={supplier.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Anchor component={Link} to={href('suppliers/:id', { id: supplier.id })} fw={600}>
                    {supplier.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[supplier.vat, supplier.address?.city, supplier.contactName, supplier.greenLabel]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  {supplier.isGreen && (
                    <Badge
                      color="green"
                      variant="filled"
                      leftSection={<IconLeaf size={12} aria-hidden />}
                      title={
                        supplier.greenLabel
                          ? g(38, 'Green label: {label}', { label: supplier.greenLabel })
                          : undefined
                      }
                      data-green-badge
                    >
                      {g(30, 'Green')}
                    </Badge>
                  )}
                  <Badge variant="light">{supplierTypeLabel(t, supplier.type)}</Badge>
                </Group>
              </Group>
              {supplier.address && <MapLink address={supplier.address} />}
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
