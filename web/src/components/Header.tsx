import { Anchor, Box, Button, Group } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Link } from './Link.tsx';
import { useAuth } from '../auth/AuthContext.ts';
import { useCurrency } from '../hooks/useCurrency.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { HeaderUserName } from './HeaderUserName.tsx';
import { CurrencySelect, LanguageSelect } from './ShellSelects.tsx';

// The signed-in menu (Mantine Menu, about 23 KB, and the sign-out call with Apollo) loads only
// for signed-in visitors, after the first paint. Until it arrives, a button with the same name
// holds its place.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * Below the sm breakpoint (600 px), the header keeps one row (at most 64 px of a phone's height,
 * issue 24 point 7): the two selects give way to one compact button showing both choices
 * ("EN · USD") that opens them under the row. Both variants are in the markup and CSS shows one
 * (Mantine's `hiddenFrom`/`visibleFrom`, whose rules MantineProvider writes into the page): the
 * server's HTML is right at any width before any script runs, and hydration finds the same tree
 * the server rendered (issue 25). A hidden variant is `display: none`, out of the accessibility
 * tree and of the tab order.
 */
const PHONE_UP_TO = 'sm';

/**
 * The phone's language and currency: a disclosure button named by what it shows, then what it is
 * for ("EN · USD, language and currency"), and under the header's row, while open, the same two
 * labelled native selects as on a desktop. It closes on Escape (focus back on the button) and
 * when the driver moves to another page.
 */
function usePhonePreferences() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { currency } = useCurrency();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLSelectElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  const current = `${language.toUpperCase()} · ${currency}`;
  const toggle = (
    <Button
      ref={toggleRef}
      variant="default"
      px="xs"
      hiddenFrom={PHONE_UP_TO}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={intl.formatMessage({ id: 'header.preferences' }, { current })}
      onClick={() => {
        setOpen((was) => !was);
        // The choices come next for the keyboard too: the first one takes the focus.
        if (!open) requestAnimationFrame(() => firstRef.current?.focus());
      }}
      data-testid="header-preferences"
    >
      {current}
    </Button>
  );
  const panel = open ? (
    <Group
      id={panelId}
      hiddenFrom={PHONE_UP_TO}
      grow
      gap="xs"
      px="md"
      pb="xs"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <LanguageSelect ref={firstRef} label={intl.formatMessage({ id: 'header.language' })} miw={0} />
      <CurrencySelect label={intl.formatMessage({ id: 'header.currency' })} miw={0} />
    </Group>
  ) : null;
  return { toggle, panel };
}

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
  const preferences = usePhonePreferences();

  return (
    <Box>
      <Group mih={64} px={{ base: 'sm', sm: 'md' }} py="xs" justify="space-between" gap="xs" wrap="nowrap">
        {/* On a phone the brand may take two lines rather than push the controls off the row. */}
        <Anchor
          component={Link}
          to="/"
          fw={700}
          fz={{ base: 'md', sm: 'lg' }}
          lh={1.2}
          underline="never"
          style={{ minWidth: 0, flexShrink: 1 }}
        >
          {intl.formatMessage({ id: 'app.name' })}
        </Anchor>

        <Group gap="xs" wrap="nowrap" justify="flex-end" ms="auto" preventGrowOverflow={false} style={{ flexShrink: 0 }}>
          {preferences.toggle}
          <Group gap="xs" wrap="nowrap" preventGrowOverflow={false} visibleFrom={PHONE_UP_TO}>
            <LanguageSelect aria-label={intl.formatMessage({ id: 'header.language' })} variant="filled" miw={100} />
            <CurrencySelect aria-label={intl.formatMessage({ id: 'header.currency' })} variant="filled" miw={92} />
          </Group>
          {user ? (
            <Suspense
              fallback={
                <Button
                  variant="light"
                  maw={{ base: 136, sm: 260 }}
                  miw={44}
                  px={{ base: 'xs', sm: 'md' }}
                  aria-label={intl.formatMessage({ id: 'header.userMenuButton' }, { name: user.fullName })}
                >
                  <HeaderUserName fullName={user.fullName} />
                </Button>
              }
            >
              <UserMenu fullName={user.fullName} avatarUrl={user.avatarUrl} />
            </Suspense>
          ) : (
            <Button component={Link} to="/sign-in" px={{ base: 'xs', sm: 'md' }}>
              {intl.formatMessage({ id: 'header.signIn' })}
            </Button>
          )}
        </Group>
      </Group>
      {preferences.panel}
    </Box>
  );
}
