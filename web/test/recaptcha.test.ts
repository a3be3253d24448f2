import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSafari, recaptchaToken } from '../src/lib/recaptcha.ts';

const UA = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('isSafari (spec §4: the bot check is skipped on Safari)', () => {
  it.each([
    ['safariMac', true],
    ['safariIphone', true],
    ['chrome', false],
    ['chromeIos', false],
    ['edge', false],
    ['android', false],
    ['firefox', false],
  ] as const)('%s -> %s', (browser, expected) => {
    expect(isSafari(UA[browser])).toBe(expected);
  });
});

describe('recaptchaToken', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.grecaptcha;
  });

  it('is skipped without a site key', async () => {
    const append = vi.spyOn(document.head, 'appendChild');
    expect(await recaptchaToken(null, 'signup')).toBeUndefined();
    expect(append).not.toHaveBeenCalled();
  });

  it('is skipped on Safari: Google’s script is not even loaded', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.safariIphone);
    const append = vi.spyOn(document.head, 'appendChild');
    expect(await recaptchaToken('site-key', 'signup')).toBeUndefined();
    expect(append).not.toHaveBeenCalled();
  });

  it('loads Google’s script with the site key once, and returns the token of the action', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.chrome);
    const scripts: HTMLScriptElement[] = [];
    // Captured rather than inserted: no request to Google from a test.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      scripts.push(node as HTMLScriptElement);
      return node;
    });
    const execute = vi.fn(async () => 'token-123');
    window.grecaptcha = { ready: (callback) => callback(), execute };

    const token = recaptchaToken('site-key', 'forgot_password');
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0].src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    scripts[0].onload?.(new Event('load'));

    expect(await token).toBe('token-123');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'forgot_password' });

    // Already loaded: no second script.
    expect(await recaptchaToken('site-key', 'signup')).toBe('token-123');
    expect(scripts).toHaveLength(1);
  });

  it('goes without a token when the script cannot be loaded', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.firefox);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });

    expect(await recaptchaToken('other-key', 'signup')).toBeUndefined();
  });
});
