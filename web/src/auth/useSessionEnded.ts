import { useEffect } from 'react';
import { errorCode } from '../lib/errors.ts';
import { useAuth } from './AuthContext.ts';

/**
 * True when a signed-in page's query was refused because the session has ended (signed out on
 * another device, expired): the browser forgets the user, and RequireAccount sends the driver to
 * sign in and back here, instead of a Retry that can never work.
 */
export function useSessionEnded(error: unknown): boolean {
  const { user, signedOut } = useAuth();
  const ended = user !== null && errorCode(error) === 'UNAUTHENTICATED';
  useEffect(() => {
    if (ended) signedOut('sessionEnded');
  }, [ended, signedOut]);
  return ended;
}
