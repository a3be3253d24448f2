import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActivateAccountDocument, ResendActivationDocument } from '../src/__generated__/graphql.ts';
import { driver, errorResult, homeListMocks } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

function activateMock(result: MockLink.MockedResponse['result']) {
  return { request: { query: ActivateAccountDocument, variables: { input: { token: 'tok-1' } } }, result };
}

function resendMock(input: { email?: string; language: string }, result: MockLink.MockedResponse['result']) {
  return { request: { query: ResendActivationDocument, variables: { input } }, result };
}
const resent = { data: { resendActivation: { __typename: 'ResendActivationPayload', sent: true } } };

describe('/activate', () => {
  it('activates the account, signs the driver in and goes home', async () => {
    const activate = vi.fn(() => ({
      data: { activateAccount: { __typename: 'ActivateAccountPayload', user: driver({ language: 'en' }) } },
    }));
    const { router } = renderRoute('/activate?token=tok-1', {
      mocks: [{ ...activateMock(activate), delay: 50, maxUsageCount: 2 }, ...homeListMocks],
      strict: true,
    });

    expect(await screen.findByText('Activating your account…')).toBeDefined();
    expect(await screen.findByText('Your account is activated.')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      id: 'u1',
      email: 'dilan@example.com',
      verified: true,
    });
    expect(await screen.findByRole('button', { name: 'Dilan Ahmed, account menu' })).toBeDefined();
    // The token is single use: sent once, whatever React does with effects.
    expect(activate).toHaveBeenCalledOnce();
  });

  it('says the link expired and sends a new one by email', async () => {
    const user = userEvent.setup();
    const resend = vi.fn(() => resent);
    renderRoute('/activate?token=tok-1', {
      mocks: [
        activateMock(errorResult('BAD_USER_INPUT', { messageCode: 'ACTIVATION_LINK_EXPIRED' })),
        resendMock({ email: 'dilan@example.com', language: 'en' }, resend),
      ],
    });

    expect(await screen.findByText('Your account activation link expired.')).toBeDefined();
    expect(localStorage.getItem('user')).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'Dilan@example.com{Enter}');

    expect(await screen.findByText('Activation email sent.')).toBeDefined();
    expect(resend).toHaveBeenCalledOnce();
    // The form is emptied once the answer is handled, which may land just after the toast.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', ''));
  });

  it('says so when the account is already activated, and offers to sign in', async () => {
    const user = userEvent.setup();
    renderRoute('/activate', {
      mocks: [
        resendMock(
          { email: 'dilan@example.com', language: 'en' },
          { data: { resendActivation: { __typename: 'ResendActivationPayload', sent: false } } },
        ),
      ],
    });

    await user.type(await screen.findByLabelText('Email'), 'dilan@example.com{Enter}');

    expect(await screen.findByText('This account is already activated: you can sign in.')).toBeDefined();
    expect(screen.queryByText('Activation email sent.')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('treats any refused token as expired', async () => {
    renderRoute('/activate?token=tok-1', {
      mocks: [activateMock(errorResult('BAD_USER_INPUT', { fieldErrors: { token: 'REQUIRED' } }))],
    });

    expect(await screen.findByText('Your account activation link expired.')).toBeDefined();
  });

  it('without a token, shows the expired message and the resend form at once', async () => {
    renderRoute('/activate');

    expect(await screen.findByText('Your account activation link expired.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDefined();
  });

  it('checks the email before asking for a new link', async () => {
    const user = userEvent.setup();
    const resend = vi.fn(() => resent);
    renderRoute('/activate', { mocks: [resendMock({ email: 'x', language: 'en' }, resend)] });

    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(screen.getByText('Please fill in the field(s): Email')).toBeDefined();
    expect(resend).not.toHaveBeenCalled();
  });

  it('says when the new link could not be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/activate', {
      mocks: [resendMock({ email: 'dilan@example.com', language: 'en' }, errorResult('INTERNAL_SERVER_ERROR'))],
    });

    await user.type(await screen.findByLabelText('Email'), 'dilan@example.com{Enter}');

    expect(await screen.findByText('An error occurred while sending validation email.')).toBeDefined();
    vi.mocked(console.error).mockRestore();
  });

  it('offers to try again when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderRoute('/activate?token=tok-1', {
      mocks: [
        { ...activateMock(undefined), error: new Error('offline') },
        activateMock({ data: { activateAccount: { __typename: 'ActivateAccountPayload', user: driver() } } }),
        ...homeListMocks,
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    vi.mocked(console.error).mockRestore();
  });
});
