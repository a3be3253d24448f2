import { z } from 'zod';
import type { Car } from '../../__generated__/prisma/client.ts';
import type { ServiceContext } from '../../context.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { checkPeriod } from '../search/rules.ts';
import { periodRules } from '../settings/settings.ts';
import { freeCancellationDeadline } from '../../shared/cancellation.ts';
import { PricingError, quote, rentalDays, type ChosenExtras, type PricedCar, type Quote } from './pricing.ts';

/** Kept here for the callers that import it from the quotes (the settings service makes it). */
export { periodRules };

export interface QuoteArgs {
  carId: string;
  from: Date;
  to: Date;
  extras?: Partial<Record<keyof ChosenExtras, boolean | null>> | null;
  paymentOption?: 'payLater' | 'payOnline' | null;
}

/** The server's price for a car, a period and extras (the browser never sends a price). */
export async function quoteCar(ctx: Pick<ServiceContext, 'db' | 'settings' | 'clock'>, args: QuoteArgs): Promise<Quote> {
  checkPeriod(args.from, args.to, periodRules(ctx.settings), ctx.clock.now());
  const car = z.uuid().safeParse(args.carId).success ? await ctx.db.car.findUnique({ where: { id: args.carId } }) : null;
  if (!car) throw new NotFoundError('No such car.');
  return quoteOf(car, args);
}

/**
 * The price of a car already read (checkout reads it with its other facts, in one statement);
 * the period must have passed checkPeriod. Same answer and errors as quoteCar's.
 */
export function quoteOf(car: PricedCar, args: Omit<QuoteArgs, 'carId'>): Quote {
  const extras = Object.fromEntries(Object.entries(args.extras ?? {}).filter(([, v]) => v === true)) as ChosenExtras;
  try {
    return quote(car, rentalDays(args.from, args.to), { extras, payLater: args.paymentOption === 'payLater' });
  } catch (err) {
    if (err instanceof PricingError) throw new BadUserInputError(`This car does not offer ${err.extra ?? 'that extra'}.`, { [err.extra ?? 'extras']: 'UNAVAILABLE_EXTRA' });
    throw err;
  }
}

/** A car's price and conditions for a period (Car.offer, the car page). */
export interface CarOffer {
  quote: Quote;
  cancellationDeadline: Date;
}

/**
 * The car page's offer for a car already read: the period checked as searchCars and quoteCar
 * check it, the same quote (no optional extras) and the cancellation rule's deadline.
 */
export function offerFor(
  ctx: Pick<ServiceContext, 'settings' | 'clock'>,
  car: PricedCar,
  args: { from: Date; to: Date; paymentOption?: 'payLater' | 'payOnline' | null },
): CarOffer {
  checkPeriod(args.from, args.to, periodRules(ctx.settings), ctx.clock.now());
  return { quote: quoteOf(car, { from: args.from, to: args.to, paymentOption: args.paymentOption }), cancellationDeadline: freeCancellationDeadline(args.from) };
}
