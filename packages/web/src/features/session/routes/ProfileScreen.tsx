import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { profileSchema } from '@setledger/shared/session/session.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { updAppLanguage } from '../../../lib/language.api';
import { storeToken } from '../../../lib/session';
import { getMyProfile, updMyProfile } from '../api/session.api';
import { EmailChangePanel } from '../components/EmailChangePanel';
import { VehicleCommutePanel } from '../components/VehicleCommutePanel';

const LANGUAGE_OPTIONS = APP_LANGUAGES.map((l) => ({ value: String(l.code), label: l.label }));

export default function ProfileScreen() {
  const t = useForm('profile');
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['my-profile', 'full'], queryFn: getMyProfile });
  const save = useMutation({
    mutationFn: async (input: Parameters<typeof updMyProfile>[0]) => {
      const saved = await updMyProfile(input);
      // The token carries the language: the new one of UpdAppLanguage switches the whole app at once.
      if (saved.appLanguage !== profile.data?.appLanguage)
        storeToken(await updAppLanguage(saved.appLanguage));
      return saved;
    },
    onSuccess: async () => {
      showToast({ variant: 'success', message: t(10, 'Profile saved') });
      await queryClient.invalidateQueries({ queryKey: ['my-profile'] });
    },
  });

  const { name, firstName, phone, appLanguage } = profile.data ?? {};
  const form = useZodForm({
    schema: profileSchema,
    initialValues: {
      name: name ?? '',
      firstName: firstName ?? '',
      phone: phone ?? '',
      appLanguage: String(appLanguage === 5 ? 0 : (appLanguage ?? 0)),
    },
    toInput: (values) => ({ ...values, appLanguage: Number(values.appLanguage) }),
  });
  // The profile arrives after the first render: the form takes it once.
  const { initialize } = form.form;
  useEffect(() => {
    if (!profile.data) return;
    const { name, firstName, phone, appLanguage } = profile.data;
    initialize({
      name,
      firstName,
      phone: phone ?? '',
      appLanguage: String(appLanguage === 5 ? 0 : appLanguage),
    });
  }, [profile.data, initialize]);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ScreenError error={profile.error} />;

  const submit = form.onSubmit((parsed) => save.mutateAsync(parsed));

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {t(1, 'Profile')}
      </Title>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(2, 'Identity')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('firstName', { label: t(4, 'First name') })} required />
              <TextInput {...form.field('name', { label: t(3, 'Last name') })} required />
              <TextInput
                label={t(11, 'Project')}
                value={profile.data.projectTitle}
                readOnly
                variant="filled"
              />
              <TextInput
                label={`${t(12, 'Department')} / ${t(13, 'Function')}`}
                value={[profile.data.departmentName, profile.data.functionName].filter(Boolean).join(' / ')}
                readOnly
                variant="filled"
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(5, 'Contact')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t(6, 'Email')} value={profile.data.email} readOnly variant="filled" />
              <TextInput {...form.field('phone', { label: t(7, 'Phone') })} type="tel" />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Select
              {...form.field('appLanguage', { label: t(8, 'App language') })}
              data={LANGUAGE_OPTIONS}
              onChange={(value) => value && form.set('appLanguage', value)}
              allowDeselect={false}
              maw={320}
            />
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t(9, 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <EmailChangePanel pending={profile.data.pendingEmail ?? null} />
      <VehicleCommutePanel userId={profile.data.id} />
    </Stack>
  );
}
