import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { recaptchaEnabled, verifyRecaptcha } from '../../src/lib/recaptcha.ts';
import { startRecaptchaStandin } from '../standins/recaptcha.ts';
import type { RecaptchaStandin } from '../standins/recaptcha.ts';

const SECRET = '6Lc-standin-secret';

describe('bot check (reCAPTCHA v3)', () => {
  let google: RecaptchaStandin;
  let env: ReturnType<typeof parseEnv>;

  beforeAll(async () => {
    google = await startRecaptchaStandin({ secret: SECRET });
    env = parseEnv({ RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: google.url, RECAPTCHA_MIN_SCORE: '0.5' });
  });
  afterAll(() => google.close());

  it('is on only when a secret is set', () => {
    expect(recaptchaEnabled(env)).toBe(true);
    expect(recaptchaEnabled(parseEnv({}))).toBe(false);
    expect(recaptchaEnabled(parseEnv({ RECAPTCHA_SECRET: '' }))).toBe(false);
  });

  it('accepts a good token for the expected action, forwarding secret and client IP', async () => {
    const token = google.issue('sign_up', 0.9);
    await expect(verifyRecaptcha(env, { token, action: 'sign_up', ip: '185.71.12.4' })).resolves.toEqual({ ok: true, score: 0.9 });
    expect(google.requests.at(-1)).toEqual({ secret: SECRET, response: token, remoteip: '185.71.12.4' });
  });

  it('accepts a score exactly at the minimum', async () => {
    const token = google.issue('contact', 0.5);
    await expect(verifyRecaptcha(env, { token, action: 'contact' })).resolves.toEqual({ ok: true, score: 0.5 });
    expect(google.requests.at(-1)?.remoteip).toBeNull();
  });

  it('refuses a low score', async () => {
    const token = google.issue('sign_up', 0.1);
    const result = await verifyRecaptcha(env, { token, action: 'sign_up' });
    expect(result).toEqual({ ok: false, reason: 'score too low (0.1)' });
  });

  it('honours RECAPTCHA_MIN_SCORE', async () => {
    const strict = parseEnv({ RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: google.url, RECAPTCHA_MIN_SCORE: '0.95' });
    const result = await verifyRecaptcha(strict, { token: google.issue('sign_up', 0.9), action: 'sign_up' });
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/score too low/) });
  });

  it('refuses a token made for another action', async () => {
    const token = google.issue('contact', 0.9);
    await expect(verifyRecaptcha(env, { token, action: 'sign_up' })).resolves.toEqual({ ok: false, reason: 'wrong action' });
  });

  it('refuses an unknown token and a reused one', async () => {
    await expect(verifyRecaptcha(env, { token: 'forged-token', action: 'sign_up' })).resolves.toEqual({
      ok: false,
      reason: 'token rejected (invalid-input-response)',
    });
    const token = google.issue('sign_up', 0.9);
    await expect(verifyRecaptcha(env, { token, action: 'sign_up' })).resolves.toMatchObject({ ok: true });
    await expect(verifyRecaptcha(env, { token, action: 'sign_up' })).resolves.toEqual({
      ok: false,
      reason: 'token rejected (timeout-or-duplicate)',
    });
  });

  it('refuses when our secret is wrong', async () => {
    const wrong = parseEnv({ RECAPTCHA_SECRET: 'not-ours', RECAPTCHA_VERIFY_URL: google.url });
    await expect(verifyRecaptcha(wrong, { token: google.issue('sign_up', 0.9), action: 'sign_up' })).resolves.toEqual({
      ok: false,
      reason: 'token rejected (invalid-input-secret)',
    });
  });

  it('refuses a missing token without calling Google', async () => {
    const before = google.requests.length;
    for (const token of [undefined, null, '', '  ']) {
      await expect(verifyRecaptcha(env, { token, action: 'sign_up' })).resolves.toEqual({ ok: false, reason: 'missing token' });
    }
    expect(google.requests.length).toBe(before);
  });

  it('fails closed when not configured', async () => {
    await expect(verifyRecaptcha(parseEnv({ RECAPTCHA_VERIFY_URL: google.url }), { token: 'x', action: 'sign_up' })).resolves.toEqual({
      ok: false,
      reason: 'not configured',
    });
  });

  it('reports an unreachable verification service', async () => {
    const gone = await startRecaptchaStandin({ secret: SECRET });
    const token = gone.issue('sign_up', 0.9);
    await gone.close(); // its port is now closed
    const goneEnv = parseEnv({ RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: gone.url });
    await expect(verifyRecaptcha(goneEnv, { token, action: 'sign_up' })).resolves.toEqual({
      ok: false,
      reason: 'verification unreachable',
    });
  });
});
