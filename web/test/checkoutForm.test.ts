import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  checkoutFailure,
  checkoutProblems,
  firstField,
  licenceFileProblem,
  licenceUploadProblem,
  minimumAge,
  pickupDayOf,
  readCheckoutParams,
  type CheckoutRules,
  type CheckoutValues,
} from '../src/routes/checkout/checkoutForm.ts';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const PERSON = { fullName: 'Dilan Aziz', email: 'dilan@example.com', phone: '0750 123 4567', birthDate: '1990-04-12' };
const VALUES: CheckoutValues = { driver: { ...PERSON, acceptTerms: true }, additionalDriver: { fullName: '', email: '', phone: '', birthDate: '' } };
const RULES: CheckoutRules = {
  guest: true,
  needBirthDate: false,
  additionalDriver: false,
  minAge: 21,
  pickupDay: '2027-06-11',
  today: '2026-11-23',
  hasLicence: true,
  paymentChosen: true,
};

describe('checkout URL', () => {
  it('needs the car, the pick-up location and both dates', () => {
    const full = new URLSearchParams({ car: 'c1', pickup: 'p1', from: '2027-06-11T07:00:00.000Z', to: '2027-06-14T07:00:00.000Z' });
    expect(readCheckoutParams(full)).toEqual({ carId: 'c1', criteria: { pickup: 'p1', dropoff: 'p1', from: '2027-06-11T07:00:00.000Z', to: '2027-06-14T07:00:00.000Z' } });
    for (const missing of ['car', 'pickup', 'from', 'to']) {
      const params = new URLSearchParams(full);
      params.delete(missing);
      expect(readCheckoutParams(params), missing).toBeNull();
    }
    expect(readCheckoutParams(new URLSearchParams({ car: 'c1', pickup: 'p1', from: 'soon', to: 'later' }))).toBeNull();
  });
});

describe('driver rules', () => {
  it('accepts a complete guest', () => {
    expect(checkoutProblems(VALUES, RULES)).toEqual({});
  });

  it('names every missing guest detail, the Terms and the licence, first field first', () => {
    const empty: CheckoutValues = { driver: { fullName: ' ', email: '', phone: '', birthDate: '', acceptTerms: false }, additionalDriver: VALUES.additionalDriver };
    const problems = checkoutProblems(empty, { ...RULES, hasLicence: false });
    expect(problems).toEqual({
      'driver.fullName': { id: 'error.REQUIRED' },
      'driver.email': { id: 'error.REQUIRED' },
      'driver.phone': { id: 'error.REQUIRED' },
      'driver.birthDate': { id: 'error.REQUIRED' },
      'driver.acceptTerms': { id: 'error.TOS_NOT_ACCEPTED' },
      licence: { id: 'checkout.error.IMAGE_REQUIRED' },
    });
    expect(firstField(problems)).toBe('driver.fullName');
    expect(firstField({ licence: { id: 'checkout.error.IMAGE_REQUIRED' }, 'driver.acceptTerms': { id: 'error.TOS_NOT_ACCEPTED' } })).toBe('licence');
  });

  it("uses the spec's messages for a bad email and phone", () => {
    const problems = checkoutProblems({ ...VALUES, driver: { ...VALUES.driver, email: 'nope', phone: '12' } }, RULES);
    expect(problems['driver.email']).toEqual({ id: 'error.INVALID_EMAIL' });
    expect(problems['driver.phone']).toEqual({ id: 'error.INVALID_PHONE' });
  });

  it("counts the age on the pick-up day against the car's minimum age", () => {
    const born = (birthDate: string) => checkoutProblems({ ...VALUES, driver: { ...VALUES.driver, birthDate } }, RULES)['driver.birthDate'];
    // 21 on the pick-up day itself is old enough; a day short is not, whatever today is.
    expect(born('2006-06-11')).toBeUndefined();
    expect(born('2006-06-12')).toEqual({ id: 'checkout.error.TOO_YOUNG', values: { age: 21 } });
    expect(born('2030-01-01')).toEqual({ id: 'error.INVALID_DATE' });
    expect(born('1990-02-30')).toEqual({ id: 'error.INVALID_DATE' });
  });

  it('never asks less than 18, nor less than the car', () => {
    expect(minimumAge(0, 18)).toBe(18);
    expect(minimumAge(25, 18)).toBe(25);
    expect(minimumAge(16, 16)).toBe(18);
  });

  it('takes the pick-up day in the business zone', () => {
    // 22:30 UTC is already the next day in Erbil (UTC+3).
    expect(pickupDayOf('2027-06-10T22:30:00Z', 'Asia/Baghdad')).toBe('2027-06-11');
  });

  it('asks a signed-in driver only for a missing birth date', () => {
    const signedIn = { ...RULES, guest: false };
    const noDetails: CheckoutValues = { driver: { fullName: '', email: '', phone: '', birthDate: '', acceptTerms: false }, additionalDriver: VALUES.additionalDriver };
    expect(checkoutProblems(noDetails, signedIn)).toEqual({});
    expect(checkoutProblems(noDetails, { ...signedIn, needBirthDate: true })).toEqual({ 'driver.birthDate': { id: 'error.REQUIRED' } });
  });

  it('checks the additional driver only when that extra is chosen', () => {
    expect(checkoutProblems(VALUES, RULES)).toEqual({});
    const problems = checkoutProblems(VALUES, { ...RULES, additionalDriver: true });
    expect(Object.keys(problems)).toEqual(['additionalDriver.fullName', 'additionalDriver.email', 'additionalDriver.phone', 'additionalDriver.birthDate']);
    const young = checkoutProblems({ ...VALUES, additionalDriver: { ...PERSON, birthDate: '2010-01-01' } }, { ...RULES, additionalDriver: true });
    expect(young).toEqual({ 'additionalDriver.birthDate': { id: 'checkout.error.TOO_YOUNG', values: { age: 21 } } });
  });

  it('wants a payment option the car allows', () => {
    expect(checkoutProblems(VALUES, { ...RULES, paymentChosen: false })).toEqual({ paymentOption: { id: 'checkout.error.PAYMENT_OPTION' } });
  });
});

describe('licence file', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes JPEG, PNG, WebP and PDF up to 5 MB', () => {
    expect(licenceFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(licenceFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(licenceFileProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(licenceFileProblem(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(licenceFileProblem(file('a.pdf', '', 5 * 1024 * 1024))).toBeNull();
  });

  it('refuses no file, another type and a larger file', () => {
    expect(licenceFileProblem(null)).toBe('checkout.error.IMAGE_REQUIRED');
    expect(licenceFileProblem(file('a.png', 'image/png', 0))).toBe('checkout.error.IMAGE_REQUIRED');
    expect(licenceFileProblem(file('a.svg', 'image/svg+xml'))).toBe('checkout.error.LICENCE_TYPE');
    expect(licenceFileProblem(file('a.sh', ''))).toBe('checkout.error.LICENCE_TYPE');
    expect(licenceFileProblem(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('checkout.error.LICENCE_TOO_LARGE');
  });

  it("translates the server's refusals of an upload by their message code", () => {
    expect(licenceUploadProblem(graphQLError('Please add an image.', { code: 'BAD_USER_INPUT', messageCode: 'IMAGE_REQUIRED' }))).toBe('checkout.error.IMAGE_REQUIRED');
    expect(licenceUploadProblem(graphQLError('The file is too large: at most 5 MB.', { code: 'BAD_USER_INPUT', messageCode: 'LICENCE_TOO_LARGE' }))).toBe('checkout.error.LICENCE_TOO_LARGE');
    expect(licenceUploadProblem(graphQLError('The file must be a JPEG, PNG or WebP image or a PDF document.', { code: 'BAD_USER_INPUT', messageCode: 'LICENCE_TYPE' }))).toBe('checkout.error.LICENCE_TYPE');
    // Without a code (another refusal), no licence text: the generic error shows the server's words.
    expect(licenceUploadProblem(graphQLError('Please add an image.', { code: 'BAD_USER_INPUT' }))).toBeNull();
    expect(licenceUploadProblem(new Error('offline'))).toBeNull();
  });
});

describe("the server's answers to checkout", () => {
  it('CONFLICT: the car is no longer available for these dates', () => {
    const failure = checkoutFailure(graphQLError('This car is no longer available for these dates', { code: 'CONFLICT' }));
    expect(failure).toMatchObject({ conflict: true, form: { id: 'checkout.error.CONFLICT' }, fields: {} });
  });

  it('too many attempts says how many minutes to wait (never a bare message id)', () => {
    const failure = checkoutFailure(
      graphQLError('Too many attempts. Please try again in 42 minutes.', { code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 2500 }),
    );
    expect(failure).toMatchObject({ conflict: false, form: { id: 'error.TOO_MANY_ATTEMPTS', values: { minutes: 42 } }, fields: {} });
  });

  it('TOO_YOUNG goes under the birth date with the age', () => {
    const failure = checkoutFailure(
      graphQLError('The driver must be at least 25 years old at pick-up.', {
        code: 'BAD_USER_INPUT',
        messageCode: 'TOO_YOUNG',
        messageValues: { age: 25 },
        fieldErrors: { 'driver.birthDate': 'TOO_YOUNG' },
      }),
    );
    expect(failure.fields).toEqual({ 'driver.birthDate': { id: 'checkout.error.TOO_YOUNG', values: { age: 25 } } });
    expect(failure.form).toEqual({ id: 'error.badUserInput' });
  });

  it('ACCOUNT_EXISTS offers sign-in', () => {
    const failure = checkoutFailure(
      graphQLError('An account already exists', { code: 'BAD_USER_INPUT', messageCode: 'ACCOUNT_EXISTS', fieldErrors: { 'driver.email': 'ACCOUNT_EXISTS' } }),
    );
    expect(failure.accountExists).toBe(true);
    expect(failure.fields['driver.email']).toEqual({ id: 'checkout.error.ACCOUNT_EXISTS' });
  });

  it.each([
    ['PAY_LATER_NOT_ALLOWED', { payLater: 'PAY_LATER_NOT_ALLOWED' }, 'checkout.error.PAY_LATER_NOT_ALLOWED'],
    ['CAR_NOT_AT_LOCATION', { pickupLocationId: 'INVALID' }, 'checkout.error.CAR_NOT_AT_LOCATION'],
    ['NO_EXCHANGE_RATE', { currency: 'INVALID' }, 'checkout.error.NO_EXCHANGE_RATE'],
    ['RECAPTCHA_ERROR', {}, 'error.RECAPTCHA_ERROR'],
    ['PAYMENT_UNAVAILABLE', {}, 'checkout.error.PAYMENT_UNAVAILABLE'],
  ])('%s is said above the button', (messageCode, fieldErrors, id) => {
    const failure = checkoutFailure(graphQLError('x', { code: 'BAD_USER_INPUT', messageCode, fieldErrors }));
    expect(failure.form).toEqual({ id });
    expect(failure.fields).toEqual({});
  });

  it("IMAGE_REQUIRED goes under the licence: 'Please add an image.'", () => {
    const failure = checkoutFailure(graphQLError('Please add an image.', { code: 'BAD_USER_INPUT', messageCode: 'IMAGE_REQUIRED', fieldErrors: { licence: 'IMAGE_REQUIRED' } }));
    expect(failure.fields).toEqual({ licence: { id: 'checkout.error.IMAGE_REQUIRED' } });
  });

  it('a date rule of the server is said in words', () => {
    const failure = checkoutFailure(graphQLError('too soon', { code: 'BAD_USER_INPUT', messageCode: 'PICKUP_TOO_SOON', fieldErrors: { from: 'PICKUP_TOO_SOON' } }));
    expect(failure.form).toEqual({ id: 'error.PICKUP_TOO_SOON' });
  });

  it('anything unexplained is the generic message', () => {
    expect(checkoutFailure(graphQLError('boom', { code: 'INTERNAL_SERVER_ERROR' })).form).toEqual({ id: 'error.unhandled', values: undefined });
    expect(checkoutFailure(new Error('offline')).form).toEqual({ id: 'error.unhandled', values: undefined });
  });
});
