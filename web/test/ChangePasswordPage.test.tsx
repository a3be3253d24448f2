import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, driver, errorResult, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

function changeMock(input: Record<string, unknown>, result: MockLink.MockedResponse['result']) {
  return { request: { query: ChangePasswordDocument, variables: { input } }, result };
}
const changed = (hasPassword = true) => ({
  data: { changePassword: { __typename: 'ChangePasswordPayload', user: driver({ hasPassword }) } },
});

describe('/change-password', () => {
  it('asks for the current password of an account that has one', async () => {
    rememberSignedIn();
    renderRoute('/change-password', { mocks: [meMock(driver({ hasPassword: true }))] });

    expect(await screen.findByLabelText('Current password')).toBeDefined();
    expect(screen.getByLabelText('New password')).toBeDefined();
    expect(screen.getByLabelText('Confirm new password')).toBeDefined();
  });

  it('hides the current-password field for an account without a password, and sets one', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    const result = vi.fn(() => changed(true));
    renderRoute('/change-password', {
      mocks: [
        meMock(driver({ hasPassword: false })),
        changeMock({ newPassword: 'first-secret', confirmPassword: 'first-secret' }, result),
      ],
    });

    await user.type(await screen.findByLabelText('New password'), 'first-secret');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText(/has no password yet/)).toBeDefined();

    await user.type(screen.getByLabelText('Confirm new password'), 'first-secret{Enter}');

    expect(await screen.findByText('Password changed successfully.')).toBeDefined();
    expect(result).toHaveBeenCalledOnce();
    // Now that it has one, the next change needs it.
    expect(await screen.findByLabelText('Current password')).toBeDefined();
  });

  it('checks the fields before sending', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/change-password', { mocks: [meMock(driver())] });

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Please fill in the field(s): Current password')).toBeDefined();
    expect(screen.getByText('Please choose a new password')).toBeDefined();

    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'other-secret{Enter}');
    expect(screen.getByText("Passwords don't match.")).toBeDefined();
  });

  it('says "Wrong password" under the current password', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/change-password', {
      mocks: [
        meMock(driver()),
        changeMock(
          { currentPassword: 'not-it', newPassword: 'new-secret', confirmPassword: 'new-secret' },
          errorResult('BAD_USER_INPUT', { fieldErrors: { currentPassword: 'WRONG_PASSWORD' } }),
        ),
      ],
    });

    await user.type(await screen.findByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret{Enter}');

    const message = await screen.findByText('Wrong password');
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says "Please choose a new password" when the server refuses the same password', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/change-password', {
      mocks: [
        meMock(driver()),
        changeMock(
          { currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' },
          errorResult('BAD_USER_INPUT', { messageCode: 'NEW_PASSWORD_REQUIRED' }),
        ),
      ],
    });

    await user.type(await screen.findByLabelText('Current password'), 'secret1');
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1{Enter}');

    expect(await screen.findByText('Please choose a new password')).toBeDefined();
  });

  it('changes the password with a toast, and empties the form', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/change-password', {
      mocks: [
        meMock(driver()),
        changeMock({ currentPassword: 'secret1', newPassword: 'new-secret', confirmPassword: 'new-secret' }, changed()),
      ],
    });

    await user.type(await screen.findByLabelText('Current password'), 'secret1');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret{Enter}');

    expect(await screen.findByText('Password changed successfully.')).toBeDefined();
    // The form is emptied once the answer is handled, which may land just after the toast.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveProperty('value', ''));
  });

  it('says "An error occurred while updating password." for an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/change-password', {
      mocks: [
        meMock(driver()),
        changeMock(
          { currentPassword: 'secret1', newPassword: 'new-secret', confirmPassword: 'new-secret' },
          errorResult('INTERNAL_SERVER_ERROR'),
        ),
      ],
    });

    await user.type(await screen.findByLabelText('Current password'), 'secret1');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret{Enter}');

    expect(await screen.findByText('An error occurred while updating password.')).toBeDefined();
    vi.mocked(console.error).mockRestore();
  });

  it('sends to sign-in when the server no longer knows the session', async () => {
    rememberSignedIn(driver(), { stayConnected: true });
    const { router } = renderRoute('/change-password', { mocks: [meMock(null), authConfigMock()] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?from=/change-password');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('stayConnected')).toBeNull();
  });
});
