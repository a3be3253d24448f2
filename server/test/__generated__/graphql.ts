/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which bookings to list (all given conditions together). */
export type BookingFilter = {
  /** Staff: only this driver's bookings. */
  driverId?: string | number | null | undefined;
  /** Picked up at or after this instant. */
  from?: Date | string | null | undefined;
  /**
   * Only the booking with this reference (at most one, and only one the caller may see). Read
   * leniently: any case, with or without the `EBL` prefix and the dash (`ebl-7k3q9m`, `7K3Q9M`).
   * Text that cannot be a reference matches nothing.
   */
  reference?: string | null | undefined;
  /** Only these statuses. */
  statuses?: Array<BookingStatus> | null | undefined;
  /** Staff: only these suppliers' bookings. */
  supplierIds?: Array<string | number> | null | undefined;
  /** Returned at or before this instant. */
  to?: Date | string | null | undefined;
};

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

/** The period to price a car for. */
export type CarOfferInput = {
  /** Pick-up instant. */
  from: Date | string;
  /** Pay later makes cancellation and amendments free (default payOnline). */
  paymentOption?: PaymentOption | null | undefined;
  /** Drop-off instant. */
  to: Date | string;
};

/** Size class of a vehicle. */
export type CarRange =
  | 'maxi'
  | 'midi'
  | 'mini'
  | 'scooter';

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
  confirmPassword: string;
  /** Current password; omit for an account that has none yet. */
  currentPassword?: string | null | undefined;
  /** New password, 6 to 128 characters. */
  newPassword: string;
};

/** What to book (pay later). Any price or status is the server's to decide and is not an input. */
export type CheckoutInput = {
  /** The additional driver, required when the additionalDriver extra is chosen. */
  additionalDriver?: CheckoutPersonInput | null | undefined;
  /** The car. */
  carId: string | number;
  /** Display currency: USD (default), EUR, GBP or IQD; the booking stores it with today's rate. Pay online charges the total in it, except IQD, which the card processor does not take: a pay-online booking shown in IQD is charged and stored in USD (the stored price). Pay later keeps IQD and its rate. */
  currency?: string | null | undefined;
  /** The guest driver's details; required without a session, ignored with one (except a missing birth date). */
  driver?: CheckoutPersonInput | null | undefined;
  /** Drop-off location. */
  dropoffLocationId: string | number;
  /** Chosen extras. */
  extras?: ExtrasInput | null | undefined;
  /** Pick-up instant. */
  from: Date | string;
  /** The temporary licence upload's name (uploadLicence); a signed-in driver may omit it when a licence is on file. */
  licence?: string | null | undefined;
  /** Pay at pick-up (payLater, the default) or online now (payOnline). */
  paymentOption?: PaymentOption | null | undefined;
  /** Pick-up location (the car must be offered there). */
  pickupLocationId: string | number;
  /** The bot check's token (reCAPTCHA), required from a guest when the bot check is configured. */
  recaptchaToken?: string | null | undefined;
  /** Drop-off instant. */
  to: Date | string;
};

/** A person's details at checkout. */
export type CheckoutPersonInput = {
  /** The Terms accepted (a guest driver must). */
  acceptTerms?: boolean | null | undefined;
  /** Birth date, YYYY-MM-DD (or an ISO instant, read as its date in Erbil time). */
  birthDate?: string | null | undefined;
  /** Email address. */
  email?: string | null | undefined;
  /** Full name. */
  fullName?: string | null | undefined;
  /** Language of the guest's mails: en, fr, es, ckb or ar (default en). */
  language?: string | null | undefined;
  /** Phone number (Iraqi numbers may omit +964). */
  phone?: string | null | undefined;
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

/** The token of the emailed link. */
export type ConfirmEmailChangeInput = {
  /** Token from the link. */
  token: string;
};

/** What to convert. */
export type ConvertAmountInput = {
  /** A non-negative decimal number as a string, e.g. `"250"` or `"42.50"`. */
  amount: string;
  /** Currency of the amount: USD, EUR, GBP or IQD. */
  from: string;
  /** Currency wanted: USD, EUR, GBP or IQD. */
  to: string;
};

/** Confirms the deletion of the account. */
export type DeleteAccountInput = {
  /** The current password; required when the account has one. */
  password?: string | null | undefined;
};

/** Which notifications to delete. */
export type DeleteNotificationsInput = {
  /** The notifications' ids (at most 1000), all the user's own. */
  ids: Array<string | number>;
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
  additionalDriver?: boolean | null | undefined;
  /** Amendments. */
  amendments?: boolean | null | undefined;
  /** Cancellation. */
  cancellation?: boolean | null | undefined;
  /** Collision damage waiver. */
  collisionDamageWaiver?: boolean | null | undefined;
  /** Full insurance. */
  fullInsurance?: boolean | null | undefined;
  /** Theft protection. */
  theftProtection?: boolean | null | undefined;
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

/** Which notifications to mark, and how. */
export type MarkNotificationsInput = {
  /** The notifications' ids (at most 1000), all the user's own. */
  ids: Array<string | number>;
  /** True: mark read; false: mark unread. */
  read: boolean;
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

/** How lists are paged in the web app. */
export type PaginationMode =
  /** Numbered pages with Previous and Next. */
  | 'classic'
  /** More results load as the end of the list comes into view. */
  | 'infiniteScroll';

/** A card on the local test payment page. */
export type PayTestSessionInput = {
  /** Card number (spaces allowed). */
  cardNumber: string;
  /** Name on the card. */
  cardholderName?: string | null | undefined;
  /** Card validation code (3 or 4 digits). */
  cvc: string;
  /** Expiry, MM/YY. */
  expiry: string;
  /** The session to pay. */
  sessionId: string | number;
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

/** What to price. */
export type QuoteInput = {
  /** The car. */
  carId: string | number;
  /** Chosen extras. */
  extras?: ExtrasInput | null | undefined;
  /** Pick-up instant. */
  from: Date | string;
  /** Pay later makes cancellation and amendments free (default payOnline). */
  paymentOption?: PaymentOption | null | undefined;
  /** Drop-off instant. */
  to: Date | string;
};

/** The new e-mail address. */
export type RequestEmailChangeInput = {
  /** The new address; the confirmation link is sent there. */
  email: string;
  /** The current password; required when the account has one. */
  password?: string | null | undefined;
};

/** Who forgot their password. */
export type RequestPasswordResetInput = {
  /** Email address of the account. */
  email: string;
  /** Ignored (kept for existing clients): the email is always in the account's stored language. */
  language?: string | null | undefined;
  /** reCAPTCHA v3 token (action `forgot_password`), when the bot check is on. */
  recaptchaToken?: string | null | undefined;
};

/** A new password with the emailed token. */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** New password, 6 to 128 characters. */
  password: string;
  /** Token from the emailed link. */
  token: string;
};

/** What a driver is looking for. List filters match any of their values; absent means any. */
export type SearchCarsInput = {
  /** Air conditioning required. */
  aircon?: boolean | null | undefined;
  /** Where it is returned; absent or equal to the pick-up location for a same-location return. */
  dropoffLocation?: string | number | null | undefined;
  /**
   * Only cars with free cancellation for these dates (see `CarSearchEdge.freeCancellationUntil`):
   * none when pick-up is less than 24 hours away. Absent or false: any.
   */
  freeCancellation?: boolean | null | undefined;
  /** Pick-up instant. */
  from: Date | string;
  /** Only these fuel policies. */
  fuelPolicies?: Array<FuelPolicy> | null | undefined;
  /** Only these fuel types. */
  fuelTypes?: Array<FuelType> | null | undefined;
  /** Only these gearboxes. */
  gearboxes?: Array<Gearbox> | null | undefined;
  /** Deposit at most this many USD (the web offers 250, 500, 750). */
  maxDeposit?: number | null | undefined;
  /** Limited and/or unlimited mileage. */
  mileage?: Array<MileageKind> | null | undefined;
  /** Rating at least this (1 to 5). */
  minRating?: number | null | undefined;
  /** More than five seats required. */
  moreThanFiveSeats?: boolean | null | undefined;
  /** More than four doors required. */
  moreThanFourDoors?: boolean | null | undefined;
  /** Every listed item required. */
  multimedia?: Array<Multimedia> | null | undefined;
  /** Only cars the driver may pay for at pick-up (their supplier allows pay later). Absent or false: any. */
  payAtPickUp?: boolean | null | undefined;
  /** Where the car is picked up. */
  pickupLocation: string | number;
  /**
   * Only these size classes. Absent or empty: every class but `scooter` (a car search shows no
   * scooters unless the driver picks that size: list `scooter`, alone or with others).
   */
  ranges?: Array<CarRange> | null | undefined;
  /** Exactly this many seats. */
  seats?: number | null | undefined;
  /** Order of the results. */
  sort?: CarSort | null | undefined;
  /** Only these suppliers. */
  suppliers?: Array<string | number> | null | undefined;
  /** Drop-off instant. */
  to: Date | string;
};

/** A staff change of a booking's status. */
export type SetBookingStatusInput = {
  /** The booking. */
  id: string | number;
  /** Why (at most 500 characters), kept in the booking's history; a default is recorded without one. */
  reason?: string | null | undefined;
  /** The status to move it to. */
  status: BookingStatus;
};

/** Email and password. */
export type SignInInput = {
  /** Email address. */
  email: string;
  /** Password. */
  password: string;
  /** Bot-check token (reCAPTCHA v3, action `sign_in`); read only while the account is under attack. */
  recaptchaToken?: string | null | undefined;
  /** Keep the session for 30 days instead of the browser session. */
  stayConnected?: boolean | null | undefined;
};

/** Social sign-in providers. */
export type SocialProvider =
  | 'apple'
  | 'facebook'
  | 'google';

/** A social provider's token. */
export type SocialSignInInput = {
  /** Full name for a new account when the token does not carry one (Apple sends it once). */
  fullName?: string | null | undefined;
  /** Language of a new account. */
  language?: string | null | undefined;
  /** Which provider issued the token. */
  provider: SocialProvider;
  /** Keep the session for 30 days. */
  stayConnected?: boolean | null | undefined;
  /** Google or Apple ID token (JWT), or Facebook user access token. */
  token: string;
};

/** The picture of updateAvatar. */
export type UpdateAvatarInput = {
  /** The image (multipart request). Null or missing answers 'Please add an image.'. */
  file?: File | null | undefined;
};

/** A change to a booking (every field is the new value; extras left out are off). */
export type UpdateBookingInput = {
  /** The additional driver, required when the additionalDriver extra is chosen. */
  additionalDriver?: CheckoutPersonInput | null | undefined;
  /** Drop-off location. */
  dropoffLocationId: string | number;
  /** Chosen extras. */
  extras?: ExtrasInput | null | undefined;
  /** Pick-up instant. */
  from: Date | string;
  /** The booking. */
  id: string | number;
  /** Pick-up location (the car must be offered there). */
  pickupLocationId: string | number;
  /** Drop-off instant. */
  to: Date | string;
};

/** The e-mail notifications switch. */
export type UpdateEmailNotificationsInput = {
  /** True: notifications are also sent by e-mail. */
  enabled: boolean;
};

/** Profile fields; leave a field out to keep it. */
export type UpdateProfileInput = {
  /** At most 500 characters; null or empty clears it. */
  bio?: string | null | undefined;
  /** Birth date, YYYY-MM-DD (or an ISO instant, read as its date in Erbil time), at least MIN_AGE (18) years ago; null or empty clears it. */
  birthDate?: string | null | undefined;
  /** Full name, 1 to 100 characters. */
  fullName?: string | null | undefined;
  /** At most 100 characters; null or empty clears it. */
  location?: string | null | undefined;
  /** Phone number (international format, or Iraqi national format); null or empty clears it. */
  phone?: string | null | undefined;
};

/** What a user account is. */
export type UserType =
  /** Staff of the rental business. */
  | 'admin'
  /** A customer who rents cars. */
  | 'driver'
  /** A company that rents out cars. */
  | 'supplier';

export type AccountApiKeysOp1QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp1Query = { suppliers: Array<{ name: string }> };

export type AccountApiKeysOp2MutationVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp2Mutation = { signOut: { signedOut: boolean } };

export type AccountApiKeysOp3QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp3Query = { me: { id: string } | null };

export type AccountApiKeysOp4QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp4Query = { suppliers: Array<{ name: string }> };

export type AccountApiKeysOp5QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp5Query = { suppliers: Array<{ id: string }> };

export type AccountApiKeysOp6QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp6Query = { suppliers: Array<{ id: string }> };

export type AccountApiKeysOp7QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp7Query = { suppliers: Array<{ id: string }> };

export type AccountApiKeysOp8QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp8Query = { suppliers: Array<{ id: string }> };

export type AccountApiKeysOp9QueryVariables = Exact<{ [key: string]: never; }>;


export type AccountApiKeysOp9Query = { suppliers: Array<{ id: string }> };

export type BirthDateUpdateMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type BirthDateUpdateMutation = { updateProfile: { user: { birthDate: string | null } } };

export type MailLanguageOp1MutationVariables = Exact<{
  e?: string | null | undefined;
  l?: string | null | undefined;
}>;


export type MailLanguageOp1Mutation = { resendActivation: { sent: boolean } };

export type MailLanguageOp2MutationVariables = Exact<{
  e: string;
  l?: string | null | undefined;
}>;


export type MailLanguageOp2Mutation = { requestPasswordReset: { sent: boolean } };

export type MailLanguageOp3MutationVariables = Exact<{
  i: SignInInput;
}>;


export type MailLanguageOp3Mutation = { signIn: { user: { id: string } } };

export type MailLanguageOp4MutationVariables = Exact<{ [key: string]: never; }>;


export type MailLanguageOp4Mutation = { updateLanguage: { user: { language: string } } };

export type MailLanguageOp5MutationVariables = Exact<{
  e: string;
}>;


export type MailLanguageOp5Mutation = { requestPasswordReset: { sent: boolean } };

export type ProvidersSocialMutationVariables = Exact<{
  i: SocialSignInInput;
}>;


export type ProvidersSocialMutation = { socialSignIn: { user: { id: string, email: string, fullName: string, verified: boolean, hasPassword: boolean } } };

export type ProvidersOp1QueryVariables = Exact<{ [key: string]: never; }>;


export type ProvidersOp1Query = { authConfig: { googleClientId: string | null, appleClientId: string | null, facebookAppId: string | null, recaptchaSiteKey: string | null } };

export type ProvidersOp2MutationVariables = Exact<{
  i: RequestPasswordResetInput;
}>;


export type ProvidersOp2Mutation = { requestPasswordReset: { sent: boolean } };

export type SigninSessionsOp1MutationVariables = Exact<{ [key: string]: never; }>;


export type SigninSessionsOp1Mutation = { signOut: { signedOut: boolean } };

export type SigninSessionsRequestMutationVariables = Exact<{
  e: string;
}>;


export type SigninSessionsRequestMutation = { requestPasswordReset: { sent: boolean } };

export type SigninSessionsResetMutationVariables = Exact<{
  i: ResetPasswordInput;
}>;


export type SigninSessionsResetMutation = { resetPassword: { user: { id: string } } };

export type SigninSessionsChangeMutationVariables = Exact<{
  i: ChangePasswordInput;
}>;


export type SigninSessionsChangeMutation = { changePassword: { user: { id: string, hasPassword: boolean } } };

export type SignupActivateMutationVariables = Exact<{
  t: string;
}>;


export type SignupActivateMutation = { activateAccount: { user: { id: string, verified: boolean } } };

export type SignupOp1MutationVariables = Exact<{
  e?: string | null | undefined;
}>;


export type SignupOp1Mutation = { resendActivation: { sent: boolean } };

export type SignupOp2MutationVariables = Exact<{
  i: SignInInput;
}>;


export type SignupOp2Mutation = { signIn: { user: { id: string } } };

export type SignupOp3MutationVariables = Exact<{ [key: string]: never; }>;


export type SignupOp3Mutation = { resendActivation: { sent: boolean } };

export type StaffSignInSignInStaffMutationVariables = Exact<{
  input: SignInInput;
}>;


export type StaffSignInSignInStaffMutation = { signInStaff: { user: { id: string, email: string, type: UserType } } };

export type StaffSignInSetStatusMutationVariables = Exact<{
  input: SetBookingStatusInput;
}>;


export type StaffSignInSetStatusMutation = { setBookingStatus: { change: { from: BookingStatus, to: BookingStatus, changedBy: string } } };

export type StaffSignInOp1MutationVariables = Exact<{
  input: SignInInput;
}>;


export type StaffSignInOp1Mutation = { signIn: { user: { id: string } } };

export type BookingChangesQuoteQueryVariables = Exact<{
  i: UpdateBookingInput;
}>;


export type BookingChangesQuoteQuery = { bookingChangeQuote: { currentTotal: string, available: boolean, quote: { total: string, days: number, extras: Array<{ kind: ExtraKind, chosen: boolean, amount: string }> } } };

export type BookingChangesUpdateMutationVariables = Exact<{
  i: UpdateBookingInput;
}>;


export type BookingChangesUpdateMutation = { updateBooking: { id: string, from: string, to: string, days: number, price: string, status: BookingStatus, calendarUrl: string | null, editable: boolean, pickupLocation: { id: string }, dropoffLocation: { id: string }, extras: { theftProtection: boolean, additionalDriver: boolean, fullInsurance: boolean }, additionalDriver: { fullName: string, email: string, phone: string, birthDate: string } | null } };

export type BookingChangesPublicQuoteQueryVariables = Exact<{
  i: QuoteInput;
}>;


export type BookingChangesPublicQuoteQuery = { quote: { total: string } };

export type BookingChangesNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingChangesNotificationsQuery = { notifications: { edges: Array<{ node: { code: string, message: string, bookingId: string | null } }> } };

export type BookingChangesCalendarQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingChangesCalendarQuery = { booking: { calendarUrl: string | null } };

export type ExtrasFlagsCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type ExtrasFlagsCheckoutMutation = { checkout: { bookingId: string, status: string, sessionId: string } };

export type ExtrasFlagsPayMutationVariables = Exact<{
  input: PayTestSessionInput;
}>;


export type ExtrasFlagsPayMutation = { payTestSession: { state: CheckoutSessionState } };

export type ExtrasFlagsListQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtrasFlagsListQuery = { bookings: { edges: Array<{ node: { id: string, extras: { cancellation: boolean, amendments: boolean, theftProtection: boolean, collisionDamageWaiver: boolean, fullInsurance: boolean, additionalDriver: boolean } } }> } };

export type ExtrasFlagsOneQueryVariables = Exact<{
  id: string | number;
}>;


export type ExtrasFlagsOneQuery = { booking: { id: string, extras: { cancellation: boolean, amendments: boolean, theftProtection: boolean, collisionDamageWaiver: boolean, fullInsurance: boolean, additionalDriver: boolean } } };

export type ReferencesCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type ReferencesCheckoutMutation = { checkout: { bookingId: string, reference: string, status: string, sessionId: string, payment: { id: string } | null } };

export type ReferencesStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type ReferencesStatusQuery = { checkoutSession: { state: CheckoutSessionState, bookingId: string | null, bookingReference: string | null } };

export type ReferencesPayMutationVariables = Exact<{
  input: PayTestSessionInput;
}>;


export type ReferencesPayMutation = { payTestSession: { state: CheckoutSessionState, bookingReference: string | null } };

export type ReferencesListQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
}>;


export type ReferencesListQuery = { bookings: { edges: Array<{ node: { id: string, reference: string } }> } };

export type ReferencesBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type ReferencesBookingQuery = { booking: { id: string, reference: string } };

export type ReferencesNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferencesNotificationsQuery = { notifications: { edges: Array<{ node: { bookingId: string | null, message: string } }> } };

export type ReferencesSetMutationVariables = Exact<{
  input: SetBookingStatusInput;
}>;


export type ReferencesSetMutation = { setBookingStatus: { change: { to: BookingStatus } } };

export type CheckoutPayLaterMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutPayLaterMutation = { checkout: { bookingId: string, status: string, total: string, currency: string, exchangeRate: string } };

export type CheckoutQuoteQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type CheckoutQuoteQuery = { quote: { total: string } };

export type CheckoutMeHasLicenceQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutMeHasLicenceQuery = { me: { hasLicence: boolean } | null };

export type CurrencyRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencyRatesQuery = { exchangeRates: { base: string, fetchedAt: string | null, provider: string | null, stale: boolean, rates: Array<{ currency: string, rate: string }> } };

export type CurrencyConvertQueryVariables = Exact<{
  input: ConvertAmountInput;
}>;


export type CurrencyConvertQuery = { convertAmount: { amount: string, from: string, to: string, stale: boolean } };

export type CurrencyRateSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencyRateSourcesQuery = { exchangeRates: { rates: Array<{ currency: string, rate: string, provider: string, fetchedAt: string }> } };

export type CarPagePageQueryVariables = Exact<{
  id: string | number;
  offer: CarOfferInput;
  language?: string | null | undefined;
}>;


export type CarPagePageQuery = { car: { id: string, name: string, payLaterAllowed: boolean, deposit: string, mileage: number | null, unlimitedMileage: boolean, fuelPolicy: FuelPolicy, images: Array<{ width: number, url: string }>, supplier: { id: string, name: string, logoUrl: string | null, rating: number | null, carCount: number, payLaterAllowed: boolean }, locations: Array<{ id: string, name: string, address: string, latitude: number, longitude: number, openingHours: { opens: string, closes: string, timeZone: string } }>, offer: { cancellationDeadline: string, quote: { days: number, rental: string, total: string, perDay: string, blocks: Array<{ size: number, count: number, unitPrice: string, discounted: boolean, amount: string }>, extras: Array<{ kind: ExtraKind, available: boolean, included: boolean, chosen: boolean, unitPrice: string | null, amount: string }> } } | null } | null };

export type CarPageOp1QueryVariables = Exact<{
  i: QuoteInput;
}>;


export type CarPageOp1Query = { quote: { days: number, rental: string, total: string, perDay: string, blocks: Array<{ size: number, count: number, unitPrice: string, discounted: boolean, amount: string }>, extras: Array<{ kind: ExtraKind, available: boolean, included: boolean, chosen: boolean, unitPrice: string | null, amount: string }> } };

export type CarPageOp2QueryVariables = Exact<{
  i: QuoteInput;
}>;


export type CarPageOp2Query = { quote: { total: string, extras: Array<{ kind: ExtraKind, included: boolean, chosen: boolean, amount: string }> } };

export type CatalogueOp1QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOp1Query = { locations: Array<{ id: string, name: string, latitude: number, longitude: number, names: { en: string, fr: string, es: string } }> };

export type CatalogueOp2QueryVariables = Exact<{
  l?: string | null | undefined;
}>;


export type CatalogueOp2Query = { locations: Array<{ id: string, name: string }> };

export type CatalogueOp3QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOp3Query = { locations: Array<{ id: string }> };

export type CatalogueOp4QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOp4Query = { suppliers: Array<{ id: string, name: string, logoUrl: string | null, payLaterAllowed: boolean, carCount: number }> };

export type CatalogueOp5QueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueOp5Query = { car: { id: string, name: string, imageUrl: string | null, fuelType: FuelType, gearbox: Gearbox, seats: number, doors: number, mileage: number | null, unlimitedMileage: boolean, range: CarRange, multimedia: Array<Multimedia>, deposit: string, supplier: { id: string, name: string }, locations: Array<{ id: string, name: string }>, prices: { daily: string, discountedDaily: string | null, weekly: string | null }, extras: { cancellation: { available: boolean, included: boolean, price: string | null }, theftProtection: { available: boolean, included: boolean, price: string | null } } } | null };

export type CatalogueOp6QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOp6Query = { car: { id: string } | null };

export type CatalogueOp7QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOp7Query = { car: { id: string } | null };

export type CatalogueOp8QueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type CatalogueOp8Query = { cars: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CatalogueOp9QueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOp9Query = { cars: { edges: Array<{ node: { id: string } }>, pageInfo: { hasNextPage: boolean } } };

export type NotificationsApiPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  language?: string | null | undefined;
}>;


export type NotificationsApiPageQuery = { notifications: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, code: string, message: string, bookingId: string | null, isRead: boolean, createdAt: string, values: Array<{ name: string, value: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type NotificationsApiCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsApiCountQuery = { unreadNotificationCount: number };

export type NotificationsApiMarkMutationVariables = Exact<{
  i: MarkNotificationsInput;
}>;


export type NotificationsApiMarkMutation = { markNotifications: { count: number, unreadCount: number } };

export type NotificationsApiDeleteMutationVariables = Exact<{
  i: DeleteNotificationsInput;
}>;


export type NotificationsApiDeleteMutation = { deleteNotifications: { count: number, unreadCount: number } };

export type NotificationsBOp1MutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationsBOp1Mutation = { markAllNotificationsRead: { count: number, unreadCount: number } };

export type NotificationsBOp2MutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationsBOp2Mutation = { deleteAllNotifications: { count: number, unreadCount: number } };

export type NotificationsApiMarkAllMutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationsApiMarkAllMutation = { markAllNotificationsRead: { count: number } };

export type NotificationsApiDeleteAllMutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationsApiDeleteAllMutation = { deleteAllNotifications: { count: number } };

export type PayStripeCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type PayStripeCheckoutMutation = { checkout: { bookingId: string, status: string, total: string, sessionId: string, payment: { id: string, provider: PaymentProvider, clientSecret: string | null, publishableKey: string | null, amount: string, currency: string, expiresAt: string } | null } };

export type PayStripeStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type PayStripeStatusQuery = { checkoutSession: { id: string, state: CheckoutSessionState, provider: PaymentProvider | null, bookingId: string | null, amount: string | null, currency: string | null } };

export type PayStripePayMutationVariables = Exact<{
  input: PayTestSessionInput;
}>;


export type PayStripePayMutation = { payTestSession: { id: string, state: CheckoutSessionState } };

export type PayStripeSearchQueryVariables = Exact<{
  input: SearchCarsInput;
}>;


export type PayStripeSearchQuery = { searchCars: { totalCount: number } };

export type PayStripeQuoteQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type PayStripeQuoteQuery = { quote: { total: string } };

export type PayOnlineCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type PayOnlineCheckoutMutation = { checkout: { bookingId: string, status: string, total: string, currency: string, sessionId: string, payment: { id: string, provider: PaymentProvider, clientSecret: string | null, publishableKey: string | null, amount: string, currency: string, expiresAt: string } | null } };

export type PayOnlineStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type PayOnlineStatusQuery = { checkoutSession: { id: string, state: CheckoutSessionState, provider: PaymentProvider | null, bookingId: string | null, amount: string | null, currency: string | null, expiresAt: string | null } };

export type PayOnlinePayMutationVariables = Exact<{
  input: PayTestSessionInput;
}>;


export type PayOnlinePayMutation = { payTestSession: { id: string, state: CheckoutSessionState, provider: PaymentProvider | null, bookingId: string | null } };

export type PayOnlineSearchQueryVariables = Exact<{
  input: SearchCarsInput;
}>;


export type PayOnlineSearchQuery = { searchCars: { totalCount: number } };

export type PayOnlineQuoteQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type PayOnlineQuoteQuery = { quote: { total: string } };

export type SessionBookingCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type SessionBookingCheckoutMutation = { checkout: { bookingId: string, status: string, total: string, sessionId: string } };

export type SessionBookingPayMutationVariables = Exact<{
  input: PayTestSessionInput;
}>;


export type SessionBookingPayMutation = { payTestSession: { state: CheckoutSessionState } };

export type SessionBookingConfirmationQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionBookingConfirmationQuery = { checkoutSession: { state: CheckoutSessionState, booking: { id: string, reference: string, status: BookingStatus, from: string, to: string, days: number, paymentOption: PaymentOption, price: string, currency: string, exchangeRate: string, paidOnline: string, dueAtPickup: string, cancellationDeadline: string | null, calendarUrl: string, car: { name: string, imageUrl: string | null }, supplier: { name: string }, pickupLocation: { name: string }, dropoffLocation: { name: string }, breakdown: { days: number, total: string, extras: Array<{ kind: ExtraKind, chosen: boolean, amount: string }> } | null, guestAccount: { email: string } | null } | null } };

export type ProfileUpdateProfileMutationVariables = Exact<{
  i: UpdateProfileInput;
}>;


export type ProfileUpdateProfileMutation = { updateProfile: { user: { id: string, fullName: string, phone: string | null, birthDate: string | null, bio: string | null, location: string | null } } };

export type ProfileBOp1MutationVariables = Exact<{
  i: UpdateEmailNotificationsInput;
}>;


export type ProfileBOp1Mutation = { updateEmailNotifications: { user: { enableEmailNotifications: boolean } } };

export type ProfileUpdateAvatarMutationVariables = Exact<{
  i: UpdateAvatarInput;
}>;


export type ProfileUpdateAvatarMutation = { updateAvatar: { user: { avatarUrl: string | null } } };

export type ProfileRequestChangeMutationVariables = Exact<{
  i: RequestEmailChangeInput;
}>;


export type ProfileRequestChangeMutation = { requestEmailChange: { sent: boolean, email: string } };

export type ProfileConfirmChangeMutationVariables = Exact<{
  i: ConfirmEmailChangeInput;
}>;


export type ProfileConfirmChangeMutation = { confirmEmailChange: { email: string } };

export type ProfileBOp2QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp2Query = { me: { email: string, pendingEmail: string | null } | null };

export type ProfileBOp3QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp3Query = { me: { email: string } | null };

export type ProfileBOp4MutationVariables = Exact<{
  i: SignInInput;
}>;


export type ProfileBOp4Mutation = { signIn: { user: { id: string } } };

export type ProfileBOp5MutationVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp5Mutation = { signOutOtherSessions: { ended: number } };

export type ProfileBOp6QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp6Query = { me: { id: string } | null };

export type ProfileBOp7QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp7Query = { me: { id: string } | null };

export type ProfileBOp8QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp8Query = { me: { id: string } | null };

export type ProfileBOp9QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp9Query = { me: { hasLicence: boolean, licence: { fileName: string, mimeType: string, sizeBytes: number, uploadedAt: string, url: string } | null } | null };

export type ProfileBOp10MutationVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp10Mutation = { deleteLicence: { deleted: boolean } };

export type ProfileBOp11QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp11Query = { me: { hasLicence: boolean, licence: { url: string } | null } | null };

export type ProfileBOp12MutationVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp12Mutation = { deleteLicence: { deleted: boolean } };

export type ProfileDeleteMutationVariables = Exact<{
  i: DeleteAccountInput;
}>;


export type ProfileDeleteMutation = { deleteAccount: { deleted: boolean } };

export type ProfileBOp13QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp13Query = { me: { id: string } | null };

export type ProfileBOp14QueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileBOp14Query = { me: { id: string } | null };

export type ProfileBOp15MutationVariables = Exact<{
  i: SignInInput;
}>;


export type ProfileBOp15Mutation = { signIn: { user: { id: string } } };

export type MarksSearchQueryVariables = Exact<{
  input: SearchCarsInput;
}>;


export type MarksSearchQuery = { searchCars: { totalCount: number, edges: Array<{ payAtPickUp: boolean, freeCancellationUntil: string | null, node: { id: string, range: CarRange, extras: { cancellation: { price: string | null } }, supplier: { id: string, payLaterAllowed: boolean } } }> } };

export type SearchSearchQueryVariables = Exact<{
  input: SearchCarsInput;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchSearchQuery = { searchCars: { days: number, totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, gearbox: Gearbox, deposit: string, supplier: { id: string }, locations: Array<{ id: string }> }, quote: { total: string, rental: string, days: number, perDay: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, supplierCounts: Array<{ count: number, supplier: { id: string, name: string } }> } };

export type SearchOp1QueryVariables = Exact<{
  input: SearchCarsInput;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchOp1Query = { searchCars: { totalCount: number, edges: Array<{ node: { id: string, rating: number | null }, quote: { total: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SearchOp2QueryVariables = Exact<{
  input: SearchCarsInput;
  after?: string | null | undefined;
}>;


export type SearchOp2Query = { searchCars: { edges: Array<{ node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SearchOp3QueryVariables = Exact<{
  i: QuoteInput;
}>;


export type SearchOp3Query = { quote: { days: number, total: string, rental: string, extrasTotal: string, currency: string, extras: Array<{ kind: ExtraKind, chosen: boolean, amount: string }>, blocks: Array<{ size: number, count: number }> } };

export type SearchOp4QueryVariables = Exact<{
  i: QuoteInput;
}>;


export type SearchOp4Query = { quote: { total: string } };

export type SearchOp5QueryVariables = Exact<{
  i: QuoteInput;
}>;


export type SearchOp5Query = { quote: { total: string } };

export type SettingsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSettingsQuery = { settings: { openingHour: number, closingHour: number, minLeadHours: number, minimumAge: number, timeZone: string, maxRentalDays: number, depositThresholds: Array<number>, currencies: Array<string>, baseCurrency: string, languages: Array<string>, defaultLanguage: string, paginationMode: PaginationMode, infiniteScrollOnMobile: boolean, pageSizes: { searchResults: number, lists: number, max: number } } };

export type SettingsSearchQueryVariables = Exact<{
  i: SearchCarsInput;
}>;


export type SettingsSearchQuery = { searchCars: { totalCount: number, edges: Array<{ quote: { total: string } }> } };

export type SettingsQuoteQueryVariables = Exact<{
  i: QuoteInput;
}>;


export type SettingsQuoteQuery = { quote: { days: number, total: string } };

export type FinaliseCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type FinaliseCheckoutMutation = { checkout: { bookingId: string, total: string, sessionId: string } };

export type FinaliseStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type FinaliseStatusQuery = { checkoutSession: { state: CheckoutSessionState } };

export type FinalisePayMutationVariables = Exact<{
  input: PayTestSessionInput;
}>;


export type FinalisePayMutation = { payTestSession: { state: CheckoutSessionState } };


export const AccountApiKeysOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp1Query, AccountApiKeysOp1QueryVariables>;
export const AccountApiKeysOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountApiKeysOp2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp2Mutation, AccountApiKeysOp2MutationVariables>;
export const AccountApiKeysOp3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp3Query, AccountApiKeysOp3QueryVariables>;
export const AccountApiKeysOp4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp4Query, AccountApiKeysOp4QueryVariables>;
export const AccountApiKeysOp5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp5"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp5Query, AccountApiKeysOp5QueryVariables>;
export const AccountApiKeysOp6Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp6"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp6Query, AccountApiKeysOp6QueryVariables>;
export const AccountApiKeysOp7Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp7"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp7Query, AccountApiKeysOp7QueryVariables>;
export const AccountApiKeysOp8Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp8"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp8Query, AccountApiKeysOp8QueryVariables>;
export const AccountApiKeysOp9Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeysOp9"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountApiKeysOp9Query, AccountApiKeysOp9QueryVariables>;
export const BirthDateUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BirthDateUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}}]}}]} as unknown as DocumentNode<BirthDateUpdateMutation, BirthDateUpdateMutationVariables>;
export const MailLanguageOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailLanguageOp1"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendActivation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<MailLanguageOp1Mutation, MailLanguageOp1MutationVariables>;
export const MailLanguageOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailLanguageOp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<MailLanguageOp2Mutation, MailLanguageOp2MutationVariables>;
export const MailLanguageOp3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailLanguageOp3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MailLanguageOp3Mutation, MailLanguageOp3MutationVariables>;
export const MailLanguageOp4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailLanguageOp4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"StringValue","value":"es","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<MailLanguageOp4Mutation, MailLanguageOp4MutationVariables>;
export const MailLanguageOp5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailLanguageOp5"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"StringValue","value":"fr","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<MailLanguageOp5Mutation, MailLanguageOp5MutationVariables>;
export const ProvidersSocialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProvidersSocial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocialSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]}}]} as unknown as DocumentNode<ProvidersSocialMutation, ProvidersSocialMutationVariables>;
export const ProvidersOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvidersOp1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleClientId"}},{"kind":"Field","name":{"kind":"Name","value":"appleClientId"}},{"kind":"Field","name":{"kind":"Name","value":"facebookAppId"}},{"kind":"Field","name":{"kind":"Name","value":"recaptchaSiteKey"}}]}}]}}]} as unknown as DocumentNode<ProvidersOp1Query, ProvidersOp1QueryVariables>;
export const ProvidersOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProvidersOp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<ProvidersOp2Mutation, ProvidersOp2MutationVariables>;
export const SigninSessionsOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SigninSessionsOp1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<SigninSessionsOp1Mutation, SigninSessionsOp1MutationVariables>;
export const SigninSessionsRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SigninSessionsRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<SigninSessionsRequestMutation, SigninSessionsRequestMutationVariables>;
export const SigninSessionsResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SigninSessionsReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SigninSessionsResetMutation, SigninSessionsResetMutationVariables>;
export const SigninSessionsChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SigninSessionsChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]}}]} as unknown as DocumentNode<SigninSessionsChangeMutation, SigninSessionsChangeMutationVariables>;
export const SignupActivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}}]}}]} as unknown as DocumentNode<SignupActivateMutation, SignupActivateMutationVariables>;
export const SignupOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupOp1"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendActivation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<SignupOp1Mutation, SignupOp1MutationVariables>;
export const SignupOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupOp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SignupOp2Mutation, SignupOp2MutationVariables>;
export const SignupOp3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupOp3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendActivation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<SignupOp3Mutation, SignupOp3MutationVariables>;
export const StaffSignInSignInStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignInSignInStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSignInSignInStaffMutation, StaffSignInSignInStaffMutationVariables>;
export const StaffSignInSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignInSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSignInSetStatusMutation, StaffSignInSetStatusMutationVariables>;
export const StaffSignInOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignInOp1"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSignInOp1Mutation, StaffSignInOp1MutationVariables>;
export const BookingChangesQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangesQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingChangeQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<BookingChangesQuoteQuery, BookingChangesQuoteQueryVariables>;
export const BookingChangesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingChangesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropoffLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theftProtection"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDriver"}},{"kind":"Field","name":{"kind":"Name","value":"fullInsurance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalDriver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<BookingChangesUpdateMutation, BookingChangesUpdateMutationVariables>;
export const BookingChangesPublicQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangesPublicQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BookingChangesPublicQuoteQuery, BookingChangesPublicQuoteQueryVariables>;
export const BookingChangesNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangesNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingChangesNotificationsQuery, BookingChangesNotificationsQueryVariables>;
export const BookingChangesCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangesCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}}]}}]} as unknown as DocumentNode<BookingChangesCalendarQuery, BookingChangesCalendarQueryVariables>;
export const ExtrasFlagsCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtrasFlagsCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<ExtrasFlagsCheckoutMutation, ExtrasFlagsCheckoutMutationVariables>;
export const ExtrasFlagsPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtrasFlagsPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayTestSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTestSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ExtrasFlagsPayMutation, ExtrasFlagsPayMutationVariables>;
export const ExtrasFlagsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtrasFlagsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellation"}},{"kind":"Field","name":{"kind":"Name","value":"amendments"}},{"kind":"Field","name":{"kind":"Name","value":"theftProtection"}},{"kind":"Field","name":{"kind":"Name","value":"collisionDamageWaiver"}},{"kind":"Field","name":{"kind":"Name","value":"fullInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDriver"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExtrasFlagsListQuery, ExtrasFlagsListQueryVariables>;
export const ExtrasFlagsOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtrasFlagsOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellation"}},{"kind":"Field","name":{"kind":"Name","value":"amendments"}},{"kind":"Field","name":{"kind":"Name","value":"theftProtection"}},{"kind":"Field","name":{"kind":"Name","value":"collisionDamageWaiver"}},{"kind":"Field","name":{"kind":"Name","value":"fullInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"additionalDriver"}}]}}]}}]}}]} as unknown as DocumentNode<ExtrasFlagsOneQuery, ExtrasFlagsOneQueryVariables>;
export const ReferencesCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferencesCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ReferencesCheckoutMutation, ReferencesCheckoutMutationVariables>;
export const ReferencesStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferencesStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}}]}}]}}]} as unknown as DocumentNode<ReferencesStatusQuery, ReferencesStatusQueryVariables>;
export const ReferencesPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferencesPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayTestSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTestSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}}]}}]}}]} as unknown as DocumentNode<ReferencesPayMutation, ReferencesPayMutationVariables>;
export const ReferencesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferencesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReferencesListQuery, ReferencesListQueryVariables>;
export const ReferencesBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferencesBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<ReferencesBookingQuery, ReferencesBookingQueryVariables>;
export const ReferencesNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferencesNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReferencesNotificationsQuery, ReferencesNotificationsQueryVariables>;
export const ReferencesSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReferencesSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<ReferencesSetMutation, ReferencesSetMutationVariables>;
export const CheckoutPayLaterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutPayLater"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}}]}}]}}]} as unknown as DocumentNode<CheckoutPayLaterMutation, CheckoutPayLaterMutationVariables>;
export const CheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>;
export const CheckoutMeHasLicenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutMeHasLicence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLicence"}}]}}]}}]} as unknown as DocumentNode<CheckoutMeHasLicenceQuery, CheckoutMeHasLicenceQueryVariables>;
export const CurrencyRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrencyRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}}]}}]}}]} as unknown as DocumentNode<CurrencyRatesQuery, CurrencyRatesQueryVariables>;
export const CurrencyConvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrencyConvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertAmountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}}]}}]}}]} as unknown as DocumentNode<CurrencyConvertQuery, CurrencyConvertQueryVariables>;
export const CurrencyRateSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrencyRateSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CurrencyRateSourcesQuery, CurrencyRateSourcesQueryVariables>;
export const CarPagePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarPagePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CarOfferInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"car"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"payLaterAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"unlimitedMileage"}},{"kind":"Field","name":{"kind":"Name","value":"fuelPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"carCount"}},{"kind":"Field","name":{"kind":"Name","value":"payLaterAllowed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"rental"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perDay"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discounted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CarPagePageQuery, CarPagePageQueryVariables>;
export const CarPageOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarPageOp1"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"rental"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perDay"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discounted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<CarPageOp1Query, CarPageOp1QueryVariables>;
export const CarPageOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarPageOp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<CarPageOp2Query, CarPageOp2QueryVariables>;
export const CatalogueOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueOp1Query, CatalogueOp1QueryVariables>;
export const CatalogueOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"l"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"l"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CatalogueOp2Query, CatalogueOp2QueryVariables>;
export const CatalogueOp3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"StringValue","value":"de","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogueOp3Query, CatalogueOp3QueryVariables>;
export const CatalogueOp4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"payLaterAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"carCount"}}]}}]}}]} as unknown as DocumentNode<CatalogueOp4Query, CatalogueOp4QueryVariables>;
export const CatalogueOp5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp5"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"car"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"StringValue","value":"es","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"gearbox"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"doors"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"unlimitedMileage"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"multimedia"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daily"}},{"kind":"Field","name":{"kind":"Name","value":"discountedDaily"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theftProtection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueOp5Query, CatalogueOp5QueryVariables>;
export const CatalogueOp6Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp6"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"car"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"00000000-0000-4000-8000-000000000000","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogueOp6Query, CatalogueOp6QueryVariables>;
export const CatalogueOp7Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp7"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"car"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"not-a-uuid","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogueOp7Query, CatalogueOp7QueryVariables>;
export const CatalogueOp8Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp8"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"7"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueOp8Query, CatalogueOp8QueryVariables>;
export const CatalogueOp9Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOp9"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueOp9Query, CatalogueOp9QueryVariables>;
export const NotificationsApiPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsApiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsApiPageQuery, NotificationsApiPageQueryVariables>;
export const NotificationsApiCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsApiCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<NotificationsApiCountQuery, NotificationsApiCountQueryVariables>;
export const NotificationsApiMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsApiMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationsApiMarkMutation, NotificationsApiMarkMutationVariables>;
export const NotificationsApiDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsApiDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteNotificationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationsApiDeleteMutation, NotificationsApiDeleteMutationVariables>;
export const NotificationsBOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsBOp1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationsBOp1Mutation, NotificationsBOp1MutationVariables>;
export const NotificationsBOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsBOp2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAllNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationsBOp2Mutation, NotificationsBOp2MutationVariables>;
export const NotificationsApiMarkAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsApiMarkAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<NotificationsApiMarkAllMutation, NotificationsApiMarkAllMutationVariables>;
export const NotificationsApiDeleteAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsApiDeleteAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAllNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<NotificationsApiDeleteAllMutation, NotificationsApiDeleteAllMutationVariables>;
export const PayStripeCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayStripeCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<PayStripeCheckoutMutation, PayStripeCheckoutMutationVariables>;
export const PayStripeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayStripeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PayStripeStatusQuery, PayStripeStatusQueryVariables>;
export const PayStripePayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayStripePay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayTestSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTestSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<PayStripePayMutation, PayStripePayMutationVariables>;
export const PayStripeSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayStripeSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PayStripeSearchQuery, PayStripeSearchQueryVariables>;
export const PayStripeQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayStripeQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PayStripeQuoteQuery, PayStripeQuoteQueryVariables>;
export const PayOnlineCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOnlineCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<PayOnlineCheckoutMutation, PayOnlineCheckoutMutationVariables>;
export const PayOnlineStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayOnlineStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PayOnlineStatusQuery, PayOnlineStatusQueryVariables>;
export const PayOnlinePayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOnlinePay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayTestSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTestSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}}]}}]}}]} as unknown as DocumentNode<PayOnlinePayMutation, PayOnlinePayMutationVariables>;
export const PayOnlineSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayOnlineSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PayOnlineSearchQuery, PayOnlineSearchQueryVariables>;
export const PayOnlineQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayOnlineQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PayOnlineQuoteQuery, PayOnlineQuoteQueryVariables>;
export const SessionBookingCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionBookingCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<SessionBookingCheckoutMutation, SessionBookingCheckoutMutationVariables>;
export const SessionBookingPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionBookingPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayTestSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTestSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SessionBookingPayMutation, SessionBookingPayMutationVariables>;
export const SessionBookingConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionBookingConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"paidOnline"}},{"kind":"Field","name":{"kind":"Name","value":"dueAtPickup"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"car"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"StringValue","value":"fr","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropoffLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionBookingConfirmationQuery, SessionBookingConfirmationQueryVariables>;
export const ProfileUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileUpdateProfileMutation, ProfileUpdateProfileMutationVariables>;
export const ProfileBOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileBOp1"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmailNotificationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableEmailNotifications"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileBOp1Mutation, ProfileBOp1MutationVariables>;
export const ProfileUpdateAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileUpdateAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAvatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileUpdateAvatarMutation, ProfileUpdateAvatarMutationVariables>;
export const ProfileRequestChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileRequestChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProfileRequestChangeMutation, ProfileRequestChangeMutationVariables>;
export const ProfileConfirmChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileConfirmChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProfileConfirmChangeMutation, ProfileConfirmChangeMutationVariables>;
export const ProfileBOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp2Query, ProfileBOp2QueryVariables>;
export const ProfileBOp3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp3Query, ProfileBOp3QueryVariables>;
export const ProfileBOp4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileBOp4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileBOp4Mutation, ProfileBOp4MutationVariables>;
export const ProfileBOp5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileBOp5"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ended"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp5Mutation, ProfileBOp5MutationVariables>;
export const ProfileBOp6Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp6"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp6Query, ProfileBOp6QueryVariables>;
export const ProfileBOp7Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp7"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp7Query, ProfileBOp7QueryVariables>;
export const ProfileBOp8Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp8"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp8Query, ProfileBOp8QueryVariables>;
export const ProfileBOp9Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp9"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLicence"}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileBOp9Query, ProfileBOp9QueryVariables>;
export const ProfileBOp10Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileBOp10"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLicence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp10Mutation, ProfileBOp10MutationVariables>;
export const ProfileBOp11Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp11"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLicence"}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileBOp11Query, ProfileBOp11QueryVariables>;
export const ProfileBOp12Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileBOp12"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLicence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp12Mutation, ProfileBOp12MutationVariables>;
export const ProfileDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<ProfileDeleteMutation, ProfileDeleteMutationVariables>;
export const ProfileBOp13Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp13"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp13Query, ProfileBOp13QueryVariables>;
export const ProfileBOp14Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileBOp14"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProfileBOp14Query, ProfileBOp14QueryVariables>;
export const ProfileBOp15Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileBOp15"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileBOp15Mutation, ProfileBOp15MutationVariables>;
export const MarksSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarksSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payLaterAllowed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payAtPickUp"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]}}]}}]} as unknown as DocumentNode<MarksSearchQuery, MarksSearchQueryVariables>;
export const SearchSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gearbox"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rental"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"perDay"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSearchQuery, SearchSearchQueryVariables>;
export const SearchOp1Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchOp1"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SearchOp1Query, SearchOp1QueryVariables>;
export const SearchOp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchOp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SearchOp2Query, SearchOp2QueryVariables>;
export const SearchOp3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchOp3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rental"}},{"kind":"Field","name":{"kind":"Name","value":"extrasTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<SearchOp3Query, SearchOp3QueryVariables>;
export const SearchOp4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchOp4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SearchOp4Query, SearchOp4QueryVariables>;
export const SearchOp5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchOp5"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SearchOp5Query, SearchOp5QueryVariables>;
export const SettingsSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openingHour"}},{"kind":"Field","name":{"kind":"Name","value":"closingHour"}},{"kind":"Field","name":{"kind":"Name","value":"minLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalDays"}},{"kind":"Field","name":{"kind":"Name","value":"depositThresholds"}},{"kind":"Field","name":{"kind":"Name","value":"pageSizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchResults"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"paginationMode"}},{"kind":"Field","name":{"kind":"Name","value":"infiniteScrollOnMobile"}}]}}]}}]} as unknown as DocumentNode<SettingsSettingsQuery, SettingsSettingsQueryVariables>;
export const SettingsSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchCarsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SettingsSearchQuery, SettingsSearchQueryVariables>;
export const SettingsQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SettingsQuoteQuery, SettingsQuoteQueryVariables>;
export const FinaliseCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinaliseCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<FinaliseCheckoutMutation, FinaliseCheckoutMutationVariables>;
export const FinaliseStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinaliseStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<FinaliseStatusQuery, FinaliseStatusQueryVariables>;
export const FinalisePayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalisePay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayTestSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTestSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<FinalisePayMutation, FinalisePayMutationVariables>;