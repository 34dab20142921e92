import { Anchor, Badge, Button, Group, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronLeft,
  IconDownload,
  IconLogin,
  IconMail,
  IconTrash,
  IconUserMinus,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, PageLoader, ScreenError, showToast, useErrorText } from '../../../components';
import { href, paths } from '../../../config/paths';
import { saveBlob } from '../../../lib/files';
import { useForm } from '../../../lib/i18n';
import { storeToken } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useValidationMessage } from '../../../lib/validation-messages';
import { delUser, delUserFromProject, generateVcf, getUser, signInAsUser, userKeys } from '../api/users.api';
import { AuditPanel } from '../components/AuditPanel';
import { PersonForm } from '../components/PersonForm';
import { PlacementPanel } from '../components/PlacementPanel';
import { RightsPanel } from '../components/RightsPanel';
import { ValidationLevelsPanel } from '../components/ValidationLevelsPanel';

/** Saves text as a file through the browser. */
const download = (fileName: string, contentType: string, content: string) =>
  saveBlob(new Blob([content], { type: contentType }), fileName);

/** users/{id}: a member's identity, contact, address, bank, place, contracts, rights, validation levels, history. */
export default function UserDetailScreen() {
  const t = useForm('users');
  const toText = useErrorText();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const id = Number(useParams().id);
  const user = useQuery({
    queryKey: userKeys.one(id),
    queryFn: () => getUser(id),
    enabled: Number.isInteger(id),
  });
  const [confirm, setConfirm] = useState<'remove' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  if (!Number.isInteger(id)) return <ScreenError error={new Error(validationMessage('invalidId'))} />;
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <ScreenError error={user.error} />;
  const person = user.data;
  const isAdmin = claims.isAdmin === true;
  const managesRoles = isAdmin || claims.isProd === true;
  const self = person.id === claims.UserID;
  const mayEdit = managesRoles || claims.canAccessUsers === true;

  const vcard = async (sendMail: boolean) => {
    setBusy(true);
    try {
      const file = await generateVcf(person.id, sendMail);
      if (sendMail)
        showToast({ variant: 'success', message: t(158, 'The vCard was sent to your email address.') });
      else download(file.fileName, file.contentType, file.content);
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    } finally {
      setBusy(false);
    }
  };
  const signInAs = async () => {
    try {
      storeToken(await signInAsUser(person.id));
      await navigate(paths.myDashboard(), { replace: true });
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    }
  };

  return (
    <Stack>
      <Anchor component={Link} to={href('users')} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {t(1, 'Users')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {person.fullName}
          </Title>
          <Text c="dimmed">
            {[person.departmentName, person.functionName, person.email].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={4} mt={4}>
            {person.isAdmin && <Badge size="sm">{t(21, 'Administrator')}</Badge>}
            {person.isProd && (
              <Badge size="sm" color="grape">
                {t(22, 'Production')}
              </Badge>
            )}
            <Badge size="sm" color={person.underContract ? 'green' : 'gray'} variant="light">
              {person.underContract ? t(24, 'Under contract') : t(25, 'No current contract')}
            </Badge>
          </Group>
        </div>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} />} loading={busy}>
              {t(159, 'Actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void vcard(false)}>
              {t(160, 'Download the vCard')}
            </Menu.Item>
            <Menu.Item leftSection={<IconMail size={14} />} onClick={() => void vcard(true)}>
              {t(161, 'Email me the vCard')}
            </Menu.Item>
            {isAdmin && !self && (
              <Menu.Item leftSection={<IconLogin size={14} />} onClick={() => void signInAs()}>
                {t(162, 'Sign in as this person')}
              </Menu.Item>
            )}
            {mayEdit && !self && (
              <Menu.Item
                leftSection={<IconUserMinus size={14} />}
                color="red"
                onClick={() => setConfirm('remove')}
              >
                {t(163, 'Remove from the project')}
              </Menu.Item>
            )}
            {isAdmin && !self && (
              <Menu.Item
                leftSection={<IconTrash size={14} />}
                color="red"
                onClick={() => setConfirm('delete')}
              >
                {t(164, 'Delete the account')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Tabs defaultValue="person" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="person">{t(61, 'Identity')}</Tabs.Tab>
          <Tabs.Tab value="place">{t(93, 'Place in the project')}</Tabs.Tab>
          {managesRoles && <Tabs.Tab value="rights">{t(140, 'Access rights')}</Tabs.Tab>}
          <Tabs.Tab value="levels">{t(48, 'Validation levels')}</Tabs.Tab>
          {mayEdit && <Tabs.Tab value="history">{t(151, 'History of rights')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="person" pt="md">
          <PersonForm key={person.id} user={person} readOnly={!mayEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="place" pt="md">
          <PlacementPanel key={person.id} user={person} readOnly={!mayEdit} />
        </Tabs.Panel>
        {managesRoles && (
          <Tabs.Panel value="rights" pt="md">
            <RightsPanel user={person} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="levels" pt="md">
          <ValidationLevelsPanel user={person} editable={managesRoles} />
        </Tabs.Panel>
        {mayEdit && (
          <Tabs.Panel value="history" pt="md">
            <AuditPanel userId={person.id} />
          </Tabs.Panel>
        )}
      </Tabs>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'delete' ? t(164, 'Delete the account') : t(163, 'Remove from the project')}
        message={(confirm === 'delete'
          ? t(165, '{name} loses their account and every project. This cannot be undone.')
          : t(166, '{name} leaves this project at once; their account and other projects stay.')
        ).replace('{name}', person.fullName)}
        danger
        onConfirm={async () => {
          if (confirm === 'delete') await delUser(person.id);
          else await delUserFromProject(person.id);
          await queryClient.invalidateQueries({ queryKey: userKeys.all });
          showToast({
            variant: 'success',
            message: t(167, '{name} removed').replace('{name}', person.fullName),
          });
          await navigate(href('users'));
        }}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
