import { graphql } from '../../__generated__';

/** What a booking's row in the list (and the head of its own page) shows. */
export const BookingSummaryFragment = graphql(`
  fragment BookingSummary on Booking {
    id
    reference
    status
    from
    to
    price
    currency
    exchangeRate
    paymentOption
    cancelRequest
    createdAt
    finished
    editable
    cancellable
    deletable
    car {
      id
      name
      imageUrl
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
  }
`);

/** A page of the signed-in driver's bookings, newest first. */
export const BookingsQuery = graphql(`
  query Bookings($filter: BookingFilter, $first: Int, $after: String, $language: String) {
    bookings(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...BookingSummary
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Everything about one booking: its breakdown, extras, additional driver and calendar file. */
/** A quote's parts, as the booking page shows a breakdown (stored or proposed). */
export const QuotePartsFragment = graphql(`
  fragment QuoteParts on Quote {
    days
    rental
    extrasTotal
    total
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
      perDay
      unitPrice
      amount
    }
  }
`);

/** Everything the booking page shows of a booking (also what updateBooking answers, so the cache holds the saved booking). */
export const BookingDetailsFragment = graphql(`
  fragment BookingDetails on Booking {
    ...BookingSummary
    days
    cancelRequestedAt
    calendarUrl
    extras {
      cancellation
      amendments
      theftProtection
      collisionDamageWaiver
      fullInsurance
      additionalDriver
    }
    additionalDriver {
      fullName
      email
      phone
      birthDate
    }
    breakdown {
      ...QuoteParts
    }
  }
`);

export const BookingQuery = graphql(`
  query Booking($id: ID!, $language: String) {
    booking(id: $id) {
      ...BookingDetails
      car {
        id
        deposit
        locations(language: $language) {
          id
          name
        }
      }
    }
    locations(language: $language) {
      id
      name
    }
  }
`);

/** The server's price for a change, before it is saved. */
export const BookingChangeQuoteQuery = graphql(`
  query BookingChangeQuote($input: UpdateBookingInput!) {
    bookingChangeQuote(input: $input) {
      available
      currentTotal
      quote {
        ...QuoteParts
      }
    }
  }
`);
