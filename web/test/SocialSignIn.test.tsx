import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialSignInDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, driver, errorResult, homeListMocks } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

// The providers' SDKs are Google's, Apple's and Facebook's business: the page's part is asking
// for a token with the right id and sending it on.
vi.mock('../src/lib/social.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/social.ts')>()),
  socialCredential: vi.fn(),
}));
const { socialCredential, SocialSignInCancelled } = await import('../src/lib/social.ts');

const config = authConfigMock({ googleClientId: 'google-id', appleClientId: 'apple-id' });

describe('social sign-in on /sign-in', () => {
  afterEach(() => vi.clearAllMocks());

  it('passes the provider’s token to socialSignIn and signs the driver in', async () => {
    vi.mocked(socialCredential).mockResolvedValue({ token: 'apple-jwt', fullName: 'Dilan Ahmed' });
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-in', {
      mocks: [
        config,
        ...homeListMocks,
        {
          request: {
            query: SocialSignInDocument,
            variables: {
              input: { provider: 'apple', token: 'apple-jwt', fullName: 'Dilan Ahmed', stayConnected: true, language: 'en' },
            },
          },
          result: { data: { socialSignIn: { __typename: 'SignInPayload', user: driver({ hasPassword: false }) } } },
        },
      ],
    });

    await user.click(await screen.findByLabelText('Stay connected'));
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(socialCredential).toHaveBeenCalledWith('apple', 'apple-id');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 'u1' });
    expect(localStorage.getItem('stayConnected')).toBe('true');
  });

  it('says nothing when the driver closes the provider’s window', async () => {
    vi.mocked(socialCredential).mockRejectedValue(new SocialSignInCancelled('google'));
    const user = userEvent.setup();
    renderRoute('/sign-in', { mocks: [config] });

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    vi.mocked(socialCredential).mockResolvedValue({ token: 'google-jwt' });
    const user = userEvent.setup();
    renderRoute('/sign-in', {
      mocks: [
        config,
        {
          request: { query: SocialSignInDocument, variables: () => true },
          result: errorResult('FORBIDDEN', { messageCode: 'ACCOUNT_SUSPENDED' }),
        },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByText('Your account is suspended.')).toBeDefined();
  });
});
