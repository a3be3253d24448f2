import { describe, expect, it } from 'vitest';
import { resolveLanguage, type LanguageSources } from '../src/i18n/resolveLanguage.ts';

const none: LanguageSources = { urlLanguage: null, storedUser: null, storedLanguage: null };
const user = (language: unknown) => JSON.stringify({ id: 'u1', email: 'driver@example.com', language });

describe('resolveLanguage (spec §2, language resolution at start)', () => {
  it.each<[string, Partial<LanguageSources>, string]>([
    ['nothing known: the default', {}, 'en'],
    ['URL language', { urlLanguage: 'fr' }, 'fr'],
    ['URL beats the signed-in user', { urlLanguage: 'es', storedUser: user('fr') }, 'es'],
    ['URL beats the stored language', { urlLanguage: 'es', storedLanguage: 'fr' }, 'es'],
    ['URL code in capitals', { urlLanguage: 'FR' }, 'fr'],
    ['unsupported URL language: next source', { urlLanguage: 'de', storedLanguage: 'es' }, 'es'],
    ['empty URL parameter: next source', { urlLanguage: '', storedUser: user('fr') }, 'fr'],
    ['signed-in user language', { storedUser: user('fr') }, 'fr'],
    ['user beats the stored language', { storedUser: user('es'), storedLanguage: 'fr' }, 'es'],
    ['user with unsupported language: stored one', { storedUser: user('de'), storedLanguage: 'fr' }, 'fr'],
    ['user without a language: stored one', { storedUser: JSON.stringify({ id: 'u1' }), storedLanguage: 'es' }, 'es'],
    ['user language not a string: stored one', { storedUser: user(42), storedLanguage: 'es' }, 'es'],
    ['corrupt stored user: stored language', { storedUser: '{not json', storedLanguage: 'fr' }, 'fr'],
    ['stored user is JSON null: stored language', { storedUser: 'null', storedLanguage: 'fr' }, 'fr'],
    ['stored language', { storedLanguage: 'es' }, 'es'],
    ['stored language longer than two characters', { storedLanguage: 'fra' }, 'en'],
    ['stored language in another form', { storedLanguage: 'fr-FR' }, 'en'],
    ['stored language of two unsupported letters', { storedLanguage: 'de' }, 'en'],
    // Sorani Kurdish and Arabic (issue 27): the same sources, ckb being three letters.
    ['URL language: Sorani Kurdish', { urlLanguage: 'ckb' }, 'ckb'],
    ['URL language: Arabic beats the stored one', { urlLanguage: 'AR', storedLanguage: 'fr' }, 'ar'],
    ['signed-in user in Sorani Kurdish', { storedUser: user('ckb'), storedLanguage: 'en' }, 'ckb'],
    ['stored Sorani Kurdish', { storedLanguage: 'ckb' }, 'ckb'],
    ['stored Arabic', { storedLanguage: 'ar' }, 'ar'],
    ['stored language of three unsupported letters', { storedLanguage: 'kur' }, 'en'],
    ['location option: France', { fromLocation: true, timeZone: 'Europe/Paris' }, 'fr'],
    ['location option: Morocco', { fromLocation: true, timeZone: 'Africa/Casablanca' }, 'fr'],
    ['location option: French Guiana (France)', { fromLocation: true, timeZone: 'America/Cayenne' }, 'fr'],
    ['location option: elsewhere gives the default', { fromLocation: true, timeZone: 'Europe/Madrid' }, 'en'],
    ['location option: unknown zone gives the default', { fromLocation: true, timeZone: null }, 'en'],
    ['location option off: France gives the default', { fromLocation: false, timeZone: 'Europe/Paris' }, 'en'],
    ['location option: a stored language wins', { fromLocation: true, timeZone: 'Europe/Paris', storedLanguage: 'es' }, 'es'],
    ['location option: an unusable stored language counts as none', { fromLocation: true, timeZone: 'Europe/Paris', storedLanguage: 'fra' }, 'fr'],
    ['location option: the signed-in user wins', { fromLocation: true, timeZone: 'Africa/Casablanca', storedUser: user('es') }, 'es'],
  ])('%s', (_case, sources, expected) => {
    expect(resolveLanguage({ ...none, ...sources })).toBe(expected);
  });
});
