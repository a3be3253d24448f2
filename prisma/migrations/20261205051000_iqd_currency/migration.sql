-- Issue 27 point 5 (docs/decisions/051-iqd-display-currency.md): a pay-later booking may be
-- quoted in Iraqi dinars, stored with the quote's rate. Pay-online bookings stay in a currency
-- the card processor takes (the checkout stores USD for them when dinars were shown).
-- numeric(12,2) holds any IQD amount of a booking: $1,000 is about 1.48 million dinars.
ALTER TABLE bookings DROP CONSTRAINT bookings_currency_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_currency_check CHECK (currency IN ('USD', 'EUR', 'GBP', 'IQD'));
