import type { Env } from '../../env.ts';
import { BASE_CURRENCY, CURRENCIES } from '../../shared/currency.ts';
import type { PeriodRules } from '../../shared/rentalPeriod.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/language.ts';
import { DEPOSIT_THRESHOLDS, LIST_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from './constants.ts';

/**
 * The public rules of the business (product-decisions "Messages, limits and constants",
 * docs/decisions/019-settings-from-the-server.md): what the web's forms and date pickers offer
 * and what reference clients read from `GET /api/settings`. Computed from the configuration
 * alone, so the GraphQL `settings` field, the REST shim and the services' own checks
 * (periodRules) can never disagree.
 */
export interface Settings {
  /** Pick-up and drop-off from this hour, business time (OPENING_HOUR). */
  openingHour: number;
  /** ...to this hour sharp: 20 means 20:00:00 (CLOSING_HOUR). */
  closingHour: number;
  /** Pick-up at least this many hours ahead (MIN_LEAD_HOURS). */
  minLeadHours: number;
  /** Minimum driver age (MIN_AGE); a car may ask for more. */
  minimumAge: number;
  /** IANA zone of the business (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** Longest rental in days (MAX_RENTAL_DAYS). */
  maxRentalDays: number;
  /** Deposit filter thresholds, USD. */
  depositThresholds: number[];
  pageSizes: {
    /** Cars per page of search results (spec §9). */
    searchResults: number;
    /** Locations, suppliers and notifications per page. */
    lists: number;
    /** The largest page any list accepts. */
    max: number;
  };
  currencies: string[];
  baseCurrency: string;
  languages: string[];
  defaultLanguage: string;
  /** Pages with Previous/Next ('classic'); on phones the web scrolls on instead. */
  paginationMode: 'classic' | 'infiniteScroll';
  infiniteScrollOnMobile: boolean;
  // ── shell (issue 14): the footer's contact address and the analytics the consent banner offers.
  /** The contact address shown to visitors (CONTACT_EMAIL). */
  contactEmail: string;
  /** Analytics, when ANALYTICS_ID is set; null: no banner, no script. */
  analytics: AnalyticsSettings | null;
}

export interface AnalyticsSettings {
  /** The measurement id (ANALYTICS_ID). */
  id: string;
  /** The script to load once the visitor has accepted (ANALYTICS_SCRIPT_URL with the id filled in). */
  scriptUrl: string;
}

export type SettingsEnv = Pick<
  Env,
  'OPENING_HOUR' | 'CLOSING_HOUR' | 'MIN_LEAD_HOURS' | 'MIN_AGE' | 'BUSINESS_TIME_ZONE' | 'MAX_RENTAL_DAYS'
  | 'CONTACT_EMAIL' | 'ANALYTICS_ID' | 'ANALYTICS_SCRIPT_URL'
>;

/** ANALYTICS_SCRIPT_URL with the id filled in (encoded: it lands in a query string or a path). */
export function analyticsScriptUrl(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}

export { LIST_PAGE_SIZE };

const cache = new WeakMap<SettingsEnv, Settings>();

/** The settings for a configuration (made once per parsed environment: they never change while it runs). */
export function getSettings(env: SettingsEnv): Settings {
  let settings = cache.get(env);
  if (!settings) {
    settings = Object.freeze({
      openingHour: env.OPENING_HOUR,
      closingHour: env.CLOSING_HOUR,
      minLeadHours: env.MIN_LEAD_HOURS,
      minimumAge: env.MIN_AGE,
      timeZone: env.BUSINESS_TIME_ZONE,
      maxRentalDays: env.MAX_RENTAL_DAYS,
      depositThresholds: [...DEPOSIT_THRESHOLDS],
      pageSizes: { searchResults: SEARCH_PAGE_SIZE, lists: LIST_PAGE_SIZE, max: MAX_PAGE_SIZE },
      currencies: [...CURRENCIES],
      baseCurrency: BASE_CURRENCY,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      paginationMode: 'classic',
      infiniteScrollOnMobile: true,
      contactEmail: env.CONTACT_EMAIL,
      analytics: env.ANALYTICS_ID
        ? Object.freeze({ id: env.ANALYTICS_ID, scriptUrl: analyticsScriptUrl(env.ANALYTICS_SCRIPT_URL, env.ANALYTICS_ID) })
        : null,
    } satisfies Settings);
    cache.set(env, settings);
  }
  return settings;
}

/** The date rules of a rental period, as the search and quote services check them. */
export function periodRules(s: Settings): PeriodRules {
  return { timeZone: s.timeZone, leadHours: s.minLeadHours, openingHour: s.openingHour, closingHour: s.closingHour, maxRentalDays: s.maxRentalDays };
}

/**
 * The REST shim's answer: the settings plus the reference platform's own names for the same
 * rules (product-decisions "REST shim compatibility"), which its clients read.
 */
export function referenceSettings(s: Settings) {
  return {
    ...s,
    // The reference platform's names.
    minPickupHours: s.minLeadHours,
    minRentalHours: 1,
    minPickupDropoffHour: s.openingHour,
    maxPickupDropoffHour: s.closingHour,
    // Names this shim answered before the settings service (kept for clients that read them).
    openingHours: { from: s.openingHour, to: s.closingHour },
    leadTimeHours: s.minLeadHours,
    carsPageSize: s.pageSizes.searchResults,
  };
}
