import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { passwordChangeSchema } from '@setledger/shared/session/session.schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorBanner, showToast } from '../../../components';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { storeToken } from '../../../lib/session';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
import { updMyPassword } from '../api/session.api';

const EMPTY = { OldPassword: '', NewPassword: '', confirm: '' };

export default function PasswordScreen() {
  const t = useForm('password');
  const message = useValidationMessage();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => updMyPassword(form.OldPassword, form.NewPassword),
    onSuccess: (token) => {
      // Every earlier token of the account has ended; this session goes on with the fresh one.
      storeToken(token);
      setForm(EMPTY);
      showToast({ variant: 'success', message: t(6, 'Password changed') });
    },
    onError: (error) => {
      // The server names the field of a wrong current password: show it there.
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(form);
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues, message);
    if (form.confirm !== form.NewPassword) next.confirm = t(7, 'The passwords do not match.');
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const fieldError = save.error instanceof GraphQLRequestError && save.error.field;
  return (
    <Stack maw={480}>
      <Title order={1} size="h2">
        {t(1, 'Change password')}
      </Title>
      {!fieldError && <ErrorBanner error={save.error} />}
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label={t(2, 'Current password')}
              autoComplete="current-password"
              value={form.OldPassword}
              onChange={(e) => set('OldPassword')(e.currentTarget.value)}
              error={errors.OldPassword}
              required
            />
            <PasswordInput
              label={t(3, 'New password')}
              description={t(8, 'At least 8 characters.')}
              autoComplete="new-password"
              value={form.NewPassword}
              onChange={(e) => set('NewPassword')(e.currentTarget.value)}
              error={errors.NewPassword}
              required
            />
            <PasswordInput
              label={t(4, 'Confirm the new password')}
              autoComplete="new-password"
              value={form.confirm}
              onChange={(e) => set('confirm')(e.currentTarget.value)}
              error={errors.confirm}
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t(5, 'Save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
