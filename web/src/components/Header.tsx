import { Anchor, Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.ts';
import { HeaderUserName } from './HeaderUserName.tsx';
import { CurrencySelect, LanguageSelect } from './ShellSelects.tsx';

// The signed-in menu (Mantine Menu, about 23 KB, and the sign-out call with Apollo) loads only
// for signed-in visitors, after the first paint. Until it arrives, a button with the same name
// holds its place.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * The bar above every page: brand, language and currency choices, then the sign-in link or,
 * signed in, the notification bell and the user menu (bookings, notifications, settings,
 * change password, sign out).
 *
 * The two choices are native selects (Mantine NativeSelect), not dropdown menus: they are
 * keyboard- and screen-reader-ready by construction, open the phone's own picker, and need no
 * positioning library. A Mantine Menu pair costs about 23 KB gzipped on every page's first
 * load (floating-ui, popover, transitions), which would put the home page over its 150 KB budget.
 */
export function Header() {
  const intl = useIntl();
  const { user } = useAuth();

  return (
    // Wraps onto two rows on narrow phones (brand above, controls below) rather than squeezing
    // the controls; the header is sticky, not fixed, so the page below follows its height.
    <Group mih={64} px="md" py="xs" justify="space-between" gap="xs">
      <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
        {intl.formatMessage({ id: 'app.name' })}
      </Anchor>

      {/* On the narrowest phones (320 px) the account button moves onto a row of its own rather
          than squeezing the selects until their values are cut (issue 24 point 7). */}
      <Group gap="xs" wrap="wrap" justify="flex-end" ml="auto" preventGrowOverflow={false}>
        <LanguageSelect aria-label={intl.formatMessage({ id: 'header.language' })} variant="filled" miw={100} />
        <CurrencySelect aria-label={intl.formatMessage({ id: 'header.currency' })} variant="filled" miw={92} />
        {user ? (
          <Suspense
            fallback={
              <Button
                variant="light"
                maw={{ base: 136, sm: 260 }}
                px={{ base: 'sm', sm: 'md' }}
                aria-label={intl.formatMessage({ id: 'header.userMenuButton' }, { name: user.fullName })}
              >
                <HeaderUserName fullName={user.fullName} />
              </Button>
            }
          >
            <UserMenu fullName={user.fullName} avatarUrl={user.avatarUrl} />
          </Suspense>
        ) : (
          <Button component={Link} to="/sign-in">
            {intl.formatMessage({ id: 'header.signIn' })}
          </Button>
        )}
      </Group>
    </Group>
  );
}
