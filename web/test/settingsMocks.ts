import type { MockLink } from '@apollo/client/testing';
import { SettingsDocument } from '../src/__generated__/graphql.ts';
import type { Settings } from '../src/hooks/useSettings.ts';

/** The server's default settings (server/src/env.ts), as the `settings` query answers them. */
export const DEFAULT_SETTINGS: Settings & { __typename: 'Settings' } = {
  __typename: 'Settings',
  openingHour: 8,
  closingHour: 20,
  minLeadHours: 1,
  minimumAge: 18,
  timeZone: 'Asia/Baghdad',
  maxRentalDays: 365,
  // ── shell (issue 14)
  contactEmail: 'contact@erbil-rental.test',
  analytics: null,
};

/** The `settings` query, answered for every component that asks (default values unless overridden). */
export function settingsMock(
  overrides: Partial<Settings> = {},
  { delay }: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: SettingsDocument },
    result: { data: { settings: { ...DEFAULT_SETTINGS, ...overrides } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(delay ? { delay } : {}),
  };
}
