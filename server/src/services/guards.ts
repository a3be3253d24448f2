import type { ServiceContext, Viewer } from '../context.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';

/**
 * Authorization guards. A service calls one first, before it reads or changes any state:
 * checking state first would tell a stranger whether someone else's record exists.
 */

export type SignedInUser = Extract<Viewer, { kind: 'user' }>;

/** A signed-in user (a session, not an API key). */
export function requireSignedIn(ctx: Pick<ServiceContext, 'viewer'>): SignedInUser {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError();
  if (viewer.kind !== 'user') throw new ForbiddenError('This needs a signed-in user, not an API key.');
  return viewer;
}

/** The signed-in user, who must be the one named (a path id of another user is refused). */
export function requireOwner(ctx: Pick<ServiceContext, 'viewer'>, userId: string | null | undefined): SignedInUser {
  const me = requireSignedIn(ctx);
  if (me.id !== userId) throw new ForbiddenError();
  return me;
}

/**
 * A signed-in user of one of these types: the service's own copy of `@auth(types: [...])`, so the
 * REST shim, which has no directives, refuses what GraphQL refuses.
 */
export function requireType(me: SignedInUser, types: readonly SignedInUser['type'][]): SignedInUser {
  if (!types.includes(me.type)) throw new ForbiddenError();
  return me;
}

/**
 * A person, signed in or not, but not a partner API key: the public actions that change state
 * (sign-up, sign-in, activation, reset links) are a person's. Keys read public data only; the HTTP
 * layers refuse them earlier (http/apiKeys.ts, the GraphQL plugin), and this holds whatever path
 * or transport a request came by.
 */
export function requirePerson(ctx: Pick<ServiceContext, 'viewer'>): void {
  if (ctx.viewer?.kind === 'partner') {
    throw new ForbiddenError('API keys give read access only: this needs a person, not an API key.', 'API_KEY_READ_ONLY');
  }
}
