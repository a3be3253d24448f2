import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages.ts';
import { loadCatalog } from '../src/i18n/catalogs.ts';
import en from '../src/i18n/messages/en.json';
import es from '../src/i18n/messages/es.json';
import fr from '../src/i18n/messages/fr.json';

// The app's catalogs, as raw JSON (not src/i18n/catalogs.ts, whose types would hide a missing
// key). The rules every catalog keeps (keys, ICU, placeholders, translation, no shared key) are
// in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, unknown>> = { en, fr, es };

describe('message catalogs', () => {
  it('carries the spec wording for the generic error and the not-found page', () => {
    expect(catalogs.en['error.unhandled']).toBe('An unhandled error occurred.');
    expect(catalogs.en['notFound.title']).toBe('Nothing to see here!');
  });

  it('has every server message code, in English word for word as the server sends it', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(catalogs.en[`error.${code}`], code).toBe(text);
    }
  });

  it.each([
    ['success.activationEmailSent', 'Activation email sent.'],
    ['success.validationEmailSent', 'Validation email sent.'],
    ['success.passwordChanged', 'Password changed successfully.'],
    ['success.passwordResetEmailSent', 'Password reset email sent.'],
  ])('carries the spec wording for %s', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it.each(['fr', 'es'] as const)('the app loads the %s catalog on demand, complete', async (language) => {
    expect(await loadCatalog(language)).toEqual(catalogs[language]);
  });
});
