import {
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CURRENCIES } from '@setledger/shared/format/currency';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { LOCALES, PROJECT_MODULES, WASTE_UNIT_FIELDS } from '@setledger/shared/projects/projects.constants';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '../../../components';
import type { ZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import type { LegalEntity, ProjectValues } from '../api/projects.api';
import { MODULE_LABELS, WASTE_UNIT_LABELS } from './labels';

interface ProjectFormProps {
  form: ZodForm<ProjectValues, unknown>;
  suppliers: { id: number; name: string; vat: string }[];
  legalEntityIds: number[];
  onLegalEntities: (ids: number[]) => void;
  legalEntities: LegalEntity[];
  /** The crew profile form tab (only for the project the user works in). */
  profileForm: ReactNode;
}

/** The project administration form in tabs (001 §3.10): every setting of the project. */
export function ProjectForm(props: ProjectFormProps) {
  const t = useForm('projects');
  const carbon = useForm('carbon-budget');
  const { form } = props;
  const { values } = form;
  const onChange = form.set;
  // Each input is the form's field under its label, so an error names the field as it is shown (issue 12 item 29).
  const text = (field: string, label: string) => (
    <TextInput {...form.field(field, { label })} value={String(values[field] ?? '')} />
  );
  const number = (field: string, label: string) => (
    <NumberInput
      {...form.field(field, { label })}
      value={typeof values[field] === 'number' ? (values[field] as number) : ''}
      onChange={(value) => onChange(field, typeof value === 'number' ? value : 0)}
      min={0}
      allowDecimal={false}
    />
  );
  const date = (field: string, label: string) => (
    <TextInput
      type="date"
      {...form.field(field, { label })}
      value={String(values[field] ?? '')}
      onChange={(e) => onChange(field, e.currentTarget.value || null)}
    />
  );
  const toggle = (field: string, label: string) => (
    <Switch
      label={label}
      checked={values[field] === true}
      onChange={(e) => onChange(field, e.currentTarget.checked)}
    />
  );
  const select = (field: string, label: string, data: { value: string; label: string }[]) => (
    <Select
      {...form.field(field, { label })}
      data={data}
      value={String(values[field] ?? 0)}
      onChange={(value) => onChange(field, Number(value ?? 0))}
      allowDeselect={false}
    />
  );
  // 001 §9: reporting mode 3 is Carbon'Clap, 4 is PEAR (peach-pear-plum); the spec names no other mode, so
  // another stored value stays selectable as "Mode n" rather than being lost.
  const reporting = Number(values.greenReporting ?? 0);
  const reportingOptions = [
    { value: '0', label: t(2001, 'Not chosen') },
    { value: '3', label: t(2002, "Carbon'Clap (Ecoprod)") },
    { value: '4', label: t(2003, 'PEAR (Green Production Guide)') },
    ...([0, 3, 4].includes(reporting)
      ? []
      : [{ value: String(reporting), label: t(2004, 'Mode {n}').replace('{n}', String(reporting)) }]),
  ];
  const typeOptions = [
    { value: '0', label: t(40, 'Film') },
    { value: '1', label: t(41, 'Small business') },
    { value: '2', label: t(42, 'Agency') },
    { value: '3', label: t(43, 'Film, single user (free)') },
    { value: '4', label: t(44, 'Film, single user') },
  ];

  return (
    <Tabs defaultValue="general" keepMounted>
      <Tabs.List>
        <Tabs.Tab value="general">{t(10, 'General')}</Tabs.Tab>
        <Tabs.Tab value="production">{t(11, 'Production details')}</Tabs.Tab>
        <Tabs.Tab value="modules">{t(12, 'Modules')}</Tabs.Tab>
        <Tabs.Tab value="money">{t(13, 'Expenses and POs')}</Tabs.Tab>
        <Tabs.Tab value="green">{t(14, 'Green')}</Tabs.Tab>
        <Tabs.Tab value="legal">{t(15, 'Legal entities')}</Tabs.Tab>
        <Tabs.Tab value="profile">{t(16, 'Crew profile form')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="general" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('titre', t(20, 'Title'))}
          {text('production', t(21, 'Production company'))}
          {text('realisateur', t(22, 'Director'))}
          {text('reference', t(23, 'Reference'))}
          {select('projectType', t(24, 'Project type'), typeOptions)}
          {select(
            'currency',
            t(25, 'Currency'),
            CURRENCIES.map((c, index) => ({ value: String(index), label: `${c.code} (${c.symbol})` })),
          )}
          {select(
            'language',
            t(26, 'Language'),
            APP_LANGUAGES.map((l) => ({ value: String(l.code), label: l.label })),
          )}
          {select(
            'regionalSetting',
            t(27, 'Regional setting'),
            LOCALES.map((l, index) => ({ value: String(index), label: l })),
          )}
          {text('timeZone', t(28, 'Time zone'))}
          {date('startDate', t(29, 'Start date'))}
          {date('endDate', t(30, 'End date'))}
          {date('shootingStartDate', t(31, 'Shooting starts'))}
          {date('wrapStartDate', t(32, 'Wrap starts'))}
        </SimpleGrid>
        <Textarea
          mt="sm"
          {...form.field('invoiceDetails', { label: t(33, 'Invoice details') })}
          value={String(values.invoiceDetails ?? '')}
          autosize
          minRows={2}
        />
      </Tabs.Panel>

      <Tabs.Panel value="production" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number('numEpisode', t(50, 'Episodes'))}
          {number('filmLength', t(51, 'Length (minutes)'))}
          {text('shootingFormat', t(52, 'Shooting format'))}
          {text('coProducers', t(53, 'Co-producers'))}
          {text('songMusic', t(54, 'Music'))}
          {number('productionType', t(55, 'Production type'))}
          {number('productionMethod', t(56, 'Production method'))}
          {number('mainBroadcastMode', t(57, 'Main broadcast mode'))}
          {text('userName', t(58, 'Name for a crew member'))}
          {text('hodName', t(59, 'Name for a head of department'))}
          {text('managerName', t(60, 'Name for a manager'))}
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="modules" pt="md">
        <Text size="sm" c="dimmed" mb="sm">
          {t(61, 'A module switched off leaves the navigation of everyone in the project.')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PROJECT_MODULES.map((module) => {
            const [n, en] = MODULE_LABELS[module];
            return <div key={module}>{toggle(module, t(n, en))}</div>;
          })}
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="money" pt="md">
        <Stack>
          <Paper withBorder p="md">
            <Text fw={600} mb="xs">
              {t(62, 'Numbering')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number('lastPoNumber', t(63, 'Last purchase order number'))}
              {text('lastPoFormat', t(64, 'Purchase order number format'))}
              {number('lastInvoiceNumber', t(65, 'Last invoice number'))}
              {text('lastInvoiceFormat', t(66, 'Invoice number format'))}
              {number('lastOrderNumber', t(67, 'Last order number'))}
              {text('lastOrderFormat', t(68, 'Order number format'))}
              {number('lastOfferNumber', t(69, 'Last offer number'))}
              {text('lastOfferFormat', t(70, 'Offer number format'))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              {t(
                71,
                'A format may contain {number}, replaced by the next number, or {number:4} to pad it to 4 digits: LL-PO-{number:4} gives LL-PO-0042.',
              )}
            </Text>
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('maxExpenseItemsPerSheet', t(72, 'Maximum expense items per sheet (0: no limit)'))}
            {number(
              'maxAmountPerItem',
              t(2000, 'Maximum amount of one expense item or PO line (VAT included)'),
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {toggle('mandatoryExpenseReceipt', t(73, 'A receipt is mandatory on expenses'))}
            {toggle('mandatoryInvoiceReceipt', t(74, 'A receipt is mandatory on invoices'))}
            {toggle('mandatoryCategoryExpense', t(75, 'A category is mandatory on expenses'))}
            {toggle('allowTimesheetOutsideContract', t(76, 'Allow timesheets outside the contract dates'))}
            {toggle('allowExpenseOutsideContract', t(77, 'Allow expenses outside the contract dates'))}
            {toggle('allowPoOutsideContract', t(78, 'Allow purchase orders outside the contract dates'))}
            {toggle('hideSalaryInfo', t(79, 'Hide salary information'))}
            {toggle('hideDealMemoInfo', t(80, 'Hide deal memo information'))}
            {toggle('budgetLocked', t(81, 'Budget locked'))}
            {toggle(
              'refusePoOverBudget',
              t(343, 'Refuse purchase orders over budget (otherwise only a warning)'),
            )}
            {toggle('refusePoOverCarbonBudget', carbon(43, 'Refuse purchase orders over the carbon budget'))}
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="green" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number('carbonModel', t(82, 'Carbon model'))}
          <Select
            {...form.field('greenReporting', { label: t(83, 'Green reporting mode') })}
            description={t(
              2005,
              'Chooses the default report of Green reporting; both reports can always be produced.',
            )}
            data={reportingOptions}
            value={String(values.greenReporting ?? 0)}
            onChange={(value) => onChange('greenReporting', Number(value ?? 0))}
            allowDeselect={false}
          />
          {select('distanceUnit', t(84, 'Distance unit'), [
            { value: '0', label: 'km' },
            { value: '1', label: t(85, 'miles') },
          ])}
          {toggle('ccShareReporting', t(86, 'Share carbon reporting'))}
        </SimpleGrid>
        <Text fw={600} mt="md" mb="xs">
          {t(87, 'Waste units')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {WASTE_UNIT_FIELDS.map((field, index) => (
            <div key={field}>{number(field, t(...WASTE_UNIT_LABELS[index]!))}</div>
          ))}
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="legal" pt="md">
        <MultiSelect
          label={t(100, 'Suppliers the project bills as')}
          data={props.suppliers.map((s) => ({
            value: String(s.id),
            label: s.vat ? `${s.name} (${s.vat})` : s.name,
          }))}
          value={props.legalEntityIds.map(String)}
          onChange={(ids) => props.onLegalEntities(ids.map(Number))}
          searchable
        />
        <Stack mt="md">
          {props.legalEntities.map((entity) => (
            <Paper key={entity.id} withBorder p="sm">
              <Group justify="space-between">
                <Text fw={600}>{entity.name}</Text>
                {entity.vat && <Badge variant="light">{entity.vat}</Badge>}
              </Group>
              {entity.supplierBankAccounts.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(101, 'No bank account.')}
                </Text>
              ) : (
                <ResponsiveTable minWidth={480}>
                  <Table mt="xs">
                    <Table.Tbody>
                      {entity.supplierBankAccounts.map((account) => (
                        <Table.Tr key={account.id}>
                          <Table.Td>{account.bankName}</Table.Td>
                          <Table.Td>{account.iban}</Table.Td>
                          <Table.Td>{account.bic}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ResponsiveTable>
              )}
            </Paper>
          ))}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="profile" pt="md">
        {props.profileForm}
      </Tabs.Panel>
    </Tabs>
  );
}
