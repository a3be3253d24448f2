import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, errorResult } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

function resetMock(result: MockLink.MockedResponse['result'], password = 'new-secret') {
  return {
    request: {
      query: ResetPasswordDocument,
      variables: { input: { token: 'tok-7', password, confirmPassword: password } },
    },
    result,
  };
}
const done = () => ({
  data: { resetPassword: { __typename: 'ResetPasswordPayload', user: { __typename: 'User', id: 'u1' } } },
});

describe('/reset-password', () => {
  it('applies the sign-up password rules and sends nothing until they hold', async () => {
    const user = userEvent.setup();
    const result = vi.fn(done);
    renderRoute('/reset-password?token=tok-7', { mocks: [resetMock(result)] });

    await user.click(await screen.findByRole('button', { name: 'Change my password' }));
    expect(screen.getByText('Please fill in the field(s): New password')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Confirm password')).toBeDefined();

    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd{Enter}');
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeDefined();
    expect(screen.getByText("Passwords don't match.")).toBeDefined();
    expect(result).not.toHaveBeenCalled();
  });

  it('changes the password, then sends the driver to sign in', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/reset-password?token=tok-7', { mocks: [resetMock(done), authConfigMock()] });

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret{Enter}');

    expect(await screen.findByText('Password changed successfully.')).toBeDefined();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('says the link expired and links to a new request', async () => {
    const user = userEvent.setup();
    renderRoute('/reset-password?token=tok-7', {
      mocks: [resetMock(errorResult('BAD_USER_INPUT', { messageCode: 'RESET_LINK_EXPIRED' }))],
    });

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret{Enter}');

    expect(await screen.findByText('This password reset link has expired.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('without a token, says the link expired', async () => {
    renderRoute('/reset-password');

    expect(await screen.findByText('This password reset link has expired.')).toBeDefined();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
