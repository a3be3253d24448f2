import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastError, toastSuccess } from '../src/components/toast.ts';
import { errorMessageId } from '../src/lib/errors.ts';
import { renderWithProviders } from './render.tsx';

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'from the server', extensions: { code } }] });

const httpError = (status: number) =>
  new ServerError('HTTP error', { response: new Response('', { status }), bodyText: '' });

describe('toasts', () => {
  beforeEach(() => {
    // toastError logs the error (spec §7); keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => notifications.clean());
  });

  it('shows the generic message for an error that has no specific one', async () => {
    renderWithProviders(null);

    act(() => void toastError(new Error('boom')));

    expect(await screen.findByText('An unhandled error occurred.')).toBeDefined();
    expect(console.error).toHaveBeenCalledWith(new Error('boom'));
  });

  it('shows the generic message when called without an error', async () => {
    renderWithProviders(null);

    act(() => void toastError());

    expect(await screen.findByText('An unhandled error occurred.')).toBeDefined();
  });

  it('shows the translated message of a GraphQL error code', async () => {
    renderWithProviders(null, { language: 'fr' });

    act(() => void toastError(graphQLError('UNAUTHENTICATED')));

    expect(await screen.findByText('Veuillez vous connecter pour continuer.')).toBeDefined();
  });

  it('closes when clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);

    act(() => void toastSuccess('Changes made successfully.'));
    await user.click(await screen.findByText('Changes made successfully.'));

    await waitFor(() => expect(screen.queryByText('Changes made successfully.')).toBeNull());
  });

  it('has a translated close button', async () => {
    renderWithProviders(null, { language: 'es' });

    act(() => void toastSuccess('¡Hecho!'));

    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeDefined();
  });
});

describe('errorMessageId: server error codes to messages, in one place', () => {
  it.each([
    ['BAD_USER_INPUT', 'error.badUserInput'],
    ['UNAUTHENTICATED', 'error.unauthenticated'],
    ['FORBIDDEN', 'error.forbidden'],
    ['NOT_FOUND', 'error.notFound'],
    ['CONFLICT', 'error.conflict'],
    ['INTERNAL_SERVER_ERROR', 'error.unhandled'],
    ['TOO_MANY_REQUESTS', 'error.tooManyRequests'],
    ['SOMETHING_NEW', 'error.unhandled'],
  ])('GraphQL %s -> %s', (code, id) => {
    expect(errorMessageId(graphQLError(code))).toBe(id);
  });

  it('uses the first known code of several errors', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'a' }, { message: 'b', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(errorMessageId(error)).toBe('error.forbidden');
  });

  it.each([
    [429, 'error.tooManyRequests'],
    [401, 'error.unauthenticated'],
    [403, 'error.forbidden'],
    [502, 'error.unhandled'],
  ])('HTTP %i -> %s', (status, id) => {
    expect(errorMessageId(httpError(status))).toBe(id);
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['undefined', undefined],
    ['null', null],
  ])('%s -> the generic message', (_case, error) => {
    expect(errorMessageId(error)).toBe('error.unhandled');
  });
});
