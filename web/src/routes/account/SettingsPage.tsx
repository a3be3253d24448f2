import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  FileButton,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { profileSchema, emailChangeSchema } from '@shared/profile.ts';
import { zoneToday } from '@shared/rentalPeriod.ts';
import { Suspense, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { SettingsMeQuery as SettingsMe } from '../../__generated__/graphql.ts';
import { useAuth } from '../../auth/AuthContext.ts';
import { RequireAccount } from '../../auth/RequireAccount.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PersonFields } from '../../components/PersonFields.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { toastError, toastSuccess } from '../../components/toast.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { useDates } from '../../hooks/useDates.ts';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { loadCatalog, type AccountMessageId } from '../../i18n/catalogs.ts';
import { loadAccountCatalog } from '../../i18n/routeCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { DIGITS, hasDigitsChoice, isDigits } from '@shared/digits.ts';
import { isLanguage, languageName, LANGUAGES } from '../../i18n/languages.ts';
import { formatError } from '../../lib/errors.ts';
import { useAccountSecurity, useEmailChange, useLicence, useProfileMutations } from '../../mutations/useAccountSettings.ts';
import { LICENCE_ACCEPT, licenceFileProblem, licenceUploadProblem, type LicenceProblem } from '../checkout/checkoutForm.ts';
import { AccountMessages } from './AccountMessages.tsx';
import { birthDateRules } from './birthDateRules.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SettingsMeQuery } from './settingsDocuments.ts';

type Me = NonNullable<SettingsMe['me']>;

/** Avatars: what the server accepts (it decides by the content; the browser refuses what is plainly wrong first). */
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The checkout's licence checks, in this page's words. */
const LICENCE_MESSAGES: Record<LicenceProblem, 'error.IMAGE_REQUIRED' | 'settings.licence.wrongType' | 'settings.licence.tooLarge'> = {
  'checkout.error.IMAGE_REQUIRED': 'error.IMAGE_REQUIRED',
  'checkout.error.LICENCE_TYPE': 'settings.licence.wrongType',
  'checkout.error.LICENCE_TOO_LARGE': 'settings.licence.tooLarge',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function useUpdated() {
  const intl = useIntl();
  return () => toastSuccess(intl.formatMessage({ id: 'settings.updated' }));
}

// ───────────── Profile ─────────────

function ProfileSection({ me }: { me: Me }) {
  const intl = useIntl();
  const { settings } = useSettings();
  const { updateProfile } = useProfileMutations();
  const updated = useUpdated();
  const form = useZodForm({
    initialValues: {
      fullName: me.fullName,
      phone: me.phone ?? '',
      birthDate: me.birthDate ?? '',
      bio: me.bio ?? '',
      location: me.location ?? '',
    },
    parse: (values) => profileSchema(birthDateRules(settings)).safeParse(values),
    labels: {
      fullName: intl.formatMessage({ id: 'form.fullName' }),
      phone: intl.formatMessage({ id: 'form.phone' }),
      birthDate: intl.formatMessage({ id: 'form.birthDate' }),
      bio: intl.formatMessage({ id: 'settings.profile.bio' }),
      location: intl.formatMessage({ id: 'settings.profile.location' }),
    },
    messageFields: { INVALID_PHONE: 'phone', TOO_YOUNG: 'birthDate', INVALID_DATE: 'birthDate' },
    onSubmit: async (input) => {
      // Every field is sent: a blank one clears it (the schema made it null).
      await updateProfile({
        fullName: input.fullName,
        phone: input.phone ?? null,
        birthDate: input.birthDate ?? null,
        bio: input.bio ?? null,
        location: input.location ?? null,
      });
      updated();
    },
  });
  const bio = form.inputProps('bio');

  return (
    <Section title={intl.formatMessage({ id: 'settings.profile.title' })}>
      <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          <PersonFields field={form.inputProps} fields={['fullName', 'phone', 'birthDate']} maxBirthDate={settings ? zoneToday(settings.timeZone) : undefined} />
          <TextInput label={intl.formatMessage({ id: 'settings.profile.location' })} autoComplete="address-level2" {...form.inputProps('location')} />
          <Textarea
            label={intl.formatMessage({ id: 'settings.profile.bio' })}
            rows={4}
            resize="vertical"
            {...bio}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => bio.onChange(event as unknown as ChangeEvent<HTMLInputElement>)}
          />
          <FormAlert message={form.formError} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {intl.formatMessage({ id: 'settings.save' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

// ───────────── Avatar ─────────────

/**
 * One file of the account (the avatar, the licence): checked in the browser before it is sent,
 * its problem shown under it until the next choice, its deletion confirmed first (a failed
 * deletion is a toast: the dialog closes).
 */
function useFileSlot(opts: {
  check: (file: File) => string | null;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  failure: (failure: unknown) => string;
}) {
  const updated = useUpdated();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The hidden file input is emptied after each choice: choosing the same file again (after a
  // deletion or a failed upload) is a change the browser reports, not a silent no-op.
  const resetRef = useRef<() => void>(null);

  async function choose(file: File | null) {
    setProblem(null);
    resetRef.current?.();
    if (!file) return;
    const found = opts.check(file);
    if (found) return setProblem(found);
    try {
      await opts.upload(file);
      updated();
    } catch (failure) {
      console.error(failure);
      setProblem(opts.failure(failure));
    }
  }

  async function remove() {
    try {
      await opts.remove();
      updated();
    } catch (failure) {
      toastError(failure);
    } finally {
      setConfirming(false);
    }
  }

  return { problem, confirming, setConfirming, choose, remove, resetRef };
}

/** A file slot's problem and its delete confirmation, under its buttons. */
function FileSlotEnd({ slot, deleteId, confirmId, loading }: { slot: ReturnType<typeof useFileSlot>; deleteId: AccountMessageId; confirmId: AccountMessageId; loading: boolean }) {
  const intl = useIntl();
  return (
    <>
      {slot.problem && (
        <Alert color="red" variant="light" role="alert">
          {slot.problem}
        </Alert>
      )}
      <ConfirmDialog
        opened={slot.confirming}
        title={intl.formatMessage({ id: deleteId })}
        message={intl.formatMessage({ id: confirmId })}
        confirmLabel={intl.formatMessage({ id: deleteId })}
        loading={loading}
        onCancel={() => slot.setConfirming(false)}
        onConfirm={() => void slot.remove()}
      />
    </>
  );
}

function AvatarSection({ me }: { me: Me }) {
  const intl = useIntl();
  const { updateAvatar, deleteAvatar, avatarLoading } = useProfileMutations();
  const slot = useFileSlot({
    check: (file) =>
      !AVATAR_TYPES.includes(file.type)
        ? intl.formatMessage({ id: 'error.IMAGE_WRONG_TYPE' })
        : file.size > MAX_IMAGE_BYTES
          ? intl.formatMessage({ id: 'error.IMAGE_TOO_LARGE' })
          : null,
    upload: updateAvatar,
    remove: deleteAvatar,
    failure: (failure) => formatError(intl, failure),
  });

  return (
    <Section title={intl.formatMessage({ id: 'settings.avatar.title' })}>
      <Group gap="md" align="center">
        <Avatar
          src={me.avatarUrl ?? undefined}
          size={96}
          radius={96}
          alt={me.avatarUrl ? intl.formatMessage({ id: 'settings.avatar.alt' }, { name: me.fullName }) : undefined}
        >
          {me.fullName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={(file) => void slot.choose(file)} accept={AVATAR_ACCEPT} resetRef={slot.resetRef}>
              {(props) => (
                <Button {...props} loading={avatarLoading}>
                  {intl.formatMessage({ id: me.avatarUrl ? 'settings.avatar.replace' : 'settings.avatar.upload' })}
                </Button>
              )}
            </FileButton>
            {me.avatarUrl && (
              <Button variant="light" color="red" onClick={() => slot.setConfirming(true)} disabled={avatarLoading}>
                {intl.formatMessage({ id: 'settings.avatar.delete' })}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: 'settings.avatar.hint' })}
          </Text>
        </Stack>
      </Group>
      <FileSlotEnd slot={slot} deleteId="settings.avatar.delete" confirmId="settings.avatar.confirmDelete" loading={avatarLoading} />
    </Section>
  );
}

// ───────────── Language and network settings ─────────────

function LanguageSection() {
  const intl = useIntl();
  const { refreshed } = useAuth();
  const { language, setLanguage, digits, setDigits } = useLanguage();
  const { saveLanguage } = useProfileMutations();
  // The whole change (catalogs, then the server): a second choice meanwhile could finish first
  // and leave the account and the interface on the earlier one.
  const [changing, setChanging] = useState(false);

  async function change(value: string) {
    if (!isLanguage(value) || value === language || changing) return;
    setChanging(true);
    try {
      // The catalog first, so that switching below is immediate; then the server; then the
      // account and the interface together (one render: the session sync sees them equal).
      const [, account] = await Promise.all([loadCatalog(value), loadAccountCatalog(value)]);
      const user = await saveLanguage(value);
      refreshed(user);
      setLanguage(value);
      // Said in the language just chosen (this render's intl is still the previous one).
      toastSuccess(createAppIntl(value, account).formatMessage({ id: 'settings.updated' }));
    } catch (failure) {
      // Whatever the cause, the spec has one message; the interface keeps its language.
      console.error(failure);
      toastError(undefined, 'LANGUAGE_CHANGE_ERROR');
    } finally {
      setChanging(false);
    }
  }

  return (
    <Section title={intl.formatMessage({ id: 'settings.language.title' })}>
      <NativeSelect
        label={intl.formatMessage({ id: 'settings.language.label' })}
        description={intl.formatMessage({ id: 'settings.language.hint' })}
        value={language}
        disabled={changing}
        data={LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
        onChange={(event) => void change(event.currentTarget.value)}
        maw={320}
      />
      {/* Sorani Kurdish and Arabic only (issue 27 point 4): Western digits by default, Eastern
          Arabic ones on request; kept in this browser's `digits` cookie (lib/digits.ts). */}
      {hasDigitsChoice(language) && (
        <NativeSelect
          label={intl.formatMessage({ id: 'settings.digits.label' })}
          description={intl.formatMessage({ id: 'settings.digits.hint' })}
          value={digits}
          data={DIGITS.map((code) => ({ value: code, label: intl.formatMessage({ id: `settings.digits.${code}` }) }))}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isDigits(value)) setDigits(value);
          }}
          maw={320}
        />
      )}
    </Section>
  );
}

function NetworkSection({ me }: { me: Me }) {
  const intl = useIntl();
  const { updateEmailNotifications, emailSwitchLoading } = useProfileMutations();
  const updated = useUpdated();
  return (
    <Section title={intl.formatMessage({ id: 'settings.network.title' })}>
      <Switch
        label={intl.formatMessage({ id: 'settings.network.emailNotifications' })}
        description={intl.formatMessage({ id: 'settings.network.emailNotificationsHint' })}
        checked={me.enableEmailNotifications}
        disabled={emailSwitchLoading}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          updateEmailNotifications(enabled).then(updated, (failure: unknown) => toastError(failure));
        }}
      />
    </Section>
  );
}

// ───────────── E-mail address ─────────────

function EmailSection({ me }: { me: Me }) {
  const intl = useIntl();
  const { requestEmailChange } = useEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: { email: '', password: '' },
    parse: ({ email, password }) =>
      emailChangeSchema
        .refine((input) => !me.hasPassword || Boolean(input.password), { message: 'REQUIRED', path: ['password'] })
        .safeParse(me.hasPassword ? { email, password } : { email }),
    labels: {
      email: intl.formatMessage({ id: 'settings.email.new' }),
      password: intl.formatMessage({ id: 'form.currentPassword' }),
    },
    messageFields: { WRONG_PASSWORD: 'password', SAME_EMAIL: 'email', EMAIL_ALREADY_REGISTERED: 'email' },
    onSubmit: async (input) => {
      const { email } = await requestEmailChange(input);
      setSentTo(email);
      form.reset();
    },
  });
  const pending = sentTo ?? me.pendingEmail;

  return (
    <Section title={intl.formatMessage({ id: 'settings.email.title' })}>
      {/* A long address breaks anywhere rather than push the page sideways on a 320 px phone. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'settings.email.current' }, { email: me.email })}
      </Text>
      {pending && (
        <Alert color="blue" variant="light" role="status">
          {intl.formatMessage({ id: 'settings.email.pending' }, { email: pending })}
        </Alert>
      )}
      <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label={intl.formatMessage({ id: 'settings.email.new' })} type="email" autoComplete="email" {...form.inputProps('email')} />
          {me.hasPassword && <PasswordField label={intl.formatMessage({ id: 'form.currentPassword' })} autoComplete="current-password" {...form.inputProps('password')} />}
          <FormAlert message={form.formError} />
          <Group>
            <Button type="submit" variant="light" loading={form.submitting}>
              {intl.formatMessage({ id: 'settings.email.submit' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

// ───────────── Licence ─────────────

function LicenceSection({ me }: { me: Me }) {
  const intl = useIntl();
  const dates = useDates();
  const { settings } = useSettings();
  const { uploadLicence, deleteLicence, licenceLoading } = useLicence();
  const licence = me.licence;
  const slot = useFileSlot({
    check: (file) => {
      const found = licenceFileProblem(file);
      return found ? intl.formatMessage({ id: LICENCE_MESSAGES[found] }) : null;
    },
    upload: uploadLicence,
    remove: deleteLicence,
    failure: (failure) => {
      const known = licenceUploadProblem(failure);
      return known ? intl.formatMessage({ id: LICENCE_MESSAGES[known] }) : formatError(intl, failure);
    },
  });

  return (
    <Section title={intl.formatMessage({ id: 'settings.licence.title' })}>
      {licence ? (
        <Stack gap={4}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(
              { id: 'settings.licence.onFile' },
              { name: licence.fileName, date: dates.day(licence.uploadedAt) },
            )}
          </Text>
          {/* A private file: served to its owner's session only, in a new tab. */}
          <Anchor href={licence.url} target="_blank" rel="noopener" size="sm">
            {intl.formatMessage({ id: 'settings.licence.view' })}
          </Anchor>
        </Stack>
      ) : (
        <Text size="sm">{intl.formatMessage({ id: 'settings.licence.none' })}</Text>
      )}
      <Group gap="xs">
        <FileButton onChange={(file) => void slot.choose(file)} accept={LICENCE_ACCEPT} resetRef={slot.resetRef}>
          {(props) => (
            <Button {...props} variant="light" loading={licenceLoading}>
              {intl.formatMessage({ id: licence ? 'settings.licence.replace' : 'settings.licence.upload' })}
            </Button>
          )}
        </FileButton>
        {licence && (
          <Button variant="light" color="red" onClick={() => slot.setConfirming(true)} disabled={licenceLoading}>
            {intl.formatMessage({ id: 'settings.licence.delete' })}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {intl.formatMessage({ id: 'settings.licence.hint' })}
      </Text>
      <FileSlotEnd slot={slot} deleteId="settings.licence.delete" confirmId="settings.licence.confirmDelete" loading={licenceLoading} />
    </Section>
  );
}

// ───────────── Security: sessions, deletion ─────────────

function SecuritySection({ me }: { me: Me }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signOutOtherSessions, deleteAccount, endingSessions, deletingAccount } = useAccountSecurity();
  const [dialog, setDialog] = useState<'sessions' | 'delete' | null>(null);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  function close() {
    setDialog(null);
    setTyped('');
    setPassword('');
    setDeleteError(null);
  }

  async function endSessions() {
    try {
      const ended = await signOutOtherSessions();
      toastSuccess(intl.formatMessage({ id: 'settings.sessions.done' }, { count: ended }));
    } catch (failure) {
      toastError(failure);
    } finally {
      close();
    }
  }

  async function removeAccount() {
    setDeleteError(null);
    try {
      await deleteAccount(me.hasPassword ? password : undefined);
      toastSuccess(intl.formatMessage({ id: 'settings.delete.done' }));
      void navigate('/', { replace: true });
    } catch (failure) {
      console.error(failure);
      setDeleteError(formatError(intl, failure));
    }
  }

  // Typing the account's e-mail address: the same in every language, and no slip of a click.
  const confirmed = typed.trim().toLowerCase() === me.email.toLowerCase() && (!me.hasPassword || password.length > 0);

  return (
    <Section title={intl.formatMessage({ id: 'settings.security.title' })}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {intl.formatMessage({ id: 'settings.sessions.text' })}
        </Text>
        <Button variant="light" onClick={() => setDialog('sessions')}>
          {intl.formatMessage({ id: 'settings.sessions.button' })}
        </Button>
      </Group>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {intl.formatMessage({ id: 'settings.delete.text' })}
        </Text>
        <Button color="red" variant="outline" onClick={() => setDialog('delete')}>
          {intl.formatMessage({ id: 'settings.delete.button' })}
        </Button>
      </Group>

      <ConfirmDialog
        opened={dialog === 'sessions'}
        title={intl.formatMessage({ id: 'settings.sessions.button' })}
        message={intl.formatMessage({ id: 'settings.sessions.confirm' })}
        confirmLabel={intl.formatMessage({ id: 'settings.sessions.button' })}
        loading={endingSessions}
        onCancel={close}
        onConfirm={() => void endSessions()}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={intl.formatMessage({ id: 'settings.delete.button' })}
        message={intl.formatMessage({ id: 'settings.delete.confirm' })}
        confirmLabel={intl.formatMessage({ id: 'settings.delete.button' })}
        loading={deletingAccount}
        confirmDisabled={!confirmed}
        onCancel={close}
        onConfirm={() => void removeAccount()}
      >
        <TextInput
          label={intl.formatMessage({ id: 'settings.delete.typeEmail' }, { email: me.email })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {me.hasPassword && (
          <PasswordField
            label={intl.formatMessage({ id: 'form.currentPassword' })}
            autoComplete="current-password"
            name="deletePassword"
            value={password}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.currentTarget.value)}
            onBlur={() => {}}
            error={undefined}
          />
        )}
        <FormAlert message={deleteError} />
      </ConfirmDialog>
    </Section>
  );
}

// ───────────── Page ─────────────

function SettingsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={220} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

function SettingsSections() {
  const intl = useIntl();
  const { signedOut } = useAuth();
  const { data, error, refetch } = useQuery(SettingsMeQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  if (data && !me) {
    // Signed in as far as the browser knew, but the server has no session: forget it (to sign-in).
    queueMicrotask(() => signedOut());
    return <SettingsSkeleton />;
  }
  if (error && !me) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'settings.loadError' })}
        message={formatError(intl, error)}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }
  if (!me) return <SettingsSkeleton />;

  return (
    <Stack gap="md">
      {/* Keyed by the saved values: after a save elsewhere (another tab) the form starts from them. */}
      <ProfileSection key={[me.fullName, me.phone, me.birthDate, me.bio, me.location].join('\u0000')} me={me} />
      <AvatarSection me={me} />
      <LanguageSection />
      <NetworkSection me={me} />
      <EmailSection me={me} />
      <LicenceSection me={me} />
      <SecuritySection me={me} />
    </Stack>
  );
}

function Settings() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.settings.title' });
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Suspense fallback={<SettingsSkeleton />}>
          <AccountMessages>
            <DataProvider>
              <SettingsSections />
            </DataProvider>
          </AccountMessages>
        </Suspense>
      </Stack>
    </Container>
  );
}

/** /settings: profile, avatar, language, network settings, e-mail, licence, sessions, deletion. */
export default function SettingsPage() {
  return (
    <RequireAccount>
      <Settings />
    </RequireAccount>
  );
}
