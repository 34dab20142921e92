import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { acceptInvitationForm } from '@setledger/shared/session/public-forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { PageLoader } from '../../../components/Loader';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useForm } from '../../../lib/i18n';
import { storeToken } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { acceptInvitation, getInvitation } from '../api/account.api';
import { PublicPage } from '../components/PublicPage';

/**
 * pages/invitation/{xid}: the page behind an invitation email. It opens in the invitee's language; a new person
 * sets their names and a password, an existing account confirms its password; then they are in the project.
 */
export default function InvitationScreen() {
  const t = useForm('login');
  const navigate = useNavigate();
  const session = useSession();
  const xid = useParams().xid ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', xid],
    queryFn: () => getInvitation(xid),
    retry: false,
  });
  const form = useZodForm({
    schema: acceptInvitationForm,
    initialValues: { firstName: '', name: '', password: '', confirm: '' },
    // An existing account confirms its password once; a new one types it twice.
    check: (values) =>
      !invitation.data?.hasAccount && values.password !== values.confirm
        ? { confirm: t(9, 'The two passwords differ.') }
        : {},
  });
  const { setFieldValue } = form.form;
  const { setGuestLanguage, isSignedIn } = session;
  const language = invitation.data?.language;

  // Once, when the invitation arrives: its names fill the form, which the person may then change.
  const namesApplied = useRef(false);
  useEffect(() => {
    if (!invitation.data || namesApplied.current) return;
    namesApplied.current = true;
    setFieldValue('firstName', invitation.data.firstName);
    setFieldValue('name', invitation.data.name);
  }, [invitation.data, setFieldValue]);
  // Once, when the invitation arrives: the page then follows the language picker.
  const languageApplied = useRef(false);
  useEffect(() => {
    if (language === undefined || isSignedIn || languageApplied.current) return;
    languageApplied.current = true;
    setGuestLanguage(language);
  }, [language, isSignedIn, setGuestLanguage]);

  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError)
    return (
      <PublicPage subtitle={t(7, 'Invitation')}>
        <ErrorBanner error={invitation.error} />
        <Anchor component={Link} to={paths.login()}>
          {t(8, 'Go to the sign-in page')}
        </Anchor>
      </PublicPage>
    );
  const info = invitation.data;

  const submit = form.onSubmit(async (_parsed, values) => {
    storeToken(await acceptInvitation(xid, values));
    await navigate(paths.myDashboard(), { replace: true });
  });

  return (
    <PublicPage subtitle={t(7, 'Invitation')}>
      <Text>
        {t(10, 'You are invited to join the production "{project}".').replace('{project}', info.projectTitle)}
      </Text>
      {info.startDate && info.endDate && (
        <Text size="sm" c="dimmed">
          {t(11, 'Contract from {start} to {end}.')
            .replace('{start}', info.startDate)
            .replace('{end}', info.endDate)}
        </Text>
      )}
      {info.hasAccount && (
        <Alert variant="light">{t(12, 'You already have an account: confirm it with your password.')}</Alert>
      )}
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput label={t(2, 'Email')} value={info.email} readOnly />
          {!info.hasAccount && (
            <>
              <TextInput {...form.field('firstName', { label: t(13, 'First name') })} required />
              <TextInput {...form.field('name', { label: t(14, 'Last name') })} required />
            </>
          )}
          <PasswordInput
            {...form.field('password', {
              label: info.hasAccount ? t(3, 'Password') : t(15, 'Choose a password'),
            })}
            description={info.hasAccount ? undefined : t(16, 'At least 8 characters.')}
            autoComplete={info.hasAccount ? 'current-password' : 'new-password'}
            required
          />
          {!info.hasAccount && (
            <PasswordInput
              {...form.field('confirm', { label: t(17, 'Repeat the password') })}
              autoComplete="new-password"
              required
            />
          )}
          <Button type="submit" loading={form.submitting} fullWidth>
            {t(18, 'Join the project')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
