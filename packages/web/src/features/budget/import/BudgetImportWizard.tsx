import { Alert, Button, Group, List, Modal, Stack, Stepper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, useCloseButtonProps, useErrorText } from '../../../components';
import { useForm } from '../../../lib/i18n';
import {
  type BudgetImportAccount,
  type BudgetImportFile,
  type BudgetImportMapping,
  type BudgetImportResult,
  importBudgetLines,
  readBudgetImportFile,
} from './api/budget-import.api';
import { ImportAccountsStep } from './ImportAccountsStep';
import { ImportFileStep } from './ImportFileStep';
import { ImportMappingStep, isMappingComplete } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';

export interface BudgetImportWizardProps {
  opened: boolean;
  onClose(): void;
  /** Called once the lines are written, with their count (the caller refreshes the budget). */
  onImported(count: number): void;
}

type Step = 'file' | 'columns' | 'accounts' | 'check' | 'done';

interface WizardState {
  step: Step;
  file: File | null;
  info: BudgetImportFile | null;
  mapping: BudgetImportMapping | null;
  /** The file's accounts (a budget by account), as the first check found them. */
  accounts: BudgetImportAccount[] | null;
  preview: BudgetImportResult | null;
  replace: boolean;
  validRowsOnly: boolean;
  done: BudgetImportResult | null;
}
const START: WizardState = {
  step: 'file',
  file: null,
  info: null,
  mapping: null,
  accounts: null,
  preview: null,
  replace: false,
  validRowsOnly: false,
  done: null,
};

/**
 * Budget lines from an xlsx file (issue 7, real budgets issue 12): choose the file, map its columns, choose the
 * department and category of each account (a budget by account), check every row (headings, subtotals and
 * totals are skipped; nothing is imported while a line is wrong, unless the user imports the valid lines only),
 * import in one transaction (optionally replacing the budget), done with the lines left out listed.
 */
export function BudgetImportWizard({ opened, onClose, onImported }: BudgetImportWizardProps) {
  const closeButtonProps = useCloseButtonProps();
  const t = useForm('budget-import');
  const toText = useErrorText();
  const [state, setState] = useState<WizardState>(START);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const warn = t(28, 'All budget lines of the project are deleted and replaced by those of this file.');
  const patch = (next: Partial<WizardState>) => setState((current) => ({ ...current, ...next }));
  const byAccount = !!state.mapping?.accountColumn;
  const steps: Step[] = byAccount ? ['file', 'columns', 'accounts', 'check'] : ['file', 'columns', 'check'];
  const active = state.step === 'done' ? steps.length : steps.indexOf(state.step);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const read = (file: File, choice: { sheet?: string; headerRow?: number | null } = {}) =>
    run(async () => {
      const info = await readBudgetImportFile(file, choice);
      patch({ step: 'columns', file, info, mapping: info.suggestion, accounts: null, preview: null });
    });
  const preview = (mapping: BudgetImportMapping) =>
    importBudgetLines(state.file!, mapping, { commit: false, replace: false });
  const next = () =>
    run(async () => {
      const mapping = state.mapping!;
      if (state.step === 'columns' && mapping.accountColumn) {
        // The accounts and their suggestions; choices already made for an account are kept.
        const found = (await preview({ ...mapping, accounts: mapping.accounts ?? [] })).accounts ?? [];
        const kept = new Map((mapping.accounts ?? []).map((a) => [a.account, a]));
        const accounts = found.map(
          (a) =>
            kept.get(a.account) ?? {
              account: a.account,
              departmentNumber: a.departmentNumber,
              categoryId: a.categoryId,
            },
        );
        patch({ step: 'accounts', accounts: found, mapping: { ...mapping, accounts } });
        return;
      }
      patch({ step: 'check', preview: await preview(mapping), validRowsOnly: false });
    });
  const commit = () =>
    run(async () => {
      const done = await importBudgetLines(state.file!, state.mapping!, {
        commit: true,
        replace: state.replace,
        validRowsOnly: state.validRowsOnly,
      });
      patch({ step: 'done', done });
      onImported(done.imported);
    });
  const close = () => {
    setState(START);
    setError(null);
    onClose();
  };
  const back = () => patch({ step: steps[Math.max(0, active - 1)] });

  const checked = state.preview;
  const canImport =
    !!checked &&
    checked.dataRowCount > 0 &&
    (checked.errorCount === 0 || (state.validRowsOnly && checked.errorCount < checked.dataRowCount));
  const footer =
    state.step === 'done' ? (
      <Button onClick={close}>{t(30, 'Close')}</Button>
    ) : (
      <>
        {active > 0 && (
          <Button variant="default" disabled={busy} onClick={back}>
            {state.step === 'columns' ? t(46, 'Choose another file') : t(25, 'Back')}
          </Button>
        )}
        {(state.step === 'columns' || state.step === 'accounts') && (
          <Button
            loading={busy}
            disabled={!state.mapping || !isMappingComplete(state.mapping)}
            onClick={next}
          >
            {t(26, 'Next')}
          </Button>
        )}
        {state.step === 'check' && (
          <Button
            loading={busy}
            disabled={!canImport}
            color={state.replace ? 'red' : undefined}
            onClick={() => (state.replace ? setConfirming(true) : void commit())}
          >
            {t(24, 'Import')}
          </Button>
        )}
      </>
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(5, 'Import the budget')}
      size="xl"
      centered
      closeButtonProps={closeButtonProps}
    >
      <Stack>
        <Stepper active={active} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t(6, 'File')}>
            <ImportFileStep busy={busy} onFile={(file) => void read(file)} />
          </Stepper.Step>
          <Stepper.Step label={t(7, 'Columns')}>
            {state.info && state.mapping && state.file && (
              <ImportMappingStep
                info={state.info}
                mapping={state.mapping}
                busy={busy}
                onMapping={(mapping) => patch({ mapping })}
                onReread={(choice) => void read(state.file!, choice)}
              />
            )}
          </Stepper.Step>
          {byAccount && (
            <Stepper.Step label={t(1402, 'Accounts')}>
              {state.accounts && state.mapping && (
                <ImportAccountsStep
                  accounts={state.accounts}
                  choices={state.mapping.accounts ?? []}
                  onChoices={(accounts) => patch({ mapping: { ...state.mapping!, accounts } })}
                />
              )}
            </Stepper.Step>
          )}
          <Stepper.Step label={t(8, 'Check')}>
            {checked && (
              <ImportPreviewStep
                preview={checked}
                replace={state.replace}
                onReplace={(replace) => patch({ replace })}
                validRowsOnly={state.validRowsOnly}
                onValidRowsOnly={(validRowsOnly) => patch({ validRowsOnly })}
              />
            )}
          </Stepper.Step>
          <Stepper.Completed>
            <Alert color="green" icon={<IconCircleCheck size={18} />} data-import-done>
              <Text>
                {t(29, '{count} budget lines imported.').replace(
                  '{count}',
                  String(state.done?.imported ?? 0),
                )}
              </Text>
              {!!state.done?.replaced && (
                <Text size="sm">
                  {t(47, '{count} existing budget lines replaced.').replace(
                    '{count}',
                    String(state.done.replaced),
                  )}
                </Text>
              )}
            </Alert>
            {!!state.done?.errors.length && (
              <Alert color="orange" mt="sm" data-import-left-out>
                <Text size="sm" fw={600}>
                  {t(1411, '{count} lines were not imported:').replace(
                    '{count}',
                    String(state.done.errorCount),
                  )}
                </Text>
                <List size="sm">
                  {state.done.errors.map((e) => (
                    <List.Item key={`${e.row}-${e.field}`}>
                      {t(22, 'Row')} {e.row} · {e.column}
                      {e.value ? ` «${e.value}»` : ''}: {e.message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </Stepper.Completed>
        </Stepper>
        {error !== null && (
          <Alert color="red" title={t(34, 'Error')} role="alert">
            {toText(error)}
          </Alert>
        )}
        <Group justify="flex-end">{footer}</Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        danger
        title={t(27, 'Replace the budget lines')}
        message={warn}
        onClose={() => setConfirming(false)}
        onConfirm={commit}
      />
    </Modal>
  );
}
