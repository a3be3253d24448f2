import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, driver, errorResult, homeListMocks } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

function signInMock(
  input: { email: string; password: string; stayConnected: boolean },
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: SignInDocument, variables: { input } }, result };
}

const signedIn = (user = driver()) => ({ data: { signIn: { __typename: 'SignInPayload', user } } });

async function signIn(user: UserEvent, { email = 'dilan@example.com', password = 'secret1', language = 'en' } = {}) {
  const labels = language === 'fr' ? ['E-mail', 'Mot de passe', 'Se connecter'] : ['Email', 'Password', 'Sign in'];
  await user.type(await screen.findByLabelText(labels[0]), email);
  await user.type(screen.getByLabelText(labels[1]), password);
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: labels[2] }));
}

describe('/sign-in', () => {
  it('says "Incorrect email or password." and keeps the visitor signed out', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-in', {
      mocks: [
        authConfigMock(),
        signInMock(
          { email: 'dilan@example.com', password: 'wrong-one', stayConnected: false },
          errorResult('UNAUTHENTICATED', { messageCode: 'INCORRECT_CREDENTIALS' }),
        ),
      ],
    });

    await signIn(user, { password: 'wrong-one' });

    expect(within(await screen.findByRole('alert')).getByText('Incorrect email or password.')).toBeDefined();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
  });

  it('says "Your account is suspended."', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-in', {
      mocks: [
        authConfigMock(),
        signInMock(
          { email: 'dilan@example.com', password: 'secret1', stayConnected: false },
          errorResult('FORBIDDEN', { messageCode: 'ACCOUNT_SUSPENDED' }),
        ),
      ],
    });

    await signIn(user);

    expect(within(await screen.findByRole('alert')).getByText('Your account is suspended.')).toBeDefined();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['INCORRECT_CREDENTIALS', 'E-mail ou mot de passe incorrect.'],
    ['ACCOUNT_SUSPENDED', 'Votre compte est suspendu.'],
  ] as const)('shows %s in French in the French interface', async (messageCode, text) => {
    const user = userEvent.setup();
    renderRoute('/sign-in', {
      language: 'fr',
      mocks: [
        authConfigMock(),
        signInMock(
          { email: 'dilan@example.com', password: 'secret1', stayConnected: false },
          errorResult('UNAUTHENTICATED', { messageCode }),
        ),
      ],
    });

    await signIn(user, { language: 'fr' });

    expect(within(await screen.findByRole('alert')).getByText(text)).toBeDefined();
  });

  it('checks the form before sending it', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-in', { mocks: [authConfigMock()] });

    await user.type(await screen.findByLabelText('Email'), 'dilan@{Enter}');

    expect(screen.getByText('Invalid email address')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Password')).toBeDefined();
  });

  it('signs in, remembers the user and "stay connected", and goes back where the visitor came from', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-in?from=/change-password', {
      mocks: [
        authConfigMock(),
        signInMock({ email: 'dilan@example.com', password: 'secret1', stayConnected: true }, signedIn()),
      ],
    });

    await user.type(await screen.findByLabelText('Email'), 'Dilan@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByLabelText('Stay connected'));
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));

    // The change-password page reads `hasPassword` from the cache the sign-in filled.
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(screen.getByLabelText('Current password')).toBeDefined();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      id: 'u1',
      type: 'driver',
      email: 'dilan@example.com',
      fullName: 'Dilan Ahmed',
      language: 'en',
      enableEmailNotifications: true,
      verified: true,
      avatarUrl: null,
    });
    expect(localStorage.getItem('stayConnected')).toBe('true');
    // The header now offers the user menu instead of the sign-in link.
    expect(await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('goes home after signing in without "stay connected", and forgets an earlier choice', async () => {
    localStorage.setItem('stayConnected', 'true');
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-in', {
      mocks: [
        authConfigMock(),
        ...homeListMocks,
        signInMock({ email: 'dilan@example.com', password: 'secret1', stayConnected: false }, signedIn()),
      ],
    });

    await signIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('stayConnected')).toBeNull();
  });

  it('ignores a `from` that points to another site', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-in?from=//evil.example/phish', {
      mocks: [
        authConfigMock(),
        ...homeListMocks,
        signInMock({ email: 'dilan@example.com', password: 'secret1', stayConnected: false }, signedIn()),
      ],
    });

    await signIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('switches the interface to the account’s language', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-in?from=/about', {
      mocks: [
        authConfigMock(),
        signInMock({ email: 'dilan@example.com', password: 'secret1', stayConnected: false }, signedIn(driver({ language: 'es' }))),
      ],
    });

    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeDefined();
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('shows the wait after too many attempts', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-in', {
      mocks: [
        authConfigMock(),
        signInMock(
          { email: 'dilan@example.com', password: 'secret1', stayConnected: false },
          errorResult('TOO_MANY_REQUESTS', { messageCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 125 }),
        ),
      ],
    });

    await signIn(user);

    expect(
      within(await screen.findByRole('alert')).getByText('Too many attempts. Please try again in 3 minutes.'),
    ).toBeDefined();
  });

  it('links to the forgotten-password and sign-up pages', async () => {
    renderRoute('/sign-in', { mocks: [authConfigMock()] });

    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });

  it('offers only the social providers the server is configured for', async () => {
    renderRoute('/sign-in', { mocks: [authConfigMock({ googleClientId: 'google-id', facebookAppId: 'fb-id' })] });

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('offers no social button when none is configured', async () => {
    renderRoute('/sign-in', { mocks: [authConfigMock()] });

    await screen.findByLabelText('Email');
    await waitFor(() => expect(screen.queryByText('or')).toBeNull());
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});
