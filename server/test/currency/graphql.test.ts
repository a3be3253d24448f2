import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATES_SNAPSHOT } from '../../src/services/currency/ratesSnapshot.ts';
import { convertFromBase } from '../../src/shared/conversion.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { startExchangeRateStandin, type ExchangeRateStandin } from '../standins/exchangeRates.ts';
import { graphql } from '../__generated__/gql.ts';
import type { ConvertAmountInput } from '../__generated__/graphql.ts';

/** exchangeRates and convertAmount through the real HTTP server, as the web app and partners call them. */

let db: TestDatabase;
let provider: ExchangeRateStandin;
let server: TestServer;

const RATES = graphql(`
  query CurrencyRates {
    exchangeRates {
      base
      rates {
        currency
        rate
      }
      fetchedAt
      provider
      stale
    }
  }
`);

const CONVERT = graphql(`
  query CurrencyConvert($input: ConvertAmountInput!) {
    convertAmount(input: $input) {
      amount
      from
      to
      stale
    }
  }
`);

beforeAll(async () => {
  provider = await startExchangeRateStandin({ shape: 'frankfurter', rates: { EUR: 0.9234, GBP: 0.7891 } });
});
afterAll(async () => {
  await provider?.close();
});
withTestServer((made) => ({ db, server } = made), { env: () => ({ EXCHANGE_RATE_PROVIDERS: provider.template, EXCHANGE_RATE_TIMEOUT_MS: '500' }) });
beforeEach(() => {
  provider.failure = null;
});

describe('exchangeRates', () => {
  it('answers the rates for EUR and GBP without credentials, fetched once for many requests', async () => {
    const before = provider.requests.length;
    const first = await server.gql(RATES);
    expect(first.errors).toBeUndefined();
    expect(first.data!.exchangeRates).toEqual({
      base: 'USD',
      rates: [
        { currency: 'EUR', rate: '0.9234' },
        { currency: 'GBP', rate: '0.7891' },
      ],
      fetchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      provider: provider.name,
      stale: false,
    });
    const again = await server.gql(RATES);
    expect(again.data).toEqual(first.data);
    expect(provider.requests.length - before).toBe(1);
  });

  it('answers the last good rates, stale, when the provider fails', async () => {
    await server.gql(RATES);
    await db.query(`UPDATE exchange_rates SET fetched_at = now() - interval '2 hours'`);
    provider.failure = 'http-500';
    const { data, errors } = await server.gql(RATES);
    expect(errors).toBeUndefined();
    expect(data!.exchangeRates).toMatchObject({ provider: provider.name, stale: true, rates: [{ rate: '0.9234' }, { rate: '0.7891' }] });
    // The server now waits a minute before asking again; give the next tests fresh rows.
    await db.query(`UPDATE exchange_rates SET fetched_at = now()`);
  });
});

describe('convertAmount', () => {
  const convert = (input: ConvertAmountInput) => server.gql(CONVERT, { input });

  it('converts from USD exactly, rounding half-up to cents', async () => {
    // 250 x 0.9234 = 230.85; 19.99 x 0.7891 = 15.774109 -> 15.77
    expect((await convert({ amount: '250', from: 'USD', to: 'EUR' })).data!.convertAmount).toEqual({ amount: '230.85', from: 'USD', to: 'EUR', stale: false });
    expect((await convert({ amount: '19.99', from: 'usd', to: 'gbp' })).data!.convertAmount).toMatchObject({ amount: '15.77', to: 'GBP' });
  });

  it('converts to USD and between two other currencies through USD, rounding once', async () => {
    // 100 / 0.9234 = 108.295... -> 108.30; 100 x 0.7891 / 0.9234 = 85.4559... -> 85.46
    expect((await convert({ amount: '100', from: 'EUR', to: 'USD' })).data!.convertAmount.amount).toBe('108.30');
    expect((await convert({ amount: '100', from: 'EUR', to: 'GBP' })).data!.convertAmount.amount).toBe('85.46');
    expect((await convert({ amount: '42.5', from: 'GBP', to: 'GBP' })).data!.convertAmount.amount).toBe('42.5');
  });

  it('returns the amount unchanged for the same currency, any listed code, without asking for rates', async () => {
    provider.failure = 'http-500';
    const before = provider.requests.length;
    for (const [input, amount] of [
      [{ amount: '42.125', from: 'EUR', to: 'eur' }, '42.125'],
      [{ amount: '0.5', from: 'XBT', to: 'XBT' }, '0.5'],
      [{ amount: '+0012.30', from: 'CHF', to: 'CHF' }, '12.3'],
    ] as const) {
      const { data, errors } = await convert(input);
      expect(errors).toBeUndefined();
      expect(data!.convertAmount).toMatchObject({ amount, stale: false });
    }
    expect(provider.requests.length).toBe(before);
  });

  it.each([
    [{ amount: 'abc', from: 'USD', to: 'EUR' }, 'amount', 'AMOUNT_NOT_A_NUMBER', 'Amount should be a number'],
    [{ amount: '', from: 'USD', to: 'EUR' }, 'amount', 'AMOUNT_NOT_A_NUMBER', 'Amount should be a number'],
    [{ amount: '1e3', from: 'USD', to: 'EUR' }, 'amount', 'AMOUNT_NOT_A_NUMBER', 'Amount should be a number'],
    [{ amount: '-5', from: 'USD', to: 'EUR' }, 'amount', 'AMOUNT_NOT_POSITIVE', 'Amount should be a positive number'],
    [{ amount: '5', from: ' ', to: 'EUR' }, 'from', 'CURRENCY_CODE_EMPTY', 'Currency code cannot be an empty string'],
    [{ amount: '5', from: 'USD', to: 'EURO' }, 'to', 'INVALID_CURRENCY_CODE', 'Not a valid currency code'],
    [{ amount: '5', from: 'USD', to: '€' }, 'to', 'INVALID_CURRENCY_CODE', 'Not a valid currency code'],
    [{ amount: '5', from: 'USD', to: 'XYZ' }, 'to', 'INVALID_CURRENCY_CODE', 'Not a valid currency code'],
    [{ amount: '5', from: 'BTC', to: 'USD' }, 'from', 'INVALID_CURRENCY_CODE', 'Not a valid currency code'],
    [{ amount: '5', from: 'USD', to: 'JPY' }, 'to', 'CURRENCY_NOT_SUPPORTED', 'Currency JPY not supported'],
    [{ amount: '5', from: 'usd', to: 'chf' }, 'to', 'CURRENCY_NOT_SUPPORTED', 'Currency CHF not supported'],
    [{ amount: '5', from: 'ETH', to: 'EUR' }, 'from', 'CURRENCY_NOT_SUPPORTED', 'Currency ETH not supported'],
  ])('refuses %j with the spec’s message', async (input, field, code, message) => {
    const { data, errors } = await convert(input);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', messageCode: code, fieldErrors: { [field]: code } } });
    if (code === 'CURRENCY_NOT_SUPPORTED') expect(errors?.[0].extensions?.messageValues).toEqual({ code: message.split(' ')[1] });
  });

  it('refuses an amount too large for the API’s decimals, before or after conversion', async () => {
    for (const input of [
      { amount: '1000000000000', from: 'USD', to: 'USD' },
      { amount: '999999999999.99', from: 'EUR', to: 'USD' }, // 1,082,954,299,328.56 USD
    ]) {
      const { errors } = await convert(input);
      expect(errors?.[0]).toMatchObject({ message: 'This value is not valid.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { amount: 'INVALID' } } });
    }
    expect((await convert({ amount: '999999999999.99', from: 'USD', to: 'EUR' })).data!.convertAmount.amount).toBe('923399999999.99');
  });

  it('on a first run with no rate stored and no provider answering, converts at the snapshot shipped with the server, marked stale', async () => {
    await db.query('DELETE FROM exchange_rates');
    provider.failure = 'http-500';
    const { data, errors } = await convert({ amount: '100', from: 'USD', to: 'EUR' });
    expect(errors).toBeUndefined();
    expect(data!.convertAmount).toMatchObject({ amount: convertFromBase('100', RATES_SNAPSHOT.rates.EUR), stale: true });
    expect((await convert({ amount: '5', from: 'USD', to: 'USD' })).data!.convertAmount.amount).toBe('5');
  });
});

describe('the Iraqi dinar (ADR 051)', () => {
  const RATE_SOURCES = graphql(`
    query CurrencyRateSources {
      exchangeRates {
        rates {
          currency
          rate
          provider
          fetchedAt
        }
      }
    }
  `);

  it('gives the dinar’s rate with its own source and date, and converts to whole dinars', async () => {
    const at = new Date('2026-11-26T09:00:00.000Z');
    await db.query(`INSERT INTO exchange_rates (base, target, rate, provider, fetched_at) VALUES ('USD', 'IQD', 1478.25, 'rates.example.iq', $1)`, [at]);
    const { data, errors } = await server.gql(RATE_SOURCES);
    expect(errors).toBeUndefined();
    expect(data!.exchangeRates.rates.find((r) => r.currency === 'IQD')).toEqual({ currency: 'IQD', rate: '1478.25', provider: 'rates.example.iq', fetchedAt: at.toISOString() });

    // 100.10 x 1478.25 = 147,972.825 -> 147,973 dinars; 19.99 x 1478.25 = 29,550.2175 -> 29,550
    const convert = (input: ConvertAmountInput) => server.gql(CONVERT, { input });
    expect((await convert({ amount: '100.10', from: 'USD', to: 'IQD' })).data!.convertAmount).toMatchObject({ amount: '147973', to: 'IQD' });
    expect((await convert({ amount: '19.99', from: 'usd', to: 'iqd' })).data!.convertAmount.amount).toBe('29550');
    // Back to dollars: cents again. 148,000 / 1478.25 = 100.118... -> 100.12
    expect((await convert({ amount: '148000', from: 'IQD', to: 'USD' })).data!.convertAmount.amount).toBe('100.12');
  });
});
