/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    type\n    email\n    fullName\n    language\n    enableEmailNotifications\n    verified\n    avatarUrl\n    hasPassword\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n      appleClientId\n      facebookAppId\n      recaptchaSiteKey\n    }\n  }\n": typeof types.AuthConfigDocument,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    imageUrl\n  }\n": typeof types.LocationCardFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  fragment CarCard on CarSearchEdge {\n    node {\n      id\n      name\n      imageUrl\n      supplier {\n        id\n        name\n      }\n      seats\n      gearbox\n      fuelType\n      aircon\n      mileage\n      unlimitedMileage\n    }\n    quote {\n      total\n      perDay\n      days\n    }\n    payAtPickUp\n    freeCancellationUntil\n  }\n": typeof types.CarCardFragmentDoc,
    "\n  query SearchFormLocations($language: String) {\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n": typeof types.SearchFormLocationsDocument,
    "\n  query ExchangeRates {\n    exchangeRates {\n      rates {\n        currency\n        rate\n        provider\n        fetchedAt\n      }\n    }\n  }\n": typeof types.ExchangeRatesDocument,
    "\n  query Settings {\n    settings {\n      openingHour\n      closingHour\n      minLeadHours\n      minimumAge\n      timeZone\n      maxRentalDays\n      # ── shell (issue 14): the footer's contact address, the consent banner's analytics.\n      contactEmail\n      analytics {\n        id\n        scriptUrl\n      }\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...SessionUser\n        phone\n        birthDate\n        bio\n        location\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateAvatar($input: UpdateAvatarInput!) {\n    updateAvatar(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.UpdateAvatarDocument,
    "\n  mutation DeleteAvatar {\n    deleteAvatar {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.DeleteAvatarDocument,
    "\n  mutation UpdateEmailNotifications($input: UpdateEmailNotificationsInput!) {\n    updateEmailNotifications(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.UpdateEmailNotificationsDocument,
    "\n  mutation SettingsLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SettingsLanguageDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      sent\n      email\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      ended\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation SettingsUploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n": typeof types.SettingsUploadLicenceDocument,
    "\n  mutation DeleteLicence {\n    deleteLicence {\n      deleted\n    }\n  }\n": typeof types.DeleteLicenceDocument,
    "\n  mutation ActivateAccount($input: ActivateAccountInput!) {\n    activateAccount(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.ActivateAccountDocument,
    "\n  mutation RequestBookingCancellation($ids: [ID!]!) {\n    requestBookingCancellation(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n": typeof types.RequestBookingCancellationDocument,
    "\n  mutation DeleteBookings($ids: [ID!]!) {\n    deleteBookings(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n": typeof types.DeleteBookingsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SubscribeNewsletter($input: SubscribeNewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      subscribed\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation ConfirmNewsletterSubscription($input: NewsletterTokenInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      done\n    }\n  }\n": typeof types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeNewsletter($input: NewsletterTokenInput!) {\n    unsubscribeNewsletter(input: $input) {\n      done\n    }\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  mutation MarkNotifications($input: MarkNotificationsInput!) {\n    markNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n": typeof types.MarkNotificationsDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      count\n      unreadCount\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotifications($input: DeleteNotificationsInput!) {\n    deleteNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n": typeof types.DeleteNotificationsDocument,
    "\n  mutation DeleteAllNotifications {\n    deleteAllNotifications {\n      count\n      unreadCount\n    }\n  }\n": typeof types.DeleteAllNotificationsDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendActivation($input: ResendActivationInput!) {\n    resendActivation(input: $input) {\n      sent\n    }\n  }\n": typeof types.ResendActivationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SocialSignInDocument,
    "\n  mutation UpdateBooking($input: UpdateBookingInput!, $language: String) {\n    updateBooking(input: $input) {\n      ...BookingDetails\n    }\n  }\n": typeof types.UpdateBookingDocument,
    "\n  mutation UpdateLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  query Notifications($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          message\n          bookingId\n          isRead\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query SettingsMe {\n    me {\n      ...SessionUser\n      phone\n      birthDate\n      bio\n      location\n      pendingEmail\n      licence {\n        fileName\n        mimeType\n        sizeBytes\n        uploadedAt\n        url\n      }\n    }\n  }\n": typeof types.SettingsMeDocument,
    "\n  fragment BookingSummary on Booking {\n    id\n    reference\n    status\n    from\n    to\n    price\n    currency\n    exchangeRate\n    paymentOption\n    cancelRequest\n    createdAt\n    finished\n    editable\n    cancellable\n    deletable\n    car {\n      id\n      name\n      imageUrl\n    }\n    supplier {\n      id\n      name\n      logoUrl\n    }\n    pickupLocation(language: $language) {\n      id\n      name\n    }\n    dropoffLocation(language: $language) {\n      id\n      name\n    }\n  }\n": typeof types.BookingSummaryFragmentDoc,
    "\n  query Bookings($filter: BookingFilter, $first: Int, $after: String, $language: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...BookingSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BookingsDocument,
    "\n  fragment QuoteParts on Quote {\n    days\n    rental\n    extrasTotal\n    total\n    blocks {\n      size\n      count\n      unitPrice\n      amount\n    }\n    extras {\n      kind\n      available\n      included\n      chosen\n      perDay\n      unitPrice\n      amount\n    }\n  }\n": typeof types.QuotePartsFragmentDoc,
    "\n  fragment BookingDetails on Booking {\n    ...BookingSummary\n    days\n    cancelRequestedAt\n    calendarUrl\n    extras {\n      cancellation\n      amendments\n      theftProtection\n      collisionDamageWaiver\n      fullInsurance\n      additionalDriver\n    }\n    additionalDriver {\n      fullName\n      email\n      phone\n      birthDate\n    }\n    breakdown {\n      ...QuoteParts\n    }\n  }\n": typeof types.BookingDetailsFragmentDoc,
    "\n  query Booking($id: ID!, $language: String) {\n    booking(id: $id) {\n      ...BookingDetails\n      car {\n        id\n        deposit\n        locations(language: $language) {\n          id\n          name\n        }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n": typeof types.BookingDocument,
    "\n  query BookingChangeQuote($input: UpdateBookingInput!) {\n    bookingChangeQuote(input: $input) {\n      available\n      currentTotal\n      quote {\n        ...QuoteParts\n      }\n    }\n  }\n": typeof types.BookingChangeQuoteDocument,
    "\n  query CarPage($id: ID!, $language: String, $offer: CarOfferInput!, $withOffer: Boolean!, $withPlaces: Boolean!) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      images { width url }\n      supplier { id name logoUrl rating carCount }\n      payLaterAllowed\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      rating\n      trips\n      mileage\n      unlimitedMileage\n      fuelPolicy\n      deposit\n      range\n      multimedia\n      minimumAge\n      available\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n      locations(language: $language) { ...CarPagePlace }\n      offer(input: $offer) @include(if: $withOffer) {\n        cancellationDeadline\n        quote {\n          days\n          rental\n          total\n          perDay\n          blocks { size count unitPrice discounted amount }\n          extras { kind included chosen perDay amount }\n        }\n      }\n    }\n    locations(language: $language) @include(if: $withPlaces) { ...CarPagePlace }\n  }\n  fragment CarPagePlace on Location {\n    id\n    name\n    address\n    latitude\n    longitude\n    openingHours { opens closes timeZone }\n  }\n": typeof types.CarPageDocument,
    "\n  query CheckoutCar($id: ID!, $language: String) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      deposit\n      minimumAge\n      supplier {\n        id\n        name\n        logoUrl\n        payLaterAllowed\n      }\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n": typeof types.CheckoutCarDocument,
    "\n  query CheckoutDriver {\n    me {\n      id\n      type\n      fullName\n      email\n      phone\n      birthDate\n      hasLicence\n    }\n  }\n": typeof types.CheckoutDriverDocument,
    "\n  query CheckoutQuote($input: QuoteInput!) {\n    quote(input: $input) {\n      # The breakdown's parts, as the booking page shows them (routes/bookings/documents.ts).\n      ...QuoteParts\n      perDay\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation UploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n": typeof types.UploadLicenceDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId\n      status\n      sessionId\n      payment {\n        id\n        provider\n        clientSecret\n        publishableKey\n        amount\n        currency\n        expiresAt\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  query CheckoutSession($id: ID!, $language: String) {\n    checkoutSession(id: $id) {\n      id\n      state\n      provider\n      bookingId\n      amount\n      currency\n      expiresAt\n      booking {\n        id\n        reference\n        status\n        car {\n          id\n          name\n          imageUrl\n          deposit\n        }\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        pickupLocation(language: $language) {\n          id\n          name\n        }\n        dropoffLocation(language: $language) {\n          id\n          name\n        }\n        from\n        to\n        days\n        paymentOption\n        price\n        currency\n        exchangeRate\n        breakdown {\n          days\n          blocks {\n            size\n            count\n            unitPrice\n            amount\n          }\n          extras {\n            kind\n            available\n            included\n            chosen\n            amount\n          }\n          total\n        }\n        paidOnline\n        dueAtPickup\n        cancellationDeadline\n        calendarUrl\n        guestAccount {\n          email\n        }\n      }\n    }\n  }\n": typeof types.CheckoutSessionDocument,
    "\n  mutation PayTestSession($input: PayTestSessionInput!) {\n    payTestSession(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.PayTestSessionDocument,
    "\n  query HomeLocations($language: String) {\n    locations(language: $language) {\n      id\n      ...LocationCard\n      ...LocationsMapLocation\n    }\n  }\n": typeof types.HomeLocationsDocument,
    "\n  fragment LocationsMapLocation on Location {\n    id\n    name\n    latitude\n    longitude\n  }\n": typeof types.LocationsMapLocationFragmentDoc,
    "\n  query HomeSuppliers {\n    suppliers {\n      id\n      name\n      logoUrl\n    }\n  }\n": typeof types.HomeSuppliersDocument,
    "\n  query LocationsPage($language: String, $page: Int) {\n    locationDirectory(language: $language, page: $page) {\n      page\n      pageSize\n      totalCount\n      countries {\n        continued\n        country {\n          id\n          name\n        }\n        locations {\n          id\n          name\n          carCount\n          ...LocationsMapLocation\n        }\n      }\n    }\n  }\n": typeof types.LocationsPageDocument,
    "\n  query SuppliersPage {\n    suppliers {\n      id\n      name\n      logoUrl\n      carCount\n    }\n  }\n": typeof types.SuppliersPageDocument,
    "\n  query SearchCars($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days\n      totalCount\n      edges {\n        cursor\n        ...CarCard\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      supplierCounts {\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        count\n      }\n    }\n  }\n": typeof types.SearchCarsDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    type\n    email\n    fullName\n    language\n    enableEmailNotifications\n    verified\n    avatarUrl\n    hasPassword\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n      appleClientId\n      facebookAppId\n      recaptchaSiteKey\n    }\n  }\n": types.AuthConfigDocument,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    imageUrl\n  }\n": types.LocationCardFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  fragment CarCard on CarSearchEdge {\n    node {\n      id\n      name\n      imageUrl\n      supplier {\n        id\n        name\n      }\n      seats\n      gearbox\n      fuelType\n      aircon\n      mileage\n      unlimitedMileage\n    }\n    quote {\n      total\n      perDay\n      days\n    }\n    payAtPickUp\n    freeCancellationUntil\n  }\n": types.CarCardFragmentDoc,
    "\n  query SearchFormLocations($language: String) {\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n": types.SearchFormLocationsDocument,
    "\n  query ExchangeRates {\n    exchangeRates {\n      rates {\n        currency\n        rate\n        provider\n        fetchedAt\n      }\n    }\n  }\n": types.ExchangeRatesDocument,
    "\n  query Settings {\n    settings {\n      openingHour\n      closingHour\n      minLeadHours\n      minimumAge\n      timeZone\n      maxRentalDays\n      # ── shell (issue 14): the footer's contact address, the consent banner's analytics.\n      contactEmail\n      analytics {\n        id\n        scriptUrl\n      }\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...SessionUser\n        phone\n        birthDate\n        bio\n        location\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateAvatar($input: UpdateAvatarInput!) {\n    updateAvatar(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.UpdateAvatarDocument,
    "\n  mutation DeleteAvatar {\n    deleteAvatar {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.DeleteAvatarDocument,
    "\n  mutation UpdateEmailNotifications($input: UpdateEmailNotificationsInput!) {\n    updateEmailNotifications(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.UpdateEmailNotificationsDocument,
    "\n  mutation SettingsLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SettingsLanguageDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      sent\n      email\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      ended\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation SettingsUploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n": types.SettingsUploadLicenceDocument,
    "\n  mutation DeleteLicence {\n    deleteLicence {\n      deleted\n    }\n  }\n": types.DeleteLicenceDocument,
    "\n  mutation ActivateAccount($input: ActivateAccountInput!) {\n    activateAccount(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.ActivateAccountDocument,
    "\n  mutation RequestBookingCancellation($ids: [ID!]!) {\n    requestBookingCancellation(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n": types.RequestBookingCancellationDocument,
    "\n  mutation DeleteBookings($ids: [ID!]!) {\n    deleteBookings(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n": types.DeleteBookingsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SubscribeNewsletter($input: SubscribeNewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      subscribed\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation ConfirmNewsletterSubscription($input: NewsletterTokenInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      done\n    }\n  }\n": types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeNewsletter($input: NewsletterTokenInput!) {\n    unsubscribeNewsletter(input: $input) {\n      done\n    }\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  mutation MarkNotifications($input: MarkNotificationsInput!) {\n    markNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n": types.MarkNotificationsDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      count\n      unreadCount\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotifications($input: DeleteNotificationsInput!) {\n    deleteNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n": types.DeleteNotificationsDocument,
    "\n  mutation DeleteAllNotifications {\n    deleteAllNotifications {\n      count\n      unreadCount\n    }\n  }\n": types.DeleteAllNotificationsDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendActivation($input: ResendActivationInput!) {\n    resendActivation(input: $input) {\n      sent\n    }\n  }\n": types.ResendActivationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SocialSignInDocument,
    "\n  mutation UpdateBooking($input: UpdateBookingInput!, $language: String) {\n    updateBooking(input: $input) {\n      ...BookingDetails\n    }\n  }\n": types.UpdateBookingDocument,
    "\n  mutation UpdateLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  query Notifications($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          message\n          bookingId\n          isRead\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query SettingsMe {\n    me {\n      ...SessionUser\n      phone\n      birthDate\n      bio\n      location\n      pendingEmail\n      licence {\n        fileName\n        mimeType\n        sizeBytes\n        uploadedAt\n        url\n      }\n    }\n  }\n": types.SettingsMeDocument,
    "\n  fragment BookingSummary on Booking {\n    id\n    reference\n    status\n    from\n    to\n    price\n    currency\n    exchangeRate\n    paymentOption\n    cancelRequest\n    createdAt\n    finished\n    editable\n    cancellable\n    deletable\n    car {\n      id\n      name\n      imageUrl\n    }\n    supplier {\n      id\n      name\n      logoUrl\n    }\n    pickupLocation(language: $language) {\n      id\n      name\n    }\n    dropoffLocation(language: $language) {\n      id\n      name\n    }\n  }\n": types.BookingSummaryFragmentDoc,
    "\n  query Bookings($filter: BookingFilter, $first: Int, $after: String, $language: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...BookingSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BookingsDocument,
    "\n  fragment QuoteParts on Quote {\n    days\n    rental\n    extrasTotal\n    total\n    blocks {\n      size\n      count\n      unitPrice\n      amount\n    }\n    extras {\n      kind\n      available\n      included\n      chosen\n      perDay\n      unitPrice\n      amount\n    }\n  }\n": types.QuotePartsFragmentDoc,
    "\n  fragment BookingDetails on Booking {\n    ...BookingSummary\n    days\n    cancelRequestedAt\n    calendarUrl\n    extras {\n      cancellation\n      amendments\n      theftProtection\n      collisionDamageWaiver\n      fullInsurance\n      additionalDriver\n    }\n    additionalDriver {\n      fullName\n      email\n      phone\n      birthDate\n    }\n    breakdown {\n      ...QuoteParts\n    }\n  }\n": types.BookingDetailsFragmentDoc,
    "\n  query Booking($id: ID!, $language: String) {\n    booking(id: $id) {\n      ...BookingDetails\n      car {\n        id\n        deposit\n        locations(language: $language) {\n          id\n          name\n        }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n": types.BookingDocument,
    "\n  query BookingChangeQuote($input: UpdateBookingInput!) {\n    bookingChangeQuote(input: $input) {\n      available\n      currentTotal\n      quote {\n        ...QuoteParts\n      }\n    }\n  }\n": types.BookingChangeQuoteDocument,
    "\n  query CarPage($id: ID!, $language: String, $offer: CarOfferInput!, $withOffer: Boolean!, $withPlaces: Boolean!) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      images { width url }\n      supplier { id name logoUrl rating carCount }\n      payLaterAllowed\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      rating\n      trips\n      mileage\n      unlimitedMileage\n      fuelPolicy\n      deposit\n      range\n      multimedia\n      minimumAge\n      available\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n      locations(language: $language) { ...CarPagePlace }\n      offer(input: $offer) @include(if: $withOffer) {\n        cancellationDeadline\n        quote {\n          days\n          rental\n          total\n          perDay\n          blocks { size count unitPrice discounted amount }\n          extras { kind included chosen perDay amount }\n        }\n      }\n    }\n    locations(language: $language) @include(if: $withPlaces) { ...CarPagePlace }\n  }\n  fragment CarPagePlace on Location {\n    id\n    name\n    address\n    latitude\n    longitude\n    openingHours { opens closes timeZone }\n  }\n": types.CarPageDocument,
    "\n  query CheckoutCar($id: ID!, $language: String) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      deposit\n      minimumAge\n      supplier {\n        id\n        name\n        logoUrl\n        payLaterAllowed\n      }\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n": types.CheckoutCarDocument,
    "\n  query CheckoutDriver {\n    me {\n      id\n      type\n      fullName\n      email\n      phone\n      birthDate\n      hasLicence\n    }\n  }\n": types.CheckoutDriverDocument,
    "\n  query CheckoutQuote($input: QuoteInput!) {\n    quote(input: $input) {\n      # The breakdown's parts, as the booking page shows them (routes/bookings/documents.ts).\n      ...QuoteParts\n      perDay\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation UploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n": types.UploadLicenceDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId\n      status\n      sessionId\n      payment {\n        id\n        provider\n        clientSecret\n        publishableKey\n        amount\n        currency\n        expiresAt\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  query CheckoutSession($id: ID!, $language: String) {\n    checkoutSession(id: $id) {\n      id\n      state\n      provider\n      bookingId\n      amount\n      currency\n      expiresAt\n      booking {\n        id\n        reference\n        status\n        car {\n          id\n          name\n          imageUrl\n          deposit\n        }\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        pickupLocation(language: $language) {\n          id\n          name\n        }\n        dropoffLocation(language: $language) {\n          id\n          name\n        }\n        from\n        to\n        days\n        paymentOption\n        price\n        currency\n        exchangeRate\n        breakdown {\n          days\n          blocks {\n            size\n            count\n            unitPrice\n            amount\n          }\n          extras {\n            kind\n            available\n            included\n            chosen\n            amount\n          }\n          total\n        }\n        paidOnline\n        dueAtPickup\n        cancellationDeadline\n        calendarUrl\n        guestAccount {\n          email\n        }\n      }\n    }\n  }\n": types.CheckoutSessionDocument,
    "\n  mutation PayTestSession($input: PayTestSessionInput!) {\n    payTestSession(input: $input) {\n      id\n      state\n    }\n  }\n": types.PayTestSessionDocument,
    "\n  query HomeLocations($language: String) {\n    locations(language: $language) {\n      id\n      ...LocationCard\n      ...LocationsMapLocation\n    }\n  }\n": types.HomeLocationsDocument,
    "\n  fragment LocationsMapLocation on Location {\n    id\n    name\n    latitude\n    longitude\n  }\n": types.LocationsMapLocationFragmentDoc,
    "\n  query HomeSuppliers {\n    suppliers {\n      id\n      name\n      logoUrl\n    }\n  }\n": types.HomeSuppliersDocument,
    "\n  query LocationsPage($language: String, $page: Int) {\n    locationDirectory(language: $language, page: $page) {\n      page\n      pageSize\n      totalCount\n      countries {\n        continued\n        country {\n          id\n          name\n        }\n        locations {\n          id\n          name\n          carCount\n          ...LocationsMapLocation\n        }\n      }\n    }\n  }\n": types.LocationsPageDocument,
    "\n  query SuppliersPage {\n    suppliers {\n      id\n      name\n      logoUrl\n      carCount\n    }\n  }\n": types.SuppliersPageDocument,
    "\n  query SearchCars($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days\n      totalCount\n      edges {\n        cursor\n        ...CarCard\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      supplierCounts {\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        count\n      }\n    }\n  }\n": types.SearchCarsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    type\n    email\n    fullName\n    language\n    enableEmailNotifications\n    verified\n    avatarUrl\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    type\n    email\n    fullName\n    language\n    enableEmailNotifications\n    verified\n    avatarUrl\n    hasPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n      appleClientId\n      facebookAppId\n      recaptchaSiteKey\n    }\n  }\n"): (typeof documents)["\n  query AuthConfig {\n    authConfig {\n      googleClientId\n      appleClientId\n      facebookAppId\n      recaptchaSiteKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationCard on Location {\n    id\n    name\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment LocationCard on Location {\n    id\n    name\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CarCard on CarSearchEdge {\n    node {\n      id\n      name\n      imageUrl\n      supplier {\n        id\n        name\n      }\n      seats\n      gearbox\n      fuelType\n      aircon\n      mileage\n      unlimitedMileage\n    }\n    quote {\n      total\n      perDay\n      days\n    }\n    payAtPickUp\n    freeCancellationUntil\n  }\n"): (typeof documents)["\n  fragment CarCard on CarSearchEdge {\n    node {\n      id\n      name\n      imageUrl\n      supplier {\n        id\n        name\n      }\n      seats\n      gearbox\n      fuelType\n      aircon\n      mileage\n      unlimitedMileage\n    }\n    quote {\n      total\n      perDay\n      days\n    }\n    payAtPickUp\n    freeCancellationUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFormLocations($language: String) {\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SearchFormLocations($language: String) {\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeRates {\n    exchangeRates {\n      rates {\n        currency\n        rate\n        provider\n        fetchedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExchangeRates {\n    exchangeRates {\n      rates {\n        currency\n        rate\n        provider\n        fetchedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    settings {\n      openingHour\n      closingHour\n      minLeadHours\n      minimumAge\n      timeZone\n      maxRentalDays\n      # ── shell (issue 14): the footer's contact address, the consent banner's analytics.\n      contactEmail\n      analytics {\n        id\n        scriptUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    settings {\n      openingHour\n      closingHour\n      minLeadHours\n      minimumAge\n      timeZone\n      maxRentalDays\n      # ── shell (issue 14): the footer's contact address, the consent banner's analytics.\n      contactEmail\n      analytics {\n        id\n        scriptUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...SessionUser\n        phone\n        birthDate\n        bio\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...SessionUser\n        phone\n        birthDate\n        bio\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatar($input: UpdateAvatarInput!) {\n    updateAvatar(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAvatar($input: UpdateAvatarInput!) {\n    updateAvatar(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAvatar {\n    deleteAvatar {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAvatar {\n    deleteAvatar {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailNotifications($input: UpdateEmailNotificationsInput!) {\n    updateEmailNotifications(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailNotifications($input: UpdateEmailNotificationsInput!) {\n    updateEmailNotifications(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      sent\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      sent\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsUploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLicence {\n    deleteLicence {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLicence {\n    deleteLicence {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount($input: ActivateAccountInput!) {\n    activateAccount(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateAccount($input: ActivateAccountInput!) {\n    activateAccount(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBookingCancellation($ids: [ID!]!) {\n    requestBookingCancellation(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBookingCancellation($ids: [ID!]!) {\n    requestBookingCancellation(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBookings($ids: [ID!]!) {\n    deleteBookings(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBookings($ids: [ID!]!) {\n    deleteBookings(ids: $ids) {\n      done\n      skipped\n      feeMayApply\n      results {\n        id\n        done\n        skipped\n        feeMayApply\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($input: SubscribeNewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($input: SubscribeNewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletterSubscription($input: NewsletterTokenInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      done\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletterSubscription($input: NewsletterTokenInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletter($input: NewsletterTokenInput!) {\n    unsubscribeNewsletter(input: $input) {\n      done\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeNewsletter($input: NewsletterTokenInput!) {\n    unsubscribeNewsletter(input: $input) {\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotifications($input: MarkNotificationsInput!) {\n    markNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotifications($input: MarkNotificationsInput!) {\n    markNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      count\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      count\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotifications($input: DeleteNotificationsInput!) {\n    deleteNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNotifications($input: DeleteNotificationsInput!) {\n    deleteNotifications(input: $input) {\n      count\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAllNotifications {\n    deleteAllNotifications {\n      count\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAllNotifications {\n    deleteAllNotifications {\n      count\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendActivation($input: ResendActivationInput!) {\n    resendActivation(input: $input) {\n      sent\n    }\n  }\n"): (typeof documents)["\n  mutation ResendActivation($input: ResendActivationInput!) {\n    resendActivation(input: $input) {\n      sent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBooking($input: UpdateBookingInput!, $language: String) {\n    updateBooking(input: $input) {\n      ...BookingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBooking($input: UpdateBookingInput!, $language: String) {\n    updateBooking(input: $input) {\n      ...BookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($input: UpdateLanguageInput!) {\n    updateLanguage(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          message\n          bookingId\n          isRead\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          message\n          bookingId\n          isRead\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsMe {\n    me {\n      ...SessionUser\n      phone\n      birthDate\n      bio\n      location\n      pendingEmail\n      licence {\n        fileName\n        mimeType\n        sizeBytes\n        uploadedAt\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsMe {\n    me {\n      ...SessionUser\n      phone\n      birthDate\n      bio\n      location\n      pendingEmail\n      licence {\n        fileName\n        mimeType\n        sizeBytes\n        uploadedAt\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSummary on Booking {\n    id\n    reference\n    status\n    from\n    to\n    price\n    currency\n    exchangeRate\n    paymentOption\n    cancelRequest\n    createdAt\n    finished\n    editable\n    cancellable\n    deletable\n    car {\n      id\n      name\n      imageUrl\n    }\n    supplier {\n      id\n      name\n      logoUrl\n    }\n    pickupLocation(language: $language) {\n      id\n      name\n    }\n    dropoffLocation(language: $language) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingSummary on Booking {\n    id\n    reference\n    status\n    from\n    to\n    price\n    currency\n    exchangeRate\n    paymentOption\n    cancelRequest\n    createdAt\n    finished\n    editable\n    cancellable\n    deletable\n    car {\n      id\n      name\n      imageUrl\n    }\n    supplier {\n      id\n      name\n      logoUrl\n    }\n    pickupLocation(language: $language) {\n      id\n      name\n    }\n    dropoffLocation(language: $language) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings($filter: BookingFilter, $first: Int, $after: String, $language: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...BookingSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Bookings($filter: BookingFilter, $first: Int, $after: String, $language: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...BookingSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteParts on Quote {\n    days\n    rental\n    extrasTotal\n    total\n    blocks {\n      size\n      count\n      unitPrice\n      amount\n    }\n    extras {\n      kind\n      available\n      included\n      chosen\n      perDay\n      unitPrice\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteParts on Quote {\n    days\n    rental\n    extrasTotal\n    total\n    blocks {\n      size\n      count\n      unitPrice\n      amount\n    }\n    extras {\n      kind\n      available\n      included\n      chosen\n      perDay\n      unitPrice\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingDetails on Booking {\n    ...BookingSummary\n    days\n    cancelRequestedAt\n    calendarUrl\n    extras {\n      cancellation\n      amendments\n      theftProtection\n      collisionDamageWaiver\n      fullInsurance\n      additionalDriver\n    }\n    additionalDriver {\n      fullName\n      email\n      phone\n      birthDate\n    }\n    breakdown {\n      ...QuoteParts\n    }\n  }\n"): (typeof documents)["\n  fragment BookingDetails on Booking {\n    ...BookingSummary\n    days\n    cancelRequestedAt\n    calendarUrl\n    extras {\n      cancellation\n      amendments\n      theftProtection\n      collisionDamageWaiver\n      fullInsurance\n      additionalDriver\n    }\n    additionalDriver {\n      fullName\n      email\n      phone\n      birthDate\n    }\n    breakdown {\n      ...QuoteParts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Booking($id: ID!, $language: String) {\n    booking(id: $id) {\n      ...BookingDetails\n      car {\n        id\n        deposit\n        locations(language: $language) {\n          id\n          name\n        }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Booking($id: ID!, $language: String) {\n    booking(id: $id) {\n      ...BookingDetails\n      car {\n        id\n        deposit\n        locations(language: $language) {\n          id\n          name\n        }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingChangeQuote($input: UpdateBookingInput!) {\n    bookingChangeQuote(input: $input) {\n      available\n      currentTotal\n      quote {\n        ...QuoteParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingChangeQuote($input: UpdateBookingInput!) {\n    bookingChangeQuote(input: $input) {\n      available\n      currentTotal\n      quote {\n        ...QuoteParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CarPage($id: ID!, $language: String, $offer: CarOfferInput!, $withOffer: Boolean!, $withPlaces: Boolean!) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      images { width url }\n      supplier { id name logoUrl rating carCount }\n      payLaterAllowed\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      rating\n      trips\n      mileage\n      unlimitedMileage\n      fuelPolicy\n      deposit\n      range\n      multimedia\n      minimumAge\n      available\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n      locations(language: $language) { ...CarPagePlace }\n      offer(input: $offer) @include(if: $withOffer) {\n        cancellationDeadline\n        quote {\n          days\n          rental\n          total\n          perDay\n          blocks { size count unitPrice discounted amount }\n          extras { kind included chosen perDay amount }\n        }\n      }\n    }\n    locations(language: $language) @include(if: $withPlaces) { ...CarPagePlace }\n  }\n  fragment CarPagePlace on Location {\n    id\n    name\n    address\n    latitude\n    longitude\n    openingHours { opens closes timeZone }\n  }\n"): (typeof documents)["\n  query CarPage($id: ID!, $language: String, $offer: CarOfferInput!, $withOffer: Boolean!, $withPlaces: Boolean!) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      images { width url }\n      supplier { id name logoUrl rating carCount }\n      payLaterAllowed\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      rating\n      trips\n      mileage\n      unlimitedMileage\n      fuelPolicy\n      deposit\n      range\n      multimedia\n      minimumAge\n      available\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n      locations(language: $language) { ...CarPagePlace }\n      offer(input: $offer) @include(if: $withOffer) {\n        cancellationDeadline\n        quote {\n          days\n          rental\n          total\n          perDay\n          blocks { size count unitPrice discounted amount }\n          extras { kind included chosen perDay amount }\n        }\n      }\n    }\n    locations(language: $language) @include(if: $withPlaces) { ...CarPagePlace }\n  }\n  fragment CarPagePlace on Location {\n    id\n    name\n    address\n    latitude\n    longitude\n    openingHours { opens closes timeZone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCar($id: ID!, $language: String) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      deposit\n      minimumAge\n      supplier {\n        id\n        name\n        logoUrl\n        payLaterAllowed\n      }\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CheckoutCar($id: ID!, $language: String) {\n    car(id: $id) {\n      id\n      name\n      imageUrl\n      seats\n      doors\n      gearbox\n      fuelType\n      aircon\n      deposit\n      minimumAge\n      supplier {\n        id\n        name\n        logoUrl\n        payLaterAllowed\n      }\n      extras {\n        cancellation { available included price }\n        amendments { available included price }\n        theftProtection { available included price }\n        collisionDamageWaiver { available included price }\n        fullInsurance { available included price }\n        additionalDriver { available included price }\n      }\n    }\n    locations(language: $language) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutDriver {\n    me {\n      id\n      type\n      fullName\n      email\n      phone\n      birthDate\n      hasLicence\n    }\n  }\n"): (typeof documents)["\n  query CheckoutDriver {\n    me {\n      id\n      type\n      fullName\n      email\n      phone\n      birthDate\n      hasLicence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($input: QuoteInput!) {\n    quote(input: $input) {\n      # The breakdown's parts, as the booking page shows them (routes/bookings/documents.ts).\n      ...QuoteParts\n      perDay\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($input: QuoteInput!) {\n    quote(input: $input) {\n      # The breakdown's parts, as the booking page shows them (routes/bookings/documents.ts).\n      ...QuoteParts\n      perDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n"): (typeof documents)["\n  mutation UploadLicence($input: UploadLicenceInput!) {\n    uploadLicence(input: $input) {\n      name\n      temporary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId\n      status\n      sessionId\n      payment {\n        id\n        provider\n        clientSecret\n        publishableKey\n        amount\n        currency\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId\n      status\n      sessionId\n      payment {\n        id\n        provider\n        clientSecret\n        publishableKey\n        amount\n        currency\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutSession($id: ID!, $language: String) {\n    checkoutSession(id: $id) {\n      id\n      state\n      provider\n      bookingId\n      amount\n      currency\n      expiresAt\n      booking {\n        id\n        reference\n        status\n        car {\n          id\n          name\n          imageUrl\n          deposit\n        }\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        pickupLocation(language: $language) {\n          id\n          name\n        }\n        dropoffLocation(language: $language) {\n          id\n          name\n        }\n        from\n        to\n        days\n        paymentOption\n        price\n        currency\n        exchangeRate\n        breakdown {\n          days\n          blocks {\n            size\n            count\n            unitPrice\n            amount\n          }\n          extras {\n            kind\n            available\n            included\n            chosen\n            amount\n          }\n          total\n        }\n        paidOnline\n        dueAtPickup\n        cancellationDeadline\n        calendarUrl\n        guestAccount {\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutSession($id: ID!, $language: String) {\n    checkoutSession(id: $id) {\n      id\n      state\n      provider\n      bookingId\n      amount\n      currency\n      expiresAt\n      booking {\n        id\n        reference\n        status\n        car {\n          id\n          name\n          imageUrl\n          deposit\n        }\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        pickupLocation(language: $language) {\n          id\n          name\n        }\n        dropoffLocation(language: $language) {\n          id\n          name\n        }\n        from\n        to\n        days\n        paymentOption\n        price\n        currency\n        exchangeRate\n        breakdown {\n          days\n          blocks {\n            size\n            count\n            unitPrice\n            amount\n          }\n          extras {\n            kind\n            available\n            included\n            chosen\n            amount\n          }\n          total\n        }\n        paidOnline\n        dueAtPickup\n        cancellationDeadline\n        calendarUrl\n        guestAccount {\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayTestSession($input: PayTestSessionInput!) {\n    payTestSession(input: $input) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation PayTestSession($input: PayTestSessionInput!) {\n    payTestSession(input: $input) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLocations($language: String) {\n    locations(language: $language) {\n      id\n      ...LocationCard\n      ...LocationsMapLocation\n    }\n  }\n"): (typeof documents)["\n  query HomeLocations($language: String) {\n    locations(language: $language) {\n      id\n      ...LocationCard\n      ...LocationsMapLocation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationsMapLocation on Location {\n    id\n    name\n    latitude\n    longitude\n  }\n"): (typeof documents)["\n  fragment LocationsMapLocation on Location {\n    id\n    name\n    latitude\n    longitude\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSuppliers {\n    suppliers {\n      id\n      name\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query HomeSuppliers {\n    suppliers {\n      id\n      name\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsPage($language: String, $page: Int) {\n    locationDirectory(language: $language, page: $page) {\n      page\n      pageSize\n      totalCount\n      countries {\n        continued\n        country {\n          id\n          name\n        }\n        locations {\n          id\n          name\n          carCount\n          ...LocationsMapLocation\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsPage($language: String, $page: Int) {\n    locationDirectory(language: $language, page: $page) {\n      page\n      pageSize\n      totalCount\n      countries {\n        continued\n        country {\n          id\n          name\n        }\n        locations {\n          id\n          name\n          carCount\n          ...LocationsMapLocation\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuppliersPage {\n    suppliers {\n      id\n      name\n      logoUrl\n      carCount\n    }\n  }\n"): (typeof documents)["\n  query SuppliersPage {\n    suppliers {\n      id\n      name\n      logoUrl\n      carCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCars($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days\n      totalCount\n      edges {\n        cursor\n        ...CarCard\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      supplierCounts {\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchCars($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days\n      totalCount\n      edges {\n        cursor\n        ...CarCard\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      supplierCounts {\n        supplier {\n          id\n          name\n          logoUrl\n        }\n        count\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;