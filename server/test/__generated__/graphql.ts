/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What to book (pay later). Any price or status is the server's to decide and is not an input. */
export type CheckoutInput = {
  /** The additional driver, required when the additionalDriver extra is chosen. */
  additionalDriver?: CheckoutPersonInput | null | undefined;
  /** The car. */
  carId: string | number;
  /** Display currency: USD (default), EUR or GBP; the rate is today's stored rate. Pay online charges the total in it. */
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
  /** Language of the guest's mails: en, fr or es (default en). */
  language?: string | null | undefined;
  /** Phone number (Iraqi numbers may omit +964). */
  phone?: string | null | undefined;
};

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

/** How the driver pays. */
export type PaymentOption =
  /** Cash at pick-up; free cancellation and amendments. */
  | 'payLater'
  /** Card now. */
  | 'payOnline';

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


export const CheckoutPayLaterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutPayLater"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}}]}}]}}]} as unknown as DocumentNode<CheckoutPayLaterMutation, CheckoutPayLaterMutationVariables>;
export const CheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>;
export const CheckoutMeHasLicenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutMeHasLicence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLicence"}}]}}]}}]} as unknown as DocumentNode<CheckoutMeHasLicenceQuery, CheckoutMeHasLicenceQueryVariables>;