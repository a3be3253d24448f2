import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Car as CarParent, Supplier as SupplierParent, Location as LocationParent, CarConnection as CarConnectionParent, CarEdge as CarEdgeParent, CarExtra as CarExtraParent, User as UserParent, CarSearchConnection as CarSearchConnectionParent, CarSearchEdge as CarSearchEdgeParent, SupplierCount as SupplierCountParent, Quote as QuoteParent, Booking as BookingParent, BookingConnection as BookingConnectionParent, BookingEdge as BookingEdgeParent, BookingExtras as BookingExtrasParent, CarOffer as CarOfferParent, OpeningHours as OpeningHoursParent, CheckoutSessionStatus as CheckoutSessionStatusParent, BookingConfirmation as BookingConfirmationParent } from '../resolvers/mappers.js';
import type { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An instant in time, ISO 8601 with seconds optional: `2026-12-01T07:00:00.000Z` (answers are
   * always UTC). Inputs must carry an offset or `Z` (`2026-12-01T10:00:00+03:00`); a time without
   * one is refused (BAD_USER_INPUT) rather than read in some zone. Years 0001 to 9999.
   */
  DateTime: { input: Date | string; output: Date | string; }
  /** An exact decimal amount written as a string, e.g. `"42.50"`. Money is in USD unless a field says otherwise. */
  Decimal: { input: string; output: string; }
  /**
   * A file sent with the GraphQL multipart request specification (a `multipart/form-data` POST with
   * `operations`, `map` and the file parts; clients must also send `apollo-require-preflight: true`).
   */
  Upload: { input: Promise<import('graphql-upload-minimal').FileUpload> | null; output: Promise<import('graphql-upload-minimal').FileUpload> | null; }
};

/** The token from the activation link. */
export type ActivateAccountInput = {
  /** Token from the emailed link. */
  token: Scalars['String']['input'];
};

/** Result of activateAccount. */
export type ActivateAccountPayload = {
  __typename?: 'ActivateAccountPayload';
  /** The activated account, now signed in. */
  user: User;
};

/** The additional driver of a booking. */
export type AdditionalDriver = {
  __typename?: 'AdditionalDriver';
  /** Birth date, YYYY-MM-DD. */
  birthDate: Scalars['String']['output'];
  /** Email address. */
  email: Scalars['String']['output'];
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** Phone number. */
  phone: Scalars['String']['output'];
};

/** Analytics the web app loads once the visitor has accepted them (`ANALYTICS_ID`). */
export type AnalyticsSettings = {
  __typename?: 'AnalyticsSettings';
  /** The measurement id, e.g. `G-ABC123XYZ`. */
  id: Scalars['String']['output'];
  /** The script to load after consent, the id filled in (`ANALYTICS_SCRIPT_URL`). */
  scriptUrl: Scalars['String']['output'];
};

/** Sign-in options the client should show. */
export type AuthConfig = {
  __typename?: 'AuthConfig';
  /** Apple service id when Sign in with Apple is configured, else null (no button). */
  appleClientId?: Maybe<Scalars['String']['output']>;
  /** Facebook app id when Facebook sign-in is configured, else null (no button). */
  facebookAppId?: Maybe<Scalars['String']['output']>;
  /** Google client id when Google sign-in is configured, else null (no button). */
  googleClientId?: Maybe<Scalars['String']['output']>;
  /** reCAPTCHA v3 site key when the bot check is on, else null. */
  recaptchaSiteKey?: Maybe<Scalars['String']['output']>;
};

/** A booking of a car. */
export type Booking = {
  __typename?: 'Booking';
  /** The additional driver, when that extra was booked. */
  additionalDriver?: Maybe<AdditionalDriver>;
  /** The stored price breakdown (USD); null for bookings without one. */
  breakdown?: Maybe<Quote>;
  /** Path of the booking's `.ics` calendar file (served to its driver only); null for a payment hold or a cancelled booking. */
  calendarUrl?: Maybe<Scalars['String']['output']>;
  /** True once the driver asked to cancel (the status is unchanged until staff finalise). */
  cancelRequest: Scalars['Boolean']['output'];
  /** When the driver asked to cancel. */
  cancelRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the driver may still ask to cancel it: not cancelled, not started, not asked yet. */
  cancellable: Scalars['Boolean']['output'];
  /** The car. */
  car: Car;
  /** When it was booked. */
  createdAt: Scalars['DateTime']['output'];
  /** The display currency the driver booked in. */
  currency: Scalars['String']['output'];
  /** Rental days. */
  days: Scalars['Int']['output'];
  /** True when the driver may remove it from their list: cancelled or finished. */
  deletable: Scalars['Boolean']['output'];
  /** Drop-off location, named in `language` (en, fr, es, ckb or ar; default en). */
  dropoffLocation: Location;
  /** True when the driver may still change it: pay later, pending, not started, no cancel request. */
  editable: Scalars['Boolean']['output'];
  /** Units of `currency` per USD when booked (show the amounts at this rate in `currency`). */
  exchangeRate: Scalars['Decimal']['output'];
  /** Extras booked. */
  extras: BookingExtras;
  /** True once the drop-off time has passed. */
  finished: Scalars['Boolean']['output'];
  /** Pick-up instant. */
  from: Scalars['DateTime']['output'];
  /** Stable identifier, internal (URLs and mutations); drivers read `reference`. */
  id: Scalars['ID']['output'];
  /** Pay later or pay online. */
  paymentOption: PaymentOption;
  /** Pick-up location, named in `language` (en, fr, es, ckb or ar; default en). */
  pickupLocation: Location;
  /** The total in USD, as quoted by the server. */
  price: Scalars['Decimal']['output'];
  /** The short reference a driver reads in mails, notifications and receipts, e.g. `EBL-7K3Q9M`: unique, not in sequence. */
  reference: Scalars['String']['output'];
  /** Where it stands. */
  status: BookingStatus;
  /** The car's supplier. */
  supplier: Supplier;
  /** Drop-off instant. */
  to: Scalars['DateTime']['output'];
};


/** A booking of a car. */
export type BookingDropoffLocationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


/** A booking of a car. */
export type BookingPickupLocationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};

/** The summary of a bulk action on bookings. */
export type BookingActionPayload = {
  __typename?: 'BookingActionPayload';
  /** How many were done. */
  done: Scalars['Int']['output'];
  /** True when any cancel request done here falls inside 24 hours of pick-up. */
  feeMayApply: Scalars['Boolean']['output'];
  /** One result per distinct id sent, in order. */
  results: Array<BookingActionResult>;
  /** How many were skipped. */
  skipped: Scalars['Int']['output'];
};

/** What a bulk action did with one booking. */
export type BookingActionResult = {
  __typename?: 'BookingActionResult';
  /** True when the action was applied. */
  done: Scalars['Boolean']['output'];
  /** A cancel request inside 24 hours of pick-up: a fee may apply. */
  feeMayApply: Scalars['Boolean']['output'];
  /** The id sent. */
  id: Scalars['ID']['output'];
  /** Why it was skipped; null when done. */
  skipped?: Maybe<BookingSkipReason>;
};

/** The price of a change, before it is saved. */
export type BookingChangeQuote = {
  __typename?: 'BookingChangeQuote';
  /** False when the car is taken for the new dates (saving would answer CONFLICT). */
  available: Scalars['Boolean']['output'];
  /** The booking's current total (USD). */
  currentTotal: Scalars['Decimal']['output'];
  /** The new price (USD). */
  quote: Quote;
};

/**
 * A booking as its checkout's confirmation page shows it to whoever holds the session id (who may
 * not be signed in): the car, the places, the dates, the money; no phone, birth date, licence or
 * additional driver (docs/decisions/037).
 */
export type BookingConfirmation = {
  __typename?: 'BookingConfirmation';
  /** The stored price breakdown (USD); null for bookings without one. */
  breakdown?: Maybe<Quote>;
  /** Path of the booking's `.ics` calendar file for this session's holder. */
  calendarUrl: Scalars['String']['output'];
  /**
   * Until when a cancellation is free (pay later) or refunded (pay online with the cancellation
   * option): 24 hours before pick-up. Null when a cancellation is never refunded.
   */
  cancellationDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** The car. */
  car: Car;
  /** The display currency the driver booked in. */
  currency: Scalars['String']['output'];
  /** Rental days. */
  days: Scalars['Int']['output'];
  /** Drop-off location, named in `language` (en, fr, es, ckb or ar; default en). */
  dropoffLocation: Location;
  /** What is due at pick-up, in USD, besides the car's deposit: the total for pay later, else 0. */
  dueAtPickup: Scalars['Decimal']['output'];
  /** Units of `currency` per USD when booked (show the amounts at this rate in `currency`). */
  exchangeRate: Scalars['Decimal']['output'];
  /** Pick-up instant. */
  from: Scalars['DateTime']['output'];
  /**
   * Set when the driver booked as a guest and the account made for them is not activated yet: the
   * page says an account was created for this email and that the activation mail activates it.
   */
  guestAccount?: Maybe<GuestAccount>;
  /** The booking's id (its page is /booking?b={id}, for its signed-in driver). */
  id: Scalars['ID']['output'];
  /** What was paid online, in USD: the total once paid, else 0. */
  paidOnline: Scalars['Decimal']['output'];
  /** Pay later or pay online. */
  paymentOption: PaymentOption;
  /** Pick-up location, named in `language` (en, fr, es, ckb or ar; default en). */
  pickupLocation: Location;
  /** The total in USD, as quoted by the server and stored with the booking. */
  price: Scalars['Decimal']['output'];
  /** The booking's short reference, as its driver sees it everywhere (e.g. EBL-7K3Q9M). */
  reference: Scalars['String']['output'];
  /** Where it stands: pending (pay later) or paid, or a status staff set since. */
  status: BookingStatus;
  /** The car's supplier. */
  supplier: Supplier;
  /** Drop-off instant. */
  to: Scalars['DateTime']['output'];
};


/**
 * A booking as its checkout's confirmation page shows it to whoever holds the session id (who may
 * not be signed in): the car, the places, the dates, the money; no phone, birth date, licence or
 * additional driver (docs/decisions/037).
 */
export type BookingConfirmationDropoffLocationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A booking as its checkout's confirmation page shows it to whoever holds the session id (who may
 * not be signed in): the car, the places, the dates, the money; no phone, birth date, licence or
 * additional driver (docs/decisions/037).
 */
export type BookingConfirmationPickupLocationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};

/** A page of bookings. */
export type BookingConnection = {
  __typename?: 'BookingConnection';
  /** The bookings of this page, each with its cursor. */
  edges: Array<BookingEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
};

/** A booking in a connection. */
export type BookingEdge = {
  __typename?: 'BookingEdge';
  /** Opaque cursor of this booking in the list. */
  cursor: Scalars['String']['output'];
  /** The booking. */
  node: Booking;
};

/** Extras booked (each true when chosen or included). */
export type BookingExtras = {
  __typename?: 'BookingExtras';
  /** Additional driver. */
  additionalDriver: Scalars['Boolean']['output'];
  /** Amendments. */
  amendments: Scalars['Boolean']['output'];
  /** Cancellation. */
  cancellation: Scalars['Boolean']['output'];
  /** Collision damage waiver. */
  collisionDamageWaiver: Scalars['Boolean']['output'];
  /** Full insurance. */
  fullInsurance: Scalars['Boolean']['output'];
  /** Theft protection. */
  theftProtection: Scalars['Boolean']['output'];
};

/** Which bookings to list (all given conditions together). */
export type BookingFilter = {
  /** Staff: only this driver's bookings. */
  driverId?: InputMaybe<Scalars['ID']['input']>;
  /** Picked up at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * Only the booking with this reference (at most one, and only one the caller may see). Read
   * leniently: any case, with or without the `EBL` prefix and the dash (`ebl-7k3q9m`, `7K3Q9M`).
   * Text that cannot be a reference matches nothing.
   */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Only these statuses. */
  statuses?: InputMaybe<Array<BookingStatus>>;
  /** Staff: only these suppliers' bookings. */
  supplierIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Returned at or before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A refund recorded on a cancelled booking. */
export type BookingRefund = {
  __typename?: 'BookingRefund';
  /** The amount refunded, in `currency` (what was charged). */
  amount: Scalars['Decimal']['output'];
  /** The currency refunded (the one charged). */
  currency: Scalars['String']['output'];
  /** Stripe's refund id (`re_...`), or `test_refund_...` in test mode. */
  id: Scalars['ID']['output'];
  /** When it was refunded. */
  refundedAt: Scalars['DateTime']['output'];
  /** True when no money moved: the booking was paid on the local test payment page, or Stripe is not configured. */
  testMode: Scalars['Boolean']['output'];
};

/** Why a booking of a bulk action was skipped. */
export type BookingSkipReason =
  /** A cancellation was already requested. */
  | 'ALREADY_REQUESTED'
  /** Cancelled, started or not a firm booking. */
  | 'NOT_CANCELLABLE'
  /** Neither cancelled nor finished. */
  | 'NOT_DELETABLE'
  /** Unknown, another's, or no longer in the list. */
  | 'NOT_FOUND';

/**
 * A booking's status (docs/decisions/016, 021, 023): `void` a pay-online payment hold, `pending`
 * booked with pay later, `deposit` a deposit received, `paid` paid in full, `reserved` confirmed by
 * the supplier, `cancelled` ended.
 */
export type BookingStatus =
  | 'cancelled'
  | 'deposit'
  | 'paid'
  | 'pending'
  | 'reserved'
  | 'void';

/** One change of a booking's status, as recorded in its history. */
export type BookingStatusChange = {
  __typename?: 'BookingStatusChange';
  /** The booking. */
  bookingId: Scalars['ID']['output'];
  /** When it changed. */
  changedAt: Scalars['DateTime']['output'];
  /** The staff user who made the change. */
  changedBy: Scalars['ID']['output'];
  /** The status before. */
  from: BookingStatus;
  /** Why, as recorded. */
  reason: Scalars['String']['output'];
  /** The status after. */
  to: BookingStatus;
};

/** A car offered for rent by a supplier. */
export type Car = {
  __typename?: 'Car';
  /** Air conditioning. */
  aircon: Scalars['Boolean']['output'];
  /** False when the supplier has taken the car out of rental. */
  available: Scalars['Boolean']['output'];
  /** Deposit taken at pick-up, in USD. */
  deposit: Scalars['Decimal']['output'];
  /** Number of doors. */
  doors: Scalars['Int']['output'];
  /** Optional extras and fees. */
  extras: CarExtras;
  /** How the tank is handed over and returned. */
  fuelPolicy: FuelPolicy;
  /** Fuel or energy it runs on. */
  fuelType: FuelType;
  /** Transmission. */
  gearbox: Gearbox;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** URL of the car's picture (shown at 300x200), or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The car's picture at several widths (3:2), smallest first, for a `srcset`; empty when the car
   * has no picture. Vector pictures (SVG) are one file drawn sharp at any width, so every entry
   * has the same URL; a raster picture (JPEG, PNG, WebP) is listed at 320 to 1280 as WebP files
   * made from it (`<url>?w=<width>&f=webp`, never wider than the original).
   */
  images: Array<CarImage>;
  /** Where the car can be picked up, named in the requested language (en, fr, es, ckb or ar; default en). */
  locations: Array<Location>;
  /** Kilometres included per day; null when unlimited. */
  mileage?: Maybe<Scalars['Int']['output']>;
  /** Youngest driver age accepted for this car. */
  minimumAge: Scalars['Int']['output'];
  /** Multimedia equipment on board. */
  multimedia: Array<Multimedia>;
  /** Make and model as shown to drivers. */
  name: Scalars['String']['output'];
  /**
   * What this car costs and which conditions apply for a period: the server's quote (no extras
   * chosen) and the free-cancellation deadline. The period follows the rules of `searchCars`
   * (BAD_USER_INPUT with `fieldErrors` otherwise: this field is then null and the rest of the car
   * is still answered).
   */
  offer?: Maybe<CarOffer>;
  /** Whether this car may be booked with pay later (cash at pick-up): its supplier's choice. */
  payLaterAllowed: Scalars['Boolean']['output'];
  /** Tier prices in USD. */
  prices: CarPrices;
  /** Size class. */
  range: CarRange;
  /** Average rating from 1 to 5, or null when not rated yet. */
  rating?: Maybe<Scalars['Float']['output']>;
  /** Number of seats. */
  seats: Scalars['Int']['output'];
  /** The supplier that rents it out. */
  supplier: Supplier;
  /** Number of completed rentals. */
  trips: Scalars['Int']['output'];
  /** True when mileage is unlimited. */
  unlimitedMileage: Scalars['Boolean']['output'];
};


/** A car offered for rent by a supplier. */
export type CarLocationsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


/** A car offered for rent by a supplier. */
export type CarOfferArgs = {
  input: CarOfferInput;
};

/** A page of cars. */
export type CarConnection = {
  __typename?: 'CarConnection';
  /** The cars of this page, each with its cursor. */
  edges: Array<CarEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Number of cars in the whole list, all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** A car in a connection. */
export type CarEdge = {
  __typename?: 'CarEdge';
  /** Opaque cursor of this car in the list. */
  cursor: Scalars['String']['output'];
  /** The car. */
  node: Car;
};

/**
 * An optional extra or fee. `price` is null when the extra is not offered for this car,
 * `0.00` when it is included for free, otherwise its price in USD (a flat fee for
 * cancellation and amendments, a price per rental day for the others).
 */
export type CarExtra = {
  __typename?: 'CarExtra';
  /** True when the extra can be chosen (or is included). */
  available: Scalars['Boolean']['output'];
  /** True when the extra is included at no cost. */
  included: Scalars['Boolean']['output'];
  /** Price in USD, or null when unavailable. */
  price?: Maybe<Scalars['Decimal']['output']>;
};

/** The extras and fees a driver may add to a rental. */
export type CarExtras = {
  __typename?: 'CarExtras';
  /** Additional driver (per day). */
  additionalDriver: CarExtra;
  /** Amendments (flat fee). */
  amendments: CarExtra;
  /** Cancellation (flat fee). */
  cancellation: CarExtra;
  /** Collision damage waiver (per day). */
  collisionDamageWaiver: CarExtra;
  /** Full insurance (per day). */
  fullInsurance: CarExtra;
  /** Theft protection (per day). */
  theftProtection: CarExtra;
};

/** A width of a car's picture. */
export type CarImage = {
  __typename?: 'CarImage';
  /** URL of the picture at that width. */
  url: Scalars['String']['output'];
  /** Width in CSS pixels (the height is two thirds of it). */
  width: Scalars['Int']['output'];
};

/** A car's price and conditions for a period. */
export type CarOffer = {
  __typename?: 'CarOffer';
  /**
   * The last instant a cancellation request is free: 24 hours before pick-up. Pay later is always
   * free to cancel until then; paid online, a refund also needs the cancellation option (included
   * or bought).
   */
  cancellationDeadline: Scalars['DateTime']['output'];
  /** The server's price for the period without optional extras (included extras are in it): days, blocks, extras. */
  quote: Quote;
};

/** The period to price a car for. */
export type CarOfferInput = {
  /** Pick-up instant. */
  from: Scalars['DateTime']['input'];
  /** Pay later makes cancellation and amendments free (default payOnline). */
  paymentOption?: InputMaybe<PaymentOption>;
  /** Drop-off instant. */
  to: Scalars['DateTime']['input'];
};

/** The tier prices of a car in USD; each tier price is the price of the whole block. */
export type CarPrices = {
  __typename?: 'CarPrices';
  /** Price of a three-day block (called bi-weekly in the reference platform). */
  biWeekly?: Maybe<Scalars['Decimal']['output']>;
  /** Price of one day. */
  daily: Scalars['Decimal']['output'];
  /** Discounted price of a three-day block. */
  discountedBiWeekly?: Maybe<Scalars['Decimal']['output']>;
  /** Discounted price of one day, when a discount applies. */
  discountedDaily?: Maybe<Scalars['Decimal']['output']>;
  /** Discounted price of a thirty-day block. */
  discountedMonthly?: Maybe<Scalars['Decimal']['output']>;
  /** Discounted price of a seven-day block. */
  discountedWeekly?: Maybe<Scalars['Decimal']['output']>;
  /** Price of a thirty-day block. */
  monthly?: Maybe<Scalars['Decimal']['output']>;
  /** Price of a seven-day block. */
  weekly?: Maybe<Scalars['Decimal']['output']>;
};

/** Size class of a vehicle. */
export type CarRange =
  | 'maxi'
  | 'midi'
  | 'mini'
  | 'scooter';

/** A page of search results. */
export type CarSearchConnection = {
  __typename?: 'CarSearchConnection';
  /** Rental days of the period (rounded up, at least 1). */
  days: Scalars['Int']['output'];
  /** This page's cars with their prices. */
  edges: Array<CarSearchEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Matching cars per supplier, ignoring the supplier filter (for the supplier filter's counts). */
  supplierCounts: Array<SupplierCount>;
  /** Cars matching, all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** A car in search results. */
export type CarSearchEdge = {
  __typename?: 'CarSearchEdge';
  /** Opaque cursor of this result. */
  cursor: Scalars['String']['output'];
  /**
   * The last instant the booking can be cancelled for free (24 hours before pick-up), when the car
   * offers cancellation at no cost: included in its price, or free with pay at pick-up. Null when
   * cancellation is not offered, costs a fee whatever the payment, or the deadline has passed.
   */
  freeCancellationUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The car. */
  node: Car;
  /** The driver may pay at pick-up: the car's supplier allows pay later. */
  payAtPickUp: Scalars['Boolean']['output'];
  /** Its price for the searched period, without optional extras. */
  quote: Quote;
};

/**
 * Orders of search results. The price is the total for the searched period without optional
 * extras (the web labels them "Lowest total price", "Highest total price", "Best rated").
 */
export type CarSort =
  /** Total price for the period, cheapest first (default). */
  | 'PRICE_ASC'
  /** Total price for the period, dearest first. */
  | 'PRICE_DESC'
  /** Best rated first; unrated cars last. */
  | 'RATING_DESC';

/** Current and new password. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** Current password; omit for an account that has none yet. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** New password, 6 to 128 characters. */
  newPassword: Scalars['String']['input'];
};

/** Result of changePassword. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** The account. */
  user: User;
};

/** What to book (pay later). Any price or status is the server's to decide and is not an input. */
export type CheckoutInput = {
  /** The additional driver, required when the additionalDriver extra is chosen. */
  additionalDriver?: InputMaybe<CheckoutPersonInput>;
  /** The car. */
  carId: Scalars['ID']['input'];
  /** Display currency: USD (default), EUR, GBP or IQD; the booking stores it with today's rate. Pay online charges the total in it, except IQD, which the card processor does not take: a pay-online booking shown in IQD is charged and stored in USD (the stored price). Pay later keeps IQD and its rate. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The guest driver's details; required without a session, ignored with one (except a missing birth date). */
  driver?: InputMaybe<CheckoutPersonInput>;
  /** Drop-off location. */
  dropoffLocationId: Scalars['ID']['input'];
  /** Chosen extras. */
  extras?: InputMaybe<ExtrasInput>;
  /** Pick-up instant. */
  from: Scalars['DateTime']['input'];
  /** The temporary licence upload's name (uploadLicence); a signed-in driver may omit it when a licence is on file. */
  licence?: InputMaybe<Scalars['String']['input']>;
  /** Pay at pick-up (payLater, the default) or online now (payOnline). */
  paymentOption?: InputMaybe<PaymentOption>;
  /** Pick-up location (the car must be offered there). */
  pickupLocationId: Scalars['ID']['input'];
  /** The bot check's token (reCAPTCHA), required from a guest when the bot check is configured. */
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
  /** Drop-off instant. */
  to: Scalars['DateTime']['input'];
};

/** The booking made by checkout. */
export type CheckoutPayload = {
  __typename?: 'CheckoutPayload';
  /** The booking's id. */
  bookingId: Scalars['ID']['output'];
  /** The display currency. */
  currency: Scalars['String']['output'];
  /** Units of the display currency per USD at booking time. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Pay online: the session to pay; null for pay later. */
  payment?: Maybe<PaymentSession>;
  /** The booking's short reference (e.g. `EBL-7K3Q9M`). */
  reference: Scalars['String']['output'];
  /** The status page's id: /checkout-session/{sessionId} (pay later too). */
  sessionId: Scalars['ID']['output'];
  /** Its status (pending for pay later). */
  status: Scalars['String']['output'];
  /** The total in USD. */
  total: Scalars['Decimal']['output'];
};

/** A person's details at checkout. */
export type CheckoutPersonInput = {
  /** The Terms accepted (a guest driver must). */
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** Birth date, YYYY-MM-DD (or an ISO instant, read as its date in Erbil time). */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** Email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Language of the guest's mails: en, fr, es, ckb or ar (default en). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Phone number (Iraqi numbers may omit +964). */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Where a checkout session stands. */
export type CheckoutSessionState =
  /** Booked with pay later. */
  | 'BOOKED'
  /** Ended unpaid (expired, declined or abandoned): the hold is released. */
  | 'FAILED'
  /** Waiting for payment (the car is held). */
  | 'OPEN'
  /** Paid online: the booking is paid. */
  | 'PAID';

/**
 * A checkout session's state, for the status page. The session id is the only key (no sign-in):
 * it shows no personal data but, for a checkout that made a booking, that booking's confirmation
 * (docs/decisions/037).
 */
export type CheckoutSessionStatus = {
  __typename?: 'CheckoutSessionStatus';
  /** The amount charged or to charge, in `currency`. */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /**
   * The booking this checkout made, for the confirmation page: only when the state is BOOKED or
   * PAID, the booking still holds the car (not cancelled), and the session is at most 7 days old;
   * null otherwise. Its driver's details are never part of it.
   */
  booking?: Maybe<BookingConfirmation>;
  /** The booking's id. */
  bookingId?: Maybe<Scalars['ID']['output']>;
  /** The booking's short reference (e.g. `EBL-7K3Q9M`); null while no booking is tied to the session. */
  bookingReference?: Maybe<Scalars['String']['output']>;
  /** The currency. */
  currency?: Maybe<Scalars['String']['output']>;
  /** When an open session ends. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The session id. */
  id: Scalars['ID']['output'];
  /** Stripe or the test page (null for pay later). */
  provider?: Maybe<PaymentProvider>;
  /** Paid, booked (pay later), still open, or failed. */
  state: CheckoutSessionState;
};

/** The token of the emailed link. */
export type ConfirmEmailChangeInput = {
  /** Token from the link. */
  token: Scalars['String']['input'];
};

/** Result of confirmEmailChange. */
export type ConfirmEmailChangePayload = {
  __typename?: 'ConfirmEmailChangePayload';
  /** The account's new e-mail address. */
  email: Scalars['String']['output'];
};

/** What to convert. */
export type ConvertAmountInput = {
  /** A non-negative decimal number as a string, e.g. `"250"` or `"42.50"`. */
  amount: Scalars['String']['input'];
  /** Currency of the amount: USD, EUR, GBP or IQD. */
  from: Scalars['String']['input'];
  /** Currency wanted: USD, EUR, GBP or IQD. */
  to: Scalars['String']['input'];
};

/** An amount in another currency. */
export type ConvertedAmount = {
  __typename?: 'ConvertedAmount';
  /** The converted amount, rounded half-up to cents, in IQD to whole dinars (the amount as given when `from` equals `to`). */
  amount: Scalars['Decimal']['output'];
  /** When the rates used were fetched; null when no rate was needed (same currency). */
  fetchedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Currency of the amount given. */
  from: Scalars['String']['output'];
  /** True when the rates used are older than the cache period (no provider answered). */
  stale: Scalars['Boolean']['output'];
  /** Currency of `amount`. */
  to: Scalars['String']['output'];
};

/** A country with rental locations. */
export type Country = {
  __typename?: 'Country';
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Name in the language asked for by the query (default en). */
  name: Scalars['String']['output'];
};

/** A country and its locations on a page. */
export type CountryLocations = {
  __typename?: 'CountryLocations';
  /** True when the country's first locations are on an earlier page. */
  continued: Scalars['Boolean']['output'];
  /** The country. */
  country: Country;
  /** Its locations on this page, by name. */
  locations: Array<Location>;
};

/** Confirms the deletion of the account. */
export type DeleteAccountInput = {
  /** The current password; required when the account has one. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Result of deleteAccount. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** True: the account is deleted and the session ended. */
  deleted: Scalars['Boolean']['output'];
};

/** Result of deleteAvatar. */
export type DeleteAvatarPayload = {
  __typename?: 'DeleteAvatarPayload';
  /** The account, without an avatar. */
  user: User;
};

/** Result of deleteLicence. */
export type DeleteLicencePayload = {
  __typename?: 'DeleteLicencePayload';
  /** True when a licence was deleted, false when there was none. */
  deleted: Scalars['Boolean']['output'];
};

/** Which notifications to delete. */
export type DeleteNotificationsInput = {
  /** The notifications' ids (at most 1000), all the user's own. */
  ids: Array<Scalars['ID']['input']>;
};

/** The rate of one currency. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** Currency code, e.g. EUR. */
  currency: Scalars['String']['output'];
  /** When this rate was fetched from its provider. */
  fetchedAt: Scalars['DateTime']['output'];
  /** Who gave this rate: the provider's host, `seed` or `snapshot`. Shown beside IQD amounts ("rate from ..."). */
  provider: Scalars['String']['output'];
  /** Units of this currency for one USD, up to 8 decimals, e.g. `"0.9234"`. */
  rate: Scalars['Decimal']['output'];
};

/**
 * Rates from the base currency (USD) to the other display currencies. Amounts stay in USD in the
 * API; multiply by a rate and round half-up to cents to show one in another currency.
 */
export type ExchangeRates = {
  __typename?: 'ExchangeRates';
  /** Always USD. */
  base: Scalars['String']['output'];
  /** When the oldest of these rates was fetched from its provider; null when there are none. */
  fetchedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who gave them: the provider's host, or `seed` for the seed's reference rates; null when there are none. */
  provider?: Maybe<Scalars['String']['output']>;
  /** One rate per display currency other than USD that has one (EUR, GBP, IQD); empty when none ever did. */
  rates: Array<ExchangeRate>;
  /** True when the rates are older than the cache period because no provider could refresh them. */
  stale: Scalars['Boolean']['output'];
};

/** Extras and fees a driver may add. */
export type ExtraKind =
  | 'additionalDriver'
  | 'amendments'
  | 'cancellation'
  | 'collisionDamageWaiver'
  | 'fullInsurance'
  | 'theftProtection';

/** Extras chosen (an included extra is always on; an unavailable one cannot be chosen). */
export type ExtrasInput = {
  /** Additional driver. */
  additionalDriver?: InputMaybe<Scalars['Boolean']['input']>;
  /** Amendments. */
  amendments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cancellation. */
  cancellation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Collision damage waiver. */
  collisionDamageWaiver?: InputMaybe<Scalars['Boolean']['input']>;
  /** Full insurance. */
  fullInsurance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Theft protection. */
  theftProtection?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Staff finalising a driver's cancel request. */
export type FinaliseCancellationInput = {
  /** The booking with a cancel request. */
  id: Scalars['ID']['input'];
  /** A note kept in the booking's history (at most 500 characters). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Refund or not, overriding the cancellation terms; absent: refund exactly when the terms say one is due. */
  refund?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What finaliseCancellation did. */
export type FinaliseCancellationPayload = {
  __typename?: 'FinaliseCancellationPayload';
  /** The change made (to cancelled). */
  change: BookingStatusChange;
  /** The refund made, or null. */
  refund?: Maybe<BookingRefund>;
  /** Whether the cancellation terms made a refund due (whatever `refund` asked). */
  refundDue: Scalars['Boolean']['output'];
};

/** How the tank is handed over and returned. */
export type FuelPolicy =
  /** Full tank included; return it at any level. */
  | 'freeTank'
  /** Return with the same level of fuel as at pick-up. */
  | 'likeForlike';

/** Fuel or energy a car runs on. */
export type FuelType =
  | 'diesel'
  | 'electric'
  | 'gasoline'
  | 'hybrid'
  | 'plugInHybrid'
  | 'unknown';

/** Transmission. */
export type Gearbox =
  | 'automatic'
  | 'manual';

/** The account a guest checkout made, not activated yet. */
export type GuestAccount = {
  __typename?: 'GuestAccount';
  /** The email the driver gave at checkout (the account's, where the activation mail went). */
  email: Scalars['String']['output'];
};

/** The driver's licence on file, as the settings page shows it. */
export type LicenceFile = {
  __typename?: 'LicenceFile';
  /** The file's name as it was uploaded. */
  fileName: Scalars['String']['output'];
  /** Its type: image/jpeg, image/png, image/webp or application/pdf. */
  mimeType: Scalars['String']['output'];
  /** Its size in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /** Where the owner's browser opens it (GET /api/license/{userId}: the owner's session or staff only). */
  url: Scalars['String']['output'];
};

/** A name in each interface language. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  /** English. */
  en: Scalars['String']['output'];
  /** Spanish. */
  es: Scalars['String']['output'];
  /** French. */
  fr: Scalars['String']['output'];
};

/** A name in one language. */
export type LocalizedValue = {
  __typename?: 'LocalizedValue';
  /** Language code: 2 or 3 lower-case letters (en, fr, ckb). */
  language: Scalars['String']['output'];
  /** The name in that language. */
  value: Scalars['String']['output'];
};

/** A place where cars are picked up and dropped off. */
export type Location = {
  __typename?: 'Location';
  /** Postal address as shown to drivers, in the query's language: the place's name and its country. */
  address: Scalars['String']['output'];
  /** Number of cars that can be picked up here. */
  carCount: Scalars['Int']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** URL of a picture of the place, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Latitude in decimal degrees (WGS 84). */
  latitude: Scalars['Float']['output'];
  /** Longitude in decimal degrees (WGS 84). */
  longitude: Scalars['Float']['output'];
  /** Name in the language asked for by the query (default en). */
  name: Scalars['String']['output'];
  /**
   * Every name the place has, one per language code (en, fr, es, ckb, ar, ...), English first then
   * by code: a language the place is named in, served by the interface or not yet.
   */
  nameValues: Array<LocalizedValue>;
  /** Name in every language. */
  names: LocalizedText;
  /** When cars are picked up and returned here (the business's opening hours). */
  openingHours: OpeningHours;
};

/** A numbered page of the rental locations, grouped by country. */
export type LocationDirectoryPage = {
  __typename?: 'LocationDirectoryPage';
  /** This page's locations by country, countries by name; a country may go on over the next page. */
  countries: Array<CountryLocations>;
  /** This page's number (1-based). */
  page: Scalars['Int']['output'];
  /** Locations per page. */
  pageSize: Scalars['Int']['output'];
  /** Locations on all pages (of the countries listed). */
  totalCount: Scalars['Int']['output'];
};

/** Which notifications to mark, and how. */
export type MarkNotificationsInput = {
  /** The notifications' ids (at most 1000), all the user's own. */
  ids: Array<Scalars['ID']['input']>;
  /** True: mark read; false: mark unread. */
  read: Scalars['Boolean']['input'];
};

/** Whether a car's mileage is capped. */
export type MileageKind =
  | 'limited'
  | 'unlimited';

/** Multimedia equipment. */
export type Multimedia =
  | 'androidAuto'
  | 'appleCarPlay'
  | 'bluetooth'
  | 'touchscreen';

export type Mutation = {
  __typename?: 'Mutation';
  /** Activates an account with the emailed token (valid one day, once) and signs the driver in. */
  activateAccount: ActivateAccountPayload;
  /** Changes the signed-in driver's password (sets one for social accounts without a password); ends their other sessions. */
  changePassword: ChangePasswordPayload;
  /**
   * Books a car. payLater: the booking is made `pending` at once, the driver pays at pick-up, the
   * confirmation mail is queued with it. payOnline: the booking is a `void` hold on the car (30
   * minutes, or the payment session's life) and `payment` is the session to pay: Stripe's embedded
   * checkout when Stripe is configured, else the local test payment page (`payTestSession`). Either
   * way the page then goes to `/checkout-session/{sessionId}`.
   * The driver is the signed-in driver, or without a session a guest whose `driver` details make an
   * unverified account (with an activation mail). The price is the server's quote. Fails with
   * BAD_USER_INPUT (field codes) for bad input or dates, 'Please add an image.' without a licence,
   * TOO_YOUNG, PAY_LATER_NOT_ALLOWED, ACCOUNT_EXISTS (a guest's email has an account: sign in),
   * RECAPTCHA_ERROR (a guest failed the bot check); CONFLICT 'This car is no longer available for
   * these dates' when another booking won the car.
   */
  checkout: CheckoutPayload;
  /**
   * Applies a change of e-mail address with the token of the emailed link (the token is the
   * credential: no session needed). The account takes the new address and is verified; its other
   * unused links stop working; the old address is told of the change; sessions are kept.
   * BAD_USER_INPUT: EMAIL_CHANGE_LINK_EXPIRED (unknown, used or expired token),
   * EMAIL_ALREADY_REGISTERED (another account took the address meanwhile).
   */
  confirmEmailChange: ConfirmEmailChangePayload;
  /**
   * Confirms a subscription with the token of the confirmation mail's link (again: same answer).
   * BAD_USER_INPUT INVALID (field `token`) for an unknown or superseded token.
   */
  confirmNewsletterSubscription: NewsletterTokenPayload;
  /**
   * Deletes the signed-in driver's account: personal data erased (profile, avatar, licence, links,
   * sessions, social sign-ins, notifications), bookings kept for the business without the driver's
   * personal data (docs/decisions/025-account-deletion.md); the current session ends. The password
   * is required when the account has one. BAD_USER_INPUT: WRONG_PASSWORD, ACCOUNT_HAS_ACTIVE_BOOKINGS
   * (a booking not over yet, or a payment in progress).
   */
  deleteAccount: DeleteAccountPayload;
  /** Deletes every notification of the signed-in user. */
  deleteAllNotifications: NotificationsChangedPayload;
  /** Deletes the signed-in user's avatar and its file (harmless without one). */
  deleteAvatar: DeleteAvatarPayload;
  /**
   * Removes cancelled or finished bookings from the signed-in driver's list (the business keeps
   * them). Answers per id what was done or why it was skipped (NOT_FOUND: unknown, another's or
   * already removed; NOT_DELETABLE: neither cancelled nor finished). At most 100 ids.
   */
  deleteBookings: BookingActionPayload;
  /** Deletes the signed-in driver's licence on file (replace it with uploadLicence). */
  deleteLicence: DeleteLicencePayload;
  /**
   * Deletes some of the signed-in user's notifications. All or nothing: an id that is not one of
   * the user's notifications answers NOT_FOUND and nothing is deleted.
   */
  deleteNotifications: NotificationsChangedPayload;
  /**
   * Finalises a driver's cancel request: the booking becomes cancelled, with a refund when one is
   * due (paid online, the cancellation option bought or included, requested at least 24 hours before
   * pick-up) or when `refund` says so. The refund is made at Stripe for the amount charged; a
   * payment made on the local test page (or with Stripe not configured) is refunded in test mode,
   * recorded, with no money moved. Stripe failing changes nothing: SERVICE_UNAVAILABLE
   * (`messageCode` REFUND_FAILED). BAD_USER_INPUT NO_CANCEL_REQUEST without a request,
   * NOTHING_TO_REFUND for `refund: true` on a booking not paid online, ILLEGAL_TRANSITION for a hold
   * or a cancelled booking. The driver is notified (CANCELLATION_FINALISED).
   */
  finaliseCancellation: FinaliseCancellationPayload;
  /** Marks every notification of the signed-in user read. */
  markAllNotificationsRead: NotificationsChangedPayload;
  /**
   * Marks some of the signed-in user's notifications read or unread. All or nothing: an id that is
   * not one of the user's notifications answers NOT_FOUND and nothing changes.
   */
  markNotifications: NotificationsChangedPayload;
  /**
   * Pays a session of the local test payment page (only when Stripe is not configured; test mode,
   * no money moves). The card is checked with the spec's messages ('Invalid card number', 'Invalid
   * expiry date', 'Invalid Card Validation Code'); 4242 4242 4242 4242 pays (the booking becomes
   * `paid` exactly as a Stripe webhook would make it, with one confirmation mail), 4000 0000 0000
   * 0002 is declined: the session ends unpaid, the hold is released and the answer's state is
   * FAILED ('Payment failed.'). NOT_FOUND for an unknown session or when Stripe is configured.
   */
  payTestSession: CheckoutSessionStatus;
  /**
   * Asks to cancel the signed-in driver's bookings: each keeps its status and shows the request
   * until staff finalise it; the car's supplier and the admins are notified, and the driver.
   * Per id: done, or skipped (NOT_FOUND, ALREADY_REQUESTED, NOT_CANCELLABLE: cancelled, started or
   * a hold). `feeMayApply` when a request falls inside 24 hours of pick-up. At most 100 ids.
   */
  requestBookingCancellation: BookingActionPayload;
  /**
   * Starts a change of the signed-in driver's e-mail address: a one-day, single-use link is mailed to
   * the NEW address (confirmEmailChange applies it; until then nothing changes). The current
   * password is required when the account has one. BAD_USER_INPUT: INVALID_EMAIL, WRONG_PASSWORD
   * (field `password`), SAME_EMAIL, EMAIL_ALREADY_REGISTERED; TOO_MANY_REQUESTS after 10 wrong
   * passwords or 10 requests in 15 minutes.
   */
  requestEmailChange: RequestEmailChangePayload;
  /** Emails a one-day, single-use password reset link. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Emails a new activation link to an unverified account (signed-in driver, or by email address). */
  resendActivation: ResendActivationPayload;
  /** Sets a new password with the emailed token; ends every session of the account. */
  resetPassword: ResetPasswordPayload;
  /**
   * Sends a message from the contact form to the business's contact address (CONTACT_EMAIL) and
   * nowhere else; Reply-To is the sender. A signed-in user's account address is the sender (`email`
   * is ignored); a visitor gives theirs. BAD_USER_INPUT with `fieldErrors` (message codes):
   * REQUIRED, INVALID_EMAIL, TOO_LONG (subject 200, message 5000), INVALID_CHARACTERS (a line break
   * in the subject, a NUL byte); RECAPTCHA_ERROR when the bot check fails; TOO_MANY_REQUESTS after
   * 10 messages in an hour from one IP. Success reads 'Message sent'.
   */
  sendContactMessage: SendContactMessagePayload;
  /**
   * Moves a booking along the staff transition table (docs/decisions/023): pending -> reserved,
   * deposit, paid (a cash payment recorded) or cancelled; reserved -> deposit, paid or cancelled;
   * deposit -> paid or cancelled; paid -> cancelled. `void` (a payment hold) and `cancelled` are
   * never left through this API. Any other move is BAD_USER_INPUT with `messageCode`
   * ILLEGAL_TRANSITION and `messageValues {from, to}`, and nothing changes. The change is recorded
   * (who, when, from, to, reason) and the driver is notified (BOOKING_STATUS_CHANGED). CONFLICT when
   * someone changed the booking meanwhile. Never moves money: finalise a driver's cancel request
   * with `finaliseCancellation`.
   */
  setBookingStatus: SetBookingStatusPayload;
  /**
   * Signs a driver in with email and password; sets the session cookie and ends the session the
   * request carried, if any. Admin and supplier accounts get the answer of a wrong pair ('Incorrect
   * email or password.'): they sign in with signInStaff. Failures are limited per client and per
   * (account, client) (TOO_MANY_REQUESTS for that client only); past 10 failures on an account from
   * all clients, an attempt needs a passing `recaptchaToken` (when the bot check is configured) or a
   * client with no recent failure on that account.
   */
  signIn: SignInPayload;
  /**
   * Signs an admin or supplier in with email and password, for the staff API (bookings of every
   * driver, setBookingStatus, finaliseCancellation); the same session, limits and bot check as
   * signIn. A driver account gets the answer of a wrong pair ('Incorrect email or password.').
   */
  signInStaff: SignInPayload;
  /** Ends the current session and clears its cookie. Harmless when not signed in. */
  signOut: SignOutPayload;
  /** Ends every session of the signed-in user except the current one. */
  signOutOtherSessions: SignOutOtherSessionsPayload;
  /**
   * Registers a driver (unverified) and emails an activation link in the driver's language.
   * Fails with BAD_USER_INPUT and `fieldErrors` (message codes) for invalid input,
   * `EMAIL_ALREADY_REGISTERED` for a taken email, `RECAPTCHA_ERROR` when the bot check fails.
   */
  signUp: SignUpPayload;
  /** Signs a driver in with a Google, Apple or Facebook token, creating a verified driver on first use. */
  socialSignIn: SignInPayload;
  /**
   * Subscribes an address to the newsletter (double opt-in): a confirmation mail in `language` is
   * sent with a confirm link and an unsubscribe link; only confirmed subscriptions receive the
   * newsletter. Idempotent: every valid address gets the same answer ('Subscription successful!'),
   * already subscribed or not. BAD_USER_INPUT INVALID_EMAIL ('Invalid email address');
   * TOO_MANY_REQUESTS after 10 subscriptions in an hour from one IP.
   */
  subscribeNewsletter: SubscribeNewsletterPayload;
  /**
   * Ends a subscription with the token of any newsletter mail's unsubscribe link, without signing
   * in; the subscription is deleted. BAD_USER_INPUT INVALID (field `token`) for an unknown token or
   * a subscription already ended.
   */
  unsubscribeNewsletter: NewsletterTokenPayload;
  /**
   * Replaces the signed-in user's avatar (public: `avatarUrl`). A JPEG, PNG or WebP image as its
   * content says (never its name or type), at most 5 MB; it is turned upright, cropped to a square
   * of at most 512 × 512 and re-encoded as WebP (no metadata kept). The previous picture is
   * deleted. BAD_USER_INPUT with `messageCode`: IMAGE_REQUIRED ('Please add an image.') without a
   * file, IMAGE_WRONG_TYPE for another type, IMAGE_TOO_LARGE over 5 MB, IMAGE_UNREADABLE for an
   * image that cannot be decoded.
   */
  updateAvatar: UpdateAvatarPayload;
  /**
   * Changes one of the signed-in driver's editable bookings (pay later, pending, not started, no
   * cancel request): dates, locations, extras and the additional driver. The price is re-quoted and
   * availability re-checked on the server; CONFLICT when the car is taken then, and nothing changes.
   * NOT_FOUND for another's booking; BAD_USER_INPUT (BOOKING_NOT_EDITABLE) for one not editable. The
   * car's supplier and the admins are notified (BOOKING_UPDATED); the change is kept in the history.
   */
  updateBooking: Booking;
  /** Turns the copies by e-mail of the signed-in user's notifications on or off. */
  updateEmailNotifications: UpdateEmailNotificationsPayload;
  /** Sets the signed-in user's interface language (en, fr, es, ckb or ar). */
  updateLanguage: UpdateLanguagePayload;
  /**
   * Changes the signed-in user's profile. A field left out is kept; `phone`, `birthDate`, `bio` and
   * `location` are cleared by null or an empty string, `fullName` may not be. BAD_USER_INPUT with
   * `fieldErrors` (message codes): REQUIRED or TOO_LONG (full name, 100), INVALID_PHONE ('Invalid
   * phone number'), INVALID_DATE or TOO_YOUNG (birth date: at least MIN_AGE, 18), TOO_LONG (bio
   * 500, location 100), INVALID_CHARACTERS (a NUL byte).
   */
  updateProfile: UpdateProfilePayload;
  /**
   * Uploads the driver's licence (checkout): a JPEG, PNG or WebP image or a PDF, decided by the
   * file's content, at most 5 MB. A guest gets a temporary upload whose `name` the checkout attaches
   * (deleted after 24 hours if it never is); a signed-in user's licence is stored, replacing the
   * previous one. Fails with BAD_USER_INPUT: 'Please add an image.' without a file, a clear message
   * for another type or a larger file.
   */
  uploadLicence: UploadLicencePayload;
};


export type MutationActivateAccountArgs = {
  input: ActivateAccountInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  input: NewsletterTokenInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteBookingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteNotificationsArgs = {
  input: DeleteNotificationsInput;
};


export type MutationFinaliseCancellationArgs = {
  input: FinaliseCancellationInput;
};


export type MutationMarkNotificationsArgs = {
  input: MarkNotificationsInput;
};


export type MutationPayTestSessionArgs = {
  input: PayTestSessionInput;
};


export type MutationRequestBookingCancellationArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRequestEmailChangeArgs = {
  input: RequestEmailChangeInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResendActivationArgs = {
  input: ResendActivationInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendContactMessageArgs = {
  input: SendContactMessageInput;
};


export type MutationSetBookingStatusArgs = {
  input: SetBookingStatusInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignInStaffArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSocialSignInArgs = {
  input: SocialSignInInput;
};


export type MutationSubscribeNewsletterArgs = {
  input: SubscribeNewsletterInput;
};


export type MutationUnsubscribeNewsletterArgs = {
  input: NewsletterTokenInput;
};


export type MutationUpdateAvatarArgs = {
  input: UpdateAvatarInput;
};


export type MutationUpdateBookingArgs = {
  input: UpdateBookingInput;
};


export type MutationUpdateEmailNotificationsArgs = {
  input: UpdateEmailNotificationsInput;
};


export type MutationUpdateLanguageArgs = {
  input: UpdateLanguageInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUploadLicenceArgs = {
  input: UploadLicenceInput;
};

/** The token of a newsletter mail's link. */
export type NewsletterTokenInput = {
  /** The `token` parameter of the link. */
  token: Scalars['String']['input'];
};

/** A newsletter link was applied. */
export type NewsletterTokenPayload = {
  __typename?: 'NewsletterTokenPayload';
  /** Always true: an unknown token is an error. */
  done: Scalars['Boolean']['output'];
};

/** Something the app tells a user: stored as a message code with values, its text rendered when read. */
export type Notification = {
  __typename?: 'Notification';
  /** The booking it is about, if any: open /booking?b={bookingId}. */
  bookingId?: Maybe<Scalars['ID']['output']>;
  /**
   * What happened: BOOKING_CONFIRMED, BOOKING_RECEIVED, BOOKING_UPDATED, CANCEL_REQUESTED,
   * CANCEL_REQUEST_RECEIVED, BOOKING_STATUS_CHANGED, CANCELLATION_FINALISED, PICKUP_REMINDER, or
   * MESSAGE (a free text).
   * Unknown codes may appear: show `message`.
   */
  code: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The notification's id. */
  id: Scalars['ID']['output'];
  /** Whether the user has marked it read. */
  isRead: Scalars['Boolean']['output'];
  /** The text in the reader's language (dates in the business time zone). */
  message: Scalars['String']['output'];
  /** The code's values as written (booking reference, car name, ISO instants...), sorted by name, for clients that format their own text. */
  values: Array<NotificationValue>;
};

/** A page of notifications. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The notifications of this page, each with its cursor. */
  edges: Array<NotificationEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** Number of the user's notifications, all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** A notification in a connection. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Opaque cursor of this notification in the list. */
  cursor: Scalars['String']['output'];
  /** The notification. */
  node: Notification;
};

/** One value of a notification's code. */
export type NotificationValue = {
  __typename?: 'NotificationValue';
  /** The value's name (reference, car, from, to, status, refund...). */
  name: Scalars['String']['output'];
  /** The value as written (instants as ISO text, amounts as decimal text). */
  value: Scalars['String']['output'];
};

/** What a mark or delete call did. */
export type NotificationsChangedPayload = {
  __typename?: 'NotificationsChangedPayload';
  /** How many notifications were changed or deleted. */
  count: Scalars['Int']['output'];
  /** The user's unread count afterwards. */
  unreadCount: Scalars['Int']['output'];
};

/** The hours a place hands over and takes back cars, every day, in the business time zone. */
export type OpeningHours = {
  __typename?: 'OpeningHours';
  /** Closing time, `HH:mm`, the minute itself included (e.g. `20:00`). */
  closes: Scalars['String']['output'];
  /** Opening time, `HH:mm` (e.g. `08:00`). */
  opens: Scalars['String']['output'];
  /** IANA time zone of the times, e.g. `Asia/Baghdad`. */
  timeZone: Scalars['String']['output'];
};

/** Where a page of a connection stands in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page; pass it as `after` to get the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Page sizes of the lists. */
export type PageSizes = {
  __typename?: 'PageSizes';
  /** Locations, suppliers and notifications per page. */
  lists: Scalars['Int']['output'];
  /** The largest `first` any list accepts. */
  max: Scalars['Int']['output'];
  /** Cars per page of search results. */
  searchResults: Scalars['Int']['output'];
};

/** How lists are paged in the web app. */
export type PaginationMode =
  /** Numbered pages with Previous and Next. */
  | 'classic'
  /** More results load as the end of the list comes into view. */
  | 'infiniteScroll';

/** A card on the local test payment page. */
export type PayTestSessionInput = {
  /** Card number (spaces allowed). */
  cardNumber: Scalars['String']['input'];
  /** Name on the card. */
  cardholderName?: InputMaybe<Scalars['String']['input']>;
  /** Card validation code (3 or 4 digits). */
  cvc: Scalars['String']['input'];
  /** Expiry, MM/YY. */
  expiry: Scalars['String']['input'];
  /** The session to pay. */
  sessionId: Scalars['ID']['input'];
};

/** How the driver pays. */
export type PaymentOption =
  /** Cash at pick-up; free cancellation and amendments. */
  | 'payLater'
  /** Card now. */
  | 'payOnline';

/** Who takes the payment. */
export type PaymentProvider =
  /** Stripe's embedded checkout. */
  | 'STRIPE'
  /** The built-in local test payment page (no Stripe keys configured; no money moves). */
  | 'TEST';

/** A payment session opened by a pay-online checkout. */
export type PaymentSession = {
  __typename?: 'PaymentSession';
  /** The amount charged, in `currency` (the server's quote converted). */
  amount: Scalars['Decimal']['output'];
  /** For Stripe's embedded checkout; null for the test page. */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** The charged currency. */
  currency: Scalars['String']['output'];
  /** When the session (and the car's hold) ends unpaid. */
  expiresAt: Scalars['DateTime']['output'];
  /** The session id (the status page is /checkout-session/{id}). */
  id: Scalars['ID']['output'];
  /** Stripe or the local test page. */
  provider: PaymentProvider;
  /** Stripe's publishable key for the page; null for the test page. */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** What the sign-in and sign-up screens offer: configured social providers and the bot check. */
  authConfig: AuthConfig;
  /**
   * One booking: its driver's, its car's supplier's, or any for an admin. NOT_FOUND for an unknown
   * id and for a booking the caller may not see alike.
   */
  booking: Booking;
  /**
   * Prices a change of one of the signed-in driver's editable bookings without saving it: the
   * server's quote for the new dates, locations and extras, and whether the car is free then (the
   * booking's own dates do not count against it). NOT_FOUND for another's booking (as an unknown
   * id); BAD_USER_INPUT with messageCode BOOKING_NOT_EDITABLE for one that is not editable, and for
   * dates, locations, extras or ages the car cannot take.
   */
  bookingChangeQuote: BookingChangeQuote;
  /**
   * The caller's bookings, newest first (created time, then id), as a Relay connection. A driver
   * sees their own, never payment holds (`void`) nor those they deleted from their list; a supplier
   * the bookings of its own cars; an admin all. `first` is 1 to 100 (default 20).
   */
  bookings: BookingConnection;
  /** One car by id, or null when there is no such car. */
  car?: Maybe<Car>;
  /** Every car, ordered by name then id, as a Relay connection. `first` is 1 to 100 (default 15). */
  cars: CarConnection;
  /**
   * A checkout session's state for the status page (/checkout-session/{id}). For Stripe it asks
   * Stripe directly and applies the answer as the webhook would, so the page is instant. NOT_FOUND
   * for an unknown id.
   */
  checkoutSession: CheckoutSessionStatus;
  /**
   * An amount converted between display currencies (USD, EUR, GBP, IQD) at the current rates, rounded
   * half-up to cents (to whole dinars in IQD); to the same currency, the amount unchanged. BAD_USER_INPUT with `fieldErrors`
   * (message codes) when the amount is not a number (`AMOUNT_NOT_A_NUMBER`), negative
   * (`AMOUNT_NOT_POSITIVE`) or beyond 999999999999.99 before or after conversion (`INVALID`), or a
   * currency code is empty (`CURRENCY_CODE_EMPTY`), not on the fixed list of about 150 codes (ISO
   * 4217 and XBT, ETH, LTC: `INVALID_CURRENCY_CODE`) or on it with no rate kept
   * (`CURRENCY_NOT_SUPPORTED`, with `extensions.messageValues.code`).
   */
  convertAmount: ConvertedAmount;
  /**
   * Exchange rates from USD to the other display currencies (EUR, GBP, IQD), for showing prices in
   * them. IQD comes from the first provider that carries it (not every one does) and is absent
   * until one has given it: then the dinar is not offered. Refreshed from the rate providers at most once per cache period (an hour by default);
   * while no provider answers, the last good rates are served with `stale: true`. `rates` is empty
   * when no rate was ever obtained: show amounts in USD then.
   */
  exchangeRates: ExchangeRates;
  /**
   * One numbered page of the rental locations for the /locations page: the locations of the
   * countries that have at least 4 of them, grouped by country, countries and locations by name in
   * `language` (en, fr, es, ckb or ar; default en). `page` is 1-based (default 1, at most 100,000;
   * otherwise BAD_USER_INPUT); pages hold `settings.pageSizes.lists` (30) locations; a page past
   * the end has no countries.
   */
  locationDirectory: LocationDirectoryPage;
  /** Every rental location, with its name in the requested language (en, fr, es, ckb or ar; default en). */
  locations: Array<Location>;
  /** The signed-in user (session cookie), or null when nobody is signed in. */
  me?: Maybe<User>;
  /**
   * The signed-in user's notifications, newest first, 30 a page (`first` 1 to 100), after the
   * `endCursor` of the previous page. Texts are rendered in `language` (en, fr, es), else in the
   * user's own language.
   */
  notifications: NotificationConnection;
  /**
   * The price of a car for a period with the chosen extras, computed by the server (USD). The
   * period follows the rules of `searchCars`; a total of 1e12 USD or more is refused
   * (BAD_USER_INPUT, `AMOUNT_TOO_LARGE`).
   */
  quote: Quote;
  /**
   * Cars free for a period at a pick-up location, each with its price for the period. Dates are
   * checked in the business time zone (`settings`): pick-up at least the lead time ahead, drop-off
   * after pick-up and at most `maxRentalDays` later (`RENTAL_TOO_LONG`), both within opening hours
   * (the closing hour sharp); a violation is BAD_USER_INPUT with `fieldErrors`. A price of 1e12 USD
   * or more is refused (`AMOUNT_TOO_LARGE`). Sorted by total price ascending unless `sort` says
   * otherwise; `first` is 1 to 100 (default 15).
   */
  searchCars: CarSearchConnection;
  /**
   * The public rules of the business, from the server's configuration: opening hours, lead time,
   * minimum age, time zone, longest rental, deposit thresholds, page sizes, currencies and
   * languages. The same rules the server checks: forms and date pickers offer what they allow.
   */
  settings: Settings;
  /** Every car supplier, ordered by name. */
  suppliers: Array<Supplier>;
  /** How many of the signed-in user's notifications are unread (the header's bell). */
  unreadNotificationCount: Scalars['Int']['output'];
};


export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingChangeQuoteArgs = {
  input: UpdateBookingInput;
};


export type QueryBookingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BookingFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCarArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCarsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckoutSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConvertAmountArgs = {
  input: ConvertAmountInput;
};


export type QueryLocationDirectoryArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLocationsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryQuoteArgs = {
  input: QuoteInput;
};


export type QuerySearchCarsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  input: SearchCarsInput;
};

/** A price computed by the server, in USD. */
export type Quote = {
  __typename?: 'Quote';
  /** How the rental price is made of 30-, 7-, 3- and 1-day blocks. */
  blocks: Array<QuoteBlock>;
  /** Always USD (convert for display). */
  currency: Scalars['String']['output'];
  /** Rental days. */
  days: Scalars['Int']['output'];
  /** Every extra of the car, chosen or not. */
  extras: Array<QuoteExtra>;
  /** Sum of the chosen extras. */
  extrasTotal: Scalars['Decimal']['output'];
  /** Price per rental day (total / days), rounded to cents. */
  perDay: Scalars['Decimal']['output'];
  /** Rental price without extras. */
  rental: Scalars['Decimal']['output'];
  /** Rental plus extras. */
  total: Scalars['Decimal']['output'];
};

/** Blocks of one size in a quote. */
export type QuoteBlock = {
  __typename?: 'QuoteBlock';
  /** count x unitPrice. */
  amount: Scalars['Decimal']['output'];
  /** How many blocks. */
  count: Scalars['Int']['output'];
  /** True when a discounted price was used. */
  discounted: Scalars['Boolean']['output'];
  /** Days in one block: 30, 7, 3 or 1. */
  size: Scalars['Int']['output'];
  /** Price of one block. */
  unitPrice: Scalars['Decimal']['output'];
};

/** One extra in a quote. */
export type QuoteExtra = {
  __typename?: 'QuoteExtra';
  /** What it adds to this quote. */
  amount: Scalars['Decimal']['output'];
  /** False when the car does not offer it. */
  available: Scalars['Boolean']['output'];
  /** True when it is part of this quote (chosen or included). */
  chosen: Scalars['Boolean']['output'];
  /** True when it is free and always on. */
  included: Scalars['Boolean']['output'];
  /** Which extra. */
  kind: ExtraKind;
  /** True when priced per day, false for one fee per booking. */
  perDay: Scalars['Boolean']['output'];
  /** Price per day or per booking; null when not offered. */
  unitPrice?: Maybe<Scalars['Decimal']['output']>;
};

/** What to price. */
export type QuoteInput = {
  /** The car. */
  carId: Scalars['ID']['input'];
  /** Chosen extras. */
  extras?: InputMaybe<ExtrasInput>;
  /** Pick-up instant. */
  from: Scalars['DateTime']['input'];
  /** Pay later makes cancellation and amendments free (default payOnline). */
  paymentOption?: InputMaybe<PaymentOption>;
  /** Drop-off instant. */
  to: Scalars['DateTime']['input'];
};

/** The new e-mail address. */
export type RequestEmailChangeInput = {
  /** The new address; the confirmation link is sent there. */
  email: Scalars['String']['input'];
  /** The current password; required when the account has one. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Result of requestEmailChange. */
export type RequestEmailChangePayload = {
  __typename?: 'RequestEmailChangePayload';
  /** The address the link was sent to (lower-cased). */
  email: Scalars['String']['output'];
  /** True when the link was queued. */
  sent: Scalars['Boolean']['output'];
};

/** Who forgot their password. */
export type RequestPasswordResetInput = {
  /** Email address of the account. */
  email: Scalars['String']['input'];
  /** Ignored (kept for existing clients): the email is always in the account's stored language. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** reCAPTCHA v3 token (action `forgot_password`), when the bot check is on. */
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
};

/** Result of requestPasswordReset. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the email was queued. */
  sent: Scalars['Boolean']['output'];
};

/** Who needs a new activation link. */
export type ResendActivationInput = {
  /** Email address of an unverified account; omit when signed in. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Ignored (kept for existing clients): the email is always in the account's stored language. */
  language?: InputMaybe<Scalars['String']['input']>;
};

/** Result of resendActivation. */
export type ResendActivationPayload = {
  __typename?: 'ResendActivationPayload';
  /** True when an email was queued. */
  sent: Scalars['Boolean']['output'];
};

/** A new password with the emailed token. */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** New password, 6 to 128 characters. */
  password: Scalars['String']['input'];
  /** Token from the emailed link. */
  token: Scalars['String']['input'];
};

/** Result of resetPassword. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** The account whose password changed (not signed in: sign in with the new password). */
  user: User;
};

/** What a driver is looking for. List filters match any of their values; absent means any. */
export type SearchCarsInput = {
  /** Air conditioning required. */
  aircon?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where it is returned; absent or equal to the pick-up location for a same-location return. */
  dropoffLocation?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Only cars with free cancellation for these dates (see `CarSearchEdge.freeCancellationUntil`):
   * none when pick-up is less than 24 hours away. Absent or false: any.
   */
  freeCancellation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pick-up instant. */
  from: Scalars['DateTime']['input'];
  /** Only these fuel policies. */
  fuelPolicies?: InputMaybe<Array<FuelPolicy>>;
  /** Only these fuel types. */
  fuelTypes?: InputMaybe<Array<FuelType>>;
  /** Only these gearboxes. */
  gearboxes?: InputMaybe<Array<Gearbox>>;
  /** Deposit at most this many USD (the web offers 250, 500, 750). */
  maxDeposit?: InputMaybe<Scalars['Int']['input']>;
  /** Limited and/or unlimited mileage. */
  mileage?: InputMaybe<Array<MileageKind>>;
  /** Rating at least this (1 to 5). */
  minRating?: InputMaybe<Scalars['Float']['input']>;
  /** More than five seats required. */
  moreThanFiveSeats?: InputMaybe<Scalars['Boolean']['input']>;
  /** More than four doors required. */
  moreThanFourDoors?: InputMaybe<Scalars['Boolean']['input']>;
  /** Every listed item required. */
  multimedia?: InputMaybe<Array<Multimedia>>;
  /** Only cars the driver may pay for at pick-up (their supplier allows pay later). Absent or false: any. */
  payAtPickUp?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the car is picked up. */
  pickupLocation: Scalars['ID']['input'];
  /**
   * Only these size classes. Absent or empty: every class but `scooter` (a car search shows no
   * scooters unless the driver picks that size: list `scooter`, alone or with others).
   */
  ranges?: InputMaybe<Array<CarRange>>;
  /** Exactly this many seats. */
  seats?: InputMaybe<Scalars['Int']['input']>;
  /** Order of the results. */
  sort?: InputMaybe<CarSort>;
  /** Only these suppliers. */
  suppliers?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Drop-off instant. */
  to: Scalars['DateTime']['input'];
};

/** A message of the contact form. */
export type SendContactMessageInput = {
  /** The sender's address (visitors; ignored when signed in: the account's address is used). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The sender's interface language (en, fr, es), shown to staff so they can answer in it. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The message, at most 5000 characters. */
  message: Scalars['String']['input'];
  /** reCAPTCHA v3 token for the action `contact` (when the bot check is configured). */
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
  /** Subject, at most 200 characters, on one line. */
  subject: Scalars['String']['input'];
};

/** The contact message was queued for delivery. */
export type SendContactMessagePayload = {
  __typename?: 'SendContactMessagePayload';
  /** Always true: failures are errors. */
  sent: Scalars['Boolean']['output'];
};

/** A staff change of a booking's status. */
export type SetBookingStatusInput = {
  /** The booking. */
  id: Scalars['ID']['input'];
  /** Why (at most 500 characters), kept in the booking's history; a default is recorded without one. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The status to move it to. */
  status: BookingStatus;
};

/** What setBookingStatus did. */
export type SetBookingStatusPayload = {
  __typename?: 'SetBookingStatusPayload';
  /** The change made. */
  change: BookingStatusChange;
};

/**
 * The public rules of the business. Times are checked in `timeZone`; instants sent to the API
 * carry an offset or `Z`.
 */
export type Settings = {
  __typename?: 'Settings';
  /** The analytics offered in the consent banner; null when none is configured (no banner, no script). */
  analytics?: Maybe<AnalyticsSettings>;
  /** The currency amounts are kept and quoted in (USD). */
  baseCurrency: Scalars['String']['output'];
  /** Pick-up and drop-off until this hour sharp, in the business time zone: 20 means 20:00:00, and 20:00:01 is refused. */
  closingHour: Scalars['Int']['output'];
  /** The contact address shown to visitors (`CONTACT_EMAIL`). */
  contactEmail: Scalars['String']['output'];
  /** Display currencies (codes), the base currency first. */
  currencies: Array<Scalars['String']['output']>;
  /** The language used when none is asked for. */
  defaultLanguage: Scalars['String']['output'];
  /** Deposit filter thresholds in USD (`SearchCarsInput.maxDeposit`). */
  depositThresholds: Array<Scalars['Int']['output']>;
  /** True when phones scroll on through results instead of paging. */
  infiniteScrollOnMobile: Scalars['Boolean']['output'];
  /** Languages of the interface and of localised names (codes). */
  languages: Array<Scalars['String']['output']>;
  /** Longest rental in days; a longer period is refused with `RENTAL_TOO_LONG`. */
  maxRentalDays: Scalars['Int']['output'];
  /** Pick-up at least this many hours from now. */
  minLeadHours: Scalars['Float']['output'];
  /** Minimum driver age in years (a car may require more). */
  minimumAge: Scalars['Int']['output'];
  /** Pick-up and drop-off from this hour, in the business time zone (8 means 08:00:00). */
  openingHour: Scalars['Int']['output'];
  /** Page sizes of the lists. */
  pageSizes: PageSizes;
  /** How the web app pages lists on wide screens. */
  paginationMode: PaginationMode;
  /** IANA time zone of the business, in which the date rules are checked, e.g. `Asia/Baghdad`. */
  timeZone: Scalars['String']['output'];
};

/** Email and password. */
export type SignInInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
  /** Bot-check token (reCAPTCHA v3, action `sign_in`); read only while the account is under attack. */
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
  /** Keep the session for 30 days instead of the browser session. */
  stayConnected?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of signIn, signInStaff and socialSignIn. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The signed-in user. */
  user: User;
};

/** Result of signOutOtherSessions. */
export type SignOutOtherSessionsPayload = {
  __typename?: 'SignOutOtherSessionsPayload';
  /** How many sessions ended. */
  ended: Scalars['Int']['output'];
};

/** Result of signOut. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** True when a session was ended. */
  signedOut: Scalars['Boolean']['output'];
};

/** A new driver account. */
export type SignUpInput = {
  /** Whether the Terms of Use were accepted; must be true. */
  acceptTerms: Scalars['Boolean']['input'];
  /** Birth date, YYYY-MM-DD (or an ISO instant, read as its date in Erbil time); the driver must be at least MIN_AGE (18). */
  birthDate: Scalars['String']['input'];
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Email address. */
  email: Scalars['String']['input'];
  /** Full name, 1 to 100 characters. */
  fullName: Scalars['String']['input'];
  /** Language of the account and its emails (default en). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Password, 6 to 128 characters. */
  password: Scalars['String']['input'];
  /** Phone number (international format, or Iraqi national format). */
  phone: Scalars['String']['input'];
  /** reCAPTCHA v3 token (action `signup`), when the bot check is on. */
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
  /** Account type as sent by reference clients: absent or `user`/`driver`; empty is refused. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** Result of signUp. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** The new, unverified account. */
  user: User;
};

/** Social sign-in providers. */
export type SocialProvider =
  | 'apple'
  | 'facebook'
  | 'google';

/** A social provider's token. */
export type SocialSignInInput = {
  /** Full name for a new account when the token does not carry one (Apple sends it once). */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Language of a new account. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Which provider issued the token. */
  provider: SocialProvider;
  /** Keep the session for 30 days. */
  stayConnected?: InputMaybe<Scalars['Boolean']['input']>;
  /** Google or Apple ID token (JWT), or Facebook user access token. */
  token: Scalars['String']['input'];
};

/** An address for the newsletter. */
export type SubscribeNewsletterInput = {
  /** The address to subscribe. */
  email: Scalars['String']['input'];
  /** The subscriber's language (en, fr, es): the newsletter's mails use it. Default en. */
  language?: InputMaybe<Scalars['String']['input']>;
};

/** The subscription is recorded (or already was: the answer is the same). */
export type SubscribeNewsletterPayload = {
  __typename?: 'SubscribeNewsletterPayload';
  /** Always true: failures are errors. */
  subscribed: Scalars['Boolean']['output'];
};

/** A company that offers cars for rent. */
export type Supplier = {
  __typename?: 'Supplier';
  /** Number of cars this supplier offers. */
  carCount: Scalars['Int']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** URL of the supplier's logo (shown at 60x30), or null. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Trading name. */
  name: Scalars['String']['output'];
  /** Whether drivers may book this supplier's cars and pay in cash at pick-up. */
  payLaterAllowed: Scalars['Boolean']['output'];
  /** Average rating of its rated cars (1 to 5, one decimal), or null when none is rated. */
  rating?: Maybe<Scalars['Float']['output']>;
};

/** How many matching cars a supplier has. */
export type SupplierCount = {
  __typename?: 'SupplierCount';
  /** Number of matching cars. */
  count: Scalars['Int']['output'];
  /** The supplier. */
  supplier: Supplier;
};

/** The picture of updateAvatar. */
export type UpdateAvatarInput = {
  /** The image (multipart request). Null or missing answers 'Please add an image.'. */
  file?: InputMaybe<Scalars['Upload']['input']>;
};

/** Result of updateAvatar. */
export type UpdateAvatarPayload = {
  __typename?: 'UpdateAvatarPayload';
  /** The account with its new `avatarUrl`. */
  user: User;
};

/** A change to a booking (every field is the new value; extras left out are off). */
export type UpdateBookingInput = {
  /** The additional driver, required when the additionalDriver extra is chosen. */
  additionalDriver?: InputMaybe<CheckoutPersonInput>;
  /** Drop-off location. */
  dropoffLocationId: Scalars['ID']['input'];
  /** Chosen extras. */
  extras?: InputMaybe<ExtrasInput>;
  /** Pick-up instant. */
  from: Scalars['DateTime']['input'];
  /** The booking. */
  id: Scalars['ID']['input'];
  /** Pick-up location (the car must be offered there). */
  pickupLocationId: Scalars['ID']['input'];
  /** Drop-off instant. */
  to: Scalars['DateTime']['input'];
};

/** The e-mail notifications switch. */
export type UpdateEmailNotificationsInput = {
  /** True: notifications are also sent by e-mail. */
  enabled: Scalars['Boolean']['input'];
};

/** Result of updateEmailNotifications. */
export type UpdateEmailNotificationsPayload = {
  __typename?: 'UpdateEmailNotificationsPayload';
  /** The account with its new setting. */
  user: User;
};

/** A language choice. */
export type UpdateLanguageInput = {
  /** en, fr, es, ckb or ar. */
  language: Scalars['String']['input'];
};

/** Result of updateLanguage. */
export type UpdateLanguagePayload = {
  __typename?: 'UpdateLanguagePayload';
  /** The account with its new language. */
  user: User;
};

/** Profile fields; leave a field out to keep it. */
export type UpdateProfileInput = {
  /** At most 500 characters; null or empty clears it. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Birth date, YYYY-MM-DD (or an ISO instant, read as its date in Erbil time), at least MIN_AGE (18) years ago; null or empty clears it. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** Full name, 1 to 100 characters. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters; null or empty clears it. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Phone number (international format, or Iraqi national format); null or empty clears it. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Result of updateProfile. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The account with its new profile. */
  user: User;
};

/** The licence file of uploadLicence. */
export type UploadLicenceInput = {
  /** The file (multipart request). Null or missing answers 'Please add an image.'. */
  file?: InputMaybe<Scalars['Upload']['input']>;
};

/** What uploadLicence stored. */
export type UploadLicencePayload = {
  __typename?: 'UploadLicencePayload';
  /** The stored file name (the reference API's answer to create-license and update-license). */
  name: Scalars['String']['output'];
  /** True for a guest's temporary upload, false when it became the signed-in user's licence. */
  temporary: Scalars['Boolean']['output'];
};

/** A person's account, as its owner sees it. */
export type User = {
  __typename?: 'User';
  /** URL of the avatar picture, or null. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** A few words about the user (at most 500 characters), or null. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Birth date, YYYY-MM-DD, or null. */
  birthDate?: Maybe<Scalars['String']['output']>;
  /** Email address (lower-cased). */
  email: Scalars['String']['output'];
  /** Whether notifications are also sent by email. */
  enableEmailNotifications: Scalars['Boolean']['output'];
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** True when a driver's licence is on file: checkout uses it when no new one is uploaded. */
  hasLicence: Scalars['Boolean']['output'];
  /** False for accounts created by social sign-in that never set a password. */
  hasPassword: Scalars['Boolean']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Interface and email language: en, fr, es, ckb (Sorani Kurdish) or ar (Arabic). */
  language: Scalars['String']['output'];
  /** The driver's licence on file (a private file), or null. */
  licence?: Maybe<LicenceFile>;
  /** Where the user lives (at most 100 characters), or null. */
  location?: Maybe<Scalars['String']['output']>;
  /** The address a pending change of e-mail address waits to confirm (a link was sent there), or null. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /** Phone number in international format, or null. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Account type: drivers sign in with signIn, admin and supplier accounts with signInStaff. */
  type: UserType;
  /** True once the email address has been validated. */
  verified: Scalars['Boolean']['output'];
};

/** What a user account is. */
export type UserType =
  /** Staff of the rental business. */
  | 'admin'
  /** A customer who rents cars. */
  | 'driver'
  /** A company that rents out cars. */
  | 'supplier';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivateAccountInput: ActivateAccountInput;
  ActivateAccountPayload: ResolverTypeWrapper<Omit<ActivateAccountPayload, 'user'> & { user: ResolversTypes['User'] }>;
  AdditionalDriver: ResolverTypeWrapper<AdditionalDriver>;
  AnalyticsSettings: ResolverTypeWrapper<AnalyticsSettings>;
  AuthConfig: ResolverTypeWrapper<AuthConfig>;
  Booking: ResolverTypeWrapper<BookingParent>;
  BookingActionPayload: ResolverTypeWrapper<BookingActionPayload>;
  BookingActionResult: ResolverTypeWrapper<BookingActionResult>;
  BookingChangeQuote: ResolverTypeWrapper<Omit<BookingChangeQuote, 'quote'> & { quote: ResolversTypes['Quote'] }>;
  BookingConfirmation: ResolverTypeWrapper<BookingConfirmationParent>;
  BookingConnection: ResolverTypeWrapper<BookingConnectionParent>;
  BookingEdge: ResolverTypeWrapper<BookingEdgeParent>;
  BookingExtras: ResolverTypeWrapper<BookingExtrasParent>;
  BookingFilter: BookingFilter;
  BookingRefund: ResolverTypeWrapper<BookingRefund>;
  BookingSkipReason: BookingSkipReason;
  BookingStatus: BookingStatus;
  BookingStatusChange: ResolverTypeWrapper<BookingStatusChange>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Car: ResolverTypeWrapper<CarParent>;
  CarConnection: ResolverTypeWrapper<CarConnectionParent>;
  CarEdge: ResolverTypeWrapper<CarEdgeParent>;
  CarExtra: ResolverTypeWrapper<CarExtraParent>;
  CarExtras: ResolverTypeWrapper<CarParent>;
  CarImage: ResolverTypeWrapper<CarImage>;
  CarOffer: ResolverTypeWrapper<CarOfferParent>;
  CarOfferInput: CarOfferInput;
  CarPrices: ResolverTypeWrapper<CarParent>;
  CarRange: CarRange;
  CarSearchConnection: ResolverTypeWrapper<CarSearchConnectionParent>;
  CarSearchEdge: ResolverTypeWrapper<CarSearchEdgeParent>;
  CarSort: CarSort;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'user'> & { user: ResolversTypes['User'] }>;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: ResolverTypeWrapper<CheckoutPayload>;
  CheckoutPersonInput: CheckoutPersonInput;
  CheckoutSessionState: CheckoutSessionState;
  CheckoutSessionStatus: ResolverTypeWrapper<CheckoutSessionStatusParent>;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: ResolverTypeWrapper<ConfirmEmailChangePayload>;
  ConvertAmountInput: ConvertAmountInput;
  ConvertedAmount: ResolverTypeWrapper<ConvertedAmount>;
  Country: ResolverTypeWrapper<Country>;
  CountryLocations: ResolverTypeWrapper<Omit<CountryLocations, 'locations'> & { locations: Array<ResolversTypes['Location']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteAvatarPayload: ResolverTypeWrapper<Omit<DeleteAvatarPayload, 'user'> & { user: ResolversTypes['User'] }>;
  DeleteLicencePayload: ResolverTypeWrapper<DeleteLicencePayload>;
  DeleteNotificationsInput: DeleteNotificationsInput;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  ExchangeRates: ResolverTypeWrapper<ExchangeRates>;
  ExtraKind: ExtraKind;
  ExtrasInput: ExtrasInput;
  FinaliseCancellationInput: FinaliseCancellationInput;
  FinaliseCancellationPayload: ResolverTypeWrapper<FinaliseCancellationPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FuelPolicy: FuelPolicy;
  FuelType: FuelType;
  Gearbox: Gearbox;
  GuestAccount: ResolverTypeWrapper<GuestAccount>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LicenceFile: ResolverTypeWrapper<LicenceFile>;
  LocalizedText: ResolverTypeWrapper<LocationParent>;
  LocalizedValue: ResolverTypeWrapper<LocalizedValue>;
  Location: ResolverTypeWrapper<LocationParent>;
  LocationDirectoryPage: ResolverTypeWrapper<Omit<LocationDirectoryPage, 'countries'> & { countries: Array<ResolversTypes['CountryLocations']> }>;
  MarkNotificationsInput: MarkNotificationsInput;
  MileageKind: MileageKind;
  Multimedia: Multimedia;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterTokenInput: NewsletterTokenInput;
  NewsletterTokenPayload: ResolverTypeWrapper<NewsletterTokenPayload>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdge>;
  NotificationValue: ResolverTypeWrapper<NotificationValue>;
  NotificationsChangedPayload: ResolverTypeWrapper<NotificationsChangedPayload>;
  OpeningHours: ResolverTypeWrapper<OpeningHoursParent>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageSizes: ResolverTypeWrapper<PageSizes>;
  PaginationMode: PaginationMode;
  PayTestSessionInput: PayTestSessionInput;
  PaymentOption: PaymentOption;
  PaymentProvider: PaymentProvider;
  PaymentSession: ResolverTypeWrapper<PaymentSession>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<QuoteParent>;
  QuoteBlock: ResolverTypeWrapper<QuoteBlock>;
  QuoteExtra: ResolverTypeWrapper<QuoteExtra>;
  QuoteInput: QuoteInput;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangePayload: ResolverTypeWrapper<RequestEmailChangePayload>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResendActivationInput: ResendActivationInput;
  ResendActivationPayload: ResolverTypeWrapper<ResendActivationPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<Omit<ResetPasswordPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SearchCarsInput: SearchCarsInput;
  SendContactMessageInput: SendContactMessageInput;
  SendContactMessagePayload: ResolverTypeWrapper<SendContactMessagePayload>;
  SetBookingStatusInput: SetBookingStatusInput;
  SetBookingStatusPayload: ResolverTypeWrapper<SetBookingStatusPayload>;
  Settings: ResolverTypeWrapper<Settings>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SignOutOtherSessionsPayload: ResolverTypeWrapper<SignOutOtherSessionsPayload>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<Omit<SignUpPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SocialProvider: SocialProvider;
  SocialSignInInput: SocialSignInInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  SubscribeNewsletterPayload: ResolverTypeWrapper<SubscribeNewsletterPayload>;
  Supplier: ResolverTypeWrapper<SupplierParent>;
  SupplierCount: ResolverTypeWrapper<SupplierCountParent>;
  UpdateAvatarInput: UpdateAvatarInput;
  UpdateAvatarPayload: ResolverTypeWrapper<Omit<UpdateAvatarPayload, 'user'> & { user: ResolversTypes['User'] }>;
  UpdateBookingInput: UpdateBookingInput;
  UpdateEmailNotificationsInput: UpdateEmailNotificationsInput;
  UpdateEmailNotificationsPayload: ResolverTypeWrapper<Omit<UpdateEmailNotificationsPayload, 'user'> & { user: ResolversTypes['User'] }>;
  UpdateLanguageInput: UpdateLanguageInput;
  UpdateLanguagePayload: ResolverTypeWrapper<Omit<UpdateLanguagePayload, 'user'> & { user: ResolversTypes['User'] }>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user: ResolversTypes['User'] }>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadLicenceInput: UploadLicenceInput;
  UploadLicencePayload: ResolverTypeWrapper<UploadLicencePayload>;
  User: ResolverTypeWrapper<UserParent>;
  UserType: UserType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivateAccountInput: ActivateAccountInput;
  ActivateAccountPayload: Omit<ActivateAccountPayload, 'user'> & { user: ResolversParentTypes['User'] };
  AdditionalDriver: AdditionalDriver;
  AnalyticsSettings: AnalyticsSettings;
  AuthConfig: AuthConfig;
  Booking: BookingParent;
  BookingActionPayload: BookingActionPayload;
  BookingActionResult: BookingActionResult;
  BookingChangeQuote: Omit<BookingChangeQuote, 'quote'> & { quote: ResolversParentTypes['Quote'] };
  BookingConfirmation: BookingConfirmationParent;
  BookingConnection: BookingConnectionParent;
  BookingEdge: BookingEdgeParent;
  BookingExtras: BookingExtrasParent;
  BookingFilter: BookingFilter;
  BookingRefund: BookingRefund;
  BookingStatusChange: BookingStatusChange;
  Boolean: Scalars['Boolean']['output'];
  Car: CarParent;
  CarConnection: CarConnectionParent;
  CarEdge: CarEdgeParent;
  CarExtra: CarExtraParent;
  CarExtras: CarParent;
  CarImage: CarImage;
  CarOffer: CarOfferParent;
  CarOfferInput: CarOfferInput;
  CarPrices: CarParent;
  CarSearchConnection: CarSearchConnectionParent;
  CarSearchEdge: CarSearchEdgeParent;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'user'> & { user: ResolversParentTypes['User'] };
  CheckoutInput: CheckoutInput;
  CheckoutPayload: CheckoutPayload;
  CheckoutPersonInput: CheckoutPersonInput;
  CheckoutSessionStatus: CheckoutSessionStatusParent;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: ConfirmEmailChangePayload;
  ConvertAmountInput: ConvertAmountInput;
  ConvertedAmount: ConvertedAmount;
  Country: Country;
  CountryLocations: Omit<CountryLocations, 'locations'> & { locations: Array<ResolversParentTypes['Location']> };
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteAvatarPayload: Omit<DeleteAvatarPayload, 'user'> & { user: ResolversParentTypes['User'] };
  DeleteLicencePayload: DeleteLicencePayload;
  DeleteNotificationsInput: DeleteNotificationsInput;
  ExchangeRate: ExchangeRate;
  ExchangeRates: ExchangeRates;
  ExtrasInput: ExtrasInput;
  FinaliseCancellationInput: FinaliseCancellationInput;
  FinaliseCancellationPayload: FinaliseCancellationPayload;
  Float: Scalars['Float']['output'];
  GuestAccount: GuestAccount;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LicenceFile: LicenceFile;
  LocalizedText: LocationParent;
  LocalizedValue: LocalizedValue;
  Location: LocationParent;
  LocationDirectoryPage: Omit<LocationDirectoryPage, 'countries'> & { countries: Array<ResolversParentTypes['CountryLocations']> };
  MarkNotificationsInput: MarkNotificationsInput;
  Mutation: Record<PropertyKey, never>;
  NewsletterTokenInput: NewsletterTokenInput;
  NewsletterTokenPayload: NewsletterTokenPayload;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  NotificationEdge: NotificationEdge;
  NotificationValue: NotificationValue;
  NotificationsChangedPayload: NotificationsChangedPayload;
  OpeningHours: OpeningHoursParent;
  PageInfo: PageInfo;
  PageSizes: PageSizes;
  PayTestSessionInput: PayTestSessionInput;
  PaymentSession: PaymentSession;
  Query: Record<PropertyKey, never>;
  Quote: QuoteParent;
  QuoteBlock: QuoteBlock;
  QuoteExtra: QuoteExtra;
  QuoteInput: QuoteInput;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangePayload: RequestEmailChangePayload;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResendActivationInput: ResendActivationInput;
  ResendActivationPayload: ResendActivationPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: Omit<ResetPasswordPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SearchCarsInput: SearchCarsInput;
  SendContactMessageInput: SendContactMessageInput;
  SendContactMessagePayload: SendContactMessagePayload;
  SetBookingStatusInput: SetBookingStatusInput;
  SetBookingStatusPayload: SetBookingStatusPayload;
  Settings: Settings;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SignOutOtherSessionsPayload: SignOutOtherSessionsPayload;
  SignOutPayload: SignOutPayload;
  SignUpInput: SignUpInput;
  SignUpPayload: Omit<SignUpPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SocialSignInInput: SocialSignInInput;
  String: Scalars['String']['output'];
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  SubscribeNewsletterPayload: SubscribeNewsletterPayload;
  Supplier: SupplierParent;
  SupplierCount: SupplierCountParent;
  UpdateAvatarInput: UpdateAvatarInput;
  UpdateAvatarPayload: Omit<UpdateAvatarPayload, 'user'> & { user: ResolversParentTypes['User'] };
  UpdateBookingInput: UpdateBookingInput;
  UpdateEmailNotificationsInput: UpdateEmailNotificationsInput;
  UpdateEmailNotificationsPayload: Omit<UpdateEmailNotificationsPayload, 'user'> & { user: ResolversParentTypes['User'] };
  UpdateLanguageInput: UpdateLanguageInput;
  UpdateLanguagePayload: Omit<UpdateLanguagePayload, 'user'> & { user: ResolversParentTypes['User'] };
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'user'> & { user: ResolversParentTypes['User'] };
  Upload: Scalars['Upload']['output'];
  UploadLicenceInput: UploadLicenceInput;
  UploadLicencePayload: UploadLicencePayload;
  User: UserParent;
};

export type AuthDirectiveArgs = {
  types?: Maybe<Array<UserType>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = Context, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivateAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivateAccountPayload'] = ResolversParentTypes['ActivateAccountPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AdditionalDriverResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdditionalDriver'] = ResolversParentTypes['AdditionalDriver']> = {
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnalyticsSettings'] = ResolversParentTypes['AnalyticsSettings']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthConfig'] = ResolversParentTypes['AuthConfig']> = {
  appleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookAppId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recaptchaSiteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  additionalDriver?: Resolver<Maybe<ResolversTypes['AdditionalDriver']>, ParentType, ContextType>;
  breakdown?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  calendarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  car?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dropoffLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, Partial<BookingDropoffLocationArgs>>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  extras?: Resolver<ResolversTypes['BookingExtras'], ParentType, ContextType>;
  finished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentOption?: Resolver<ResolversTypes['PaymentOption'], ParentType, ContextType>;
  pickupLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, Partial<BookingPickupLocationArgs>>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BookingActionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingActionPayload'] = ResolversParentTypes['BookingActionPayload']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feeMayApply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BookingActionResult']>, ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingActionResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingActionResult'] = ResolversParentTypes['BookingActionResult']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeMayApply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skipped?: Resolver<Maybe<ResolversTypes['BookingSkipReason']>, ParentType, ContextType>;
};

export type BookingChangeQuoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingChangeQuote'] = ResolversParentTypes['BookingChangeQuote']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
};

export type BookingConfirmationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingConfirmation'] = ResolversParentTypes['BookingConfirmation']> = {
  breakdown?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  calendarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancellationDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  car?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dropoffLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, Partial<BookingConfirmationDropoffLocationArgs>>;
  dueAtPickup?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guestAccount?: Resolver<Maybe<ResolversTypes['GuestAccount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidOnline?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentOption?: Resolver<ResolversTypes['PaymentOption'], ParentType, ContextType>;
  pickupLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, Partial<BookingConfirmationPickupLocationArgs>>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BookingConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingConnection'] = ResolversParentTypes['BookingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BookingEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BookingEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingEdge'] = ResolversParentTypes['BookingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
};

export type BookingExtrasResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingExtras'] = ResolversParentTypes['BookingExtras']> = {
  additionalDriver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amendments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collisionDamageWaiver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullInsurance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  theftProtection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BookingRefundResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingRefund'] = ResolversParentTypes['BookingRefund']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  testMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BookingStatusChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookingStatusChange'] = ResolversParentTypes['BookingStatusChange']> = {
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
};

export type CarResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Car'] = ResolversParentTypes['Car']> = {
  aircon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  doors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extras?: Resolver<ResolversTypes['CarExtras'], ParentType, ContextType>;
  fuelPolicy?: Resolver<ResolversTypes['FuelPolicy'], ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['FuelType'], ParentType, ContextType>;
  gearbox?: Resolver<ResolversTypes['Gearbox'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['CarImage']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType, Partial<CarLocationsArgs>>;
  mileage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  multimedia?: Resolver<Array<ResolversTypes['Multimedia']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['CarOffer']>, ParentType, ContextType, RequireFields<CarOfferArgs, 'input'>>;
  payLaterAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CarPrices'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['CarRange'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType>;
  trips?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unlimitedMileage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CarConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarConnection'] = ResolversParentTypes['CarConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CarEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarEdge'] = ResolversParentTypes['CarEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
};

export type CarExtraResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarExtra'] = ResolversParentTypes['CarExtra']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type CarExtrasResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarExtras'] = ResolversParentTypes['CarExtras']> = {
  additionalDriver?: Resolver<ResolversTypes['CarExtra'], ParentType, ContextType>;
  amendments?: Resolver<ResolversTypes['CarExtra'], ParentType, ContextType>;
  cancellation?: Resolver<ResolversTypes['CarExtra'], ParentType, ContextType>;
  collisionDamageWaiver?: Resolver<ResolversTypes['CarExtra'], ParentType, ContextType>;
  fullInsurance?: Resolver<ResolversTypes['CarExtra'], ParentType, ContextType>;
  theftProtection?: Resolver<ResolversTypes['CarExtra'], ParentType, ContextType>;
};

export type CarImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarImage'] = ResolversParentTypes['CarImage']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarOffer'] = ResolversParentTypes['CarOffer']> = {
  cancellationDeadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
};

export type CarPricesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarPrices'] = ResolversParentTypes['CarPrices']> = {
  biWeekly?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  daily?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountedBiWeekly?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  discountedDaily?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  discountedMonthly?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  discountedWeekly?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  monthly?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  weekly?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type CarSearchConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarSearchConnection'] = ResolversParentTypes['CarSearchConnection']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['CarSearchEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  supplierCounts?: Resolver<Array<ResolversTypes['SupplierCount']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarSearchEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarSearchEdge'] = ResolversParentTypes['CarSearchEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeCancellationUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
  payAtPickUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CheckoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutPayload'] = ResolversParentTypes['CheckoutPayload']> = {
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentSession']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CheckoutSessionStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutSessionStatus'] = ResolversParentTypes['CheckoutSessionStatus']> = {
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  booking?: Resolver<Maybe<ResolversTypes['BookingConfirmation']>, ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookingReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['PaymentProvider']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CheckoutSessionState'], ParentType, ContextType>;
};

export type ConfirmEmailChangePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmEmailChangePayload'] = ResolversParentTypes['ConfirmEmailChangePayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConvertedAmountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConvertedAmount'] = ResolversParentTypes['ConvertedAmount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fetchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryLocationsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CountryLocations'] = ResolversParentTypes['CountryLocations']> = {
  continued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeleteAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeleteAvatarPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAvatarPayload'] = ResolversParentTypes['DeleteAvatarPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type DeleteLicencePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteLicencePayload'] = ResolversParentTypes['DeleteLicencePayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExchangeRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fetchedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ExchangeRatesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExchangeRates'] = ResolversParentTypes['ExchangeRates']> = {
  base?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fetchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FinaliseCancellationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinaliseCancellationPayload'] = ResolversParentTypes['FinaliseCancellationPayload']> = {
  change?: Resolver<ResolversTypes['BookingStatusChange'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['BookingRefund']>, ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GuestAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GuestAccount'] = ResolversParentTypes['GuestAccount']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LicenceFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LicenceFile'] = ResolversParentTypes['LicenceFile']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  es?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizedValueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LocalizedValue'] = ResolversParentTypes['LocalizedValue']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameValues?: Resolver<Array<ResolversTypes['LocalizedValue']>, ParentType, ContextType>;
  names?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  openingHours?: Resolver<ResolversTypes['OpeningHours'], ParentType, ContextType>;
};

export type LocationDirectoryPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LocationDirectoryPage'] = ResolversParentTypes['LocationDirectoryPage']> = {
  countries?: Resolver<Array<ResolversTypes['CountryLocations']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateAccount?: Resolver<ResolversTypes['ActivateAccountPayload'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkout?: Resolver<ResolversTypes['CheckoutPayload'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangePayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['NewsletterTokenPayload'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteAllNotifications?: Resolver<ResolversTypes['NotificationsChangedPayload'], ParentType, ContextType>;
  deleteAvatar?: Resolver<ResolversTypes['DeleteAvatarPayload'], ParentType, ContextType>;
  deleteBookings?: Resolver<ResolversTypes['BookingActionPayload'], ParentType, ContextType, RequireFields<MutationDeleteBookingsArgs, 'ids'>>;
  deleteLicence?: Resolver<ResolversTypes['DeleteLicencePayload'], ParentType, ContextType>;
  deleteNotifications?: Resolver<ResolversTypes['NotificationsChangedPayload'], ParentType, ContextType, RequireFields<MutationDeleteNotificationsArgs, 'input'>>;
  finaliseCancellation?: Resolver<ResolversTypes['FinaliseCancellationPayload'], ParentType, ContextType, RequireFields<MutationFinaliseCancellationArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['NotificationsChangedPayload'], ParentType, ContextType>;
  markNotifications?: Resolver<ResolversTypes['NotificationsChangedPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationsArgs, 'input'>>;
  payTestSession?: Resolver<ResolversTypes['CheckoutSessionStatus'], ParentType, ContextType, RequireFields<MutationPayTestSessionArgs, 'input'>>;
  requestBookingCancellation?: Resolver<ResolversTypes['BookingActionPayload'], ParentType, ContextType, RequireFields<MutationRequestBookingCancellationArgs, 'ids'>>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangePayload'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendActivation?: Resolver<ResolversTypes['ResendActivationPayload'], ParentType, ContextType, RequireFields<MutationResendActivationArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['SendContactMessagePayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setBookingStatus?: Resolver<ResolversTypes['SetBookingStatusPayload'], ParentType, ContextType, RequireFields<MutationSetBookingStatusArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInStaff?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInStaffArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  signOutOtherSessions?: Resolver<ResolversTypes['SignOutOtherSessionsPayload'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  socialSignIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSocialSignInArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['SubscribeNewsletterPayload'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterTokenPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'input'>>;
  updateAvatar?: Resolver<ResolversTypes['UpdateAvatarPayload'], ParentType, ContextType, RequireFields<MutationUpdateAvatarArgs, 'input'>>;
  updateBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationUpdateBookingArgs, 'input'>>;
  updateEmailNotifications?: Resolver<ResolversTypes['UpdateEmailNotificationsPayload'], ParentType, ContextType, RequireFields<MutationUpdateEmailNotificationsArgs, 'input'>>;
  updateLanguage?: Resolver<ResolversTypes['UpdateLanguagePayload'], ParentType, ContextType, RequireFields<MutationUpdateLanguageArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadLicence?: Resolver<ResolversTypes['UploadLicencePayload'], ParentType, ContextType, RequireFields<MutationUploadLicenceArgs, 'input'>>;
};

export type NewsletterTokenPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewsletterTokenPayload'] = ResolversParentTypes['NewsletterTokenPayload']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['NotificationValue']>, ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationValueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationValue'] = ResolversParentTypes['NotificationValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationsChangedPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationsChangedPayload'] = ResolversParentTypes['NotificationsChangedPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpeningHoursResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = {
  closes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageSizesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageSizes'] = ResolversParentTypes['PageSizes']> = {
  lists?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentSession'] = ResolversParentTypes['PaymentSession']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  authConfig?: Resolver<ResolversTypes['AuthConfig'], ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<QueryBookingArgs, 'id'>>;
  bookingChangeQuote?: Resolver<ResolversTypes['BookingChangeQuote'], ParentType, ContextType, RequireFields<QueryBookingChangeQuoteArgs, 'input'>>;
  bookings?: Resolver<ResolversTypes['BookingConnection'], ParentType, ContextType, Partial<QueryBookingsArgs>>;
  car?: Resolver<Maybe<ResolversTypes['Car']>, ParentType, ContextType, RequireFields<QueryCarArgs, 'id'>>;
  cars?: Resolver<ResolversTypes['CarConnection'], ParentType, ContextType, Partial<QueryCarsArgs>>;
  checkoutSession?: Resolver<ResolversTypes['CheckoutSessionStatus'], ParentType, ContextType, RequireFields<QueryCheckoutSessionArgs, 'id'>>;
  convertAmount?: Resolver<ResolversTypes['ConvertedAmount'], ParentType, ContextType, RequireFields<QueryConvertAmountArgs, 'input'>>;
  exchangeRates?: Resolver<ResolversTypes['ExchangeRates'], ParentType, ContextType>;
  locationDirectory?: Resolver<ResolversTypes['LocationDirectoryPage'], ParentType, ContextType, Partial<QueryLocationDirectoryArgs>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType, Partial<QueryLocationsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'input'>>;
  searchCars?: Resolver<ResolversTypes['CarSearchConnection'], ParentType, ContextType, RequireFields<QuerySearchCarsArgs, 'input'>>;
  settings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
  suppliers?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  blocks?: Resolver<Array<ResolversTypes['QuoteBlock']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extras?: Resolver<Array<ResolversTypes['QuoteExtra']>, ParentType, ContextType>;
  extrasTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  perDay?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rental?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type QuoteBlockResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuoteBlock'] = ResolversParentTypes['QuoteBlock']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discounted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type QuoteExtraResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuoteExtra'] = ResolversParentTypes['QuoteExtra']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ExtraKind'], ParentType, ContextType>;
  perDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type RequestEmailChangePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestEmailChangePayload'] = ResolversParentTypes['RequestEmailChangePayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResendActivationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResendActivationPayload'] = ResolversParentTypes['ResendActivationPayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SendContactMessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendContactMessagePayload'] = ResolversParentTypes['SendContactMessagePayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SetBookingStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetBookingStatusPayload'] = ResolversParentTypes['SetBookingStatusPayload']> = {
  change?: Resolver<ResolversTypes['BookingStatusChange'], ParentType, ContextType>;
};

export type SettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = {
  analytics?: Resolver<Maybe<ResolversTypes['AnalyticsSettings']>, ParentType, ContextType>;
  baseCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closingHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositThresholds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  infiniteScrollOnMobile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  maxRentalDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLeadHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openingHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSizes?: Resolver<ResolversTypes['PageSizes'], ParentType, ContextType>;
  paginationMode?: Resolver<ResolversTypes['PaginationMode'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SignOutOtherSessionsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignOutOtherSessionsPayload'] = ResolversParentTypes['SignOutOtherSessionsPayload']> = {
  ended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignUpPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SubscribeNewsletterPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscribeNewsletterPayload'] = ResolversParentTypes['SubscribeNewsletterPayload']> = {
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SupplierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = {
  carCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payLaterAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SupplierCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierCount'] = ResolversParentTypes['SupplierCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType>;
};

export type UpdateAvatarPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateAvatarPayload'] = ResolversParentTypes['UpdateAvatarPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UpdateEmailNotificationsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateEmailNotificationsPayload'] = ResolversParentTypes['UpdateEmailNotificationsPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UpdateLanguagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateLanguagePayload'] = ResolversParentTypes['UpdateLanguagePayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadLicencePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadLicencePayload'] = ResolversParentTypes['UploadLicencePayload']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temporary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enableEmailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasLicence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['LicenceFile']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  ActivateAccountPayload?: ActivateAccountPayloadResolvers<ContextType>;
  AdditionalDriver?: AdditionalDriverResolvers<ContextType>;
  AnalyticsSettings?: AnalyticsSettingsResolvers<ContextType>;
  AuthConfig?: AuthConfigResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingActionPayload?: BookingActionPayloadResolvers<ContextType>;
  BookingActionResult?: BookingActionResultResolvers<ContextType>;
  BookingChangeQuote?: BookingChangeQuoteResolvers<ContextType>;
  BookingConfirmation?: BookingConfirmationResolvers<ContextType>;
  BookingConnection?: BookingConnectionResolvers<ContextType>;
  BookingEdge?: BookingEdgeResolvers<ContextType>;
  BookingExtras?: BookingExtrasResolvers<ContextType>;
  BookingRefund?: BookingRefundResolvers<ContextType>;
  BookingStatusChange?: BookingStatusChangeResolvers<ContextType>;
  Car?: CarResolvers<ContextType>;
  CarConnection?: CarConnectionResolvers<ContextType>;
  CarEdge?: CarEdgeResolvers<ContextType>;
  CarExtra?: CarExtraResolvers<ContextType>;
  CarExtras?: CarExtrasResolvers<ContextType>;
  CarImage?: CarImageResolvers<ContextType>;
  CarOffer?: CarOfferResolvers<ContextType>;
  CarPrices?: CarPricesResolvers<ContextType>;
  CarSearchConnection?: CarSearchConnectionResolvers<ContextType>;
  CarSearchEdge?: CarSearchEdgeResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  CheckoutSessionStatus?: CheckoutSessionStatusResolvers<ContextType>;
  ConfirmEmailChangePayload?: ConfirmEmailChangePayloadResolvers<ContextType>;
  ConvertedAmount?: ConvertedAmountResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountryLocations?: CountryLocationsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteAvatarPayload?: DeleteAvatarPayloadResolvers<ContextType>;
  DeleteLicencePayload?: DeleteLicencePayloadResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  ExchangeRates?: ExchangeRatesResolvers<ContextType>;
  FinaliseCancellationPayload?: FinaliseCancellationPayloadResolvers<ContextType>;
  GuestAccount?: GuestAccountResolvers<ContextType>;
  LicenceFile?: LicenceFileResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  LocalizedValue?: LocalizedValueResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationDirectoryPage?: LocationDirectoryPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterTokenPayload?: NewsletterTokenPayloadResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationValue?: NotificationValueResolvers<ContextType>;
  NotificationsChangedPayload?: NotificationsChangedPayloadResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageSizes?: PageSizesResolvers<ContextType>;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteBlock?: QuoteBlockResolvers<ContextType>;
  QuoteExtra?: QuoteExtraResolvers<ContextType>;
  RequestEmailChangePayload?: RequestEmailChangePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResendActivationPayload?: ResendActivationPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SendContactMessagePayload?: SendContactMessagePayloadResolvers<ContextType>;
  SetBookingStatusPayload?: SetBookingStatusPayloadResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutOtherSessionsPayload?: SignOutOtherSessionsPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  SubscribeNewsletterPayload?: SubscribeNewsletterPayloadResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierCount?: SupplierCountResolvers<ContextType>;
  UpdateAvatarPayload?: UpdateAvatarPayloadResolvers<ContextType>;
  UpdateEmailNotificationsPayload?: UpdateEmailNotificationsPayloadResolvers<ContextType>;
  UpdateLanguagePayload?: UpdateLanguagePayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadLicencePayload?: UploadLicencePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
