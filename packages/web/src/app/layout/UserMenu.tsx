import { Avatar, Menu, Switch, UnstyledButton } from '@mantine/core';
import { IconDevicesOff, IconKey, IconLanguage, IconLogout, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { paths } from '../../config/paths';
import { signOutEverywhere } from '../../lib/api/shell.api';
import { readCookie, TRANSLATION_TAGS_COOKIE, writeCookie } from '../../lib/cookies';
import { useForm } from '../../lib/i18n';
import { logout } from '../../lib/session';
import { useSession } from '../../lib/session-context';

export function UserMenu({ initials }: { initials: string }) {
  const t = useForm('shell');
  const navigate = useNavigate();
  const { claims } = useSession();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const tagsOn = readCookie(TRANSLATION_TAGS_COOKIE) === '1';
  return (
    <>
      {/* No focus placeholder: a menu holds menu items only (WCAG 1.3.1, axe aria-required-children). */}
      <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          {/* WCAG 2.5.3: the name holds the initials the button shows. */}
          <UnstyledButton aria-label={initials ? `${initials} – ${t(28, 'User menu')}` : t(28, 'User menu')}>
            <Avatar color="teal" radius="xl">
              {initials}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate(paths.profile())}>
            {t(18, 'Profile')}
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void navigate(paths.password())}>
            {t(19, 'Change password')}
          </Menu.Item>
          {claims.isTranslator === true && (
            <Menu.Item
              leftSection={<IconLanguage size={16} />}
              closeMenuOnClick={false}
              onClick={() => {
                // 001 §2.4 item 15: translators switch message-number tags on through a cookie.
                writeCookie(TRANSLATION_TAGS_COOKIE, tagsOn ? '0' : '1');
                window.location.reload();
              }}
            >
              <Switch readOnly checked={tagsOn} label={t(20, 'Show translation tags')} />
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDevicesOff size={16} />} onClick={() => setConfirmEverywhere(true)}>
            {t(1000, 'Sign out everywhere')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => setConfirmLogout(true)}
          >
            {t(21, 'Log out')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirmLogout}
        title={t(21, 'Log out')}
        message={t(22, 'Do you really want to log out?')}
        onConfirm={logout}
        onClose={() => setConfirmLogout(false)}
      />
      <ConfirmDialog
        opened={confirmEverywhere}
        title={t(1000, 'Sign out everywhere')}
        message={t(
          1001,
          'End every session of your account, on every device, this one included? You will have to sign in again.',
        )}
        danger
        onConfirm={async () => {
          await signOutEverywhere();
          logout();
        }}
        onClose={() => setConfirmEverywhere(false)}
      />
    </>
  );
}
