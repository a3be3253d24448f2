import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env.ts';

describe('configuration', () => {
  it('works with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.BUSINESS_TIME_ZONE).toBe('Asia/Baghdad');
    expect(env.MIN_AGE).toBe(18);
    expect(env.GRAPHQL_INTROSPECTION).toBe(true);
  });

  it('turns introspection off in production unless enabled', () => {
    const DATABASE_URL = 'postgresql://app@db.internal:5432/erbil';
    const SMTP_URL = 'smtps://mailer:secret@smtp.example.com:465';
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, SMTP_URL }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, SMTP_URL, GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
  });

  it('refuses production without SMTP_URL unless logging mail is chosen, so links never land in a production log by default', () => {
    const DATABASE_URL = 'postgresql://app@db.internal:5432/erbil';
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL })).toThrow(
      /NODE_ENV is production but SMTP_URL is not set[\s\S]*Set SMTP_URL=smtps:\/\/[\s\S]*MAIL_TRANSPORT=log/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL, SMTP_URL: ' ' })).toThrow(EnvError);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, SMTP_URL: 'smtp://mail.internal:25' }).MAIL_TRANSPORT).toBe('smtp');
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, MAIL_TRANSPORT: 'log' }).MAIL_TRANSPORT).toBe('log');
    // Chosen explicitly, logging wins over a configured server; smtp needs its URL.
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, SMTP_URL: 'smtp://mail.internal:25', MAIL_TRANSPORT: 'LOG' }).MAIL_TRANSPORT).toBe('log');
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: is required when MAIL_TRANSPORT=smtp/);
    expect(() => parseEnv({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT: must be smtp or log/);
    // Development and tests log mail when no server is set, as before.
    expect(parseEnv({}).MAIL_TRANSPORT).toBe('log');
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).MAIL_TRANSPORT).toBe('smtp');
  });

  it('refuses production without DATABASE_URL, saying what to set', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV is production but DATABASE_URL is not set[\s\S]*Set DATABASE_URL=postgresql:\/\//,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: '  ' })).toThrow(EnvError);
    expect(parseEnv({ NODE_ENV: 'development' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BUSINESS_TIME_ZONE: 'Mars/Olympus' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgresql:\/\/ connection URL/);
      expect(message).toMatch(/BUSINESS_TIME_ZONE/);
    }
  });

  it('reads the business rules, and refuses opening hours that leave no time open', () => {
    const env = parseEnv({ OPENING_HOUR: '9', CLOSING_HOUR: '18', MAX_RENTAL_DAYS: '30' });
    expect([env.OPENING_HOUR, env.CLOSING_HOUR, env.MAX_RENTAL_DAYS]).toEqual([9, 18, 30]);
    expect(parseEnv({}).MAX_RENTAL_DAYS).toBe(365);
    expect(() => parseEnv({ OPENING_HOUR: '20', CLOSING_HOUR: '8' })).toThrow(/CLOSING_HOUR: must be later than OPENING_HOUR/);
    expect(() => parseEnv({ MAX_RENTAL_DAYS: '0' })).toThrow(/MAX_RENTAL_DAYS/);
    expect(() => parseEnv({ MAX_RENTAL_DAYS: 'a year' })).toThrow(/MAX_RENTAL_DAYS/);
  });

  it('reads lists and treats empty values as unset', () => {
    const env = parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example', SMTP_URL: '' });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.SMTP_URL).toBeUndefined();
  });
});
