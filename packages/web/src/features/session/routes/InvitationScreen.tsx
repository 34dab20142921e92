import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { acceptInvitationSchema } from '@setledger/shared/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { paths } from '../../../config/paths';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { storeToken } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
import { acceptInvitation, getInvitation } from '../api/account.api';
import { PublicPage } from '../components/PublicPage';

/**
 * pages/invitation/{xid}: the page behind an invitation email. It opens in the invitee's language; a new person
 * sets their names and a password, an existing account confirms its password; then they are in the project.
 */
export default function InvitationScreen() {
  const t = useForm('login');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const session = useSession();
  const xid = useParams().xid ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', xid],
    queryFn: () => getInvitation(xid),
    retry: false,
  });
  const [values, setValues] = useState({ firstName: '', name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const { setGuestLanguage, isSignedIn } = session;
  const language = invitation.data?.language;

  useEffect(() => {
    if (invitation.data)
      setValues((v) => ({ ...v, firstName: invitation.data.firstName, name: invitation.data.name }));
  }, [invitation.data]);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse(values);
    const issues = parsed.success ? [] : parsed.error.issues;
    const next = fieldErrors(issues, message);
    if (!info.hasAccount && values.password !== values.confirm)
      next.confirm = t(9, 'The two passwords differ.');
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      storeToken(await acceptInvitation(xid, values));
      await navigate(paths.myDashboard(), { replace: true });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

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
      <ErrorBanner error={failure} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput label={t(2, 'Email')} value={info.email} readOnly />
          {!info.hasAccount && (
            <>
              <TextInput
                label={t(13, 'First name')}
                required
                value={values.firstName}
                onChange={(e) => setValues({ ...values, firstName: e.currentTarget.value })}
                error={errors.firstName}
              />
              <TextInput
                label={t(14, 'Last name')}
                required
                value={values.name}
                onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
                error={errors.name}
              />
            </>
          )}
          <PasswordInput
            label={info.hasAccount ? t(3, 'Password') : t(15, 'Choose a password')}
            description={info.hasAccount ? undefined : t(16, 'At least 8 characters.')}
            autoComplete={info.hasAccount ? 'current-password' : 'new-password'}
            required
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
            error={errors.password}
          />
          {!info.hasAccount && (
            <PasswordInput
              label={t(17, 'Repeat the password')}
              autoComplete="new-password"
              required
              value={values.confirm}
              onChange={(e) => setValues({ ...values, confirm: e.currentTarget.value })}
              error={errors.confirm}
            />
          )}
          <Button type="submit" loading={saving} fullWidth>
            {t(18, 'Join the project')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
