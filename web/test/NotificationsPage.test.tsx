import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeleteNotificationsDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../src/__generated__/graphql.ts';
import { driver, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';

function notification(id: string, message: string) {
  return { __typename: 'Notification' as const, id, code: 'BOOKING_PAID', message, bookingId: null, isRead: false, createdAt: new Date().toISOString() };
}

function page(variables: Record<string, unknown>, nodes: ReturnType<typeof notification>[]): MockLink.MockedResponse {
  return {
    request: { query: NotificationsDocument, variables },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationConnection',
          totalCount: nodes.length,
          edges: nodes.map((node) => ({ __typename: 'NotificationEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.at(-1) ? `c-${nodes.at(-1)!.id}` : null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('/notifications', { timeout: 20_000 }, () => {
  it('after deleting the selected notifications, the keyboard focus goes to "Select all", not to the page body', async () => {
    rememberSignedIn();
    const first = notification('n1', 'Your booking is paid.');
    const second = notification('n2', 'Your pick-up is tomorrow.');
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteNotificationsDocument, variables: { input: { ids: ['n2'] } } },
      result: { data: { deleteNotifications: { __typename: 'NotificationsChangedPayload', count: 1, unreadCount: 1 } } },
    };
    renderRoute('/notifications', {
      mocks: [
        meMock(driver()),
        settingsMock(),
        page({ first: 30, language: 'en' }, [first, second]),
        page({ first: 30, after: null, language: 'en' }, [first]),
        deleted,
      ],
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select: Your pick-up is tomorrow.' }));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Your pick-up is tomorrow.')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all' })));
  });

  it.each([
    [0, true],
    [2, false],
  ])('with %i unread, "Mark all as read" is disabled: %s', async (count, disabled) => {
    rememberSignedIn();
    const read = { ...notification('n1', 'Your booking is paid.'), isRead: count === 0 };
    renderRoute('/notifications', {
      mocks: [
        meMock(driver()),
        settingsMock(),
        page({ first: 30, language: 'en' }, [read]),
        { request: { query: UnreadNotificationCountDocument }, result: { data: { unreadNotificationCount: count } }, maxUsageCount: Number.POSITIVE_INFINITY },
      ],
    });
    await screen.findByText('Your booking is paid.');
    const button = within(screen.getByRole('toolbar')).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(disabled));
  });
});
