import type {
  CarConnectionResolvers,
  CarExtraResolvers,
  CarExtrasResolvers,
  CarPricesResolvers,
  CarResolvers,
} from '../__generated__/resolvers-types.ts';
import { NotFoundError } from '../errors.ts';
import { imageUrl } from '../lib/urls.ts';
import { parseLanguage } from '../services/i18n/language.ts';

export const Car: CarResolvers = {
  imageUrl: (car, _, { publicUrl }) => imageUrl(publicUrl, 'cars', car.image),
  // The foreign key makes a missing supplier impossible; say so clearly if it ever happens.
  supplier: (car, _, { loaders }) => loaders.supplierOf(car.supplierId, () => new NotFoundError(`Supplier of car ${car.id} not found.`)),
  locations: (car, { language }, { loaders }) => loaders.carLocations(parseLanguage(language)).load(car.id),
  rating: (car) => (car.rating === null ? null : car.rating.toNumber()),
  mileage: (car) => (car.mileage === -1 ? null : car.mileage),
  unlimitedMileage: (car) => car.mileage === -1,
  prices: (car) => car,
  extras: (car) => car,
};

export const CarPrices: CarPricesResolvers = {
  daily: (car) => car.dailyPrice.toFixed(2),
  discountedDaily: (car) => car.discountedDailyPrice?.toFixed(2) ?? null,
  biWeekly: (car) => car.biWeeklyPrice?.toFixed(2) ?? null,
  discountedBiWeekly: (car) => car.discountedBiWeeklyPrice?.toFixed(2) ?? null,
  weekly: (car) => car.weeklyPrice?.toFixed(2) ?? null,
  discountedWeekly: (car) => car.discountedWeeklyPrice?.toFixed(2) ?? null,
  monthly: (car) => car.monthlyPrice?.toFixed(2) ?? null,
  discountedMonthly: (car) => car.discountedMonthlyPrice?.toFixed(2) ?? null,
};

export const CarExtras: CarExtrasResolvers = {
  cancellation: (car) => car.cancellation,
  amendments: (car) => car.amendments,
  theftProtection: (car) => car.theftProtection,
  collisionDamageWaiver: (car) => car.collisionDamageWaiver,
  fullInsurance: (car) => car.fullInsurance,
  additionalDriver: (car) => car.additionalDriver,
};

/** -1 unavailable, 0 included, positive price. */
export const CarExtra: CarExtraResolvers = {
  available: (value) => !value.isNegative(),
  included: (value) => value.isZero(),
  price: (value) => (value.isNegative() ? null : value.toFixed(2)),
};

export const CarConnection: CarConnectionResolvers = {
  pageInfo: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }),
};
