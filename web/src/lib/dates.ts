/** The business runs in Asia/Baghdad (UTC+3, no DST): date rules use its calendar (product decisions). */
export const BUSINESS_TIME_ZONE = 'Asia/Baghdad';

// en-CA formats dates as YYYY-MM-DD, the form the shared rules compare.
const businessDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Erbil, YYYY-MM-DD: near midnight it can differ from the driver's own date. */
export function businessToday(now: Date = new Date()): string {
  return businessDate.format(now);
}
