import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Checkbox, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { TapCheckbox } from '../../components/TapCheckbox.tsx';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { useDates } from '../../hooks/useDates.ts';
import { useSessionEnded } from '../../auth/useSessionEnded.ts';
import { graphql } from '../../__generated__';
import { UnreadNotificationCountDocument, type NotificationsQuery } from '../../__generated__/graphql.ts';
import { RequireAccount } from '../../auth/RequireAccount.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { toastError, toastSuccess } from '../../components/toast.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatError } from '../../lib/errors.ts';
import { useNotificationActions } from '../../mutations/useNotificationActions.ts';
import { AccountMessages } from './AccountMessages.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Product decisions: lists of notifications use pages of 30. */
const PAGE_SIZE = 30;
/** The server's largest page: after a change the loaded pages are asked again in one call. */
const MAX_PAGE = 100;

const NotificationsDocument = graphql(`
  query Notifications($first: Int, $after: String, $language: String) {
    notifications(first: $first, after: $after, language: $language) {
      totalCount
      edges {
        cursor
        node {
          id
          code
          message
          bookingId
          isRead
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type NotificationNode = NotificationsQuery['notifications']['edges'][number]['node'];
type Pending = 'delete' | 'deleteAll' | null;

function NotificationItem({
  notification,
  selected,
  onSelect,
  onOpen,
}: {
  notification: NotificationNode;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onOpen: () => void;
}) {
  const intl = useIntl();
  // In the business's zone, as every time of a booking (the browser's zone may be another).
  const dates = useDates();
  const date = dates.dateTime(notification.createdAt);
  const unread = !notification.isRead;
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={unread ? 'var(--mantine-color-blue-light)' : undefined} data-unread={unread}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <TapCheckbox
          nudge={2}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={intl.formatMessage({ id: 'notifications.select' }, { message: notification.message })}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={unread ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
            {notification.bookingId ? (
              <Anchor component={Link} to={`/booking?b=${encodeURIComponent(notification.bookingId)}`} onClick={onOpen} inherit>
                {notification.message}
              </Anchor>
            ) : (
              notification.message
            )}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <time dateTime={notification.createdAt}>{date}</time>
            </Text>
            <Text size="xs" fw={700} c={unread ? 'blue' : 'dimmed'} tt="uppercase">
              {intl.formatMessage({ id: unread ? 'notifications.unread' : 'notifications.read' })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function NotificationList() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // After a bulk action the button pressed is disabled (nothing selected) or gone with the list:
  // the focus goes to "Select all", or to the empty list's text, rather than to the page's body.
  const [refocus, setRefocus] = useState(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const actions = useNotificationActions();
  const { data, error, loading, refetch, fetchMore } = useQuery(NotificationsDocument, {
    variables: { first: PAGE_SIZE, language },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // The header bell's count (same query, kept current by every action): nothing unread, nothing
  // to mark read. Unknown (not loaded), the button stays.
  const unread = useQuery(UnreadNotificationCountDocument, { fetchPolicy: 'cache-first' }).data?.unreadNotificationCount;
  const sessionEnded = useSessionEnded(error);

  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    focusTarget.current?.focus();
  }, [refocus, data]);

  const connection = data?.notifications;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const selectedIds = nodes.filter((node) => selected.has(node.id)).map((node) => node.id);
  const allSelected = nodes.length > 0 && selectedIds.length === nodes.length;

  /** Asks again for as many as are shown (a change moves cursors), and forgets the selection. */
  async function reload() {
    setSelected(new Set());
    await refetch({ first: Math.min(MAX_PAGE, Math.max(PAGE_SIZE, nodes.length)), after: null, language });
  }

  async function run(action: () => Promise<number>, successId: 'notifications.marked' | 'notifications.deleted') {
    try {
      const count = await action();
      // Closed at once: while the list is asked again, the dialog must not take a second press.
      setPending(null);
      toastSuccess(intl.formatMessage({ id: successId }, { count }));
      await reload();
      setRefocus(true);
    } catch (failure) {
      toastError(failure);
    } finally {
      setPending(null);
    }
  }

  async function loadMore() {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: PAGE_SIZE, after: connection.pageInfo.endCursor, language },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!previous || !fetchMoreResult) return fetchMoreResult ?? previous;
          const seen = new Set(previous.notifications.edges.map((edge) => edge.node.id));
          return {
            notifications: {
              ...fetchMoreResult.notifications,
              edges: [...previous.notifications.edges, ...fetchMoreResult.notifications.edges.filter((edge) => !seen.has(edge.node.id))],
            },
          };
        },
      });
    } catch (failure) {
      toastError(failure);
    } finally {
      setLoadingMore(false);
    }
  }

  if (sessionEnded) return null;
  if (error && !connection) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'notifications.loadError' })}
        message={formatError(intl, error)}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }

  if (!connection) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }

  if (nodes.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text ref={setFocusTarget} tabIndex={-1}>
          {intl.formatMessage({ id: 'notifications.empty' })}
        </Text>
      </Paper>
    );
  }

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const none = selectedIds.length === 0;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" justify="space-between">
          <Checkbox
            ref={setFocusTarget}
            label={intl.formatMessage({ id: 'notifications.selectAll' })}
            checked={allSelected}
            indeterminate={!allSelected && !none}
            onChange={(event) => setSelected(event.currentTarget.checked ? new Set(nodes.map((node) => node.id)) : new Set())}
          />
          <Group gap="xs" role="toolbar" aria-label={intl.formatMessage({ id: 'notifications.actions' })}>
            <Button size="xs" variant="light" disabled={none || actions.busy} onClick={() => void run(() => actions.markNotifications(selectedIds, true), 'notifications.marked')}>
              {intl.formatMessage({ id: 'notifications.markRead' })}
            </Button>
            <Button size="xs" variant="light" disabled={none || actions.busy} onClick={() => void run(() => actions.markNotifications(selectedIds, false), 'notifications.marked')}>
              {intl.formatMessage({ id: 'notifications.markUnread' })}
            </Button>
            <Button size="xs" variant="light" disabled={actions.busy || unread === 0} onClick={() => void run(actions.markAllRead, 'notifications.marked')}>
              {intl.formatMessage({ id: 'notifications.markAllRead' })}
            </Button>
            <Button size="xs" variant="light" color="red" disabled={none || actions.busy} onClick={() => setPending('delete')}>
              {intl.formatMessage({ id: 'notifications.delete' })}
            </Button>
            <Button size="xs" variant="light" color="red" disabled={actions.busy} onClick={() => setPending('deleteAll')}>
              {intl.formatMessage({ id: 'notifications.deleteAll' })}
            </Button>
          </Group>
        </Group>
      </Paper>

      <Text size="sm" c="dimmed" aria-live="polite">
        {intl.formatMessage({ id: 'notifications.shown' }, { shown: nodes.length, total: connection.totalCount, selected: selectedIds.length })}
      </Text>

      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage({ id: 'page.notifications.title' })}>
        {nodes.map((node) => (
          <NotificationItem
            key={node.id}
            notification={node}
            selected={selected.has(node.id)}
            onSelect={(checked) => toggle(node.id, checked)}
            // Opening a notification reads it; the page goes to the booking either way.
            onOpen={() => {
              if (!node.isRead) void actions.markNotifications([node.id], true).catch(() => {});
            }}
          />
        ))}
      </Stack>

      {connection.pageInfo.hasNextPage && (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore || (loading && !data)} style={{ alignSelf: 'center' }}>
          {intl.formatMessage({ id: 'notifications.loadMore' })}
        </Button>
      )}

      <ConfirmDialog
        opened={pending === 'delete'}
        title={intl.formatMessage({ id: 'notifications.delete' })}
        message={intl.formatMessage({ id: 'notifications.confirmDelete' }, { count: selectedIds.length })}
        confirmLabel={intl.formatMessage({ id: 'notifications.delete' })}
        loading={actions.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void run(() => actions.deleteNotifications(selectedIds), 'notifications.deleted')}
      />
      <ConfirmDialog
        opened={pending === 'deleteAll'}
        title={intl.formatMessage({ id: 'notifications.deleteAll' })}
        message={intl.formatMessage({ id: 'notifications.confirmDeleteAll' }, { count: connection.totalCount })}
        confirmLabel={intl.formatMessage({ id: 'notifications.deleteAll' })}
        loading={actions.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void run(actions.deleteAll, 'notifications.deleted')}
      />
    </Stack>
  );
}

function Notifications() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.notifications.title' });
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Suspense fallback={<Skeleton height={64} radius="md" />}>
          <AccountMessages>
            <DataProvider>
              <NotificationList />
            </DataProvider>
          </AccountMessages>
        </Suspense>
      </Stack>
    </Container>
  );
}

/** /notifications: the signed-in user's notifications, newest first, 30 a page. */
export default function NotificationsPage() {
  return (
    <RequireAccount>
      <Notifications />
    </RequireAccount>
  );
}
