import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../src/i18n/intl.ts';
import { errorDetails, errorMessage, formatError } from '../src/lib/errors.ts';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'from the server', extensions }] });

const en = createAppIntl('en');
const fr = createAppIntl('fr');

describe('server message codes become translated texts (lib/errors.ts)', () => {
  it('reads messageCode, fieldErrors and retryAfterSeconds from the extensions', () => {
    const error = graphQLError({
      code: 'BAD_USER_INPUT',
      messageCode: 'EMAIL_ALREADY_REGISTERED',
      fieldErrors: { email: 'EMAIL_ALREADY_REGISTERED', phone: 'NOT_A_CODE' },
    });
    expect(errorDetails(error)).toEqual({
      code: 'BAD_USER_INPUT',
      messageCode: 'EMAIL_ALREADY_REGISTERED',
      // Unknown codes are dropped: the catalogs have no text for them.
      fieldErrors: { email: 'EMAIL_ALREADY_REGISTERED' },
    });
  });

  it('fills a message’s placeholders with the server’s messageValues (convertAmount)', () => {
    const error = graphQLError({
      code: 'BAD_USER_INPUT',
      messageCode: 'CURRENCY_NOT_SUPPORTED',
      messageValues: { code: 'JPY' },
      fieldErrors: { to: 'CURRENCY_NOT_SUPPORTED' },
    });
    expect(formatError(en, error)).toBe('Currency JPY not supported');
    expect(formatError(fr, error)).toBe('Devise JPY non prise en charge');
  });

  it('shows the message code of a failure that is not about a field', () => {
    const error = graphQLError({ code: 'UNAUTHENTICATED', messageCode: 'INCORRECT_CREDENTIALS' });
    expect(formatError(en, error)).toBe('Incorrect email or password.');
    expect(formatError(fr, error)).toBe('E-mail ou mot de passe incorrect.');
  });

  it('shows the first field error, with the field’s label for a missing one', () => {
    expect(formatError(en, graphQLError({ code: 'BAD_USER_INPUT', fieldErrors: { phone: 'INVALID_PHONE' } }))).toBe(
      'Invalid phone number',
    );
    expect(formatError(en, graphQLError({ code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'REQUIRED' } }))).toBe(
      'Please fill in the field(s): Full name',
    );
    // As the server sends invalid input: the first field error is also the messageCode.
    const invalid = graphQLError({ code: 'BAD_USER_INPUT', messageCode: 'REQUIRED', fieldErrors: { phone: 'REQUIRED' } });
    expect(formatError(fr, invalid)).toBe('Veuillez renseigner le(s) champ(s)\u00a0: Téléphone');
  });

  it.each([
    [60, 1],
    [61, 2],
    [125, 3],
    [1, 1],
  ])('TOO_MANY_REQUESTS after %i s -> "try again in %i minutes"', (seconds, minutes) => {
    const error = graphQLError({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds });
    expect(errorMessage(error)).toEqual({ id: 'error.TOO_MANY_ATTEMPTS', values: { minutes } });
    expect(formatError(en, error)).toBe(`Too many attempts. Please try again in ${minutes} minutes.`);
  });

  it('shows the generic rate-limit message when the wait is unknown', () => {
    const error = graphQLError({ code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS' });
    expect(formatError(en, error)).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('reads the wait of a plain HTTP 429 from its Retry-After header', () => {
    const error = new ServerError('Too many', {
      response: new Response('', { status: 429, headers: { 'Retry-After': '600' } }),
      bodyText: '',
    });
    expect(formatError(fr, error)).toBe('Trop de tentatives. Veuillez réessayer dans 10 minutes.');
  });

  it('a database away for a moment (GraphQL code or a plain 503) says so, in the reader’s language, not "unhandled"', () => {
    expect(formatError(en, graphQLError({ code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: 5 }), 'PASSWORD_UPDATE_ERROR')).toBe(
      'Our booking system is briefly unavailable. Please try again in a moment.',
    );
    const plain = new ServerError('Unavailable', { response: new Response('', { status: 503, headers: { 'Retry-After': '5' } }), bodyText: '' });
    expect(formatError(fr, plain)).toBe('Notre système de réservation est momentanément indisponible. Veuillez réessayer dans un instant.');
  });

  it('uses the caller’s fallback for a failure the server does not explain, not for explained ones', () => {
    expect(formatError(en, new Error('offline'), 'PASSWORD_UPDATE_ERROR')).toBe(
      'An error occurred while updating password.',
    );
    expect(formatError(en, graphQLError({ code: 'INTERNAL_SERVER_ERROR' }), 'PASSWORD_UPDATE_ERROR')).toBe(
      'An error occurred while updating password.',
    );
    expect(formatError(en, graphQLError({ code: 'UNAUTHENTICATED' }), 'PASSWORD_UPDATE_ERROR')).toBe(
      'Please sign in to continue.',
    );
    expect(formatError(en, new Error('offline'))).toBe('An unhandled error occurred.');
  });
});
