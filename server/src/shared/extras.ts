/**
 * The extras a driver may add to a rental, and how each is charged: defined once for the
 * server's pricing, its mails and the web (through the `@shared` alias). Cancellation and
 * amendments are one fee per booking (free with pay later); the others are charged per day.
 */
export const EXTRAS = ['cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const;
export type ExtraKind = (typeof EXTRAS)[number];

const CHARGED: Readonly<Record<ExtraKind, 'per booking' | 'per day'>> = {
  cancellation: 'per booking',
  amendments: 'per booking',
  theftProtection: 'per day',
  collisionDamageWaiver: 'per day',
  fullInsurance: 'per day',
  additionalDriver: 'per day',
};

/** Charged once per booking (and free with pay later), not per day. */
export const FLAT_EXTRAS: ReadonlySet<ExtraKind> = new Set(EXTRAS.filter((kind) => CHARGED[kind] === 'per booking'));

export function chargedPerDay(kind: ExtraKind): boolean {
  return CHARGED[kind] === 'per day';
}
