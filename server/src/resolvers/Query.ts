import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { listLocations } from '../services/locations/locations.ts';
import { listSuppliers } from '../services/suppliers/suppliers.ts';
import { getCar, listCars } from '../services/cars/cars.ts';
import { searchCars } from '../services/search/search.ts';
import { periodRules, quoteCar } from '../services/pricing/quotes.ts';
import { exchangeRateConfig, getExchangeRates, type ExchangeRateDeps } from '../services/currency/exchangeRates.ts';
import { convertAmount } from '../services/currency/convert.ts';
import { getSettings } from '../services/settings/settings.ts';
import type { Context } from '../context.ts';

const rateDeps = ({ prisma, accounts: { env }, log, rateRefresh }: Context): ExchangeRateDeps => ({
  prisma,
  config: exchangeRateConfig(env),
  memo: rateRefresh,
  log,
});

export const Query: QueryResolvers = {
  locations: (_, { language }, { prisma }) => listLocations(prisma, language),
  suppliers: (_, __, { prisma }) => listSuppliers(prisma),
  car: (_, { id }, { prisma }) => getCar(prisma, id),
  cars: (_, args, { prisma }) => listCars(prisma, args),
  searchCars: async (_, { input, first, after }, { prisma, loaders, accounts: { env } }) => {
    const page = await searchCars(prisma, { ...input, from: new Date(input.from), to: new Date(input.to) }, { first, after }, periodRules(env));
    // The search brought the suppliers of its cars along: no second query for car.supplier.
    loaders.primeSuppliers(page.suppliers);
    return page;
  },
  quote: (_, { input }, { prisma, accounts: { env } }) =>
    quoteCar(prisma, { ...input, from: new Date(input.from), to: new Date(input.to) }, periodRules(env)),
  exchangeRates: (_, __, context) => getExchangeRates(rateDeps(context)),
  convertAmount: (_, { input }, context) => convertAmount(rateDeps(context), input),
  // Fresh from the database (the session lookup already loaded it).
  me: (_, __, { viewer }) => (viewer?.kind === 'user' ? viewer.user : null),
  authConfig: (_, __, { accounts: { env } }) => ({
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    appleClientId: env.APPLE_CLIENT_ID ?? null,
    facebookAppId: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? env.FACEBOOK_APP_ID : null,
    recaptchaSiteKey: env.RECAPTCHA_SECRET ? (env.RECAPTCHA_SITE_KEY ?? null) : null,
  }),
  settings: (_, __, { accounts: { env } }) => getSettings(env),
};
