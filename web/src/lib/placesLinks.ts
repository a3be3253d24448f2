import { defaultPeriod } from '@shared/rentalPeriod.ts';
import { criteriaSearch } from './search.ts';

/**
 * Where the /locations, /suppliers and home pages send a driver: searches built as the search
 * form builds them (lib/search.ts), so the search page reads them as its own.
 */

/**
 * A search from a location: picked up and returned there, over the search form's default
 * period (tomorrow 10:00 to three days later, business time, `defaultPeriod`) in `timeZone`
 * (the server's settings).
 */
export function locationSearchPath(locationId: string, timeZone: string, now: Date = new Date()): string {
  const { from, to } = defaultPeriod(timeZone, now);
  return `/search?${criteriaSearch({ pickup: locationId, dropoff: locationId, from, to })}`;
}
