/**
 * Where "now" comes from: the system clock, or a fixed one in tests of date rules. A leaf module
 * (context.ts re-exports it): services that default to the system clock import it from here, so
 * no service needs a value from context.ts (server/test/architecture/import-cycles.test.ts).
 */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
