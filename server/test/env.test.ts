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
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
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

  it('reads lists and treats empty values as unset', () => {
    const env = parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example', SMTP_URL: '' });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.SMTP_URL).toBeUndefined();
  });
});
