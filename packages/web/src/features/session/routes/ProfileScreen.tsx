import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { profileSchema } from '@setledger/shared/session/session.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { updAppLanguage } from '../../../lib/language.api';
import { storeToken } from '../../../lib/session';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
import { getMyProfile, updMyProfile } from '../api/session.api';
import { EmailChangePanel } from '../components/EmailChangePanel';

const LANGUAGE_OPTIONS = APP_LANGUAGES.map((l) => ({ value: String(l.code), label: l.label }));

export default function ProfileScreen() {
  const t = useForm('profile');
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['my-profile', 'full'], queryFn: getMyProfile });
  const [form, setForm] = useState({ name: '', firstName: '', phone: '', appLanguage: '0' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!profile.data) return;
    const { name, firstName, phone, appLanguage } = profile.data;
    setForm({
      name,
      firstName,
      phone: phone ?? '',
      appLanguage: String(appLanguage === 5 ? 0 : appLanguage),
    });
  }, [profile.data]);

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

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ScreenError error={profile.error} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ ...form, appLanguage: Number(form.appLanguage) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {t(1, 'Profile')}
      </Title>
      <ErrorBanner error={save.error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(2, 'Identity')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t(4, 'First name')}
                value={form.firstName}
                onChange={(e) => set('firstName')(e.currentTarget.value)}
                error={errors.firstName}
                required
              />
              <TextInput
                label={t(3, 'Last name')}
                value={form.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
                error={errors.name}
                required
              />
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
              <TextInput
                label={t(7, 'Phone')}
                type="tel"
                value={form.phone}
                onChange={(e) => set('phone')(e.currentTarget.value)}
                error={errors.phone}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Select
              label={t(8, 'App language')}
              data={LANGUAGE_OPTIONS}
              value={form.appLanguage}
              onChange={(value) => value && set('appLanguage')(value)}
              allowDeselect={false}
              error={errors.appLanguage}
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
    </Stack>
  );
}
