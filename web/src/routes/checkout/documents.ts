import { graphql } from '../../__generated__';

/** What the checkout page shows of the car, its supplier and the rental locations. */
export const CheckoutCarQuery = graphql(`
  query CheckoutCar($id: ID!, $language: String) {
    car(id: $id) {
      id
      name
      imageUrl
      seats
      doors
      gearbox
      fuelType
      aircon
      deposit
      minimumAge
      supplier {
        id
        name
        logoUrl
        payLaterAllowed
      }
      extras {
        cancellation { available included price }
        amendments { available included price }
        theftProtection { available included price }
        collisionDamageWaiver { available included price }
        fullInsurance { available included price }
        additionalDriver { available included price }
      }
    }
    locations(language: $language) {
      id
      name
    }
  }
`);

/** The signed-in driver's details, for the read-only summary. */
export const CheckoutDriverQuery = graphql(`
  query CheckoutDriver {
    me {
      id
      type
      fullName
      email
      phone
      birthDate
      hasLicence
    }
  }
`);

/** The server's price for the chosen extras and payment option (the page never computes one). */
export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote($input: QuoteInput!) {
    quote(input: $input) {
      # The breakdown's parts, as the booking page shows them (routes/bookings/documents.ts).
      ...QuoteParts
      perDay
    }
  }
`);

export const UploadLicenceMutation = graphql(`
  mutation UploadLicence($input: UploadLicenceInput!) {
    uploadLicence(input: $input) {
      name
      temporary
    }
  }
`);

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      bookingId
      status
      sessionId
      payment {
        id
        provider
        clientSecret
        publishableKey
        amount
        currency
        expiresAt
      }
    }
  }
`);

export const CheckoutSessionQuery = graphql(`
  query CheckoutSession($id: ID!, $language: String) {
    checkoutSession(id: $id) {
      id
      state
      provider
      bookingId
      amount
      currency
      expiresAt
      booking {
        id
        reference
        status
        car {
          id
          name
          imageUrl
          deposit
        }
        supplier {
          id
          name
          logoUrl
        }
        pickupLocation(language: $language) {
          id
          name
        }
        dropoffLocation(language: $language) {
          id
          name
        }
        from
        to
        days
        paymentOption
        price
        currency
        exchangeRate
        breakdown {
          days
          blocks {
            size
            count
            unitPrice
            amount
          }
          extras {
            kind
            available
            included
            chosen
            amount
          }
          total
        }
        paidOnline
        dueAtPickup
        cancellationDeadline
        calendarUrl
        guestAccount {
          email
        }
      }
    }
  }
`);

export const PayTestSessionMutation = graphql(`
  mutation PayTestSession($input: PayTestSessionInput!) {
    payTestSession(input: $input) {
      id
      state
    }
  }
`);
