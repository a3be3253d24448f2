import { Anchor, Button, Group, NativeSelect } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.ts';
import { useCurrency } from '../hooks/useCurrency.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import { CURRENCIES, CURRENCY_SYMBOLS, isCurrency } from '../lib/currency.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: `${code} ${CURRENCY_SYMBOLS[code]}` }));

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
  const { language, setLanguage } = useLanguage();
  const { currency, setCurrency } = useCurrency();
  const { user } = useAuth();

  return (
    // Wraps onto two rows on narrow phones (brand above, controls below) rather than squeezing
    // the controls; the header is sticky, not fixed, so the page below follows its height.
    <Group mih={64} px="md" py="xs" justify="space-between" gap="xs">
      <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
        {intl.formatMessage({ id: 'app.name' })}
      </Anchor>

      <Group gap="xs" wrap="nowrap" ml="auto" preventGrowOverflow={false}>
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'header.language' })}
          variant="filled"
          value={language}
          data={LANGUAGE_OPTIONS}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isLanguage(value)) setLanguage(value);
          }}
        />
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'header.currency' })}
          variant="filled"
          value={currency}
          data={CURRENCY_OPTIONS}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isCurrency(value)) setCurrency(value);
          }}
        />
        {user ? (
          <Suspense
            fallback={
              <Button
                variant="light"
                aria-label={intl.formatMessage({ id: 'header.userMenuButton' }, { name: user.fullName })}
              >
                {user.fullName}
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
