import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import type { SettingsQuery } from '../__generated__/graphql.ts';

/**
 * The server's public rules (opening hours, lead time, minimum age, business time zone, longest
 * rental): the forms and date pickers offer what the server accepts, from its configuration.
 * Asked once and kept in Apollo's cache for the visit (cache-first), by the code-split parts
 * that need it, so it is never a request before the first paint.
 */
const SettingsDocument = graphql(`
  query Settings {
    settings {
      openingHour
      closingHour
      minLeadHours
      minimumAge
      timeZone
      maxRentalDays
      # ── shell (issue 14): the footer's contact address, the consent banner's analytics.
      contactEmail
      analytics {
        id
        scriptUrl
      }
    }
  }
`);

export type Settings = SettingsQuery['settings'];

/**
 * The settings, or undefined while they load (or when they could not be loaded: `error`, and
 * `refetch` asks again).
 */
export function useSettings(): { settings: Settings | undefined; error: unknown; refetch: () => void } {
  const { data, error, refetch } = useQuery(SettingsDocument);
  return { settings: data?.settings, error, refetch: () => void refetch().catch(() => undefined) };
}
