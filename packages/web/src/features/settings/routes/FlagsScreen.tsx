import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { projectFlagSchema } from '@setledger/shared/flags/flags.schemas';
import { FLAG_TYPES, type FlagType } from '@setledger/shared/projects/flags.constants';
import { IconPencil, IconPlus, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BaseModal,
  ConfirmDialog,
  ErrorBanner,
  PageLoader,
  ResponsiveTable,
  showToast,
} from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import {
  delFlag,
  delFlagItem,
  type Flag,
  type FlagChanges,
  type FlagItem,
  type FlagItemChanges,
  getCategories,
  getPayCodes,
  getProjectFlags,
  getTaxOptions,
  saveFlag,
  saveFlagItem,
  setFavourite,
  settingsKeys,
} from '../api/settings.api';
import { emptyItem, FlagItemModal, itemChanges } from '../components/FlagItemModal';

function TaxOptionsPreview() {
  const format = useFormat();
  const t = useForm('settings');
  const options = useQuery({ queryKey: settingsKeys.taxOptions, queryFn: getTaxOptions });
  return (
    <Paper withBorder p="md" bg="gray.0">
      <Text fw={600} mb={4}>
        {t(40, 'Tax options the crew will see')}
      </Text>
      {options.isError && <ErrorBanner error={options.error} />}
      {options.data && options.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(41, 'No tax option yet: add a tax flag with at least one enabled item.')}
        </Text>
      )}
      <Group gap="xs" aria-label={t(40, 'Tax options the crew will see')} role="list">
        {options.data?.map((option) => (
          // A flag's own colour is any colour: shown as a swatch, so the text keeps its contrast (WCAG 1.4.3).
          <Badge
            key={option.id}
            role="listitem"
            variant="default"
            leftSection={option.color ? <ColorSwatch color={option.color} size={10} /> : undefined}
          >
            {option.name} ({format.percent(option.factor)})
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

function FlagTab({ type }: { type: FlagType }) {
  const format = useFormat();
  const t = useForm('settings');
  const queryClient = useQueryClient();
  const flags = useQuery({ queryKey: settingsKeys.flags(type), queryFn: () => getProjectFlags(type) });
  const payCodes = useQuery({ queryKey: settingsKeys.payCodes, queryFn: getPayCodes });
  const categories = useQuery({ queryKey: settingsKeys.categories, queryFn: getCategories });
  const [editingFlag, setEditingFlag] = useState<Flag | 'new' | null>(null);
  const flagForm = useZodForm<FlagChanges, unknown>({
    schema: projectFlagSchema,
    initialValues: {
      name: '',
      type,
      short: '',
      description: '',
      mandatoryFlag: false,
      greenFlag: false,
      customExportName: '',
    },
  });
  const flagValues = flagForm.values;
  const [deletingFlag, setDeletingFlag] = useState<Flag | null>(null);
  const [editingItem, setEditingItem] = useState<{ id: number | null; values: FlagItemChanges } | null>(null);
  const [deletingItem, setDeletingItem] = useState<FlagItem | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: settingsKeys.flags(type) });
    await queryClient.invalidateQueries({ queryKey: settingsKeys.taxOptions });
  };
  if (flags.isPending) return <PageLoader />;
  if (flags.isError) return <ErrorBanner error={flags.error} />;

  const openFlag = (flag: Flag | 'new') => {
    setEditingFlag(flag);
    flagForm.load(
      flag === 'new'
        ? {
            name: '',
            type,
            short: '',
            description: '',
            mandatoryFlag: false,
            greenFlag: false,
            customExportName: '',
          }
        : {
            name: flag.name,
            type: flag.type,
            short: flag.short,
            description: flag.description,
            mandatoryFlag: flag.mandatoryFlag,
            greenFlag: flag.greenFlag,
            customExportName: flag.customExportName,
          },
    );
  };
  const submitFlag = flagForm.onSubmit(async (_parsed, values) => {
    await saveFlag(editingFlag === 'new' || editingFlag === null ? null : editingFlag.id, values);
    await refresh();
    showToast({ variant: 'success', message: t(20, 'Saved') });
    setEditingFlag(null);
  });
  const toggleFavourite = async (item: FlagItem) => {
    try {
      await setFavourite(item.id, !item.bookmark);
      await refresh();
    } catch (error) {
      flagForm.setFormError(error);
    }
  };

  return (
    <Stack pt="md">
      {type === FLAG_TYPES.taxe && <TaxOptionsPreview />}
      <ErrorBanner error={editingFlag === null ? flagForm.formError : null} />
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => openFlag('new')}>
          {t(42, 'Add a flag')}
        </Button>
      </Group>
      {flags.data.length === 0 && (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(43, 'No flag of this kind yet.')}
        </Paper>
      )}
      {flags.data.map((flag) => (
        <Paper key={flag.id} withBorder p="md" data-flag={flag.name}>
          <Group justify="space-between" mb="sm">
            <div>
              <Text fw={600}>{flag.name}</Text>
              {flag.description && (
                <Text size="sm" c="dimmed">
                  {flag.description}
                </Text>
              )}
            </div>
            <Group gap={4}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditingItem({ id: null, values: emptyItem(flag.id) })}
              >
                {t(44, 'Add an item')}
              </Button>
              <ActionIcon
                variant="subtle"
                onClick={() => openFlag(flag)}
                aria-label={`${t(21, 'Edit')} – ${flag.name}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setDeletingFlag(flag)}
                aria-label={`${t(22, 'Delete')} – ${flag.name}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
          {flag.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(45, 'No item yet.')}
            </Text>
          ) : (
            <ResponsiveTable minWidth={560}>
              <Table>
                <Table.Tbody>
                  {flag.items.map((item) => (
                    <Table.Tr key={item.id} c={item.disabled ? 'dimmed' : undefined}>
                      <Table.Td w={32}>{item.color && <ColorSwatch color={item.color} size={16} />}</Table.Td>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td>{format.percent(item.factor)}</Table.Td>
                      <Table.Td>{Number(item.amount) !== 0 ? item.amount : ''}</Table.Td>
                      <Table.Td>{item.payCode}</Table.Td>
                      <Table.Td>{item.disabled && <Badge color="gray">{t(67, 'Disabled')}</Badge>}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            color="yellow"
                            onClick={() => void toggleFavourite(item)}
                            aria-label={`${t(68, 'Favourite')} – ${item.name}`}
                            aria-pressed={item.bookmark}
                          >
                            {item.bookmark ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => setEditingItem({ id: item.id, values: itemChanges(item) })}
                            aria-label={`${t(21, 'Edit')} – ${item.name}`}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => setDeletingItem(item)}
                            aria-label={`${t(22, 'Delete')} – ${item.name}`}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
          )}
        </Paper>
      ))}
      <BaseModal
        opened={editingFlag !== null}
        onClose={() => setEditingFlag(null)}
        title={t(46, 'Flag')}
        size="lg"
      >
        {editingFlag !== null && (
          <form onSubmit={(event) => void submitFlag(event)} noValidate>
            <Stack>
              <ErrorBanner error={flagForm.formError} fields={flagForm.labels} />
              <TextInput {...flagForm.field('name', { label: t(51, 'Name') })} required data-autofocus />
              <TextInput {...flagForm.field('short', { label: t(52, 'Short name') })} />
              <Textarea {...flagForm.field('description', { label: t(47, 'Description') })} />
              <TextInput {...flagForm.field('customExportName', { label: t(48, 'Name in exports') })} />
              <Group>
                <Checkbox
                  label={t(49, 'Mandatory')}
                  checked={flagValues.mandatoryFlag}
                  onChange={(e) => flagForm.set('mandatoryFlag', e.currentTarget.checked)}
                />
                <Checkbox
                  label={t(69, 'Green')}
                  checked={flagValues.greenFlag}
                  onChange={(e) => flagForm.set('greenFlag', e.currentTarget.checked)}
                />
              </Group>
              <Button type="submit" loading={flagForm.submitting} style={{ alignSelf: 'flex-end' }}>
                {t(23, 'Save')}
              </Button>
            </Stack>
          </form>
        )}
      </BaseModal>
      <FlagItemModal
        opened={editingItem !== null}
        initial={editingItem?.values ?? emptyItem(0)}
        payCodes={payCodes.data ?? []}
        categories={categories.data ?? []}
        onSave={async (values) => {
          await saveFlagItem(editingItem!.id, values);
          await refresh();
          showToast({ variant: 'success', message: t(20, 'Saved') });
        }}
        onClose={() => setEditingItem(null)}
      />
      <ConfirmDialog
        opened={deletingFlag !== null}
        title={t(70, 'Delete the flag')}
        message={t(71, 'Delete the flag "{name}" and its items?').replace('{name}', deletingFlag?.name ?? '')}
        danger
        onConfirm={async () => {
          await delFlag(deletingFlag!.id);
          await refresh();
          showToast({ variant: 'success', message: t(24, 'Deleted') });
        }}
        onClose={() => setDeletingFlag(null)}
      />
      <ConfirmDialog
        opened={deletingItem !== null}
        title={t(72, 'Delete the item')}
        message={t(73, 'Delete the item "{name}"?').replace('{name}', deletingItem?.name ?? '')}
        danger
        onConfirm={async () => {
          await delFlagItem(deletingItem!.id);
          await refresh();
          showToast({ variant: 'success', message: t(24, 'Deleted') });
        }}
        onClose={() => setDeletingItem(null)}
      />
    </Stack>
  );
}

/** Tax and custom flags of the project (001 §3.12), one tab per flag type. */
export default function FlagsScreen() {
  const t = useForm('settings');
  const [tab, setTab] = useState<string | null>(String(FLAG_TYPES.taxe));
  const tabs: { type: FlagType; label: string }[] = [
    { type: FLAG_TYPES.taxe, label: t(74, 'Taxes') },
    { type: FLAG_TYPES.custom, label: t(75, 'Custom flags') },
    { type: FLAG_TYPES.customFields, label: t(76, 'Custom fields') },
    { type: FLAG_TYPES.customAllowances, label: t(77, 'Allowances') },
    { type: FLAG_TYPES.customPerDiem, label: t(78, 'Per diems') },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(79, 'Tax and custom flags')}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.type} value={String(entry.type)}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((entry) => (
          <Tabs.Panel key={entry.type} value={String(entry.type)}>
            <FlagTab type={entry.type} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
