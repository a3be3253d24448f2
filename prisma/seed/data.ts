// The seed's data: Erbil's rental locations, local suppliers and a generated car catalogue.
// Pure data and pure functions only (no database, no network, no clock, no Math.random):
// the same code always yields the same rows, so the seed can be re-run and the tests can
// name rows by their keys (see ./scenarios.ts).
import type {
  BookingStatus,
  CarRange,
  FuelPolicy,
  FuelType,
  Gearbox,
  Multimedia,
  PaymentOption,
} from '../../server/src/__generated__/prisma/client.ts';

// ───────────── Deterministic randomness ─────────────

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). Same seed, same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ───────────── Money as exact decimal strings ─────────────

/** Whole cents to a USD decimal string with two decimals ("-1.00" for the -1 marker). */
export function centsToString(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const usd = (dollars: number): string => centsToString(Math.round(dollars * 100));

// ───────────── Places ─────────────

/**
 * A place's names by language code, stored one row per language (location_names,
 * country_names; docs/decisions/049). English is required (the fallback); Sorani Kurdish (ckb)
 * and Arabic (ar) as Erbil's signs and maps write them.
 */
export interface SeedNames {
  en: string;
  [language: string]: string;
}

export interface SeedCountry {
  code: string;
  names: SeedNames;
}

export const IRAQ: SeedCountry = { code: 'IQ', names: { en: 'Iraq', fr: 'Irak', es: 'Irak', ckb: 'عێراق', ar: 'العراق' } };

/** What the generated location picture shows (./images.ts). */
export type LocationScene = 'airport' | 'citadel' | 'city' | 'mall' | 'park' | 'mountain';

export interface SeedLocation {
  key: string;
  names: SeedNames;
  latitude: string;
  longitude: string;
  scene: LocationScene;
}

/** Rental locations in and around Erbil; coordinates are plausible, to six decimals. */
export const LOCATIONS = [
  {
    key: 'airport',
    names: {
      en: 'Erbil International Airport (EBL)',
      fr: "Aéroport international d'Erbil (EBL)",
      es: 'Aeropuerto Internacional de Erbil (EBL)',
      ckb: 'فڕۆکەخانەی نێودەوڵەتیی هەولێر (EBL)',
      ar: 'مطار أربيل الدولي (EBL)',
    },
    latitude: '36.237600',
    longitude: '43.963200',
    scene: 'airport',
  },
  {
    key: 'citadel',
    names: {
      en: 'Erbil Citadel – City Centre',
      fr: "Citadelle d'Erbil – Centre-ville",
      es: 'Ciudadela de Erbil – Centro',
      ckb: 'قەڵای هەولێر – ناوەندی شار',
      ar: 'قلعة أربيل – مركز المدينة',
    },
    latitude: '36.191200',
    longitude: '44.009200',
    scene: 'citadel',
  },
  {
    key: 'ankawa',
    names: {
      en: 'Ankawa',
      fr: 'Ankawa',
      es: 'Ankawa',
      ckb: 'عەنکاوە',
      ar: 'عنكاوا',
    },
    latitude: '36.228000',
    longitude: '43.993000',
    scene: 'city',
  },
  {
    key: 'dreamCity',
    names: {
      en: 'Dream City',
      fr: 'Dream City',
      es: 'Dream City',
      ckb: 'دریم سیتی',
      ar: 'دريم سيتي',
    },
    latitude: '36.178300',
    longitude: '43.958500',
    scene: 'city',
  },
  {
    key: 'familyMall',
    names: {
      en: 'Family Mall',
      fr: 'Centre commercial Family Mall',
      es: 'Centro comercial Family Mall',
      ckb: 'فامیلی مۆڵ',
      ar: 'فاميلي مول',
    },
    latitude: '36.221900',
    longitude: '44.027200',
    scene: 'mall',
  },
  {
    key: 'empireWorld',
    names: {
      en: 'Empire World',
      fr: 'Empire World',
      es: 'Empire World',
      ckb: 'ئیمپایەر وۆرڵد',
      ar: 'إمباير وورلد',
    },
    latitude: '36.195200',
    longitude: '43.974800',
    scene: 'city',
  },
  {
    key: 'samiPark',
    names: {
      en: 'Sami Abdulrahman Park',
      fr: 'Parc Sami Abdulrahman',
      es: 'Parque Sami Abdulrahman',
      ckb: 'پارکی سامی عەبدولڕەحمان',
      ar: 'متنزه سامي عبد الرحمن',
    },
    latitude: '36.200300',
    longitude: '43.993900',
    scene: 'park',
  },
  {
    key: 'shaqlawa',
    names: {
      en: 'Shaqlawa',
      fr: 'Shaqlawa',
      es: 'Shaqlawa',
      ckb: 'شەقڵاوە',
      ar: 'شقلاوة',
    },
    latitude: '36.406400',
    longitude: '44.320600',
    scene: 'mountain',
  },
  {
    key: 'koya',
    names: {
      en: 'Koya (Koysinjaq)',
      fr: 'Koya (Koysinjaq)',
      es: 'Koya (Koysinjaq)',
      ckb: 'کۆیە (کۆیسنجەق)',
      ar: 'كويه (كويسنجق)',
    },
    latitude: '36.083300',
    longitude: '44.628000',
    scene: 'mountain',
  },
  {
    key: 'soran',
    names: {
      en: 'Soran',
      fr: 'Soran',
      es: 'Soran',
      ckb: 'سۆران',
      ar: 'سوران',
    },
    latitude: '36.653000',
    longitude: '44.544000',
    scene: 'mountain',
  },
] as const satisfies readonly SeedLocation[];

export type LocationKey = (typeof LOCATIONS)[number]['key'];

// ───────────── Suppliers ─────────────

export interface SeedSupplier {
  key: string;
  name: string;
  /** Sign-in email of the supplier's user account. */
  email: string;
  contactPhone: string;
  contactEmail: string;
  payLaterAllowed: boolean;
  /** Logo background (./images.ts). */
  brandColor: string;
  bio: string;
  /** Where the supplier keeps its cars. */
  homeLocations: readonly LocationKey[];
}

// Every address ends in .test (RFC 2606): seeded accounts can never mail a real inbox.
export const SUPPLIERS = [
  {
    key: 'hawler-drive',
    name: 'Hawler Drive',
    email: 'hawler-drive@erbil-rental.test',
    contactPhone: '+964 750 445 1021',
    contactEmail: 'bookings@hawler-drive.test',
    payLaterAllowed: true,
    brandColor: '#1E6FD9',
    bio: 'Family-run rental company at Erbil airport since 2009.',
    homeLocations: ['airport', 'citadel', 'ankawa', 'empireWorld'],
  },
  {
    key: 'citadel-car-rental',
    name: 'Citadel Car Rental',
    email: 'citadel-car-rental@erbil-rental.test',
    contactPhone: '+964 750 318 7740',
    contactEmail: 'desk@citadel-car-rental.test',
    payLaterAllowed: true,
    brandColor: '#8B5E34',
    bio: 'Premium SUVs and saloons a short walk from the Citadel.',
    homeLocations: ['citadel', 'airport', 'empireWorld', 'shaqlawa', 'samiPark'],
  },
  {
    key: 'ankawa-auto-hire',
    name: 'Ankawa Auto Hire',
    email: 'ankawa-auto-hire@erbil-rental.test',
    contactPhone: '+964 750 902 3318',
    contactEmail: 'hello@ankawa-auto-hire.test',
    payLaterAllowed: true,
    brandColor: '#2E7D32',
    bio: 'Small cars and scooters for getting around Ankawa and the city.',
    homeLocations: ['ankawa', 'airport', 'citadel', 'familyMall'],
  },
  {
    key: 'zagros-rent-a-car',
    name: 'Zagros Rent a Car',
    email: 'zagros-rent-a-car@erbil-rental.test',
    contactPhone: '+964 750 661 2095',
    contactEmail: 'reservations@zagros-rent.test',
    payLaterAllowed: true,
    brandColor: '#C62828',
    bio: 'Four-wheel drives for the mountain roads of Kurdistan.',
    homeLocations: ['airport', 'ankawa', 'familyMall', 'shaqlawa', 'soran'],
  },
  {
    key: 'kurdistan-wheels',
    name: 'Kurdistan Wheels',
    email: 'kurdistan-wheels@erbil-rental.test',
    contactPhone: '+964 750 227 5863',
    contactEmail: 'support@kurdistan-wheels.test',
    payLaterAllowed: true,
    brandColor: '#E69500',
    bio: 'Electric and hybrid cars, charged and ready at Dream City.',
    homeLocations: ['airport', 'dreamCity', 'empireWorld', 'familyMall'],
  },
  {
    key: 'sulaf-motors',
    name: 'Sulaf Motors',
    email: 'sulaf-motors@erbil-rental.test',
    contactPhone: '+964 750 583 4412',
    contactEmail: 'rent@sulaf-motors.test',
    payLaterAllowed: true,
    brandColor: '#6A1B9A',
    bio: 'People carriers and large SUVs for families and groups.',
    homeLocations: ['airport', 'samiPark', 'dreamCity', 'koya'],
  },
  {
    key: 'rawanduz-rentals',
    name: 'Rawanduz Rentals',
    email: 'rawanduz-rentals@erbil-rental.test',
    contactPhone: '+964 750 749 6630',
    contactEmail: 'office@rawanduz-rentals.test',
    // The one supplier that only takes online payment: pay later is not offered for its cars.
    payLaterAllowed: false,
    brandColor: '#00838F',
    bio: 'Cars for the Hamilton Road, from Soran and Shaqlawa.',
    homeLocations: ['soran', 'shaqlawa', 'airport', 'koya'],
  },
] as const satisfies readonly SeedSupplier[];

export type SupplierKey = (typeof SUPPLIERS)[number]['key'];

// ───────────── People ─────────────

export interface SeedPerson {
  key: string;
  email: string;
  password: string;
  fullName: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  language: 'en' | 'fr' | 'es';
  location: string | null;
}

export const ADMIN = {
  key: 'admin',
  email: 'admin@erbil-rental.test',
  password: 'Admin123!',
  fullName: 'Erbil Rental Admin',
  phone: null,
  birthDate: null,
  language: 'en',
  location: 'Erbil',
} as const satisfies SeedPerson;

export const DEMO_DRIVER = {
  key: 'demo',
  email: 'driver@erbil-rental.test',
  password: 'Driver123!',
  fullName: 'Aram Karim',
  phone: '+9647501234567',
  birthDate: '1990-05-14',
  language: 'en',
  location: 'Erbil',
} as const satisfies SeedPerson;

/** A second driver (French-speaking) whose bookings sit next to the demo driver's. */
export const SECOND_DRIVER = {
  key: 'second',
  email: 'shilan@erbil-rental.test',
  password: 'Driver123!',
  fullName: 'Shilan Ahmed',
  phone: '+9647509876543',
  birthDate: '1995-09-02',
  language: 'fr',
  location: 'Ankawa',
} as const satisfies SeedPerson;

/** Seeded supplier accounts all share this password (development data only). */
export const SUPPLIER_PASSWORD = 'Supplier123!';

// ───────────── Cars ─────────────

export interface SeedCar {
  key: string;
  supplierKey: SupplierKey;
  name: string;
  /** Body colour of the generated picture (./images.ts); not stored. */
  color: string;
  range: CarRange;
  fuelType: FuelType;
  gearbox: Gearbox;
  fuelPolicy: FuelPolicy;
  seats: number;
  doors: number;
  aircon: boolean;
  deposit: string;
  rating: string | null;
  trips: number;
  mileage: number;
  multimedia: readonly Multimedia[];
  available: boolean;
  minimumAge: number;
  dailyPrice: string;
  discountedDailyPrice: string | null;
  biWeeklyPrice: string | null;
  discountedBiWeeklyPrice: string | null;
  weeklyPrice: string | null;
  discountedWeeklyPrice: string | null;
  monthlyPrice: string | null;
  discountedMonthlyPrice: string | null;
  cancellation: string;
  amendments: string;
  theftProtection: string;
  collisionDamageWaiver: string;
  fullInsurance: string;
  additionalDriver: string;
  /** Where the car can be picked up (1 to 4 locations). */
  locations: readonly LocationKey[];
}

const COLORS = {
  white: '#F4F5F7',
  silver: '#B8BEC6',
  black: '#23262B',
  grey: '#6B7280',
  red: '#C0392B',
  blue: '#2563EB',
  navy: '#1E3A5F',
  beige: '#D8C3A5',
  green: '#2F7D4F',
  orange: '#E67E22',
} as const;

/**
 * Cars with a role in the scenarios (./scenarios.ts), written out by hand so that a change
 * to the generator never changes what the tests rely on. They come first in `CARS`; the
 * first mini listed is the one the demo driver has booked.
 */
export const FEATURED_CARS = [
  {
    key: 'hawler-drive/kia-picanto',
    supplierKey: 'hawler-drive',
    name: 'Kia Picanto',
    color: COLORS.red,
    range: 'mini',
    fuelType: 'gasoline',
    gearbox: 'automatic',
    fuelPolicy: 'likeForlike',
    seats: 4,
    doors: 5,
    aircon: true,
    deposit: '150.00',
    rating: '4.3',
    trips: 128,
    mileage: -1,
    multimedia: ['bluetooth'],
    available: true,
    minimumAge: 21,
    dailyPrice: '25.00',
    discountedDailyPrice: null,
    biWeeklyPrice: '69.00',
    discountedBiWeeklyPrice: null,
    weeklyPrice: '150.00',
    discountedWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    cancellation: '0.00',
    amendments: '0.00',
    theftProtection: '4.00',
    collisionDamageWaiver: '6.00',
    fullInsurance: '12.00',
    additionalDriver: '3.00',
    locations: ['airport', 'citadel'],
  },
  {
    key: 'hawler-drive/toyota-yaris-hybrid',
    supplierKey: 'hawler-drive',
    name: 'Toyota Yaris Hybrid',
    color: COLORS.white,
    range: 'mini',
    fuelType: 'hybrid',
    gearbox: 'automatic',
    fuelPolicy: 'freeTank',
    seats: 5,
    doors: 5,
    aircon: true,
    deposit: '200.00',
    rating: '4.7',
    trips: 86,
    mileage: 250,
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    available: true,
    minimumAge: 21,
    dailyPrice: '32.00',
    discountedDailyPrice: '28.00',
    biWeeklyPrice: '87.00',
    discountedBiWeeklyPrice: '75.00',
    weeklyPrice: null,
    discountedWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    cancellation: '15.00',
    amendments: '0.00',
    theftProtection: '0.00',
    collisionDamageWaiver: '7.00',
    fullInsurance: '-1.00',
    additionalDriver: '5.00',
    locations: ['airport'],
  },
  {
    key: 'zagros-rent-a-car/hyundai-tucson',
    supplierKey: 'zagros-rent-a-car',
    name: 'Hyundai Tucson',
    color: COLORS.silver,
    range: 'midi',
    fuelType: 'diesel',
    gearbox: 'automatic',
    fuelPolicy: 'likeForlike',
    seats: 5,
    doors: 5,
    aircon: true,
    deposit: '400.00',
    rating: '4.5',
    trips: 212,
    mileage: 300,
    multimedia: ['touchscreen', 'bluetooth', 'appleCarPlay'],
    available: true,
    minimumAge: 23,
    dailyPrice: '52.00',
    discountedDailyPrice: null,
    biWeeklyPrice: '144.00',
    discountedBiWeeklyPrice: null,
    weeklyPrice: '315.00',
    discountedWeeklyPrice: null,
    monthlyPrice: '1200.00',
    discountedMonthlyPrice: null,
    cancellation: '20.00',
    amendments: '10.00',
    theftProtection: '6.00',
    collisionDamageWaiver: '9.00',
    fullInsurance: '18.00',
    additionalDriver: '0.00',
    locations: ['airport', 'ankawa', 'familyMall'],
  },
  {
    key: 'citadel-car-rental/toyota-land-cruiser',
    supplierKey: 'citadel-car-rental',
    name: 'Toyota Land Cruiser',
    color: COLORS.black,
    range: 'maxi',
    fuelType: 'gasoline',
    gearbox: 'automatic',
    fuelPolicy: 'likeForlike',
    seats: 7,
    doors: 5,
    aircon: true,
    deposit: '1000.00',
    rating: '4.9',
    trips: 64,
    mileage: -1,
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    available: true,
    minimumAge: 25,
    dailyPrice: '150.00',
    discountedDailyPrice: '135.00',
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    weeklyPrice: '945.00',
    discountedWeeklyPrice: '850.00',
    monthlyPrice: '3600.00',
    discountedMonthlyPrice: '3240.00',
    cancellation: '50.00',
    amendments: '25.00',
    theftProtection: '15.00',
    collisionDamageWaiver: '20.00',
    fullInsurance: '35.00',
    additionalDriver: '10.00',
    locations: ['airport', 'citadel', 'empireWorld', 'shaqlawa'],
  },
  {
    key: 'ankawa-auto-hire/honda-pcx',
    supplierKey: 'ankawa-auto-hire',
    name: 'Honda PCX 125',
    color: COLORS.blue,
    range: 'scooter',
    fuelType: 'gasoline',
    gearbox: 'automatic',
    fuelPolicy: 'freeTank',
    seats: 2,
    doors: 0,
    aircon: false,
    deposit: '0.00',
    rating: '4.1',
    trips: 340,
    mileage: 150,
    multimedia: [],
    available: true,
    minimumAge: 18,
    dailyPrice: '15.00',
    discountedDailyPrice: null,
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    weeklyPrice: null,
    discountedWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    cancellation: '0.00',
    amendments: '0.00',
    theftProtection: '2.00',
    collisionDamageWaiver: '-1.00',
    fullInsurance: '-1.00',
    additionalDriver: '-1.00',
    locations: ['ankawa', 'citadel'],
  },
  {
    key: 'kurdistan-wheels/byd-atto-3',
    supplierKey: 'kurdistan-wheels',
    name: 'BYD Atto 3',
    color: COLORS.green,
    range: 'midi',
    fuelType: 'electric',
    gearbox: 'automatic',
    fuelPolicy: 'freeTank',
    seats: 5,
    doors: 5,
    aircon: true,
    deposit: '500.00',
    rating: null,
    trips: 0,
    mileage: 400,
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    available: true,
    minimumAge: 21,
    dailyPrice: '55.00',
    discountedDailyPrice: '49.00',
    biWeeklyPrice: '150.00',
    discountedBiWeeklyPrice: '135.00',
    weeklyPrice: '330.00',
    discountedWeeklyPrice: '295.00',
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    cancellation: '0.00',
    amendments: '0.00',
    theftProtection: '0.00',
    collisionDamageWaiver: '0.00',
    fullInsurance: '16.00',
    additionalDriver: '5.00',
    locations: ['airport', 'dreamCity'],
  },
  {
    key: 'sulaf-motors/nissan-patrol',
    supplierKey: 'sulaf-motors',
    name: 'Nissan Patrol',
    color: COLORS.white,
    range: 'maxi',
    fuelType: 'gasoline',
    gearbox: 'automatic',
    fuelPolicy: 'likeForlike',
    seats: 8,
    doors: 5,
    aircon: true,
    deposit: '800.00',
    rating: '4.6',
    trips: 47,
    mileage: 350,
    multimedia: ['touchscreen', 'bluetooth'],
    // Withdrawn by its supplier: never offered, whatever the dates.
    available: false,
    minimumAge: 25,
    dailyPrice: '140.00',
    discountedDailyPrice: null,
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    weeklyPrice: '880.00',
    discountedWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    cancellation: '30.00',
    amendments: '15.00',
    theftProtection: '12.00',
    collisionDamageWaiver: '18.00',
    fullInsurance: '30.00',
    additionalDriver: '8.00',
    locations: ['airport'],
  },
  {
    key: 'rawanduz-rentals/toyota-corolla',
    supplierKey: 'rawanduz-rentals',
    name: 'Toyota Corolla',
    color: COLORS.grey,
    range: 'midi',
    fuelType: 'gasoline',
    gearbox: 'manual',
    fuelPolicy: 'likeForlike',
    seats: 5,
    doors: 4,
    aircon: true,
    deposit: '300.00',
    rating: '3.8',
    trips: 153,
    mileage: 200,
    multimedia: ['bluetooth', 'androidAuto'],
    available: true,
    minimumAge: 21,
    dailyPrice: '40.00',
    discountedDailyPrice: null,
    biWeeklyPrice: '110.00',
    discountedBiWeeklyPrice: null,
    weeklyPrice: '240.00',
    discountedWeeklyPrice: null,
    monthlyPrice: '900.00',
    discountedMonthlyPrice: null,
    cancellation: '-1.00',
    amendments: '10.00',
    theftProtection: '5.00',
    collisionDamageWaiver: '8.00',
    fullInsurance: '-1.00',
    additionalDriver: '-1.00',
    locations: ['soran', 'airport'],
  },
] as const satisfies readonly SeedCar[];

export type FeaturedCarKey = (typeof FEATURED_CARS)[number]['key'];

interface CarModel {
  name: string;
  range: CarRange;
  fuels: readonly FuelType[];
  gearboxes: readonly Gearbox[];
  seats: readonly number[];
  doors: number;
  /** Typical daily price in USD. */
  price: number;
}

// Cars commonly seen on Erbil's roads, by size.
const MODELS: readonly CarModel[] = [
  // mini
  { name: 'Kia Picanto', range: 'mini', fuels: ['gasoline'], gearboxes: ['automatic', 'manual'], seats: [4], doors: 5, price: 25 },
  { name: 'Hyundai i10', range: 'mini', fuels: ['gasoline'], gearboxes: ['automatic', 'manual'], seats: [4], doors: 5, price: 24 },
  { name: 'Chevrolet Spark', range: 'mini', fuels: ['gasoline'], gearboxes: ['manual', 'automatic'], seats: [4], doors: 5, price: 22 },
  { name: 'Toyota Yaris', range: 'mini', fuels: ['gasoline', 'hybrid'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 30 },
  { name: 'Suzuki Swift', range: 'mini', fuels: ['gasoline', 'hybrid'], gearboxes: ['manual', 'automatic'], seats: [5], doors: 5, price: 27 },
  { name: 'Nissan Sunny', range: 'mini', fuels: ['gasoline'], gearboxes: ['automatic', 'manual'], seats: [5], doors: 4, price: 28 },
  { name: 'Kia Rio', range: 'mini', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [5], doors: 4, price: 29 },
  { name: 'Hyundai Accent', range: 'mini', fuels: ['gasoline'], gearboxes: ['automatic', 'manual'], seats: [5], doors: 4, price: 29 },
  { name: 'Fiat 500e', range: 'mini', fuels: ['electric'], gearboxes: ['automatic'], seats: [4], doors: 3, price: 42 },
  { name: 'MINI Cooper', range: 'mini', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [4], doors: 3, price: 45 },
  // midi
  { name: 'Toyota Corolla', range: 'midi', fuels: ['gasoline', 'hybrid'], gearboxes: ['automatic', 'manual'], seats: [5], doors: 4, price: 40 },
  { name: 'Hyundai Elantra', range: 'midi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [5], doors: 4, price: 38 },
  { name: 'Kia Cerato', range: 'midi', fuels: ['gasoline'], gearboxes: ['automatic', 'manual'], seats: [5], doors: 4, price: 37 },
  { name: 'Kia Sportage', range: 'midi', fuels: ['gasoline', 'diesel', 'hybrid'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 50 },
  { name: 'Hyundai Tucson', range: 'midi', fuels: ['gasoline', 'diesel', 'hybrid', 'plugInHybrid'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 52 },
  { name: 'Toyota Camry', range: 'midi', fuels: ['gasoline', 'hybrid'], gearboxes: ['automatic'], seats: [5], doors: 4, price: 55 },
  { name: 'Chery Tiggo 7 Pro', range: 'midi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 42 },
  { name: 'Geely Coolray', range: 'midi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 40 },
  { name: 'BYD Atto 3', range: 'midi', fuels: ['electric'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 55 },
  { name: 'MG ZS EV', range: 'midi', fuels: ['electric'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 48 },
  { name: 'Kia Niro', range: 'midi', fuels: ['hybrid', 'plugInHybrid', 'electric'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 50 },
  { name: 'Toyota RAV4', range: 'midi', fuels: ['hybrid', 'plugInHybrid', 'gasoline'], gearboxes: ['automatic'], seats: [5], doors: 5, price: 60 },
  { name: 'Tesla Model 3', range: 'midi', fuels: ['electric'], gearboxes: ['automatic'], seats: [5], doors: 4, price: 75 },
  // maxi
  { name: 'Toyota Land Cruiser', range: 'maxi', fuels: ['gasoline', 'diesel'], gearboxes: ['automatic'], seats: [7, 8], doors: 5, price: 150 },
  { name: 'Nissan Patrol', range: 'maxi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [7, 8], doors: 5, price: 140 },
  { name: 'Toyota Land Cruiser Prado', range: 'maxi', fuels: ['gasoline', 'diesel'], gearboxes: ['automatic', 'manual'], seats: [7], doors: 5, price: 110 },
  { name: 'Kia Carnival', range: 'maxi', fuels: ['gasoline', 'diesel'], gearboxes: ['automatic'], seats: [7, 8], doors: 5, price: 95 },
  { name: 'Hyundai Staria', range: 'maxi', fuels: ['diesel', 'gasoline'], gearboxes: ['automatic'], seats: [9], doors: 5, price: 100 },
  { name: 'Chevrolet Tahoe', range: 'maxi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [7, 8], doors: 5, price: 130 },
  { name: 'GMC Yukon', range: 'maxi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [7, 8], doors: 5, price: 135 },
  { name: 'Hyundai Santa Fe', range: 'maxi', fuels: ['gasoline', 'diesel', 'hybrid'], gearboxes: ['automatic'], seats: [7], doors: 5, price: 80 },
  { name: 'Mitsubishi Pajero', range: 'maxi', fuels: ['diesel', 'gasoline'], gearboxes: ['manual', 'automatic'], seats: [7], doors: 5, price: 85 },
  { name: 'Mitsubishi Outlander PHEV', range: 'maxi', fuels: ['plugInHybrid'], gearboxes: ['automatic'], seats: [5, 7], doors: 5, price: 85 },
  { name: 'Toyota Hilux Double Cab', range: 'maxi', fuels: ['diesel'], gearboxes: ['manual', 'automatic'], seats: [5], doors: 4, price: 75 },
  { name: 'Lexus LX 600', range: 'maxi', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [7], doors: 5, price: 220 },
  // scooter
  { name: 'Honda PCX 125', range: 'scooter', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [2], doors: 0, price: 15 },
  { name: 'Yamaha NMAX 155', range: 'scooter', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [2], doors: 0, price: 18 },
  { name: 'NIU MQi+ Sport', range: 'scooter', fuels: ['electric'], gearboxes: ['automatic'], seats: [2], doors: 0, price: 12 },
  { name: 'Vespa Primavera 125', range: 'scooter', fuels: ['gasoline'], gearboxes: ['automatic'], seats: [2], doors: 0, price: 22 },
];

const DEPOSITS: Record<CarRange, readonly number[]> = {
  // Spread so the search's deposit filter (250 / 500 / 750) splits the catalogue.
  scooter: [0, 50, 100, 150],
  mini: [0, 100, 150, 200, 250, 300, 400],
  midi: [200, 250, 300, 400, 500, 600, 750],
  maxi: [500, 600, 750, 800, 900, 1000],
};

const MIN_AGES: Record<CarRange, readonly number[]> = {
  scooter: [18],
  mini: [18, 18, 21],
  midi: [21, 21, 23],
  maxi: [23, 25],
};

/** Extras' prices scale with the size of the car. */
const EXTRA_SCALE: Record<CarRange, number> = { scooter: 0.5, mini: 1, midi: 1.3, maxi: 2 };

const MULTIMEDIA_ODDS: Record<CarRange, Record<Multimedia, number>> = {
  scooter: { touchscreen: 0, bluetooth: 0, androidAuto: 0, appleCarPlay: 0 },
  mini: { touchscreen: 0.4, bluetooth: 0.75, androidAuto: 0.3, appleCarPlay: 0.3 },
  midi: { touchscreen: 0.75, bluetooth: 0.95, androidAuto: 0.6, appleCarPlay: 0.6 },
  maxi: { touchscreen: 0.85, bluetooth: 1, androidAuto: 0.7, appleCarPlay: 0.75 },
};

const RANGE_WEIGHTS: readonly [CarRange, number][] = [
  ['mini', 0.34],
  ['midi', 0.36],
  ['maxi', 0.23],
  ['scooter', 0.07],
];

/** An extra: -1 unavailable, 0 included, else a price (flat or per day, per the extra). */
function extra(rng: Rng, unavailable: number, included: number, prices: readonly number[], scale: number): string {
  const r = rng();
  if (r < unavailable) return '-1.00';
  if (r < unavailable + included) return '0.00';
  return usd(Math.round(pick(rng, prices) * scale * 2) / 2);
}

/**
 * Tier prices (the price of the whole block) cheaper per day than the daily price, and
 * longer blocks cheaper per day than shorter ones; whole dollars, rounded down.
 */
function blockPrice(daily: number, days: number, perDayFactor: number): number {
  return Math.floor(daily * days * perDayFactor);
}

/** The discounted variant of a price in dollars, in cents: always below the normal price. */
function discountedCents(price: number, factor: number): number {
  const cents = Math.round(price * 100);
  return Math.max(1, Math.min(cents - 1, Math.floor(cents * factor)));
}

function generateCar(rng: Rng, supplier: SeedSupplier, index: number): SeedCar {
  let roll = rng();
  let range: CarRange = 'mini';
  for (const [r, weight] of RANGE_WEIGHTS) {
    if (roll < weight) {
      range = r;
      break;
    }
    roll -= weight;
  }
  const model = pick(rng, MODELS.filter((m) => m.range === range));
  const fuelType = pick(rng, model.fuels);
  const scooter = range === 'scooter';

  // Daily price around the model's typical price, to the half dollar.
  const daily = Math.round(model.price * between(rng, 0.85, 1.2) * 2) / 2;
  const biWeekly = chance(rng, 0.45) ? blockPrice(daily, 3, between(rng, 0.88, 0.95)) : null;
  const weekly = chance(rng, 0.55) ? blockPrice(daily, 7, between(rng, 0.78, 0.86)) : null;
  const monthly = !scooter && chance(rng, 0.4) ? blockPrice(daily, 30, between(rng, 0.6, 0.74)) : null;
  // A discount applies to every tier the car has, with one factor, so a discounted block
  // stays cheaper per day than the discounted daily price.
  const discount = chance(rng, 0.3) ? between(rng, 0.8, 0.92) : null;
  const disc = (price: number | null): string | null =>
    price === null || discount === null ? null : centsToString(discountedCents(price, discount));

  const multimedia = (Object.keys(MULTIMEDIA_ODDS[range]) as Multimedia[]).filter((m) =>
    chance(rng, MULTIMEDIA_ODDS[range][m]),
  );
  const scale = EXTRA_SCALE[range];

  // 1 to 4 pick-up locations from the supplier's own, the airport for most cars.
  const count = 1 + Math.floor(rng() * 4);
  const atAirport = supplier.homeLocations.includes('airport') && chance(rng, 0.65);
  const elsewhere = shuffled(rng, supplier.homeLocations.filter((key) => key !== 'airport'));
  const locations: LocationKey[] = atAirport
    ? ['airport', ...elsewhere.slice(0, count - 1)]
    : elsewhere.slice(0, count);

  const ratingRoll = rng();
  const rating = ratingRoll < 0.1 ? null : (Math.round((5 - rng() ** 2 * 4) * 10) / 10).toFixed(1);

  return {
    key: `${supplier.key}/${String(index).padStart(2, '0')}`,
    supplierKey: supplier.key as SupplierKey,
    name: model.name,
    color: pick(rng, Object.values(COLORS)),
    range,
    fuelType,
    gearbox: pick(rng, model.gearboxes),
    fuelPolicy: chance(rng, 0.75) ? 'likeForlike' : 'freeTank',
    seats: pick(rng, model.seats),
    doors: model.doors,
    aircon: !scooter && chance(rng, 0.95),
    deposit: usd(pick(rng, DEPOSITS[range])),
    rating,
    trips: rating === null ? 0 : Math.floor(between(rng, 3, 260)),
    mileage: chance(rng, 0.35) ? -1 : pick(rng, [150, 200, 250, 300, 350, 400]),
    multimedia,
    available: chance(rng, 0.95),
    minimumAge: model.name.startsWith('Lexus') ? 25 : pick(rng, MIN_AGES[range]),
    dailyPrice: usd(daily),
    discountedDailyPrice: disc(daily),
    biWeeklyPrice: biWeekly === null ? null : usd(biWeekly),
    discountedBiWeeklyPrice: disc(biWeekly),
    weeklyPrice: weekly === null ? null : usd(weekly),
    discountedWeeklyPrice: disc(weekly),
    monthlyPrice: monthly === null ? null : usd(monthly),
    discountedMonthlyPrice: disc(monthly),
    cancellation: extra(rng, 0.15, 0.35, [10, 15, 20, 25], scale),
    amendments: extra(rng, 0.15, 0.4, [5, 10, 15], scale),
    theftProtection: extra(rng, 0.2, 0.2, [4, 6, 8, 10], scale),
    collisionDamageWaiver: extra(rng, 0.2, 0.15, [5, 7, 9, 12], scale),
    fullInsurance: extra(rng, 0.3, 0.05, [12, 15, 20, 25], scale),
    additionalDriver: scooter ? '-1.00' : extra(rng, 0.25, 0.2, [3, 5, 8], 1),
    locations,
  };
}

/** Generated cars per supplier, besides the featured ones. */
export const GENERATED_CARS_PER_SUPPLIER = 12;

const CATALOGUE_SEED = 0x45424c; // "EBL"

/**
 * The whole catalogue: the featured cars first, then `GENERATED_CARS_PER_SUPPLIER` cars for
 * each supplier from a seeded PRNG. Generated keys are `<supplier>/<nn>`, so a change to the
 * generator updates the same rows rather than adding new ones.
 */
export function carCatalogue(): SeedCar[] {
  const rng = mulberry32(CATALOGUE_SEED);
  const cars: SeedCar[] = [...FEATURED_CARS];
  for (const supplier of SUPPLIERS) {
    for (let i = 1; i <= GENERATED_CARS_PER_SUPPLIER; i++) cars.push(generateCar(rng, supplier, i));
  }
  return cars;
}

/**
 * What the catalogue promises, checked by the seed before it writes anything: unique keys,
 * known suppliers and locations, 1 to 4 locations, discounted prices below their normal
 * variant, and tier blocks cheaper per day than the daily price (normal with normal,
 * discounted with discounted). Returns the problems found (none: an empty list).
 */
export function catalogueProblems(cars: readonly SeedCar[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const supplierKeys = new Set<string>(SUPPLIERS.map((s) => s.key));
  const locationKeys = new Set<string>(LOCATIONS.map((l) => l.key));
  const cents = (price: string | null) => (price === null ? null : Math.round(Number(price) * 100));
  for (const car of cars) {
    const say = (problem: string) => problems.push(`${car.key} (${car.name}): ${problem}`);
    if (keys.has(car.key)) say('duplicate key');
    keys.add(car.key);
    if (!supplierKeys.has(car.supplierKey)) say(`unknown supplier ${car.supplierKey}`);
    if (car.locations.length < 1 || car.locations.length > 4) say(`${car.locations.length} locations`);
    if (new Set(car.locations).size !== car.locations.length) say('a location twice');
    for (const key of car.locations) if (!locationKeys.has(key)) say(`unknown location ${key}`);
    if (car.range === 'scooter' ? car.seats !== 2 : car.seats < 4 || car.seats > 9) say(`${car.seats} seats`);
    const daily = cents(car.dailyPrice)!;
    const dailyDiscounted = cents(car.discountedDailyPrice);
    if (dailyDiscounted !== null && dailyDiscounted >= daily) say('discounted daily price not below the daily price');
    const tiers = [
      [3, car.biWeeklyPrice, car.discountedBiWeeklyPrice],
      [7, car.weeklyPrice, car.discountedWeeklyPrice],
      [30, car.monthlyPrice, car.discountedMonthlyPrice],
    ] as const;
    for (const [days, normalPrice, discountedPrice] of tiers) {
      const normal = cents(normalPrice);
      const discounted = cents(discountedPrice);
      if (normal !== null && normal / days >= daily) say(`${days}-day block not cheaper per day than the daily price`);
      if (discounted !== null && (normal === null || discounted >= normal)) say(`discounted ${days}-day block not below its normal price`);
      if (discounted !== null && dailyDiscounted !== null && discounted / days >= dailyDiscounted) {
        say(`discounted ${days}-day block not cheaper per day than the discounted daily price`);
      }
    }
  }
  return problems;
}

// ───────────── Bookings ─────────────

export interface SeedBooking {
  key: string;
  driver: 'demo' | 'second';
  carKey: FeaturedCarKey;
  pickup: LocationKey;
  dropoff: LocationKey;
  /** Calendar days after the seed's `now` (see `seedInstant`). */
  fromDay: number;
  toDay: number;
  status: BookingStatus;
  paymentOption: PaymentOption;
  cancelRequest?: boolean;
  statusReason?: string;
}

/**
 * Bookings of the featured cars, 2 to 20 days after the seed's `now`, so availability
 * differs by date. The exclusion constraint would refuse overlapping bookings of one car
 * that are not cancelled; the two bookings of the Picanto that touch show the half-open rule.
 */
export const BOOKINGS = [
  {
    key: 'demo-paid-mini',
    driver: 'demo',
    carKey: 'hawler-drive/kia-picanto',
    pickup: 'airport',
    dropoff: 'airport',
    fromDay: 3,
    toDay: 6,
    status: 'paid',
    paymentOption: 'payOnline',
  },
  {
    key: 'demo-pending-midi',
    driver: 'demo',
    carKey: 'zagros-rent-a-car/hyundai-tucson',
    pickup: 'ankawa',
    dropoff: 'airport',
    fromDay: 8,
    toDay: 12,
    status: 'pending',
    paymentOption: 'payLater',
  },
  {
    key: 'demo-reserved-maxi',
    driver: 'demo',
    carKey: 'citadel-car-rental/toyota-land-cruiser',
    pickup: 'citadel',
    dropoff: 'shaqlawa',
    fromDay: 14,
    toDay: 20,
    status: 'reserved',
    paymentOption: 'payLater',
  },
  {
    key: 'demo-cancelled-scooter',
    driver: 'demo',
    carKey: 'ankawa-auto-hire/honda-pcx',
    pickup: 'ankawa',
    dropoff: 'ankawa',
    fromDay: 2,
    toDay: 4,
    status: 'cancelled',
    paymentOption: 'payLater',
    cancelRequest: true,
    statusReason: 'Cancelled at the driver’s request.',
  },
  {
    key: 'demo-cancel-requested-electric',
    driver: 'demo',
    carKey: 'kurdistan-wheels/byd-atto-3',
    pickup: 'airport',
    dropoff: 'dreamCity',
    fromDay: 5,
    toDay: 7,
    status: 'pending',
    paymentOption: 'payLater',
    cancelRequest: true,
  },
  {
    key: 'second-pending-mini-after',
    driver: 'second',
    carKey: 'hawler-drive/kia-picanto',
    pickup: 'airport',
    dropoff: 'citadel',
    fromDay: 6,
    toDay: 9,
    status: 'pending',
    paymentOption: 'payLater',
  },
  {
    key: 'second-cancelled-mini-overlap',
    driver: 'second',
    carKey: 'hawler-drive/kia-picanto',
    pickup: 'citadel',
    dropoff: 'citadel',
    fromDay: 4,
    toDay: 5,
    status: 'cancelled',
    paymentOption: 'payLater',
    statusReason: 'The car was already booked for these dates.',
  },
  {
    key: 'second-paid-weekly-midi',
    driver: 'second',
    carKey: 'rawanduz-rentals/toyota-corolla',
    pickup: 'airport',
    dropoff: 'soran',
    fromDay: 10,
    toDay: 17,
    status: 'paid',
    paymentOption: 'payOnline',
  },
] as const satisfies readonly SeedBooking[];

export type BookingKey = (typeof BOOKINGS)[number]['key'];

// ───────────── Exchange rates ─────────────

/**
 * Reference rates from USD, so that a machine that has never reached an exchange-rate provider
 * (offline development, CI, a first boot during an outage) still shows EUR and GBP prices
 * (docs/decisions/008-exchange-rates.md). Approximate end-of-2025 levels, not a market quote:
 * labelled provider `seed` and dated REFERENCE_RATES_DATE, so they are always older than the
 * cache period and the first request for rates asks the providers; any rate a provider gives
 * replaces them, and the seed never overwrites a stored rate.
 */
export const REFERENCE_RATES_PROVIDER = 'seed';
export const REFERENCE_RATES_DATE = new Date('2026-01-01T00:00:00.000Z');
export const REFERENCE_RATES = [
  { target: 'EUR', rate: '0.86' },
  { target: 'GBP', rate: '0.75' },
] as const;

// ───────────── Dates ─────────────

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Asia/Baghdad is UTC+3 all year (no daylight saving since 2007). */
const BUSINESS_UTC_OFFSET_MS = 3 * HOUR_MS;
/** Seeded pick-ups and drop-offs are at 10:00 business time, inside opening hours. */
export const SEED_HANDOVER_HOUR = 10;

/** `now` rounded down to the hour: the seed's reference instant. */
export function roundToHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * 10:00 Asia/Baghdad on the calendar day `daysAhead` days after `now`'s (business) day.
 * Seeded booking dates are computed with this, from the seed's `now`; tests that know the
 * `now` they seeded with can compute the same instants.
 */
export function seedInstant(now: Date, daysAhead: number, hour: number = SEED_HANDOVER_HOUR): Date {
  const local = roundToHour(now).getTime() + BUSINESS_UTC_OFFSET_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  return new Date(localMidnight - BUSINESS_UTC_OFFSET_MS + daysAhead * DAY_MS + hour * HOUR_MS);
}
