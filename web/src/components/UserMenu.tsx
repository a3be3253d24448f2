import { Button, Menu } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { needsAccount } from '../auth/accountPaths.ts';
import { useSignOut } from '../mutations/useSignOut.ts';
import { DataProvider } from './DataProvider.tsx';

interface UserMenuProps {
  fullName: string;
}

/** The signed-in driver's menu in the header: change password, sign out. */
function UserMenu({ fullName }: UserMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut, loading } = useSignOut();

  // Spec §4: then to / — or to /sign-in from a page that only exists signed in.
  const onSignOut = () => signOut(() => navigate(needsAccount(pathname) ? '/sign-in' : '/'));

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named "<name>, account menu": the visible name, then what the button is for. */}
        <Button
          variant="light"
          loading={loading}
          aria-label={intl.formatMessage({ id: 'header.userMenuButton' }, { name: fullName })}
        >
          {fullName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={intl.formatMessage({ id: 'header.userMenu' })}>
        <Menu.Item component={Link} to="/change-password">
          {intl.formatMessage({ id: 'page.changePassword.title' })}
        </Menu.Item>
        <Menu.Item onClick={() => void onSignOut()}>{intl.formatMessage({ id: 'header.signOut' })}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export default function UserMenuWithData(props: UserMenuProps) {
  return (
    <DataProvider>
      <UserMenu {...props} />
    </DataProvider>
  );
}
