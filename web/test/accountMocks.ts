import type { MockLink } from '@apollo/client/testing';
import type { MessageCode } from '@shared/messages.ts';
import { AuthConfigDocument, MeDocument } from '../src/__generated__/graphql.ts';
import { toSessionUser } from '../src/auth/sessionUser.ts';
import { formLocationsMock, homeLocationsMock, suppliersMock } from './homeMocks.ts';
import { settingsMock } from './settingsMocks.ts';

/** A driver as the API returns one (SessionUser fragment). */
export function driver(overrides: Partial<ReturnType<typeof baseDriver>> = {}) {
  return { ...baseDriver(), ...overrides };
}

function baseDriver() {
  return {
    __typename: 'User' as const,
    id: 'u1',
    type: 'driver' as const,
    email: 'dilan@example.com',
    fullName: 'Dilan Ahmed',
    language: 'en',
    enableEmailNotifications: true,
    verified: true,
    avatarUrl: null as string | null,
    hasPassword: true,
  };
}

/** What the browser remembers after an earlier sign-in. */
export function rememberSignedIn(user = driver(), { stayConnected = false } = {}) {
  localStorage.setItem('user', JSON.stringify(toSessionUser(user)));
  if (stayConnected) localStorage.setItem('stayConnected', 'true');
}

/** Answered as often as asked: several components read the configuration. */
export function authConfigMock(config: Partial<Record<string, string | null>> = {}): MockLink.MockedResponse {
  return {
    request: { query: AuthConfigDocument },
    result: {
      data: {
        authConfig: {
          __typename: 'AuthConfig',
          googleClientId: null,
          appleClientId: null,
          facebookAppId: null,
          recaptchaSiteKey: null,
          ...config,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function meMock(me: ReturnType<typeof driver> | null, maxUsageCount = Number.POSITIVE_INFINITY) {
  return { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount } satisfies MockLink.MockedResponse;
}

/** The home page's queries (map, search form, suppliers), so tests that end on / stay quiet. */
export const homeListMocks: MockLink.MockedResponse[] = [
  { ...homeLocationsMock({ data: { locations: [] } }), maxUsageCount: Number.POSITIVE_INFINITY },
  formLocationsMock([]),
  suppliersMock(),
  settingsMock(),
];

/** A GraphQL error response as the server sends it (schema.graphql header). */
export function errorResult(
  code: string,
  extensions: { messageCode?: MessageCode; fieldErrors?: Record<string, MessageCode>; retryAfterSeconds?: number } = {},
) {
  return { errors: [{ message: 'refused', extensions: { code, ...extensions } }] };
}
