import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import { resultData } from './result.ts';

const MarkNotificationsMutation = graphql(`
  mutation MarkNotifications($input: MarkNotificationsInput!) {
    markNotifications(input: $input) {
      count
      unreadCount
    }
  }
`);

const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      count
      unreadCount
    }
  }
`);

const DeleteNotificationsMutation = graphql(`
  mutation DeleteNotifications($input: DeleteNotificationsInput!) {
    deleteNotifications(input: $input) {
      count
      unreadCount
    }
  }
`);

const DeleteAllNotificationsMutation = graphql(`
  mutation DeleteAllNotifications {
    deleteAllNotifications {
      count
      unreadCount
    }
  }
`);

/**
 * The bell's count, as the server computed it right after the change: written into the cached
 * `unreadNotificationCount` (the header's query, components/UserMenu.tsx), so the header updates
 * with no request of its own. cache.modify rather than writeQuery with the bell's document: this
 * module then needs nothing of the header's chunk.
 */
function writeUnread(cache: ApolloCache, unreadCount: number) {
  cache.modify({ id: 'ROOT_QUERY', fields: { unreadNotificationCount: () => unreadCount } });
}

/**
 * The notification page's actions. Each resolves with how many notifications changed; the
 * caller refetches its list (pages are cursors: a deleted row moves every later cursor).
 * Failures reject, for the caller's toast.
 */
export function useNotificationActions() {
  const [mark, markState] = useMutation(MarkNotificationsMutation);
  const [markAll, markAllState] = useMutation(MarkAllNotificationsReadMutation);
  const [remove, removeState] = useMutation(DeleteNotificationsMutation);
  const [removeAll, removeAllState] = useMutation(DeleteAllNotificationsMutation);

  const markNotifications = useCallback(
    async (ids: string[], read: boolean) =>
      resultData(
        (
          await mark({
            variables: { input: { ids, read } },
            update: (cache, { data }) => data && writeUnread(cache, data.markNotifications.unreadCount),
          })
        ).data,
      ).markNotifications.count,
    [mark],
  );
  const markAllRead = useCallback(
    async () =>
      resultData(
        (await markAll({ update: (cache, { data }) => data && writeUnread(cache, data.markAllNotificationsRead.unreadCount) })).data,
      ).markAllNotificationsRead.count,
    [markAll],
  );
  const deleteNotifications = useCallback(
    async (ids: string[]) =>
      resultData(
        (
          await remove({
            variables: { input: { ids } },
            update: (cache, { data }) => data && writeUnread(cache, data.deleteNotifications.unreadCount),
          })
        ).data,
      ).deleteNotifications.count,
    [remove],
  );
  const deleteAll = useCallback(
    async () =>
      resultData(
        (await removeAll({ update: (cache, { data }) => data && writeUnread(cache, data.deleteAllNotifications.unreadCount) })).data,
      ).deleteAllNotifications.count,
    [removeAll],
  );

  const busy = markState.loading || markAllState.loading || removeState.loading || removeAllState.loading;
  return { markNotifications, markAllRead, deleteNotifications, deleteAll, busy };
}
