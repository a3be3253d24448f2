import type { Env } from '../env.ts';

/**
 * The bot check: asks Google's siteverify endpoint (reCAPTCHA v3) whether a token the browser
 * got is genuine, meant for this action, and scored as human enough.
 *
 * This adapter only answers ok / not ok with a reason. What to do with a missing token (the web
 * client skips the check on Safari; the server then applies a much tighter per-IP limit) is the
 * caller's decision, not this file's.
 */

export type RecaptchaEnv = Pick<Env, 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_MIN_SCORE'>;

export type RecaptchaResult = { ok: true; score: number } | { ok: false; reason: string };

export interface RecaptchaCheck {
  token?: string | null;
  /** The action name the client passed to grecaptcha.execute; a token made for another action is refused. */
  action: string;
  /** The client's IP as the server sees it (forwarded to Google as a hint, never looked up elsewhere). */
  ip?: string;
}

const TIMEOUT_MS = 5000;
// Real tokens are around 2 KB; do not forward megabytes of junk to Google.
const MAX_TOKEN_LENGTH = 10_000;

/** Unset RECAPTCHA_SECRET means no bot check at all. */
export function recaptchaEnabled(env: Pick<Env, 'RECAPTCHA_SECRET'>): boolean {
  return Boolean(env.RECAPTCHA_SECRET);
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

export async function verifyRecaptcha(env: RecaptchaEnv, check: RecaptchaCheck): Promise<RecaptchaResult> {
  // Fail closed: a caller that forgot to test recaptchaEnabled() must not wave everyone through.
  if (!env.RECAPTCHA_SECRET) return { ok: false, reason: 'not configured' };
  const token = typeof check.token === 'string' ? check.token.trim() : '';
  if (!token) return { ok: false, reason: 'missing token' };
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed token' };

  const form = new URLSearchParams({ secret: env.RECAPTCHA_SECRET, response: token });
  if (check.ip) form.set('remoteip', check.ip);

  let response: Response;
  let answer: SiteverifyAnswer;
  try {
    response = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: `verification unreachable (HTTP ${response.status})` };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    // Connection refused, DNS, timeout, or a body that is not JSON: we could not get a verdict.
    return { ok: false, reason: 'verification unreachable' };
  }
  if (!answer || typeof answer !== 'object') return { ok: false, reason: 'verification unreachable' };

  if (answer.success !== true) {
    // e.g. invalid-input-response (forged), timeout-or-duplicate (reused or older than 2 minutes),
    // invalid-input-secret (our configuration).
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((c) => typeof c === 'string') : [];
    return { ok: false, reason: codes.length ? `token rejected (${codes.join(', ')})` : 'token rejected' };
  }
  // A token minted for "contact" must not unlock "sign-up".
  if (answer.action !== check.action) return { ok: false, reason: 'wrong action' };
  // v2 tokens carry no score; this is a v3 integration, so no score is no verdict.
  if (typeof answer.score !== 'number' || !Number.isFinite(answer.score)) return { ok: false, reason: 'no score' };
  if (answer.score < env.RECAPTCHA_MIN_SCORE) return { ok: false, reason: `score too low (${answer.score})` };
  return { ok: true, score: answer.score };
}
