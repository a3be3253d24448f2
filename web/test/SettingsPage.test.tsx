import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MarkNotificationsDocument,
  NotificationsDocument,
  SettingsLanguageDocument,
  SettingsMeDocument,
  UnreadNotificationCountDocument,
  UpdateProfileDocument,
} from '../src/__generated__/graphql.ts';
import { driver, errorResult, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';

const me = {
  ...driver(),
  phone: '+9647501112233',
  birthDate: '1988-02-03',
  bio: null,
  location: null,
  pendingEmail: null,
  licence: null,
};

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const baseMocks = (unread = 0): MockLink.MockedResponse[] => [
  meMock(driver()),
  settingsMock(),
  { request: { query: SettingsMeDocument }, result: { data: { me } }, ...always },
  { request: { query: UnreadNotificationCountDocument }, result: { data: { unreadNotificationCount: unread } }, ...always },
];

describe('/settings', () => {
  it('checks the profile with the shared rules before sending', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/settings', { mocks: baseMocks() });

    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.clear(screen.getByLabelText('Birth date'));
    await user.type(screen.getByLabelText('Birth date'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid phone number')).toBeDefined();
    expect(screen.getByText('You must be at least 18 years old.')).toBeDefined();
  });

  it('saves the profile and says so', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    const input = { fullName: 'Dilan Ahmed', phone: '+9647501112233', birthDate: '1988-02-03', bio: null, location: 'Erbil' };
    const result = vi.fn(() => ({ data: { updateProfile: { __typename: 'UpdateProfilePayload', user: { ...me, location: 'Erbil' } } } }));
    renderRoute('/settings', { mocks: [...baseMocks(), { request: { query: UpdateProfileDocument, variables: { input } }, result }] });

    await user.type(await screen.findByLabelText('Location'), 'Erbil');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings updated successfully.')).toBeDefined();
    expect(result).toHaveBeenCalledOnce();
  });

  it('offers Eastern Arabic digits in Arabic only, kept in the digits cookie (issue 27)', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    const english = renderRoute('/settings', { mocks: baseMocks() });
    await screen.findByLabelText('Phone');
    expect(screen.queryByLabelText('Digits')).toBeNull();
    english.unmount();

    renderRoute('/settings', { language: 'ar', mocks: baseMocks() });
    // The settings' own (the footer offers the same choice to every visitor).
    const digits = await within(await screen.findByRole('main')).findByRole('combobox', { name: 'الأرقام' });
    expect(digits).toHaveProperty('value', 'latn');
    await user.selectOptions(digits, 'الأرقام العربية المشرقية (٠١٢٣٤٥٦٧٨٩)');
    // Applied once the plain numbers' rewriting has loaded (i18n/plainNumbers.ts).
    await waitFor(() => expect(digits).toHaveProperty('value', 'arab'));
    expect(document.cookie).toContain('digits=arab');
    document.cookie = 'digits=; Max-Age=0; Path=/';
  });

  it("a failed language change says 'An error occurred while changing language.' and keeps the interface language", async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/settings', {
      mocks: [...baseMocks(), { request: { query: SettingsLanguageDocument, variables: { input: { language: 'fr' } } }, result: errorResult('INTERNAL_SERVER_ERROR') }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language of the site and of your emails' }), 'fr');

    expect(await screen.findByText('An error occurred while changing language.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(localStorage.getItem('language')).not.toBe('fr');
  });
});

describe('header bell and /notifications', () => {
  it('names the unread count and links to /notifications; the empty list says so', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    renderRoute('/about', {
      mocks: [
        ...baseMocks(4),
        {
          request: { query: NotificationsDocument, variables: { first: 30, language: 'en' } },
          result: { data: { notifications: { __typename: 'NotificationConnection', totalCount: 0, edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } } },
          ...always,
        },
      ],
    });

    const bell = await screen.findByRole('link', { name: 'Notifications, 4 unread' });
    await user.click(bell);
    expect(await screen.findByText('You have no notifications.')).toBeDefined();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeDefined());
  });

  it('lists notifications newest first; one about a booking opens it; marking read updates the bell', async () => {
    rememberSignedIn();
    const user = userEvent.setup();
    const node = (id: string, message: string, bookingId: string | null, isRead: boolean) => ({
      __typename: 'NotificationEdge',
      cursor: `c-${id}`,
      node: { __typename: 'Notification', id, code: 'MESSAGE', message, bookingId, isRead, createdAt: '2026-11-20T10:00:00.000Z' },
    });
    const page = (edges: ReturnType<typeof node>[]) => ({
      data: { notifications: { __typename: 'NotificationConnection', totalCount: edges.length, edges, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c-n2' } } },
    });
    const mark = vi.fn(() => ({ data: { markNotifications: { __typename: 'NotificationsChangedPayload', count: 1, unreadCount: 1 } } }));
    renderRoute('/notifications', {
      mocks: [
        ...baseMocks(2),
        { request: { query: NotificationsDocument, variables: { first: 30, language: 'en' } }, result: page([node('n1', 'Booking AB12 confirmed', 'b-42', false), node('n2', 'Welcome', null, false)]) },
        { request: { query: MarkNotificationsDocument, variables: { input: { ids: ['n2'], read: true } } }, result: mark },
        { request: { query: NotificationsDocument, variables: { first: 30, after: null, language: 'en' } }, result: page([node('n1', 'Booking AB12 confirmed', 'b-42', false), node('n2', 'Welcome', null, true)]) },
      ],
    });

    const link = await screen.findByRole('link', { name: 'Booking AB12 confirmed' });
    expect(link.getAttribute('href')).toBe('/booking?b=b-42');
    const items = screen.getAllByRole('listitem');
    // Each item: its text, then its date in the one format ('Fri 27 Nov 2026, 10:00').
    expect(items.map((item) => (item.textContent ?? '').replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} .*$/, ''))).toEqual(['Booking AB12 confirmed', 'Welcome']);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeDefined();

    await user.click(screen.getByRole('checkbox', { name: 'Select: Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));

    expect(await screen.findByText('One notification updated.')).toBeDefined();
    expect(mark).toHaveBeenCalledOnce();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeDefined();
  });
});
