import { describe, expect, it } from 'vitest';
import { createBooking, createCar, createDriver, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { getLocation } from '../../src/services/locations/locations.ts';
import { localizedName } from '../../src/services/i18n/language.ts';
import { bookingMailOf } from '../../src/services/bookings/confirmation.ts';
import { bookingMailRow, type PlaceColumns } from '../../src/services/bookings/queries.ts';
import { placeText } from '../../src/lib/mail/bookingMail.ts';
import { bookingConfirmationMail } from '../../src/lib/mail/templates.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';

/**
 * Place names stored one row per language (location_names, country_names; docs/decisions/049):
 * a language a place has no name in reads its English name everywhere a driver sees it; a new
 * language is rows, read back as they are; the mails' places carry every language's name.
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const AIRPORT_CKB = 'فڕۆکەخانەی نێودەوڵەتیی هەولێر (EBL)';
const AIRPORT_AR = 'مطار أربيل الدولي (EBL)';

/** A booking picked up at `pickup` and returned at the airport. */
async function bookingAt(pickup: string) {
  const supplier = await createSupplier(db.prisma);
  const car = await createCar(db.prisma, { supplierId: supplier.id, locations: [pickup] });
  const driver = await createDriver(db.prisma);
  return createBooking(db.prisma, { car, driverId: driver.id, pickupLocationId: pickup, dropoffLocationId: scenario.location.airport });
}

describe('place names by language', () => {
  it('shows a place with no name in a language by its English name: GraphQL, REST and the mails', async () => {
    const place = await createLocation(db.prisma, { names: { en: 'Only English Place' } });

    const res = await server.gql<{ locations: { id: string; name: string; names: Record<string, string>; address: string }[] }>(
      'query { locations(language: "fr") { id name names { en fr es } address } }',
    );
    expect(res.errors).toBeUndefined();
    const shown = res.data!.locations.find((l) => l.id === place.id);
    expect(shown).toEqual({
      id: place.id,
      name: 'Only English Place',
      names: { en: 'Only English Place', fr: 'Only English Place', es: 'Only English Place' },
      // The country keeps its French name.
      address: 'Only English Place, Irak',
    });

    const rest = (await (await fetch(`${server.baseUrl}/api/location/${place.id}/es`)).json()) as { name: string; values: { language: string; value: string }[] };
    expect(rest.name).toBe('Only English Place');
    expect(rest.values.map((v) => [v.language, v.value])).toEqual([
      ['en', 'Only English Place'],
      ['fr', 'Only English Place'],
      ['es', 'Only English Place'],
      ['ckb', 'Only English Place'],
      ['ar', 'Only English Place'],
    ]);
    // Found by the name it shows in French.
    const byName = await fetch(`${server.baseUrl}/api/location-id/${encodeURIComponent('only english place')}/fr`);
    expect(await byName.json()).toBe(place.id);

    const row = (await bookingMailRow(db.prisma, (await bookingAt(place.id)).id))!;
    const { data } = bookingMailOf({ settings: { timeZone: 'Asia/Baghdad' }, publicUrl: 'http://localhost' }, row);
    // The mail data carries the names as stored; the mail falls back to English (next test).
    expect(data.pickup.name).toEqual({ en: 'Only English Place' });
    expect(data.pickup.country).toEqual({ en: 'Iraq', fr: 'Irak', es: 'Irak', ckb: 'عێراق', ar: 'العراق' });
    expect(placeText(data.pickup.name, 'fr')).toBe('Only English Place');
  });

  it('names a place in a Sorani Kurdish mail in Kurdish where it has a ckb row, else in English', async () => {
    const place = await createLocation(db.prisma, { names: { en: 'Ankawa Only English' } });
    // Picked up at the new place (no ckb row), returned at the airport (a ckb row).
    const row = (await bookingMailRow(db.prisma, (await bookingAt(place.id)).id))!;
    const mail = bookingConfirmationMail(bookingMailOf({ settings: { timeZone: 'Asia/Baghdad' }, publicUrl: 'http://localhost' }, row).data, 'ckb');

    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ankawa Only English');
      expect(body).toContain(AIRPORT_CKB);
      expect(body).toContain('عێراق');
      expect(body).not.toContain('Erbil International Airport');
      expect(body).not.toContain('undefined');
    }
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(String(ics.content)).toContain('Ankawa Only English');
  });

  it('adds a language by inserting rows: a German name is read back, the others unchanged', async () => {
    const airport = scenario.location.airport;
    await db.query(`INSERT INTO location_names (location_id, language, name) VALUES ($1, 'de', 'Internationaler Flughafen Erbil (EBL)')`, [airport]);
    await db.query(`INSERT INTO country_names (country_id, language, name) VALUES ($1, 'de', 'Irak')`, [scenario.country.iraq]);

    const location = (await getLocation({ db: db.prisma }, { id: airport, language: 'en' }))!;
    expect(location.names.de).toBe('Internationaler Flughafen Erbil (EBL)');
    expect(localizedName(location, 'de')).toBe('Internationaler Flughafen Erbil (EBL)');
    expect(localizedName(location.country, 'de')).toBe('Irak');
    expect(location.name).toBe('Erbil International Airport (EBL)');

    // The mails' place JSON carries it too, beside the seeded Sorani Kurdish and Arabic names.
    const row = (await bookingMailRow(db.prisma, (await bookingAt(airport)).id))!;
    const pickup = JSON.parse(row.pickup as string) as PlaceColumns;
    expect(pickup.names).toMatchObject({ de: 'Internationaler Flughafen Erbil (EBL)', ckb: AIRPORT_CKB, ar: AIRPORT_AR, fr: "Aéroport international d'Erbil (EBL)" });
    expect(pickup.country_names).toMatchObject({ en: 'Iraq', ckb: 'عێراق', ar: 'العراق', de: 'Irak' });
  });

  it('lists every name a place has, Sorani Kurdish and Arabic included, English first', async () => {
    const res = await server.gql<{ locations: { id: string; nameValues: { language: string; value: string }[] }[] }>(
      'query { locations(language: "en") { id nameValues { language value } } }',
    );
    expect(res.errors).toBeUndefined();
    const citadel = res.data!.locations.find((l) => l.id === scenario.location.citadel)!;
    expect(citadel.nameValues).toEqual([
      { language: 'en', value: 'Erbil Citadel – City Centre' },
      { language: 'ar', value: 'قلعة أربيل – مركز المدينة' },
      { language: 'ckb', value: 'قەڵای هەولێر – ناوەندی شار' },
      { language: 'es', value: 'Ciudadela de Erbil – Centro' },
      { language: 'fr', value: "Citadelle d'Erbil – Centre-ville" },
    ]);
  });

  it('holds a language code to 2 or 3 lower-case letters and a name to some text', async () => {
    const place = await createLocation(db.prisma);
    const insert = (language: string, name: string) =>
      db.query('INSERT INTO location_names (location_id, language, name) VALUES ($1, $2, $3)', [place.id, language, name]);
    for (const language of ['DE', 'deutsch', 'd', '', 'd3']) await expect(insert(language, 'Ort')).rejects.toThrow(/location_names_language_check/);
    await expect(insert('de', '  ')).rejects.toThrow(/location_names_name_check/);
    // One name per language.
    await insert('de', 'Ort');
    await expect(insert('de', 'Anderer Ort')).rejects.toThrow(/location_names_pkey/);
  });

  it('drops a location\'s names with it', async () => {
    const place = await createLocation(db.prisma, { names: { en: 'Short-lived', ckb: 'کاتی' } });
    await db.prisma.location.delete({ where: { id: place.id } });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM location_names WHERE location_id = $1', [place.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
