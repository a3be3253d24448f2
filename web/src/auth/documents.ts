import { graphql } from '../__generated__';

/**
 * The user fields every account operation asks for: what the browser keeps (see
 * sessionUser.ts) plus `hasPassword`, which lives only in Apollo's cache (the change-password
 * form needs it fresh). Asking for the same fields everywhere keeps the cached User complete.
 */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    type
    email
    fullName
    language
    enableEmailNotifications
    verified
    avatarUrl
    hasPassword
  }
`);

/** The session check at start (spec §7 'validate-access-token'): null when the cookie is gone. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

/** Which social buttons to show and whether to run the bot check. */
export const AuthConfigQuery = graphql(`
  query AuthConfig {
    authConfig {
      googleClientId
      appleClientId
      facebookAppId
      recaptchaSiteKey
    }
  }
`);
