import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestPasswordResetDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, errorResult } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

function resetMock(input: Record<string, unknown>, result: MockLink.MockedResponse['result']) {
  return { request: { query: RequestPasswordResetDocument, variables: { input } }, result };
}
const sent = { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', sent: true } } };

describe('/forgot-password', () => {
  it('sends the reset email in the interface language and confirms', async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password', {
      language: 'es',
      mocks: [authConfigMock(), resetMock({ email: 'dilan@example.com', language: 'es' }, sent)],
    });

    await user.type(await screen.findByLabelText('Correo electrónico'), 'dilan@example.com');
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));

    expect(await screen.findByText('Correo para restablecer la contraseña enviado.')).toBeDefined();
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
  });

  it('confirms with the spec wording', async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password', {
      mocks: [authConfigMock(), resetMock({ email: 'dilan@example.com', language: 'en' }, sent)],
    });

    await user.type(await screen.findByLabelText('Email'), 'dilan@example.com{Enter}');

    expect(await screen.findByText('Password reset email sent.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('says "Email address not registered" under the email field', async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password', {
      mocks: [
        authConfigMock(),
        resetMock(
          { email: 'nobody@example.com', language: 'en' },
          errorResult('BAD_USER_INPUT', { messageCode: 'EMAIL_NOT_REGISTERED' }),
        ),
      ],
    });

    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com{Enter}');

    const message = await screen.findByText('Email address not registered');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByText('Password reset email sent.')).toBeNull();
  });

  it('sends nothing for an invalid address', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => sent);
    renderRoute('/forgot-password', { mocks: [authConfigMock(), resetMock({ email: 'x', language: 'en' }, result)] });

    await user.type(await screen.findByLabelText('Email'), 'not-an-email{Enter}');

    expect(screen.getByText('Invalid email address')).toBeDefined();
    expect(result).not.toHaveBeenCalled();
  });
});
