/**
 * The fixed list of currency codes the conversion helper accepts (spec §5: "about 150 codes,
 * including EUR, USD, GBP, CHF and the crypto codes XBT, ETH, LTC"): the active ISO 4217 codes
 * of circulating currencies, plus the three crypto codes the spec names. A code outside this
 * list is 'Not a valid currency code'; a code on it that the server has no rate for is
 * 'Currency {code} not supported' (services/currency/convert.ts).
 *
 * Server-only in practice (the web app shows USD, EUR, GBP and IQD: ./currency.ts); kept apart from
 * ./currency.ts so the web's first paint never carries it.
 */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(
  [
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD',
    'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD',
    'GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT',
    'LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR',
    'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP',
    'STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF',
    'XPF YER ZAR ZMW ZWL',
    // Crypto codes the spec names (XBT: bitcoin, as ISO-style code).
    'XBT ETH LTC',
  ]
    .join(' ')
    .split(' '),
);

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_CODES.has(value);
}
