import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { newPasswordForm } from '@setledger/shared/session/public-forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useForm } from '../../../lib/i18n';
import { getPasswordReset, setNewPassword } from '../api/account.api';
import { PublicPage } from '../components/PublicPage';

/** pages/reset-password/{xid}: chooses a new password from an emailed link, once. */
export default function ResetPasswordScreen() {
  const t = useForm('login');
  const xid = useParams().xid ?? '';
  const request = useQuery({
    queryKey: ['password-reset', xid],
    queryFn: () => getPasswordReset(xid),
    retry: false,
  });
  const [done, setDone] = useState(false);
  const form = useZodForm({
    schema: newPasswordForm,
    initialValues: { password: '', confirm: '' },
    check: (values) =>
      values.password !== values.confirm ? { confirm: t(9, 'The two passwords differ.') } : {},
  });
  const submit = form.onSubmit(async ({ password }) => {
    await setNewPassword(xid, password);
    setDone(true);
  });

  if (request.isPending) return <PageLoader />;
  return (
    <PublicPage subtitle={t(22, 'Choose a new password')}>
      {request.isError ? (
        <ErrorBanner error={request.error} />
      ) : done ? (
        <Alert color="teal" variant="light">
          {t(23, 'Your password is changed. Sign in with it now.')}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={form.formError} fields={form.labels} />
            <TextInput label={t(2, 'Email')} value={request.data.email} readOnly />
            <PasswordInput
              {...form.field('password', { label: t(24, 'New password') })}
              description={t(16, 'At least 8 characters.')}
              autoComplete="new-password"
              required
            />
            <PasswordInput
              {...form.field('confirm', { label: t(17, 'Repeat the password') })}
              autoComplete="new-password"
              required
            />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t(25, 'Save the new password')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login()} size="sm">
        {t(8, 'Go to the sign-in page')}
      </Anchor>
    </PublicPage>
  );
}
