import { Prisma } from './prisma.ts';
import type { Names } from '../services/i18n/names.ts';
import type { Booking, Car, Location, Supplier, User } from '../__generated__/prisma/client.ts';

/**
 * Model rows read by one hand-written statement (docs/decisions/027): a table's columns as one
 * JSON array built by PostgreSQL (`json_build_array(...)::text`), decoded into the Prisma model's
 * shape. Hot reads use it to bring a row and its relations in one prepared statement
 * (`queryPrepared`) instead of one Prisma query per relation. The column list is typed by the
 * model (`{ [field]: [column, kind] }` for every field), so a field added to the model and not
 * here fails the typecheck; server/test/db/rows.test.ts holds each codec to Prisma's own reading
 * of the same row.
 *
 * Kinds: `value` as JSON gives it (text, numbers, booleans, enums, enum arrays, json), `instant`
 * a timestamptz (JSON text with its offset → Date), `day` a date column (→ UTC midnight, as
 * Prisma reads it), `decimal` a numeric of any precision (sent as text, so no digit goes through
 * a double → Prisma.Decimal), `decimal15` a numeric of at most 15 significant digits (numeric(12,2)
 * money, a rating, coordinates): sent as a JSON number, which a double holds exactly and String()
 * gives back digit for digit; the `::text` cast of `decimal` costs PostgreSQL about as much again
 * as the number itself (measured: a page of 20 cars' JSON 0.55 → 0.31 ms of backend CPU),
 * `bigint` (text → BigInt).
 *
 * A column holding `{}` is an SQL expression rather than a column, `{}` standing for the alias
 * (a place's names by language: `location_names_json({}.id)`), read as a `value`.
 */
type Kind = 'value' | 'instant' | 'day' | 'decimal' | 'decimal15' | 'bigint';
export type Columns<T> = { [K in keyof T]-?: readonly [column: string, kind: Kind] };

export interface RowCodec<T> {
  /** The JSON array of a row of `alias`, as text (one column of the statement). */
  sql(alias: string): string;
  /** The same array as a json value (to nest in json_agg). */
  json(alias: string): string;
  /** The model object of that JSON text. */
  decode(text: string): T;
  /** The model object of an already parsed array (a codec's array nested in another JSON value). */
  fromArray(values: unknown[]): T;
}

/**
 * Decimals by their text: decimal.js values are immutable, so one instance serves every row with
 * the same amount (prices and extras repeat: parsing sixteen per car showed in search's profiles).
 * Bounded: cleared when it grows past a few thousand texts. Shared by search and the row codecs.
 */
const decimals = new Map<string, Prisma.Decimal>();
export function decimalOf(text: string): Prisma.Decimal {
  let d = decimals.get(text);
  if (!d) {
    if (decimals.size >= 5000) decimals.clear();
    d = new Prisma.Decimal(text);
    decimals.set(text, d);
  }
  return d;
}

export function rowCodec<T>(columns: Columns<T>): RowCodec<T> {
  const entries = Object.entries(columns) as [string, readonly [string, Kind]][];
  const names = entries.map(([name]) => name);
  const kinds = entries.map(([, [, kind]]) => kind);
  // The decoder is compiled once per codec into a function that returns one object literal: a row
  // built field by field through computed keys was the costliest frame of a list page in the
  // profile (megamorphic stores into an object that grows to ~37 properties). The field names and
  // kinds are this file's constants, never input.
  const read = (kind: Kind, i: number) => {
    const v = `v[${i}]`;
    if (kind === 'value') return v;
    const convert = { decimal: `decimalOf(${v})`, decimal15: `decimalOf(String(${v}))`, bigint: `BigInt(${v})`, instant: `new Date(${v})`, day: `new Date(${v})` }[kind];
    return `${v} === null ? null : ${convert}`;
  };
  const fromArray = new Function(
    'decimalOf',
    `return (v) => ({ ${names.map((name, i) => `${JSON.stringify(name)}: ${read(kinds[i], i)}`).join(', ')} });`,
  )(decimalOf) as (values: unknown[]) => T;
  const json = (alias: string) =>
    `json_build_array(${entries
      .map(([, [column, kind]]) => {
        const sql = column.includes('{}') ? column.replaceAll('{}', alias) : `${alias}.${column}`;
        return kind === 'decimal' || kind === 'bigint' ? `${sql}::text` : sql;
      })
      .join(', ')})`;
  return {
    sql: (alias) => `${json(alias)}::text`,
    json,
    decode: (text) => fromArray(JSON.parse(text) as unknown[]),
    fromArray,
  };
}

// ── The models read this way

export const userRow = rowCodec<User>({
  id: ['id', 'value'], type: ['type', 'value'], email: ['email', 'value'], fullName: ['full_name', 'value'], phone: ['phone', 'value'],
  birthDate: ['birth_date', 'day'], bio: ['bio', 'value'], location: ['location', 'value'], avatar: ['avatar', 'value'],
  language: ['language', 'value'], enableEmailNotifications: ['enable_email_notifications', 'value'], verified: ['verified', 'value'],
  verifiedAt: ['verified_at', 'instant'], suspended: ['suspended', 'value'], passwordHash: ['password_hash', 'value'],
  createdAt: ['created_at', 'instant'], updatedAt: ['updated_at', 'instant'], deletedAt: ['deleted_at', 'instant'],
});

export const bookingRow = rowCodec<Booking>({
  id: ['id', 'value'], reference: ['reference', 'value'], carId: ['car_id', 'value'], supplierId: ['supplier_id', 'value'], driverId: ['driver_id', 'value'],
  pickupLocationId: ['pickup_location_id', 'value'], dropoffLocationId: ['dropoff_location_id', 'value'],
  from: ['from_at', 'instant'], to: ['to_at', 'instant'], days: ['days', 'value'], status: ['status', 'value'],
  paymentOption: ['payment_option', 'value'], cancellation: ['cancellation', 'value'], amendments: ['amendments', 'value'],
  theftProtection: ['theft_protection', 'value'], collisionDamageWaiver: ['collision_damage_waiver', 'value'],
  fullInsurance: ['full_insurance', 'value'], additionalDriver: ['additional_driver', 'value'], priceBreakdown: ['price_breakdown', 'value'],
  price: ['price', 'decimal15'], currency: ['currency', 'value'], exchangeRate: ['exchange_rate', 'decimal'],
  cancelRequest: ['cancel_request', 'value'], cancelRequestedAt: ['cancel_requested_at', 'instant'], statusReason: ['status_reason', 'value'],
  holdExpiresAt: ['hold_expires_at', 'instant'], stripeSessionId: ['stripe_session_id', 'value'],
  stripePaymentIntentId: ['stripe_payment_intent_id', 'value'], paidAt: ['paid_at', 'instant'], hiddenByDriver: ['hidden_by_driver', 'value'],
  refundId: ['refund_id', 'value'], refundAmount: ['refund_amount', 'decimal15'], refundCurrency: ['refund_currency', 'value'],
  refundedAt: ['refunded_at', 'instant'], reminderSentAt: ['reminder_sent_at', 'instant'], createdAt: ['created_at', 'instant'],
  updatedAt: ['updated_at', 'instant'],
});

export const carRow = rowCodec<Car>({
  id: ['id', 'value'], supplierId: ['supplier_id', 'value'], name: ['name', 'value'], image: ['image', 'value'],
  fuelType: ['fuel_type', 'value'], gearbox: ['gearbox', 'value'], fuelPolicy: ['fuel_policy', 'value'], seats: ['seats', 'value'],
  doors: ['doors', 'value'], aircon: ['aircon', 'value'], deposit: ['deposit', 'decimal15'], rating: ['rating', 'decimal15'],
  trips: ['trips', 'value'], mileage: ['mileage', 'value'], range: ['range', 'value'], multimedia: ['multimedia', 'value'],
  available: ['available', 'value'], minimumAge: ['minimum_age', 'value'], dailyPrice: ['daily_price', 'decimal15'],
  discountedDailyPrice: ['discounted_daily_price', 'decimal15'], biWeeklyPrice: ['bi_weekly_price', 'decimal15'],
  discountedBiWeeklyPrice: ['discounted_bi_weekly_price', 'decimal15'], weeklyPrice: ['weekly_price', 'decimal15'],
  discountedWeeklyPrice: ['discounted_weekly_price', 'decimal15'], monthlyPrice: ['monthly_price', 'decimal15'],
  discountedMonthlyPrice: ['discounted_monthly_price', 'decimal15'], cancellation: ['cancellation', 'decimal15'],
  amendments: ['amendments', 'decimal15'], theftProtection: ['theft_protection', 'decimal15'],
  collisionDamageWaiver: ['collision_damage_waiver', 'decimal15'], fullInsurance: ['full_insurance', 'decimal15'],
  additionalDriver: ['additional_driver', 'decimal15'], createdAt: ['created_at', 'instant'], updatedAt: ['updated_at', 'instant'],
});

export const supplierRow = rowCodec<Supplier>({
  id: ['id', 'value'], name: ['name', 'value'], logo: ['logo', 'value'], contactPhone: ['contact_phone', 'value'],
  contactEmail: ['contact_email', 'value'], payLaterAllowed: ['pay_later_allowed', 'value'], createdAt: ['created_at', 'instant'],
});

/** A location with its names by language (location_names, docs/decisions/049). */
export const locationRow = rowCodec<Location & { names: Names }>({
  id: ['id', 'value'], countryId: ['country_id', 'value'], names: ['location_names_json({}.id)', 'value'], latitude: ['latitude', 'decimal15'], longitude: ['longitude', 'decimal15'], image: ['image', 'value'],
  createdAt: ['created_at', 'instant'],
});
