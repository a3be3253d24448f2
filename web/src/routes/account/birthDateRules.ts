import type { SignUpRules } from '@shared/signUp.ts';
import { zoneToday } from '@shared/rentalPeriod.ts';
import type { Settings } from '../../hooks/useSettings.ts';

/**
 * The birth-date rule from the server's settings: minimum age (MIN_AGE) on today's date in the
 * business zone, computed at each check so a form left open past midnight stays right. Until
 * the settings arrive the form does not judge the age (no guessed minimum): the server checks
 * it again with its own configuration anyway. Shared by sign-up and the settings' profile.
 */
export function birthDateRules(settings: Settings | undefined): SignUpRules {
  // The zone matters only for an instant (this form's date field sends a plain date).
  return settings ? { minAge: settings.minimumAge, today: zoneToday(settings.timeZone), timeZone: settings.timeZone } : { minAge: 0, today: '9999-12-31', timeZone: 'UTC' };
}
