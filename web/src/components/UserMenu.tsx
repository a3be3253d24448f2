import { useQuery } from '@apollo/client/react';
import { ActionIcon, Avatar, Button, Group, Indicator, Menu } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from './Link.tsx';
import { needsAccount } from '../auth/accountPaths.ts';
import { graphql } from '../__generated__';
import { useSignOut } from '../mutations/useSignOut.ts';
import { AccountMessages } from '../routes/account/AccountMessages.tsx';
import { DataProvider } from './DataProvider.tsx';
import { HeaderUserName } from './HeaderUserName.tsx';

interface UserMenuProps {
  fullName: string;
  avatarUrl?: string | null;
}

/**
 * The bell's number: counted by the server from the notifications themselves (no stored
 * counter), asked again on every navigation, and rewritten by the notification actions from
 * their answers (mutations/useNotificationActions.ts).
 */
const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

/**
 * The bell: the signed-in user's unread notifications, linking to /notifications. The number
 * comes from the server each time the driver moves to another page (the `key` of the location
 * changes on every navigation, even to the same path), never from a counter kept here.
 */
function NotificationBell() {
  const intl = useIntl();
  const location = useLocation();
  const { data, refetch } = useQuery(UnreadNotificationCountQuery, { fetchPolicy: 'cache-first' });
  const count = data?.unreadNotificationCount ?? 0;

  useEffect(() => {
    // The first render's query already asks; later navigations ask again. A failure keeps the
    // last known number (the bell is not worth an error toast on every page).
    void refetch().catch(() => {});
  }, [location.key, refetch]);

  const shown = count > 99 ? '99+' : String(count);
  return (
    <Indicator label={shown} size={18} disabled={count === 0} color="red" offset={4} aria-hidden={false}>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        size="lg"
        aria-label={intl.formatMessage({ id: 'account.bell' }, { count })}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}

/** The signed-in driver's bell and menu in the header: bookings, notifications, settings, change password, sign out. */
function UserMenu({ fullName, avatarUrl }: UserMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut, loading } = useSignOut();

  // Spec §4: then to / — or to /sign-in from a page that only exists signed in.
  const onSignOut = () => signOut(() => navigate(needsAccount(pathname) ? '/sign-in' : '/'));

  return (
    <Group gap="xs" wrap="nowrap">
      <NotificationBell />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {/* Named "<name>, account menu": the visible name, then what the button is for. */}
          <Button
            variant="light"
            // A long name ends in an ellipsis rather than pushing the bell off the screen; the
            // menu shows it whole.
            maw={{ base: 136, sm: 260 }}
            miw={44}
            px={{ base: 'xs', sm: 'md' }}
            loading={loading}
            aria-label={intl.formatMessage({ id: 'header.userMenuButton' }, { name: fullName })}
            leftSection={avatarUrl ? <Avatar src={avatarUrl} alt="" size={24} data-testid="header-avatar" /> : undefined}
          >
            <HeaderUserName fullName={fullName} hasAvatar={Boolean(avatarUrl)} />
          </Button>
        </Menu.Target>
        {/* Never wider than the screen: a long name wraps inside it (320 px phones). */}
        <Menu.Dropdown aria-label={intl.formatMessage({ id: 'header.userMenu' })} maw="calc(100vw - 1rem)">
          {/* The whole name, which the button may cut short on a phone. */}
          <Menu.Label data-testid="user-menu-name" style={{ overflowWrap: 'anywhere' }}>
            {fullName}
          </Menu.Label>
          <Menu.Item component={Link} to="/bookings">
            {intl.formatMessage({ id: 'page.bookings.title' })}
          </Menu.Item>
          <Menu.Item component={Link} to="/notifications">
            {intl.formatMessage({ id: 'page.notifications.title' })}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings">
            {intl.formatMessage({ id: 'page.settings.title' })}
          </Menu.Item>
          <Menu.Item component={Link} to="/change-password">
            {intl.formatMessage({ id: 'page.changePassword.title' })}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => void onSignOut()}>{intl.formatMessage({ id: 'header.signOut' })}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/**
 * The bell's words live in the account catalog, fetched with this chunk (signed-in visitors
 * only, after the first paint): in the app catalog they would weigh on every first load, and
 * the home route has no room left in French and Spanish. Header's Suspense fallback (a button
 * of the same name) holds the place meanwhile.
 */
export default function UserMenuWithData(props: UserMenuProps) {
  return (
    <AccountMessages>
      <DataProvider>
        <UserMenu {...props} />
      </DataProvider>
    </AccountMessages>
  );
}
