import { graphql } from '../__generated__';

/**
 * The header bell's number: counted by the server from the notifications themselves (no stored
 * counter), asked again on every navigation, and rewritten by the notification actions from
 * their answers (mutations/useNotificationActions.ts).
 */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);
