import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpDocument } from '../src/__generated__/graphql.ts';
import { zoneToday } from '@shared/rentalPeriod.ts';
import { authConfigMock, errorResult } from './accountMocks.ts';
import { renderRoute } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';

// The bot check's wiring (which key, which action, token sent) without Google's script.
vi.mock('../src/lib/recaptcha.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/recaptcha.ts')>()),
  loadRecaptcha: vi.fn(async () => {}),
  recaptchaToken: vi.fn(async (siteKey: string | null | undefined) => (siteKey ? 'recaptcha-token' : undefined)),
}));
const { recaptchaToken } = await import('../src/lib/recaptcha.ts');

const VALID = {
  fullName: 'Dilan Ahmed',
  email: 'Dilan@Example.com',
  phone: '0750 123 4567',
  birthDate: '1990-05-17',
  password: 'secret1',
};

function signUpMock(result: MockLink.MockedResponse['result'], expectedInput?: Record<string, unknown>) {
  return {
    request: {
      query: SignUpDocument,
      variables: expectedInput ? { input: expectedInput } : () => true,
    },
    result,
  } satisfies MockLink.MockedResponse;
}

const created = () => ({
  data: { signUp: { __typename: 'SignUpPayload', user: { __typename: 'User', id: 'u9', email: 'dilan@example.com' } } },
});

async function fill(user: UserEvent, values: Partial<typeof VALID> & { confirmPassword?: string; acceptTerms?: boolean }) {
  if (values.fullName) await user.type(screen.getByLabelText('Full name'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.phone) await user.type(screen.getByLabelText('Phone', { exact: false }), values.phone);
  // Typed as ISO in one go (the field also reads '17 May 1990').
  if (values.birthDate) fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: values.birthDate } });
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await user.type(screen.getByLabelText('Confirm password'), values.confirmPassword);
  if (values.acceptTerms) await user.click(screen.getByLabelText(/accept the Terms of Use/));
}

const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = zoneToday('Asia/Baghdad').split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
};

describe('/sign-up', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows a message under each empty field and sends nothing', async () => {
    const user = userEvent.setup();
    const result = vi.fn(created);
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock(), signUpMock(result)] });

    await user.click(await screen.findByRole('button', { name: 'Create my account' }));

    expect(screen.getByText('Please fill in the field(s): Full name')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Email')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Phone')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Birth date')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Password')).toBeDefined();
    expect(screen.getByText('Please fill in the field(s): Confirm password')).toBeDefined();
    expect(screen.getByText('Please accept the Terms of Use.')).toBeDefined();
    // The first field in error has the focus, and says why (accessible description).
    const fullName = screen.getByLabelText('Full name');
    expect(document.activeElement).toBe(fullName);
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(result).not.toHaveBeenCalled();
  });

  it('shows the spec message of each broken rule and sends nothing', async () => {
    const user = userEvent.setup();
    const result = vi.fn(created);
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock(), signUpMock(result)] });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, {
      fullName: 'Dilan Ahmed',
      email: 'dilan@',
      phone: '123',
      birthDate: yearsAgo(18, 1), // 18 tomorrow (Erbil time)
      password: 'abc',
      confirmPassword: 'abd',
      acceptTerms: true,
    });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(screen.getByText('Invalid email address')).toBeDefined();
    expect(screen.getByText('Invalid phone number')).toBeDefined();
    expect(screen.getByText('You must be at least 18 years old.')).toBeDefined();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeDefined();
    expect(screen.getByText("Passwords don't match.")).toBeDefined();
    expect(screen.queryByText(/Please fill in/)).toBeNull();
    expect(result).not.toHaveBeenCalled();
  });

  it('checks a field when the driver leaves it, and clears the message once fixed', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock()] });

    await user.type(await screen.findByLabelText('Email'), 'dilan@');
    await user.tab();
    expect(screen.getByText('Invalid email address')).toBeDefined();
    // Untouched fields are not flagged by leaving another one.
    expect(screen.queryByText(/Please fill in/)).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Invalid email address')).toBeNull();
  });

  it('accepts a driver who is 18 today', async () => {
    const user = userEvent.setup();
    const result = vi.fn(created);
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock(), signUpMock(result)] });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, birthDate: yearsAgo(18), confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Check your mailbox')).toBeDefined();
    expect(result).toHaveBeenCalledOnce();
  });

  it('judges the age with the minimum age and time zone of the server settings', async () => {
    const user = userEvent.setup();
    const result = vi.fn(created);
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock({ minimumAge: 21 }), signUpMock(result)] });
    // The birth date's calendar ends today in the business zone, once the settings are in.
    fireEvent.change(await screen.findByLabelText('Birth date'), { target: { value: zoneToday('Asia/Baghdad') } });
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true));
    await user.keyboard('{Escape}');
    await user.clear(screen.getByLabelText('Birth date'));

    await fill(user, { ...VALID, birthDate: yearsAgo(20), confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByLabelText('Birth date').getAttribute('aria-invalid')).toBe('true');
    expect(result).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: yearsAgo(21) } });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Check your mailbox')).toBeDefined();
    expect(result).toHaveBeenCalledOnce();
  });

  it('sends the cleaned-up form in the interface language, then says to check the mailbox', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', {
      language: 'fr',
      mocks: [
        authConfigMock(),
        settingsMock(),
        signUpMock(created, {
          fullName: 'Dilan Ahmed',
          email: 'dilan@example.com',
          phone: '0750 123 4567',
          birthDate: '1990-05-17',
          password: 'secret1',
          confirmPassword: 'secret1',
          acceptTerms: true,
          language: 'fr',
        }),
      ],
    });
    await screen.findByRole('button', { name: 'Créer mon compte' });

    await user.type(screen.getByLabelText('Nom complet'), ` ${VALID.fullName} `);
    await user.type(screen.getByLabelText('E-mail'), VALID.email);
    await user.type(screen.getByLabelText('Téléphone', { exact: false }), VALID.phone);
    fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: VALID.birthDate } });
    await user.type(screen.getByLabelText('Mot de passe'), VALID.password);
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), `${VALID.password}{Enter}`);
    // Enter submitted: the terms are still unticked.
    expect(await screen.findByText('Veuillez accepter les conditions d’utilisation.')).toBeDefined();
    await user.click(screen.getByLabelText(/conditions d’utilisation/));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Consultez votre boîte mail')).toBeDefined();
    expect(screen.getByText(/dilan@example\.com/)).toBeDefined();
    // Not signed in before the email is validated (spec §4).
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeDefined();
  });

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', {
      mocks: [
        authConfigMock(),
        settingsMock(),
        // As the server sends it: the field error, and the same code as the summary messageCode.
        signUpMock(
          errorResult('BAD_USER_INPUT', {
            messageCode: 'EMAIL_ALREADY_REGISTERED',
            fieldErrors: { email: 'EMAIL_ALREADY_REGISTERED' },
          }),
        ),
      ],
    });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const message = await screen.findByText('This email address is already registered.');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('Check your mailbox')).toBeNull();
    // Said once, under the field: not repeated above the button.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s own validation under the fields it names', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', {
      mocks: [
        authConfigMock(),
        settingsMock(),
        signUpMock(
          errorResult('BAD_USER_INPUT', {
            messageCode: 'INVALID_PHONE',
            fieldErrors: { phone: 'INVALID_PHONE', birthDate: 'TOO_YOUNG' },
          }),
        ),
      ],
    });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Invalid phone number')).toBeDefined();
    expect(screen.getByText('You must be at least 18 years old.')).toBeDefined();
    expect(screen.getAllByText('Invalid phone number')).toHaveLength(1);
  });

  it('shows a bot-check failure above the button', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', {
      mocks: [authConfigMock(), settingsMock(), signUpMock(errorResult('BAD_USER_INPUT', { messageCode: 'RECAPTCHA_ERROR' }))],
    });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(within(await screen.findByRole('alert')).getByText('reCAPTCHA error')).toBeDefined();
  });

  it('says "An error occurred during sign up." for a failure the server does not explain', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock(), signUpMock(errorResult('INTERNAL_SERVER_ERROR'))] });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('An error occurred during sign up.')).toBeDefined();
    vi.mocked(console.error).mockRestore();
  });

  it('sends a reCAPTCHA token for the "signup" action when the server has a site key', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', {
      mocks: [
        authConfigMock({ recaptchaSiteKey: 'site-key' }), settingsMock(),
        signUpMock(created, {
          fullName: 'Dilan Ahmed',
          email: 'dilan@example.com',
          phone: '0750 123 4567',
          birthDate: '1990-05-17',
          password: 'secret1',
          confirmPassword: 'secret1',
          acceptTerms: true,
          language: 'en',
          recaptchaToken: 'recaptcha-token',
        }),
      ],
    });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Check your mailbox')).toBeDefined();
    expect(recaptchaToken).toHaveBeenCalledWith('site-key', 'signup');
  });

  it('disables the button with a loader while the form is being sent', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up', { mocks: [authConfigMock(), settingsMock(), { ...signUpMock(created), delay: 200 }] });
    await screen.findByRole('button', { name: 'Create my account' });

    await fill(user, { ...VALID, confirmPassword: VALID.password, acceptTerms: true });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const button = screen.getByRole('button', { name: 'Create my account' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('data-loading')).toBe('true');
    expect(await screen.findByText('Check your mailbox')).toBeDefined();
  });
});
