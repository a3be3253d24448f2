import { loadScript } from './loadScript.ts';

/** The reCAPTCHA v3 actions the server expects (schema.graphql: SignUpInput, RequestPasswordResetInput, CheckoutInput). */
export type RecaptchaAction = 'signup' | 'sign_in' | 'forgot_password' | 'checkout' | 'contact';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * Safari, including every browser on iOS that is Safari underneath, but not Chrome, Firefox,
 * Edge or Android's browsers, whose user agents also contain "Safari".
 */
export function isSafari(userAgent: string = navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

/**
 * Whether the bot check runs: a site key is configured and the browser is not Safari (spec §4:
 * "bot check is enabled but skipped on Safari"; the server compensates with a tighter rate
 * limit for requests without a token, product decisions).
 */
export function recaptchaEnabled(siteKey: string | null | undefined): siteKey is string {
  return Boolean(siteKey) && !isSafari();
}

/** Loads Google's script (once). Only called when the check is enabled. */
export function loadRecaptcha(siteKey: string): Promise<void> {
  return loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
}

/**
 * A reCAPTCHA v3 token for `action`, or undefined when the check is off or Google's script
 * cannot be had (blocked by an extension, offline): the request then goes without a token, and
 * the server decides (it answers 'reCAPTCHA error' or applies its stricter limit).
 */
export async function recaptchaToken(
  siteKey: string | null | undefined,
  action: RecaptchaAction,
): Promise<string | undefined> {
  if (!recaptchaEnabled(siteKey)) return undefined;
  try {
    await loadRecaptcha(siteKey);
    const { grecaptcha } = window;
    if (!grecaptcha) return undefined;
    return await new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => void grecaptcha.execute(siteKey, { action }).then(resolve, reject));
    });
  } catch (error) {
    console.error(error);
    return undefined;
  }
}
