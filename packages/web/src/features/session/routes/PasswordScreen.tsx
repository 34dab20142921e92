import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { passwordChangeSchema } from '@setledger/shared/session/session.schemas';
import { ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { storeToken } from '../../../lib/session';
import { updMyPassword } from '../api/session.api';

const EMPTY = { OldPassword: '', NewPassword: '', confirm: '' };

export default function PasswordScreen() {
  const t = useForm('password');
  const form = useZodForm({
    schema: passwordChangeSchema,
    initialValues: EMPTY,
    toInput: ({ OldPassword, NewPassword }) => ({ OldPassword, NewPassword }),
    check: (values) =>
      values.confirm !== values.NewPassword ? { confirm: t(7, 'The passwords do not match.') } : {},
  });
  // The server names the field of a wrong current password: the hook shows it there.
  const submit = form.onSubmit(async ({ OldPassword, NewPassword }) => {
    const token = await updMyPassword(OldPassword, NewPassword);
    // Every earlier token of the account has ended; this session goes on with the fresh one.
    storeToken(token);
    form.form.setValues(EMPTY);
    showToast({ variant: 'success', message: t(6, 'Password changed') });
  });
  return (
    <Stack maw={480}>
      <Title order={1} size="h2">
        {t(1, 'Change password')}
      </Title>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <Paper withBorder p="md">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <PasswordInput
              {...form.field('OldPassword', { label: t(2, 'Current password') })}
              autoComplete="current-password"
              required
            />
            <PasswordInput
              {...form.field('NewPassword', { label: t(3, 'New password') })}
              description={t(8, 'At least 8 characters.')}
              autoComplete="new-password"
              required
            />
            <PasswordInput
              {...form.field('confirm', { label: t(4, 'Confirm the new password') })}
              autoComplete="new-password"
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t(5, 'Save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
