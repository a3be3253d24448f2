import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE as serverDefault, LANGUAGES as serverLanguages } from '@shared/languages.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../src/i18n/languages.ts';

describe('the interface languages', () => {
  it('are the server’s list, in its order, with the same default', () => {
    expect([...LANGUAGES]).toEqual([...serverLanguages]);
    expect(DEFAULT_LANGUAGE).toBe(serverDefault);
  });

  it('each has its own name, written in itself', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
  });
});
