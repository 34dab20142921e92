import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, useErrorText } from '../../../components';
import { useForm } from '../../../lib/i18n';
import {
  type BudgetImportFile,
  type BudgetImportMapping,
  type BudgetImportResult,
  importBudgetLines,
  readBudgetImportFile,
} from './api/budget-import.api';
import { ImportFileStep } from './ImportFileStep';
import { ImportMappingStep, isMappingComplete } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';

export interface BudgetImportWizardProps {
  opened: boolean;
  onClose(): void;
  /** Called once the lines are written, with their count (the caller refreshes the budget). */
  onImported(count: number): void;
}

interface WizardState {
  step: number;
  file: File | null;
  info: BudgetImportFile | null;
  mapping: BudgetImportMapping | null;
  preview: BudgetImportResult | null;
  replace: boolean;
  done: BudgetImportResult | null;
}
const START: WizardState = {
  step: 0,
  file: null,
  info: null,
  mapping: null,
  preview: null,
  replace: false,
  done: null,
};

/**
 * Budget lines from an xlsx file (issue 7): choose the file, map its columns, check every row (nothing is
 * imported while one is wrong), import (all lines in one transaction, optionally replacing the budget), done.
 */
export function BudgetImportWizard({ opened, onClose, onImported }: BudgetImportWizardProps) {
  const t = useForm('budget-import');
  const toText = useErrorText();
  const [state, setState] = useState<WizardState>(START);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const warn = t(28, 'All budget lines of the project are deleted and replaced by those of this file.');
  const patch = (next: Partial<WizardState>) => setState((current) => ({ ...current, ...next }));

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
      patch({ step: 1, file, info, mapping: info.suggestion, preview: null });
    });
  const check = () =>
    run(async () => {
      const preview = await importBudgetLines(state.file!, state.mapping!, { commit: false, replace: false });
      patch({ step: 2, preview });
    });
  const commit = () =>
    run(async () => {
      const done = await importBudgetLines(state.file!, state.mapping!, {
        commit: true,
        replace: state.replace,
      });
      patch({ step: 3, done });
      onImported(done.imported);
    });
  const close = () => {
    setState(START);
    setError(null);
    onClose();
  };

  const canImport = !!state.preview && state.preview.errorCount === 0 && state.preview.rowCount > 0;
  const footer =
    state.step === 3 ? (
      <Button onClick={close}>{t(30, 'Close')}</Button>
    ) : (
      <>
        {state.step > 0 && (
          <Button variant="default" disabled={busy} onClick={() => patch({ step: state.step - 1 })}>
            {state.step === 1 ? t(46, 'Choose another file') : t(25, 'Back')}
          </Button>
        )}
        {state.step === 1 && (
          <Button
            loading={busy}
            disabled={!state.mapping || !isMappingComplete(state.mapping)}
            onClick={check}
          >
            {t(26, 'Next')}
          </Button>
        )}
        {state.step === 2 && (
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
    <Modal opened={opened} onClose={close} title={t(5, 'Import the budget')} size="xl" centered>
      <Stack>
        <Stepper active={state.step} size="sm" allowNextStepsSelect={false}>
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
          <Stepper.Step label={t(8, 'Check')}>
            {state.preview && (
              <ImportPreviewStep
                preview={state.preview}
                replace={state.replace}
                onReplace={(replace) => patch({ replace })}
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
