import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconCalendarUser, IconDevices, IconLogout, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../contract/users.ts';
import { showToast } from '../components/ui/toast.tsx';
import { session } from '../session/session.ts';
import classes from './site-header.module.css';

/**
 * The avatar in the signed-in header: view profile, my events, my communities, sign out (of this
 * browser on every host, or of every device). On a
 * community site `mainOrigin` names the main host, where "My communities" lives.
 */
export function AccountMenu({ user, mainOrigin }: { user: User; mainOrigin?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = async (everywhere = false) => {
    await session.signOut({ everywhere }).catch(() => undefined);
    showToast('info', t(everywhere ? 'nav.signedOutEverywhere' : 'nav.signedOut'));
    await navigate('/');
  };
  return (
    <Menu position="bottom-end" width={220} shadow="md" radius="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={t('nav.accountMenu')}>
          <Avatar src={user.avatarUrl} alt="" size={36} radius={999} color="moim">
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={
            <Avatar src={user.avatarUrl} alt="" size={28} radius={999} color="moim">
              {user.name.slice(0, 1).toUpperCase()}
            </Avatar>
          }
        >
          <span className={classes.menuUser}>{user.name}</span>
          {t('nav.viewProfile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/events/my"
          leftSection={<IconCalendarUser size={16} aria-hidden />}
          className={classes.menuOnlyOnMobile}
        >
          {t('nav.myEvents')}
        </Menu.Item>
        {mainOrigin ? (
          <Menu.Item component="a" href={`${mainOrigin}/communities/my`} leftSection={<IconUsersGroup size={16} aria-hidden />}>
            {t('nav.myCommunities')}
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to="/communities/my" leftSection={<IconUsersGroup size={16} aria-hidden />}>
            {t('nav.myCommunities')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('nav.signOut')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDevices size={16} aria-hidden />} onClick={() => void signOut(true)}>
          {t('nav.signOutEverywhere')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
