import type {
  CarConnectionResolvers,
  CarExtraResolvers,
  CarOfferResolvers,
  CarExtrasResolvers,
  CarPricesResolvers,
  CarResolvers,
} from '../__generated__/resolvers-types.ts';
import { NotFoundError } from '../errors.ts';
import { imageUrl } from '../lib/urls.ts';
import { hasPictureVariants, PICTURE_WIDTHS, pictureVariantUrl } from '../shared/pictures.ts';
import { parseLanguage } from '../services/i18n/language.ts';
import { offerFor } from '../services/pricing/quotes.ts';

/**
 * Widths of a vector car picture for a srcset (3:2): the result card's 300, a phone's full width,
 * a desktop car page, all the same file drawn sharp at each.
 */
const IMAGE_WIDTHS = [300, 600, 900] as const;
/** A raster picture's widths from 320 up: the WebP files /cdn makes (ADR 045). */
const RASTER_WIDTHS = PICTURE_WIDTHS.filter((width) => width >= 320);

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
  // ── car page (issue 24 point 1)
  payLaterAllowed: async (car, _, { loaders }) =>
    (await loaders.supplierOf(car.supplierId, () => new NotFoundError(`Supplier of car ${car.id} not found.`))).payLaterAllowed,
  images: (car, _, { publicUrl }) => {
    const url = imageUrl(publicUrl, 'cars', car.image);
    if (!url) return [];
    // A raster picture comes at each width as WebP; a vector one (or any other) is one file for every width.
    if (hasPictureVariants(url)) return RASTER_WIDTHS.map((width) => ({ width, url: pictureVariantUrl(url, width) }));
    return IMAGE_WIDTHS.map((width) => ({ width, url }));
  },
  offer: (car, { input }, ctx) => offerFor(ctx, car, { from: new Date(input.from), to: new Date(input.to), paymentOption: input.paymentOption }),
};

export const CarOffer: CarOfferResolvers = {
  cancellationDeadline: (offer) => offer.cancellationDeadline,
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
