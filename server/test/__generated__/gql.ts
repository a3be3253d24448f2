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
    "query AccountApiKeysOp1 { suppliers { name } }": typeof types.AccountApiKeysOp1Document,
    "mutation AccountApiKeysOp2 { signOut { signedOut } }": typeof types.AccountApiKeysOp2Document,
    "query AccountApiKeysOp3 { me { id } }": typeof types.AccountApiKeysOp3Document,
    "query AccountApiKeysOp4 { suppliers { name } }": typeof types.AccountApiKeysOp4Document,
    "query AccountApiKeysOp5 { suppliers { id } }": typeof types.AccountApiKeysOp5Document,
    "query AccountApiKeysOp6 { suppliers { id } }": typeof types.AccountApiKeysOp6Document,
    "query AccountApiKeysOp7 { suppliers { id } }": typeof types.AccountApiKeysOp7Document,
    "query AccountApiKeysOp8 { suppliers { id } }": typeof types.AccountApiKeysOp8Document,
    "query AccountApiKeysOp9 { suppliers { id } }": typeof types.AccountApiKeysOp9Document,
    "mutation BirthDateUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { user { birthDate } } }": typeof types.BirthDateUpdateDocument,
    "mutation MailLanguageOp1($e: String, $l: String) { resendActivation(input: { email: $e, language: $l }) { sent } }": typeof types.MailLanguageOp1Document,
    "mutation MailLanguageOp2($e: String!, $l: String) { requestPasswordReset(input: { email: $e, language: $l }) { sent } }": typeof types.MailLanguageOp2Document,
    "mutation MailLanguageOp3($i: SignInInput!) { signIn(input: $i) { user { id } } }": typeof types.MailLanguageOp3Document,
    "mutation MailLanguageOp4 { updateLanguage(input: { language: \"es\" }) { user { language } } }": typeof types.MailLanguageOp4Document,
    "mutation MailLanguageOp5($e: String!) { requestPasswordReset(input: { email: $e, language: \"fr\" }) { sent } }": typeof types.MailLanguageOp5Document,
    "mutation ProvidersSocial($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id email fullName verified hasPassword } } }": typeof types.ProvidersSocialDocument,
    "query ProvidersOp1 { authConfig { googleClientId appleClientId facebookAppId recaptchaSiteKey } }": typeof types.ProvidersOp1Document,
    "mutation ProvidersOp2($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }": typeof types.ProvidersOp2Document,
    "mutation SigninSessionsOp1 { signOut { signedOut } }": typeof types.SigninSessionsOp1Document,
    "mutation SigninSessionsRequest($e: String!) { requestPasswordReset(input: { email: $e }) { sent } }": typeof types.SigninSessionsRequestDocument,
    "mutation SigninSessionsReset($i: ResetPasswordInput!) { resetPassword(input: $i) { user { id } } }": typeof types.SigninSessionsResetDocument,
    "mutation SigninSessionsChange($i: ChangePasswordInput!) { changePassword(input: $i) { user { id hasPassword } } }": typeof types.SigninSessionsChangeDocument,
    "mutation SignupActivate($t: String!) { activateAccount(input: { token: $t }) { user { id verified } } }": typeof types.SignupActivateDocument,
    "mutation SignupOp1($e: String) { resendActivation(input: { email: $e }) { sent } }": typeof types.SignupOp1Document,
    "mutation SignupOp2($i: SignInInput!) { signIn(input: $i) { user { id } } }": typeof types.SignupOp2Document,
    "mutation SignupOp3 { resendActivation(input: {}) { sent } }": typeof types.SignupOp3Document,
    "mutation StaffSignInSignInStaff($input: SignInInput!) { signInStaff(input: $input) { user { id email type } } }": typeof types.StaffSignInSignInStaffDocument,
    "mutation StaffSignInSetStatus($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { from to changedBy } } }": typeof types.StaffSignInSetStatusDocument,
    "mutation StaffSignInOp1($input: SignInInput!) { signIn(input: $input) { user { id } } }": typeof types.StaffSignInOp1Document,
    "query BookingChangesQuote($i: UpdateBookingInput!) { bookingChangeQuote(input: $i) { quote { total days extras { kind chosen amount } } currentTotal available } }": typeof types.BookingChangesQuoteDocument,
    "mutation BookingChangesUpdate($i: UpdateBookingInput!) { updateBooking(input: $i) {\n  id from to days price status pickupLocation { id } dropoffLocation { id } extras { theftProtection additionalDriver fullInsurance }\n  additionalDriver { fullName email phone birthDate } calendarUrl editable } }": typeof types.BookingChangesUpdateDocument,
    "query BookingChangesPublicQuote($i: QuoteInput!) { quote(input: $i) { total } }": typeof types.BookingChangesPublicQuoteDocument,
    "query BookingChangesNotifications { notifications(first: 5) { edges { node { code message bookingId } } } }": typeof types.BookingChangesNotificationsDocument,
    "query BookingChangesCalendar($id: ID!) { booking(id: $id) { calendarUrl } }": typeof types.BookingChangesCalendarDocument,
    "\n  mutation ExtrasFlagsCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status sessionId } }": typeof types.ExtrasFlagsCheckoutDocument,
    "mutation ExtrasFlagsPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }": typeof types.ExtrasFlagsPayDocument,
    "query ExtrasFlagsList { bookings(first: 50) { edges { node { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } } } }": typeof types.ExtrasFlagsListDocument,
    "query ExtrasFlagsOne($id: ID!) { booking(id: $id) { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } }": typeof types.ExtrasFlagsOneDocument,
    "mutation ReferencesCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId reference status sessionId payment { id } } }": typeof types.ReferencesCheckoutDocument,
    "query ReferencesStatus($id: ID!) { checkoutSession(id: $id) { state bookingId bookingReference } }": typeof types.ReferencesStatusDocument,
    "mutation ReferencesPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state bookingReference } }": typeof types.ReferencesPayDocument,
    "query ReferencesList($filter: BookingFilter) { bookings(first: 50, filter: $filter) { edges { node { id reference } } } }": typeof types.ReferencesListDocument,
    "query ReferencesBooking($id: ID!) { booking(id: $id) { id reference } }": typeof types.ReferencesBookingDocument,
    "query ReferencesNotifications { notifications(first: 50) { edges { node { bookingId message } } } }": typeof types.ReferencesNotificationsDocument,
    "mutation ReferencesSet($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { to } } }": typeof types.ReferencesSetDocument,
    "\n  mutation CheckoutPayLater($input: CheckoutInput!) { checkout(input: $input) { bookingId status total currency exchangeRate } }": typeof types.CheckoutPayLaterDocument,
    "query CheckoutQuote($input: QuoteInput!) { quote(input: $input) { total } }": typeof types.CheckoutQuoteDocument,
    "query CheckoutMeHasLicence { me { hasLicence } }": typeof types.CheckoutMeHasLicenceDocument,
    "\n  query CurrencyRates {\n    exchangeRates {\n      base\n      rates {\n        currency\n        rate\n      }\n      fetchedAt\n      provider\n      stale\n    }\n  }\n": typeof types.CurrencyRatesDocument,
    "\n  query CurrencyConvert($input: ConvertAmountInput!) {\n    convertAmount(input: $input) {\n      amount\n      from\n      to\n      stale\n    }\n  }\n": typeof types.CurrencyConvertDocument,
    "\n    query CurrencyRateSources {\n      exchangeRates {\n        rates {\n          currency\n          rate\n          provider\n          fetchedAt\n        }\n      }\n    }\n  ": typeof types.CurrencyRateSourcesDocument,
    "\n  query CarPagePage($id: ID!, $offer: CarOfferInput!, $language: String) {\n    car(id: $id) {\n      id name payLaterAllowed deposit mileage unlimitedMileage fuelPolicy\n      images { width url }\n      supplier { id name logoUrl rating carCount payLaterAllowed }\n      locations(language: $language) { id name address latitude longitude openingHours { opens closes timeZone } }\n      offer(input: $offer) {\n        cancellationDeadline\n        quote { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } }\n      }\n    }\n  }\n": typeof types.CarPagePageDocument,
    "query CarPageOp1($i: QuoteInput!) { quote(input: $i) { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } } }": typeof types.CarPageOp1Document,
    "query CarPageOp2($i: QuoteInput!) { quote(input: $i) { total extras { kind included chosen amount } } }": typeof types.CarPageOp2Document,
    "query CatalogueOp1 { locations { id name latitude longitude names { en fr es } } }": typeof types.CatalogueOp1Document,
    "query CatalogueOp2($l: String) { locations(language: $l) { id name } }": typeof types.CatalogueOp2Document,
    "query CatalogueOp3 { locations(language: \"de\") { id } }": typeof types.CatalogueOp3Document,
    "query CatalogueOp4 { suppliers { id name logoUrl payLaterAllowed carCount } }": typeof types.CatalogueOp4Document,
    "query CatalogueOp5($id: ID!) { car(id: $id) { id name imageUrl supplier { id name } locations(language: \"es\") { id name }\n         fuelType gearbox seats doors mileage unlimitedMileage range multimedia deposit\n         prices { daily discountedDaily weekly } extras { cancellation { available included price } theftProtection { available included price } } } }": typeof types.CatalogueOp5Document,
    "query CatalogueOp6 { car(id: \"00000000-0000-4000-8000-000000000000\") { id } }": typeof types.CatalogueOp6Document,
    "query CatalogueOp7 { car(id: \"not-a-uuid\") { id } }": typeof types.CatalogueOp7Document,
    "query CatalogueOp8($after: String) { cars(first: 7, after: $after) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }": typeof types.CatalogueOp8Document,
    "query CatalogueOp9 { cars { edges { node { id } } pageInfo { hasNextPage } } }": typeof types.CatalogueOp9Document,
    "\n  query NotificationsApiPage($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges { cursor node { id code message values { name value } bookingId isRead createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": typeof types.NotificationsApiPageDocument,
    "query NotificationsApiCount { unreadNotificationCount }": typeof types.NotificationsApiCountDocument,
    "mutation NotificationsApiMark($i: MarkNotificationsInput!) { markNotifications(input: $i) { count unreadCount } }": typeof types.NotificationsApiMarkDocument,
    "mutation NotificationsApiDelete($i: DeleteNotificationsInput!) { deleteNotifications(input: $i) { count unreadCount } }": typeof types.NotificationsApiDeleteDocument,
    "mutation NotificationsBOp1 { markAllNotificationsRead { count unreadCount } }": typeof types.NotificationsBOp1Document,
    "mutation NotificationsBOp2 { deleteAllNotifications { count unreadCount } }": typeof types.NotificationsBOp2Document,
    "mutation NotificationsApiMarkAll { markAllNotificationsRead { count } }": typeof types.NotificationsApiMarkAllDocument,
    "mutation NotificationsApiDeleteAll { deleteAllNotifications { count } }": typeof types.NotificationsApiDeleteAllDocument,
    "\n  mutation PayStripeCheckout($input: CheckoutInput!) {\n    checkout(input: $input) { bookingId status total sessionId payment { id provider clientSecret publishableKey amount currency expiresAt } }\n  }": typeof types.PayStripeCheckoutDocument,
    "query PayStripeStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency } }": typeof types.PayStripeStatusDocument,
    "mutation PayStripePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state } }": typeof types.PayStripePayDocument,
    "query PayStripeSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }": typeof types.PayStripeSearchDocument,
    "query PayStripeQuote($input: QuoteInput!) { quote(input: $input) { total } }": typeof types.PayStripeQuoteDocument,
    "\n  mutation PayOnlineCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId status total currency sessionId\n      payment { id provider clientSecret publishableKey amount currency expiresAt }\n    }\n  }": typeof types.PayOnlineCheckoutDocument,
    "query PayOnlineStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency expiresAt } }": typeof types.PayOnlineStatusDocument,
    "mutation PayOnlinePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state provider bookingId } }": typeof types.PayOnlinePayDocument,
    "query PayOnlineSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }": typeof types.PayOnlineSearchDocument,
    "query PayOnlineQuote($input: QuoteInput!) { quote(input: $input) { total } }": typeof types.PayOnlineQuoteDocument,
    "\n  mutation SessionBookingCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status total sessionId } }": typeof types.SessionBookingCheckoutDocument,
    "mutation SessionBookingPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }": typeof types.SessionBookingPayDocument,
    "\n  query SessionBookingConfirmation($id: ID!) {\n    checkoutSession(id: $id) {\n      state\n      booking {\n        id reference status from to days paymentOption price currency exchangeRate paidOnline dueAtPickup cancellationDeadline calendarUrl\n        car { name imageUrl }\n        supplier { name }\n        pickupLocation(language: \"fr\") { name }\n        dropoffLocation { name }\n        breakdown { days total extras { kind chosen amount } }\n        guestAccount { email }\n      }\n    }\n  }": typeof types.SessionBookingConfirmationDocument,
    "mutation ProfileUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id fullName phone birthDate bio location } } }": typeof types.ProfileUpdateProfileDocument,
    "mutation ProfileBOp1($i: UpdateEmailNotificationsInput!) { updateEmailNotifications(input: $i) { user { enableEmailNotifications } } }": typeof types.ProfileBOp1Document,
    "mutation ProfileUpdateAvatar($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }": typeof types.ProfileUpdateAvatarDocument,
    "mutation ProfileRequestChange($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { sent email } }": typeof types.ProfileRequestChangeDocument,
    "mutation ProfileConfirmChange($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { email } }": typeof types.ProfileConfirmChangeDocument,
    "query ProfileBOp2 { me { email pendingEmail } }": typeof types.ProfileBOp2Document,
    "query ProfileBOp3 { me { email } }": typeof types.ProfileBOp3Document,
    "mutation ProfileBOp4($i: SignInInput!) { signIn(input: $i) { user { id } } }": typeof types.ProfileBOp4Document,
    "mutation ProfileBOp5 { signOutOtherSessions { ended } }": typeof types.ProfileBOp5Document,
    "query ProfileBOp6 { me { id } }": typeof types.ProfileBOp6Document,
    "query ProfileBOp7 { me { id } }": typeof types.ProfileBOp7Document,
    "query ProfileBOp8 { me { id } }": typeof types.ProfileBOp8Document,
    "query ProfileBOp9 { me { hasLicence licence { fileName mimeType sizeBytes uploadedAt url } } }": typeof types.ProfileBOp9Document,
    "mutation ProfileBOp10 { deleteLicence { deleted } }": typeof types.ProfileBOp10Document,
    "query ProfileBOp11 { me { hasLicence licence { url } } }": typeof types.ProfileBOp11Document,
    "mutation ProfileBOp12 { deleteLicence { deleted } }": typeof types.ProfileBOp12Document,
    "mutation ProfileDelete($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }": typeof types.ProfileDeleteDocument,
    "query ProfileBOp13 { me { id } }": typeof types.ProfileBOp13Document,
    "query ProfileBOp14 { me { id } }": typeof types.ProfileBOp14Document,
    "mutation ProfileBOp15($i: SignInInput!) { signIn(input: $i) { user { id } } }": typeof types.ProfileBOp15Document,
    "\n  query MarksSearch($input: SearchCarsInput!) {\n    searchCars(input: $input, first: 100) {\n      totalCount\n      edges { node { id range extras { cancellation { price } } supplier { id payLaterAllowed } } payAtPickUp freeCancellationUntil }\n    }\n  }": typeof types.MarksSearchDocument,
    "\n  query SearchSearch($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days totalCount\n      edges { cursor node { id name gearbox deposit supplier { id } locations { id } } quote { total rental days perDay } }\n      pageInfo { hasNextPage endCursor }\n      supplierCounts { supplier { id name } count }\n    }\n  }": typeof types.SearchSearchDocument,
    "query SearchOp1($input: SearchCarsInput!, $first: Int, $after: String) { searchCars(input: $input, first: $first, after: $after) {\n           totalCount edges { node { id rating } quote { total } } pageInfo { hasNextPage endCursor } } }": typeof types.SearchOp1Document,
    "query SearchOp2($input: SearchCarsInput!, $after: String) { searchCars(input: $input, first: 6, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }": typeof types.SearchOp2Document,
    "query SearchOp3($i: QuoteInput!) { quote(input: $i) { days total rental extrasTotal currency extras { kind chosen amount } blocks { size count } } }": typeof types.SearchOp3Document,
    "query SearchOp4($i: QuoteInput!) { quote(input: $i) { total } }": typeof types.SearchOp4Document,
    "query SearchOp5($i: QuoteInput!) { quote(input: $i) { total } }": typeof types.SearchOp5Document,
    "query SettingsSettings {\n  settings {\n    openingHour closingHour minLeadHours minimumAge timeZone maxRentalDays depositThresholds\n    pageSizes { searchResults lists max } currencies baseCurrency languages defaultLanguage paginationMode infiniteScrollOnMobile\n  }\n}": typeof types.SettingsSettingsDocument,
    "query SettingsSearch($i: SearchCarsInput!) { searchCars(input: $i) { totalCount edges { quote { total } } } }": typeof types.SettingsSearchDocument,
    "query SettingsQuote($i: QuoteInput!) { quote(input: $i) { days total } }": typeof types.SettingsQuoteDocument,
    "mutation FinaliseCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId total sessionId } }": typeof types.FinaliseCheckoutDocument,
    "query FinaliseStatus($id: ID!) { checkoutSession(id: $id) { state } }": typeof types.FinaliseStatusDocument,
    "mutation FinalisePay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }": typeof types.FinalisePayDocument,
};
const documents: Documents = {
    "query AccountApiKeysOp1 { suppliers { name } }": types.AccountApiKeysOp1Document,
    "mutation AccountApiKeysOp2 { signOut { signedOut } }": types.AccountApiKeysOp2Document,
    "query AccountApiKeysOp3 { me { id } }": types.AccountApiKeysOp3Document,
    "query AccountApiKeysOp4 { suppliers { name } }": types.AccountApiKeysOp4Document,
    "query AccountApiKeysOp5 { suppliers { id } }": types.AccountApiKeysOp5Document,
    "query AccountApiKeysOp6 { suppliers { id } }": types.AccountApiKeysOp6Document,
    "query AccountApiKeysOp7 { suppliers { id } }": types.AccountApiKeysOp7Document,
    "query AccountApiKeysOp8 { suppliers { id } }": types.AccountApiKeysOp8Document,
    "query AccountApiKeysOp9 { suppliers { id } }": types.AccountApiKeysOp9Document,
    "mutation BirthDateUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { user { birthDate } } }": types.BirthDateUpdateDocument,
    "mutation MailLanguageOp1($e: String, $l: String) { resendActivation(input: { email: $e, language: $l }) { sent } }": types.MailLanguageOp1Document,
    "mutation MailLanguageOp2($e: String!, $l: String) { requestPasswordReset(input: { email: $e, language: $l }) { sent } }": types.MailLanguageOp2Document,
    "mutation MailLanguageOp3($i: SignInInput!) { signIn(input: $i) { user { id } } }": types.MailLanguageOp3Document,
    "mutation MailLanguageOp4 { updateLanguage(input: { language: \"es\" }) { user { language } } }": types.MailLanguageOp4Document,
    "mutation MailLanguageOp5($e: String!) { requestPasswordReset(input: { email: $e, language: \"fr\" }) { sent } }": types.MailLanguageOp5Document,
    "mutation ProvidersSocial($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id email fullName verified hasPassword } } }": types.ProvidersSocialDocument,
    "query ProvidersOp1 { authConfig { googleClientId appleClientId facebookAppId recaptchaSiteKey } }": types.ProvidersOp1Document,
    "mutation ProvidersOp2($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }": types.ProvidersOp2Document,
    "mutation SigninSessionsOp1 { signOut { signedOut } }": types.SigninSessionsOp1Document,
    "mutation SigninSessionsRequest($e: String!) { requestPasswordReset(input: { email: $e }) { sent } }": types.SigninSessionsRequestDocument,
    "mutation SigninSessionsReset($i: ResetPasswordInput!) { resetPassword(input: $i) { user { id } } }": types.SigninSessionsResetDocument,
    "mutation SigninSessionsChange($i: ChangePasswordInput!) { changePassword(input: $i) { user { id hasPassword } } }": types.SigninSessionsChangeDocument,
    "mutation SignupActivate($t: String!) { activateAccount(input: { token: $t }) { user { id verified } } }": types.SignupActivateDocument,
    "mutation SignupOp1($e: String) { resendActivation(input: { email: $e }) { sent } }": types.SignupOp1Document,
    "mutation SignupOp2($i: SignInInput!) { signIn(input: $i) { user { id } } }": types.SignupOp2Document,
    "mutation SignupOp3 { resendActivation(input: {}) { sent } }": types.SignupOp3Document,
    "mutation StaffSignInSignInStaff($input: SignInInput!) { signInStaff(input: $input) { user { id email type } } }": types.StaffSignInSignInStaffDocument,
    "mutation StaffSignInSetStatus($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { from to changedBy } } }": types.StaffSignInSetStatusDocument,
    "mutation StaffSignInOp1($input: SignInInput!) { signIn(input: $input) { user { id } } }": types.StaffSignInOp1Document,
    "query BookingChangesQuote($i: UpdateBookingInput!) { bookingChangeQuote(input: $i) { quote { total days extras { kind chosen amount } } currentTotal available } }": types.BookingChangesQuoteDocument,
    "mutation BookingChangesUpdate($i: UpdateBookingInput!) { updateBooking(input: $i) {\n  id from to days price status pickupLocation { id } dropoffLocation { id } extras { theftProtection additionalDriver fullInsurance }\n  additionalDriver { fullName email phone birthDate } calendarUrl editable } }": types.BookingChangesUpdateDocument,
    "query BookingChangesPublicQuote($i: QuoteInput!) { quote(input: $i) { total } }": types.BookingChangesPublicQuoteDocument,
    "query BookingChangesNotifications { notifications(first: 5) { edges { node { code message bookingId } } } }": types.BookingChangesNotificationsDocument,
    "query BookingChangesCalendar($id: ID!) { booking(id: $id) { calendarUrl } }": types.BookingChangesCalendarDocument,
    "\n  mutation ExtrasFlagsCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status sessionId } }": types.ExtrasFlagsCheckoutDocument,
    "mutation ExtrasFlagsPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }": types.ExtrasFlagsPayDocument,
    "query ExtrasFlagsList { bookings(first: 50) { edges { node { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } } } }": types.ExtrasFlagsListDocument,
    "query ExtrasFlagsOne($id: ID!) { booking(id: $id) { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } }": types.ExtrasFlagsOneDocument,
    "mutation ReferencesCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId reference status sessionId payment { id } } }": types.ReferencesCheckoutDocument,
    "query ReferencesStatus($id: ID!) { checkoutSession(id: $id) { state bookingId bookingReference } }": types.ReferencesStatusDocument,
    "mutation ReferencesPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state bookingReference } }": types.ReferencesPayDocument,
    "query ReferencesList($filter: BookingFilter) { bookings(first: 50, filter: $filter) { edges { node { id reference } } } }": types.ReferencesListDocument,
    "query ReferencesBooking($id: ID!) { booking(id: $id) { id reference } }": types.ReferencesBookingDocument,
    "query ReferencesNotifications { notifications(first: 50) { edges { node { bookingId message } } } }": types.ReferencesNotificationsDocument,
    "mutation ReferencesSet($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { to } } }": types.ReferencesSetDocument,
    "\n  mutation CheckoutPayLater($input: CheckoutInput!) { checkout(input: $input) { bookingId status total currency exchangeRate } }": types.CheckoutPayLaterDocument,
    "query CheckoutQuote($input: QuoteInput!) { quote(input: $input) { total } }": types.CheckoutQuoteDocument,
    "query CheckoutMeHasLicence { me { hasLicence } }": types.CheckoutMeHasLicenceDocument,
    "\n  query CurrencyRates {\n    exchangeRates {\n      base\n      rates {\n        currency\n        rate\n      }\n      fetchedAt\n      provider\n      stale\n    }\n  }\n": types.CurrencyRatesDocument,
    "\n  query CurrencyConvert($input: ConvertAmountInput!) {\n    convertAmount(input: $input) {\n      amount\n      from\n      to\n      stale\n    }\n  }\n": types.CurrencyConvertDocument,
    "\n    query CurrencyRateSources {\n      exchangeRates {\n        rates {\n          currency\n          rate\n          provider\n          fetchedAt\n        }\n      }\n    }\n  ": types.CurrencyRateSourcesDocument,
    "\n  query CarPagePage($id: ID!, $offer: CarOfferInput!, $language: String) {\n    car(id: $id) {\n      id name payLaterAllowed deposit mileage unlimitedMileage fuelPolicy\n      images { width url }\n      supplier { id name logoUrl rating carCount payLaterAllowed }\n      locations(language: $language) { id name address latitude longitude openingHours { opens closes timeZone } }\n      offer(input: $offer) {\n        cancellationDeadline\n        quote { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } }\n      }\n    }\n  }\n": types.CarPagePageDocument,
    "query CarPageOp1($i: QuoteInput!) { quote(input: $i) { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } } }": types.CarPageOp1Document,
    "query CarPageOp2($i: QuoteInput!) { quote(input: $i) { total extras { kind included chosen amount } } }": types.CarPageOp2Document,
    "query CatalogueOp1 { locations { id name latitude longitude names { en fr es } } }": types.CatalogueOp1Document,
    "query CatalogueOp2($l: String) { locations(language: $l) { id name } }": types.CatalogueOp2Document,
    "query CatalogueOp3 { locations(language: \"de\") { id } }": types.CatalogueOp3Document,
    "query CatalogueOp4 { suppliers { id name logoUrl payLaterAllowed carCount } }": types.CatalogueOp4Document,
    "query CatalogueOp5($id: ID!) { car(id: $id) { id name imageUrl supplier { id name } locations(language: \"es\") { id name }\n         fuelType gearbox seats doors mileage unlimitedMileage range multimedia deposit\n         prices { daily discountedDaily weekly } extras { cancellation { available included price } theftProtection { available included price } } } }": types.CatalogueOp5Document,
    "query CatalogueOp6 { car(id: \"00000000-0000-4000-8000-000000000000\") { id } }": types.CatalogueOp6Document,
    "query CatalogueOp7 { car(id: \"not-a-uuid\") { id } }": types.CatalogueOp7Document,
    "query CatalogueOp8($after: String) { cars(first: 7, after: $after) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }": types.CatalogueOp8Document,
    "query CatalogueOp9 { cars { edges { node { id } } pageInfo { hasNextPage } } }": types.CatalogueOp9Document,
    "\n  query NotificationsApiPage($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges { cursor node { id code message values { name value } bookingId isRead createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": types.NotificationsApiPageDocument,
    "query NotificationsApiCount { unreadNotificationCount }": types.NotificationsApiCountDocument,
    "mutation NotificationsApiMark($i: MarkNotificationsInput!) { markNotifications(input: $i) { count unreadCount } }": types.NotificationsApiMarkDocument,
    "mutation NotificationsApiDelete($i: DeleteNotificationsInput!) { deleteNotifications(input: $i) { count unreadCount } }": types.NotificationsApiDeleteDocument,
    "mutation NotificationsBOp1 { markAllNotificationsRead { count unreadCount } }": types.NotificationsBOp1Document,
    "mutation NotificationsBOp2 { deleteAllNotifications { count unreadCount } }": types.NotificationsBOp2Document,
    "mutation NotificationsApiMarkAll { markAllNotificationsRead { count } }": types.NotificationsApiMarkAllDocument,
    "mutation NotificationsApiDeleteAll { deleteAllNotifications { count } }": types.NotificationsApiDeleteAllDocument,
    "\n  mutation PayStripeCheckout($input: CheckoutInput!) {\n    checkout(input: $input) { bookingId status total sessionId payment { id provider clientSecret publishableKey amount currency expiresAt } }\n  }": types.PayStripeCheckoutDocument,
    "query PayStripeStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency } }": types.PayStripeStatusDocument,
    "mutation PayStripePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state } }": types.PayStripePayDocument,
    "query PayStripeSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }": types.PayStripeSearchDocument,
    "query PayStripeQuote($input: QuoteInput!) { quote(input: $input) { total } }": types.PayStripeQuoteDocument,
    "\n  mutation PayOnlineCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId status total currency sessionId\n      payment { id provider clientSecret publishableKey amount currency expiresAt }\n    }\n  }": types.PayOnlineCheckoutDocument,
    "query PayOnlineStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency expiresAt } }": types.PayOnlineStatusDocument,
    "mutation PayOnlinePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state provider bookingId } }": types.PayOnlinePayDocument,
    "query PayOnlineSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }": types.PayOnlineSearchDocument,
    "query PayOnlineQuote($input: QuoteInput!) { quote(input: $input) { total } }": types.PayOnlineQuoteDocument,
    "\n  mutation SessionBookingCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status total sessionId } }": types.SessionBookingCheckoutDocument,
    "mutation SessionBookingPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }": types.SessionBookingPayDocument,
    "\n  query SessionBookingConfirmation($id: ID!) {\n    checkoutSession(id: $id) {\n      state\n      booking {\n        id reference status from to days paymentOption price currency exchangeRate paidOnline dueAtPickup cancellationDeadline calendarUrl\n        car { name imageUrl }\n        supplier { name }\n        pickupLocation(language: \"fr\") { name }\n        dropoffLocation { name }\n        breakdown { days total extras { kind chosen amount } }\n        guestAccount { email }\n      }\n    }\n  }": types.SessionBookingConfirmationDocument,
    "mutation ProfileUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id fullName phone birthDate bio location } } }": types.ProfileUpdateProfileDocument,
    "mutation ProfileBOp1($i: UpdateEmailNotificationsInput!) { updateEmailNotifications(input: $i) { user { enableEmailNotifications } } }": types.ProfileBOp1Document,
    "mutation ProfileUpdateAvatar($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }": types.ProfileUpdateAvatarDocument,
    "mutation ProfileRequestChange($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { sent email } }": types.ProfileRequestChangeDocument,
    "mutation ProfileConfirmChange($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { email } }": types.ProfileConfirmChangeDocument,
    "query ProfileBOp2 { me { email pendingEmail } }": types.ProfileBOp2Document,
    "query ProfileBOp3 { me { email } }": types.ProfileBOp3Document,
    "mutation ProfileBOp4($i: SignInInput!) { signIn(input: $i) { user { id } } }": types.ProfileBOp4Document,
    "mutation ProfileBOp5 { signOutOtherSessions { ended } }": types.ProfileBOp5Document,
    "query ProfileBOp6 { me { id } }": types.ProfileBOp6Document,
    "query ProfileBOp7 { me { id } }": types.ProfileBOp7Document,
    "query ProfileBOp8 { me { id } }": types.ProfileBOp8Document,
    "query ProfileBOp9 { me { hasLicence licence { fileName mimeType sizeBytes uploadedAt url } } }": types.ProfileBOp9Document,
    "mutation ProfileBOp10 { deleteLicence { deleted } }": types.ProfileBOp10Document,
    "query ProfileBOp11 { me { hasLicence licence { url } } }": types.ProfileBOp11Document,
    "mutation ProfileBOp12 { deleteLicence { deleted } }": types.ProfileBOp12Document,
    "mutation ProfileDelete($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }": types.ProfileDeleteDocument,
    "query ProfileBOp13 { me { id } }": types.ProfileBOp13Document,
    "query ProfileBOp14 { me { id } }": types.ProfileBOp14Document,
    "mutation ProfileBOp15($i: SignInInput!) { signIn(input: $i) { user { id } } }": types.ProfileBOp15Document,
    "\n  query MarksSearch($input: SearchCarsInput!) {\n    searchCars(input: $input, first: 100) {\n      totalCount\n      edges { node { id range extras { cancellation { price } } supplier { id payLaterAllowed } } payAtPickUp freeCancellationUntil }\n    }\n  }": types.MarksSearchDocument,
    "\n  query SearchSearch($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days totalCount\n      edges { cursor node { id name gearbox deposit supplier { id } locations { id } } quote { total rental days perDay } }\n      pageInfo { hasNextPage endCursor }\n      supplierCounts { supplier { id name } count }\n    }\n  }": types.SearchSearchDocument,
    "query SearchOp1($input: SearchCarsInput!, $first: Int, $after: String) { searchCars(input: $input, first: $first, after: $after) {\n           totalCount edges { node { id rating } quote { total } } pageInfo { hasNextPage endCursor } } }": types.SearchOp1Document,
    "query SearchOp2($input: SearchCarsInput!, $after: String) { searchCars(input: $input, first: 6, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }": types.SearchOp2Document,
    "query SearchOp3($i: QuoteInput!) { quote(input: $i) { days total rental extrasTotal currency extras { kind chosen amount } blocks { size count } } }": types.SearchOp3Document,
    "query SearchOp4($i: QuoteInput!) { quote(input: $i) { total } }": types.SearchOp4Document,
    "query SearchOp5($i: QuoteInput!) { quote(input: $i) { total } }": types.SearchOp5Document,
    "query SettingsSettings {\n  settings {\n    openingHour closingHour minLeadHours minimumAge timeZone maxRentalDays depositThresholds\n    pageSizes { searchResults lists max } currencies baseCurrency languages defaultLanguage paginationMode infiniteScrollOnMobile\n  }\n}": types.SettingsSettingsDocument,
    "query SettingsSearch($i: SearchCarsInput!) { searchCars(input: $i) { totalCount edges { quote { total } } } }": types.SettingsSearchDocument,
    "query SettingsQuote($i: QuoteInput!) { quote(input: $i) { days total } }": types.SettingsQuoteDocument,
    "mutation FinaliseCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId total sessionId } }": types.FinaliseCheckoutDocument,
    "query FinaliseStatus($id: ID!) { checkoutSession(id: $id) { state } }": types.FinaliseStatusDocument,
    "mutation FinalisePay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }": types.FinalisePayDocument,
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
export function graphql(source: "query AccountApiKeysOp1 { suppliers { name } }"): (typeof documents)["query AccountApiKeysOp1 { suppliers { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountApiKeysOp2 { signOut { signedOut } }"): (typeof documents)["mutation AccountApiKeysOp2 { signOut { signedOut } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp3 { me { id } }"): (typeof documents)["query AccountApiKeysOp3 { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp4 { suppliers { name } }"): (typeof documents)["query AccountApiKeysOp4 { suppliers { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp5 { suppliers { id } }"): (typeof documents)["query AccountApiKeysOp5 { suppliers { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp6 { suppliers { id } }"): (typeof documents)["query AccountApiKeysOp6 { suppliers { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp7 { suppliers { id } }"): (typeof documents)["query AccountApiKeysOp7 { suppliers { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp8 { suppliers { id } }"): (typeof documents)["query AccountApiKeysOp8 { suppliers { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountApiKeysOp9 { suppliers { id } }"): (typeof documents)["query AccountApiKeysOp9 { suppliers { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BirthDateUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { user { birthDate } } }"): (typeof documents)["mutation BirthDateUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { user { birthDate } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageOp1($e: String, $l: String) { resendActivation(input: { email: $e, language: $l }) { sent } }"): (typeof documents)["mutation MailLanguageOp1($e: String, $l: String) { resendActivation(input: { email: $e, language: $l }) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageOp2($e: String!, $l: String) { requestPasswordReset(input: { email: $e, language: $l }) { sent } }"): (typeof documents)["mutation MailLanguageOp2($e: String!, $l: String) { requestPasswordReset(input: { email: $e, language: $l }) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageOp3($i: SignInInput!) { signIn(input: $i) { user { id } } }"): (typeof documents)["mutation MailLanguageOp3($i: SignInInput!) { signIn(input: $i) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageOp4 { updateLanguage(input: { language: \"es\" }) { user { language } } }"): (typeof documents)["mutation MailLanguageOp4 { updateLanguage(input: { language: \"es\" }) { user { language } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageOp5($e: String!) { requestPasswordReset(input: { email: $e, language: \"fr\" }) { sent } }"): (typeof documents)["mutation MailLanguageOp5($e: String!) { requestPasswordReset(input: { email: $e, language: \"fr\" }) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProvidersSocial($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id email fullName verified hasPassword } } }"): (typeof documents)["mutation ProvidersSocial($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id email fullName verified hasPassword } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvidersOp1 { authConfig { googleClientId appleClientId facebookAppId recaptchaSiteKey } }"): (typeof documents)["query ProvidersOp1 { authConfig { googleClientId appleClientId facebookAppId recaptchaSiteKey } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProvidersOp2($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }"): (typeof documents)["mutation ProvidersOp2($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SigninSessionsOp1 { signOut { signedOut } }"): (typeof documents)["mutation SigninSessionsOp1 { signOut { signedOut } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SigninSessionsRequest($e: String!) { requestPasswordReset(input: { email: $e }) { sent } }"): (typeof documents)["mutation SigninSessionsRequest($e: String!) { requestPasswordReset(input: { email: $e }) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SigninSessionsReset($i: ResetPasswordInput!) { resetPassword(input: $i) { user { id } } }"): (typeof documents)["mutation SigninSessionsReset($i: ResetPasswordInput!) { resetPassword(input: $i) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SigninSessionsChange($i: ChangePasswordInput!) { changePassword(input: $i) { user { id hasPassword } } }"): (typeof documents)["mutation SigninSessionsChange($i: ChangePasswordInput!) { changePassword(input: $i) { user { id hasPassword } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupActivate($t: String!) { activateAccount(input: { token: $t }) { user { id verified } } }"): (typeof documents)["mutation SignupActivate($t: String!) { activateAccount(input: { token: $t }) { user { id verified } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupOp1($e: String) { resendActivation(input: { email: $e }) { sent } }"): (typeof documents)["mutation SignupOp1($e: String) { resendActivation(input: { email: $e }) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupOp2($i: SignInInput!) { signIn(input: $i) { user { id } } }"): (typeof documents)["mutation SignupOp2($i: SignInInput!) { signIn(input: $i) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupOp3 { resendActivation(input: {}) { sent } }"): (typeof documents)["mutation SignupOp3 { resendActivation(input: {}) { sent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignInSignInStaff($input: SignInInput!) { signInStaff(input: $input) { user { id email type } } }"): (typeof documents)["mutation StaffSignInSignInStaff($input: SignInInput!) { signInStaff(input: $input) { user { id email type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignInSetStatus($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { from to changedBy } } }"): (typeof documents)["mutation StaffSignInSetStatus($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { from to changedBy } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignInOp1($input: SignInInput!) { signIn(input: $input) { user { id } } }"): (typeof documents)["mutation StaffSignInOp1($input: SignInInput!) { signIn(input: $input) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingChangesQuote($i: UpdateBookingInput!) { bookingChangeQuote(input: $i) { quote { total days extras { kind chosen amount } } currentTotal available } }"): (typeof documents)["query BookingChangesQuote($i: UpdateBookingInput!) { bookingChangeQuote(input: $i) { quote { total days extras { kind chosen amount } } currentTotal available } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BookingChangesUpdate($i: UpdateBookingInput!) { updateBooking(input: $i) {\n  id from to days price status pickupLocation { id } dropoffLocation { id } extras { theftProtection additionalDriver fullInsurance }\n  additionalDriver { fullName email phone birthDate } calendarUrl editable } }"): (typeof documents)["mutation BookingChangesUpdate($i: UpdateBookingInput!) { updateBooking(input: $i) {\n  id from to days price status pickupLocation { id } dropoffLocation { id } extras { theftProtection additionalDriver fullInsurance }\n  additionalDriver { fullName email phone birthDate } calendarUrl editable } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingChangesPublicQuote($i: QuoteInput!) { quote(input: $i) { total } }"): (typeof documents)["query BookingChangesPublicQuote($i: QuoteInput!) { quote(input: $i) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingChangesNotifications { notifications(first: 5) { edges { node { code message bookingId } } } }"): (typeof documents)["query BookingChangesNotifications { notifications(first: 5) { edges { node { code message bookingId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingChangesCalendar($id: ID!) { booking(id: $id) { calendarUrl } }"): (typeof documents)["query BookingChangesCalendar($id: ID!) { booking(id: $id) { calendarUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtrasFlagsCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status sessionId } }"): (typeof documents)["\n  mutation ExtrasFlagsCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status sessionId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtrasFlagsPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }"): (typeof documents)["mutation ExtrasFlagsPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExtrasFlagsList { bookings(first: 50) { edges { node { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } } } }"): (typeof documents)["query ExtrasFlagsList { bookings(first: 50) { edges { node { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExtrasFlagsOne($id: ID!) { booking(id: $id) { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } }"): (typeof documents)["query ExtrasFlagsOne($id: ID!) { booking(id: $id) { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReferencesCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId reference status sessionId payment { id } } }"): (typeof documents)["mutation ReferencesCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId reference status sessionId payment { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferencesStatus($id: ID!) { checkoutSession(id: $id) { state bookingId bookingReference } }"): (typeof documents)["query ReferencesStatus($id: ID!) { checkoutSession(id: $id) { state bookingId bookingReference } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReferencesPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state bookingReference } }"): (typeof documents)["mutation ReferencesPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state bookingReference } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferencesList($filter: BookingFilter) { bookings(first: 50, filter: $filter) { edges { node { id reference } } } }"): (typeof documents)["query ReferencesList($filter: BookingFilter) { bookings(first: 50, filter: $filter) { edges { node { id reference } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferencesBooking($id: ID!) { booking(id: $id) { id reference } }"): (typeof documents)["query ReferencesBooking($id: ID!) { booking(id: $id) { id reference } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReferencesNotifications { notifications(first: 50) { edges { node { bookingId message } } } }"): (typeof documents)["query ReferencesNotifications { notifications(first: 50) { edges { node { bookingId message } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReferencesSet($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { to } } }"): (typeof documents)["mutation ReferencesSet($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { to } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutPayLater($input: CheckoutInput!) { checkout(input: $input) { bookingId status total currency exchangeRate } }"): (typeof documents)["\n  mutation CheckoutPayLater($input: CheckoutInput!) { checkout(input: $input) { bookingId status total currency exchangeRate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutQuote($input: QuoteInput!) { quote(input: $input) { total } }"): (typeof documents)["query CheckoutQuote($input: QuoteInput!) { quote(input: $input) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutMeHasLicence { me { hasLicence } }"): (typeof documents)["query CheckoutMeHasLicence { me { hasLicence } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrencyRates {\n    exchangeRates {\n      base\n      rates {\n        currency\n        rate\n      }\n      fetchedAt\n      provider\n      stale\n    }\n  }\n"): (typeof documents)["\n  query CurrencyRates {\n    exchangeRates {\n      base\n      rates {\n        currency\n        rate\n      }\n      fetchedAt\n      provider\n      stale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrencyConvert($input: ConvertAmountInput!) {\n    convertAmount(input: $input) {\n      amount\n      from\n      to\n      stale\n    }\n  }\n"): (typeof documents)["\n  query CurrencyConvert($input: ConvertAmountInput!) {\n    convertAmount(input: $input) {\n      amount\n      from\n      to\n      stale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CurrencyRateSources {\n      exchangeRates {\n        rates {\n          currency\n          rate\n          provider\n          fetchedAt\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CurrencyRateSources {\n      exchangeRates {\n        rates {\n          currency\n          rate\n          provider\n          fetchedAt\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CarPagePage($id: ID!, $offer: CarOfferInput!, $language: String) {\n    car(id: $id) {\n      id name payLaterAllowed deposit mileage unlimitedMileage fuelPolicy\n      images { width url }\n      supplier { id name logoUrl rating carCount payLaterAllowed }\n      locations(language: $language) { id name address latitude longitude openingHours { opens closes timeZone } }\n      offer(input: $offer) {\n        cancellationDeadline\n        quote { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CarPagePage($id: ID!, $offer: CarOfferInput!, $language: String) {\n    car(id: $id) {\n      id name payLaterAllowed deposit mileage unlimitedMileage fuelPolicy\n      images { width url }\n      supplier { id name logoUrl rating carCount payLaterAllowed }\n      locations(language: $language) { id name address latitude longitude openingHours { opens closes timeZone } }\n      offer(input: $offer) {\n        cancellationDeadline\n        quote { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarPageOp1($i: QuoteInput!) { quote(input: $i) { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } } }"): (typeof documents)["query CarPageOp1($i: QuoteInput!) { quote(input: $i) { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarPageOp2($i: QuoteInput!) { quote(input: $i) { total extras { kind included chosen amount } } }"): (typeof documents)["query CarPageOp2($i: QuoteInput!) { quote(input: $i) { total extras { kind included chosen amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp1 { locations { id name latitude longitude names { en fr es } } }"): (typeof documents)["query CatalogueOp1 { locations { id name latitude longitude names { en fr es } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp2($l: String) { locations(language: $l) { id name } }"): (typeof documents)["query CatalogueOp2($l: String) { locations(language: $l) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp3 { locations(language: \"de\") { id } }"): (typeof documents)["query CatalogueOp3 { locations(language: \"de\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp4 { suppliers { id name logoUrl payLaterAllowed carCount } }"): (typeof documents)["query CatalogueOp4 { suppliers { id name logoUrl payLaterAllowed carCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp5($id: ID!) { car(id: $id) { id name imageUrl supplier { id name } locations(language: \"es\") { id name }\n         fuelType gearbox seats doors mileage unlimitedMileage range multimedia deposit\n         prices { daily discountedDaily weekly } extras { cancellation { available included price } theftProtection { available included price } } } }"): (typeof documents)["query CatalogueOp5($id: ID!) { car(id: $id) { id name imageUrl supplier { id name } locations(language: \"es\") { id name }\n         fuelType gearbox seats doors mileage unlimitedMileage range multimedia deposit\n         prices { daily discountedDaily weekly } extras { cancellation { available included price } theftProtection { available included price } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp6 { car(id: \"00000000-0000-4000-8000-000000000000\") { id } }"): (typeof documents)["query CatalogueOp6 { car(id: \"00000000-0000-4000-8000-000000000000\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp7 { car(id: \"not-a-uuid\") { id } }"): (typeof documents)["query CatalogueOp7 { car(id: \"not-a-uuid\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp8($after: String) { cars(first: 7, after: $after) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query CatalogueOp8($after: String) { cars(first: 7, after: $after) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueOp9 { cars { edges { node { id } } pageInfo { hasNextPage } } }"): (typeof documents)["query CatalogueOp9 { cars { edges { node { id } } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsApiPage($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges { cursor node { id code message values { name value } bookingId isRead createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }"): (typeof documents)["\n  query NotificationsApiPage($first: Int, $after: String, $language: String) {\n    notifications(first: $first, after: $after, language: $language) {\n      totalCount\n      edges { cursor node { id code message values { name value } bookingId isRead createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsApiCount { unreadNotificationCount }"): (typeof documents)["query NotificationsApiCount { unreadNotificationCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsApiMark($i: MarkNotificationsInput!) { markNotifications(input: $i) { count unreadCount } }"): (typeof documents)["mutation NotificationsApiMark($i: MarkNotificationsInput!) { markNotifications(input: $i) { count unreadCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsApiDelete($i: DeleteNotificationsInput!) { deleteNotifications(input: $i) { count unreadCount } }"): (typeof documents)["mutation NotificationsApiDelete($i: DeleteNotificationsInput!) { deleteNotifications(input: $i) { count unreadCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsBOp1 { markAllNotificationsRead { count unreadCount } }"): (typeof documents)["mutation NotificationsBOp1 { markAllNotificationsRead { count unreadCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsBOp2 { deleteAllNotifications { count unreadCount } }"): (typeof documents)["mutation NotificationsBOp2 { deleteAllNotifications { count unreadCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsApiMarkAll { markAllNotificationsRead { count } }"): (typeof documents)["mutation NotificationsApiMarkAll { markAllNotificationsRead { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsApiDeleteAll { deleteAllNotifications { count } }"): (typeof documents)["mutation NotificationsApiDeleteAll { deleteAllNotifications { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayStripeCheckout($input: CheckoutInput!) {\n    checkout(input: $input) { bookingId status total sessionId payment { id provider clientSecret publishableKey amount currency expiresAt } }\n  }"): (typeof documents)["\n  mutation PayStripeCheckout($input: CheckoutInput!) {\n    checkout(input: $input) { bookingId status total sessionId payment { id provider clientSecret publishableKey amount currency expiresAt } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayStripeStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency } }"): (typeof documents)["query PayStripeStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayStripePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state } }"): (typeof documents)["mutation PayStripePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayStripeSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }"): (typeof documents)["query PayStripeSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayStripeQuote($input: QuoteInput!) { quote(input: $input) { total } }"): (typeof documents)["query PayStripeQuote($input: QuoteInput!) { quote(input: $input) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOnlineCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId status total currency sessionId\n      payment { id provider clientSecret publishableKey amount currency expiresAt }\n    }\n  }"): (typeof documents)["\n  mutation PayOnlineCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      bookingId status total currency sessionId\n      payment { id provider clientSecret publishableKey amount currency expiresAt }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayOnlineStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency expiresAt } }"): (typeof documents)["query PayOnlineStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency expiresAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayOnlinePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state provider bookingId } }"): (typeof documents)["mutation PayOnlinePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state provider bookingId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayOnlineSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }"): (typeof documents)["query PayOnlineSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayOnlineQuote($input: QuoteInput!) { quote(input: $input) { total } }"): (typeof documents)["query PayOnlineQuote($input: QuoteInput!) { quote(input: $input) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionBookingCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status total sessionId } }"): (typeof documents)["\n  mutation SessionBookingCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status total sessionId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionBookingPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }"): (typeof documents)["mutation SessionBookingPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBookingConfirmation($id: ID!) {\n    checkoutSession(id: $id) {\n      state\n      booking {\n        id reference status from to days paymentOption price currency exchangeRate paidOnline dueAtPickup cancellationDeadline calendarUrl\n        car { name imageUrl }\n        supplier { name }\n        pickupLocation(language: \"fr\") { name }\n        dropoffLocation { name }\n        breakdown { days total extras { kind chosen amount } }\n        guestAccount { email }\n      }\n    }\n  }"): (typeof documents)["\n  query SessionBookingConfirmation($id: ID!) {\n    checkoutSession(id: $id) {\n      state\n      booking {\n        id reference status from to days paymentOption price currency exchangeRate paidOnline dueAtPickup cancellationDeadline calendarUrl\n        car { name imageUrl }\n        supplier { name }\n        pickupLocation(language: \"fr\") { name }\n        dropoffLocation { name }\n        breakdown { days total extras { kind chosen amount } }\n        guestAccount { email }\n      }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id fullName phone birthDate bio location } } }"): (typeof documents)["mutation ProfileUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id fullName phone birthDate bio location } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileBOp1($i: UpdateEmailNotificationsInput!) { updateEmailNotifications(input: $i) { user { enableEmailNotifications } } }"): (typeof documents)["mutation ProfileBOp1($i: UpdateEmailNotificationsInput!) { updateEmailNotifications(input: $i) { user { enableEmailNotifications } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileUpdateAvatar($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }"): (typeof documents)["mutation ProfileUpdateAvatar($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileRequestChange($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { sent email } }"): (typeof documents)["mutation ProfileRequestChange($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { sent email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileConfirmChange($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { email } }"): (typeof documents)["mutation ProfileConfirmChange($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp2 { me { email pendingEmail } }"): (typeof documents)["query ProfileBOp2 { me { email pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp3 { me { email } }"): (typeof documents)["query ProfileBOp3 { me { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileBOp4($i: SignInInput!) { signIn(input: $i) { user { id } } }"): (typeof documents)["mutation ProfileBOp4($i: SignInInput!) { signIn(input: $i) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileBOp5 { signOutOtherSessions { ended } }"): (typeof documents)["mutation ProfileBOp5 { signOutOtherSessions { ended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp6 { me { id } }"): (typeof documents)["query ProfileBOp6 { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp7 { me { id } }"): (typeof documents)["query ProfileBOp7 { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp8 { me { id } }"): (typeof documents)["query ProfileBOp8 { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp9 { me { hasLicence licence { fileName mimeType sizeBytes uploadedAt url } } }"): (typeof documents)["query ProfileBOp9 { me { hasLicence licence { fileName mimeType sizeBytes uploadedAt url } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileBOp10 { deleteLicence { deleted } }"): (typeof documents)["mutation ProfileBOp10 { deleteLicence { deleted } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp11 { me { hasLicence licence { url } } }"): (typeof documents)["query ProfileBOp11 { me { hasLicence licence { url } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileBOp12 { deleteLicence { deleted } }"): (typeof documents)["mutation ProfileBOp12 { deleteLicence { deleted } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileDelete($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }"): (typeof documents)["mutation ProfileDelete($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp13 { me { id } }"): (typeof documents)["query ProfileBOp13 { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileBOp14 { me { id } }"): (typeof documents)["query ProfileBOp14 { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileBOp15($i: SignInInput!) { signIn(input: $i) { user { id } } }"): (typeof documents)["mutation ProfileBOp15($i: SignInInput!) { signIn(input: $i) { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarksSearch($input: SearchCarsInput!) {\n    searchCars(input: $input, first: 100) {\n      totalCount\n      edges { node { id range extras { cancellation { price } } supplier { id payLaterAllowed } } payAtPickUp freeCancellationUntil }\n    }\n  }"): (typeof documents)["\n  query MarksSearch($input: SearchCarsInput!) {\n    searchCars(input: $input, first: 100) {\n      totalCount\n      edges { node { id range extras { cancellation { price } } supplier { id payLaterAllowed } } payAtPickUp freeCancellationUntil }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSearch($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days totalCount\n      edges { cursor node { id name gearbox deposit supplier { id } locations { id } } quote { total rental days perDay } }\n      pageInfo { hasNextPage endCursor }\n      supplierCounts { supplier { id name } count }\n    }\n  }"): (typeof documents)["\n  query SearchSearch($input: SearchCarsInput!, $first: Int, $after: String) {\n    searchCars(input: $input, first: $first, after: $after) {\n      days totalCount\n      edges { cursor node { id name gearbox deposit supplier { id } locations { id } } quote { total rental days perDay } }\n      pageInfo { hasNextPage endCursor }\n      supplierCounts { supplier { id name } count }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchOp1($input: SearchCarsInput!, $first: Int, $after: String) { searchCars(input: $input, first: $first, after: $after) {\n           totalCount edges { node { id rating } quote { total } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query SearchOp1($input: SearchCarsInput!, $first: Int, $after: String) { searchCars(input: $input, first: $first, after: $after) {\n           totalCount edges { node { id rating } quote { total } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchOp2($input: SearchCarsInput!, $after: String) { searchCars(input: $input, first: 6, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query SearchOp2($input: SearchCarsInput!, $after: String) { searchCars(input: $input, first: 6, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchOp3($i: QuoteInput!) { quote(input: $i) { days total rental extrasTotal currency extras { kind chosen amount } blocks { size count } } }"): (typeof documents)["query SearchOp3($i: QuoteInput!) { quote(input: $i) { days total rental extrasTotal currency extras { kind chosen amount } blocks { size count } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchOp4($i: QuoteInput!) { quote(input: $i) { total } }"): (typeof documents)["query SearchOp4($i: QuoteInput!) { quote(input: $i) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchOp5($i: QuoteInput!) { quote(input: $i) { total } }"): (typeof documents)["query SearchOp5($i: QuoteInput!) { quote(input: $i) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettingsSettings {\n  settings {\n    openingHour closingHour minLeadHours minimumAge timeZone maxRentalDays depositThresholds\n    pageSizes { searchResults lists max } currencies baseCurrency languages defaultLanguage paginationMode infiniteScrollOnMobile\n  }\n}"): (typeof documents)["query SettingsSettings {\n  settings {\n    openingHour closingHour minLeadHours minimumAge timeZone maxRentalDays depositThresholds\n    pageSizes { searchResults lists max } currencies baseCurrency languages defaultLanguage paginationMode infiniteScrollOnMobile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettingsSearch($i: SearchCarsInput!) { searchCars(input: $i) { totalCount edges { quote { total } } } }"): (typeof documents)["query SettingsSearch($i: SearchCarsInput!) { searchCars(input: $i) { totalCount edges { quote { total } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettingsQuote($i: QuoteInput!) { quote(input: $i) { days total } }"): (typeof documents)["query SettingsQuote($i: QuoteInput!) { quote(input: $i) { days total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinaliseCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId total sessionId } }"): (typeof documents)["mutation FinaliseCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId total sessionId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinaliseStatus($id: ID!) { checkoutSession(id: $id) { state } }"): (typeof documents)["query FinaliseStatus($id: ID!) { checkoutSession(id: $id) { state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinalisePay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }"): (typeof documents)["mutation FinalisePay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;