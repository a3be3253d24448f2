import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResendActivationDocument, SignOutDocument, UpdateLanguageDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, driver, errorResult, homeListMocks, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

/** Opens the header's user menu once its code has arrived (a plain button holds its place until then). */
async function openUserMenu(user: ReturnType<typeof userEvent.setup>, name = 'Dilan Ahmed, account menu') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('aria-haspopup')).toBe('menu'));
  await user.click(screen.getByRole('button', { name }));
  return button;
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null;

function updateLanguageMock(language: string, result: MockLink.MockedResponse['result']) {
  return { request: { query: UpdateLanguageDocument, variables: { input: { language } } }, result };
}
const languageUpdated = (language: string) => ({
  data: { updateLanguage: { __typename: 'UpdateLanguagePayload', user: driver({ language }) } },
});

const signOutMock = (result: MockLink.MockedResponse['result'] = signedOut) => ({
  request: { query: SignOutDocument },
  result,
});
const signedOut = { data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } };

describe('session at start (spec §7 validate-access-token)', () => {
  it('forgets a remembered user whose session the server no longer knows', async () => {
    rememberSignedIn(driver(), { stayConnected: true });
    renderRoute('/about', { mocks: [meMock(null)] });

    // The header trusts the browser first (no flash of "Sign in"), then the server.
    expect(await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' })).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('stayConnected')).toBeNull();
  });

  it('keeps a valid session and takes the server’s fresher data', async () => {
    rememberSignedIn(driver({ fullName: 'Dilan A.' }), { stayConnected: true });
    renderRoute('/about', { mocks: [meMock(driver({ fullName: 'Dilan Ahmed' }))] });

    expect(await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' })).toBeDefined();
    expect(storedUser()).toMatchObject({ fullName: 'Dilan Ahmed' });
    expect(localStorage.getItem('stayConnected')).toBe('true');
  });

  it('asks nothing when nobody is remembered', async () => {
    renderRoute('/about', { mocks: [meMock(null)] });

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('account language (spec §2)', () => {
  it('after validating the session, records the URL language on the account', async () => {
    rememberSignedIn(driver({ language: 'en' }));
    const update = vi.fn(() => languageUpdated('fr'));
    // Started with ?l=fr: startup.ts resolved French.
    renderRoute('/about', { language: 'fr', mocks: [meMock(driver({ language: 'en' })), updateLanguageMock('fr', update)] });

    await waitFor(() => expect(storedUser()).toMatchObject({ language: 'fr' }));
    expect(update).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos' })).toBeDefined();
  });

  it('keeps the URL language and says so when the update fails', async () => {
    rememberSignedIn(driver({ language: 'en' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/about', {
      language: 'fr',
      mocks: [meMock(driver({ language: 'en' })), updateLanguageMock('fr', errorResult('INTERNAL_SERVER_ERROR'))],
    });

    expect(await screen.findByText('Une erreur s’est produite lors du changement de langue.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'À propos' })).toBeDefined();
    expect(storedUser()).toMatchObject({ language: 'en' });
    vi.mocked(console.error).mockRestore();
  });

  it('changes nothing when the languages already agree', async () => {
    // The server's answer carries a fresher name, so the header showing it proves the session was
    // checked: the effect that would send the language ran in that same render (flushed by
    // findBy's act), and a mutation reaches the link in that same call, so any would be seen by now.
    rememberSignedIn(driver({ language: 'en', fullName: 'Dilan A.' }));
    const sent: unknown[] = [];
    const anyLanguageUpdate = {
      request: { query: UpdateLanguageDocument, variables: (variables: Record<string, unknown>) => (sent.push(variables), true) },
      result: languageUpdated('en'),
    };
    renderRoute('/about', { mocks: [meMock(driver({ language: 'en' })), anyLanguageUpdate] });

    expect(await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' })).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('records a language chosen in the header', async () => {
    rememberSignedIn(driver({ language: 'en' }));
    const user = userEvent.setup();
    const update = vi.fn(() => languageUpdated('es'));
    renderRoute('/about', { mocks: [meMock(driver({ language: 'en' })), updateLanguageMock('es', update)] });
    await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');

    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    await waitFor(() => expect(storedUser()).toMatchObject({ language: 'es' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeDefined();
  });
});

describe('user menu', () => {
  it('shows a long name whole at the top of the menu, and the button shows the first name on phones (issue 24 point 7)', async () => {
    rememberSignedIn(driver({ fullName: 'Alexandrine Dubois-Montgomery' }));
    const user = userEvent.setup();
    renderRoute('/about', { mocks: [meMock(driver({ fullName: 'Alexandrine Dubois-Montgomery' }))] });

    const button = await openUserMenu(user, 'Alexandrine Dubois-Montgomery, account menu');
    expect((await screen.findByTestId('user-menu-name')).textContent).toBe('Alexandrine Dubois-Montgomery');
    // What the button shows, at either width, is part of its accessible name (WCAG 2.5.3).
    const shown = [...button.querySelectorAll('span.mantine-hidden-from-sm, span.mantine-visible-from-sm')].map((span) => span.textContent);
    expect(shown).toEqual(['Alexandrine', 'Alexandrine Dubois-Montgomery']);
  });

  it('offers Change password', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/about', { mocks: [meMock(driver())] });

    await openUserMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
  });

  it('signs out: calls the server, clears the storage and goes home', async () => {
    rememberSignedIn(driver(), { stayConnected: true });
    localStorage.setItem('currency', 'EUR');
    const user = userEvent.setup();
    const signOut = vi.fn(() => signedOut);
    const { router } = renderRoute('/about', { mocks: [meMock(driver()), signOutMock(signOut), ...homeListMocks] });

    await openUserMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('stayConnected')).toBeNull();
    // Preferences are not the session's: they stay.
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
  });

  it('signs out to /sign-in from a page that needs an account', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/change-password', {
      mocks: [meMock(driver()), signOutMock(), authConfigMock()],
    });

    await openUserMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    // Plain /sign-in: not "come back to change-password", as after an expired session.
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('');
  });

  it('forgets the user even when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/about', { mocks: [meMock(driver()), { ...signOutMock(), error: new Error('offline') }] });

    await openUserMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('An unhandled error occurred.')).toBeDefined();
    expect(localStorage.getItem('user')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});

describe('unverified banner', () => {
  const unverified = () => driver({ verified: false });
  const resendMock = (result: MockLink.MockedResponse['result']) => ({
    request: { query: ResendActivationDocument, variables: { input: { language: 'en' } } },
    result,
  });

  it('asks to validate the email and resends the link: "Validation email sent."', async () => {
    rememberSignedIn(unverified());
    const user = userEvent.setup();
    const resend = vi.fn(() => ({ data: { resendActivation: { __typename: 'ResendActivationPayload', sent: true } } }));
    renderRoute('/about', { mocks: [meMock(unverified()), resendMock(resend)] });

    expect(await screen.findByText(/Please validate your email address/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Resend the validation email' }));

    expect(await screen.findByText('Validation email sent.')).toBeDefined();
    expect(resend).toHaveBeenCalledOnce();
  });

  it('goes away when the server says the address was validated meanwhile', async () => {
    rememberSignedIn(unverified());
    const user = userEvent.setup();
    renderRoute('/about', {
      mocks: [
        meMock(unverified()),
        resendMock({ data: { resendActivation: { __typename: 'ResendActivationPayload', sent: false } } }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Resend the validation email' }));

    await waitFor(() => expect(screen.queryByText(/Please validate your email address/)).toBeNull());
    expect(storedUser()).toMatchObject({ verified: true });
  });

  it('says when the email could not be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberSignedIn(unverified());
    const user = userEvent.setup();
    renderRoute('/about', { mocks: [meMock(unverified()), resendMock(errorResult('INTERNAL_SERVER_ERROR'))] });

    await user.click(await screen.findByRole('button', { name: 'Resend the validation email' }));

    expect(await screen.findByText('An error occurred while sending validation email.')).toBeDefined();
    vi.mocked(console.error).mockRestore();
  });

  it('is not shown to a verified driver', async () => {
    rememberSignedIn(driver());
    renderRoute('/about', { mocks: [meMock(driver())] });

    expect(await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' })).toBeDefined();
    expect(screen.queryByText(/Please validate your email address/)).toBeNull();
  });
});
