import type { ServiceContext } from '../../context.ts';
import { convertAmount, type ConvertArgs, type Conversion } from './convert.ts';
import { exchangeRateConfig, getExchangeRates, type ExchangeRateDeps, type ExchangeRates } from './exchangeRates.ts';

/** The exchange-rate service's dependencies, from a request's context. */
function rateDeps(ctx: Pick<ServiceContext, 'db' | 'env' | 'log' | 'rateRefresh' | 'clock'>): ExchangeRateDeps {
  return { prisma: ctx.db, config: exchangeRateConfig(ctx.env), memo: ctx.rateRefresh, log: ctx.log, now: () => ctx.clock.now() };
}

/** Today's rates from the base currency (docs/decisions/008-exchange-rates.md). */
export function exchangeRates(ctx: ServiceContext): Promise<ExchangeRates> {
  return getExchangeRates(rateDeps(ctx));
}

/** An amount in another display currency at today's rates. */
export function convert(ctx: ServiceContext, input: ConvertArgs): Promise<Conversion> {
  return convertAmount(rateDeps(ctx), input);
}
