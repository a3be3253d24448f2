/**
 * @vitest-environment-options {"settings": {"enableJavaScriptEvaluation": true, "suppressInsecureJavaScriptEnvironmentWarning": true}}
 */
// happy-dom fetches a script element's file only with JavaScript enabled; the only script this
// file's pages load is the stand-in's one line below.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, readConsent, writeConsent } from '../src/components/analytics/consent.ts';
import { renderRoute } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';

/**
 * Analytics (issue 14 point 7): only with an id in the settings, only after consent, and only
 * from the first mouse move, touch or key press on. The script URL points at a real HTTP server
 * this file starts, which counts what it is asked for: "nothing loads" means no request arrived.
 */
let server: http.Server;
let requests: string[] = [];
let scriptUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('window.analyticsScriptRan = true;');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  scriptUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gtag.js?id=G-TEST1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  requests = [];
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.gtag;
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1'];
});

/** The script elements the loader added, each checked to point at the configured URL. */
const analyticsScripts = () => {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics]')];
  for (const script of scripts) expect(script.getAttribute('src')).toBe(scriptUrl);
  return scripts;
};
// With its __typename, as the server answers (the settings' type leaves it out).
const withAnalytics = () => settingsMock({ analytics: { __typename: 'AnalyticsSettings', id: 'G-TEST1', scriptUrl } as { id: string; scriptUrl: string } });

/** Waits for the footer: by then the settings have arrived and the banner (if any) has had its turn. */
async function settled() {
  await within(await screen.findByRole('contentinfo')).findByRole('link', { name: 'contact@erbil-rental.test' });
}

/** The visitor starts using the page (a scroll): the analytics part, and its question, mount then. */
function startUsing() {
  fireEvent.scroll(window);
}

/** The page gets its first interactions: mouse moves, a touch, key presses. */
function interact() {
  fireEvent.mouseMove(document.body, { clientX: 10, clientY: 10 });
  fireEvent.touchStart(document.body);
  fireEvent.keyDown(document.body, { key: 'a' });
}

/** Polls the stand-in until it has been asked for the script (or fails at the deadline). */
async function scriptRequested() {
  await waitFor(() => expect(requests).toEqual(['/gtag.js?id=G-TEST1']), { timeout: 5000 });
}

describe('analytics', () => {
  it('with no id configured: no banner, no script, no request, whatever the visitor does', async () => {
    renderRoute('/about', { mocks: [settingsMock()] });
    startUsing();
    await settled();

    expect(screen.queryByRole('region', { name: 'May we measure your visit?' })).toBeNull();
    interact();
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    // Give a request every chance to arrive: the footer's and the page's own work are done.
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(requests).toEqual([]);
    expect(readConsent()).toBeNull();
  });

  it('declined: the choice is remembered, and nothing loads then or on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/about', { mocks: [withAnalytics()] });
    startUsing();
    const banner = await screen.findByRole('region', { name: 'May we measure your visit?' });

    await user.click(within(banner).getByRole('button', { name: 'Decline' }));

    expect(screen.queryByRole('region', { name: 'May we measure your visit?' })).toBeNull();
    expect(readConsent()).toBe('declined');
    interact();
    first.unmount();

    renderRoute('/faq', { mocks: [withAnalytics()] });
    startUsing();
    await settled();
    expect(screen.queryByRole('region', { name: 'May we measure your visit?' })).toBeNull();
    interact();
    expect(analyticsScripts()).toHaveLength(0);
    expect(requests).toEqual([]);
  });

  it('accepted: loads the script only on the first mouse move, once', async () => {
    const user = userEvent.setup();
    renderRoute('/about', { mocks: [withAnalytics()] });
    startUsing();
    const banner = await screen.findByRole('region', { name: 'May we measure your visit?' });
    expect(within(banner).getByText(/Nothing is loaded if you decline/)).toBeDefined();

    await user.click(within(banner).getByRole('button', { name: 'Accept' }));

    expect(readConsent()).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'May we measure your visit?' })).toBeNull();
    // Consent alone starts nothing.
    expect(analyticsScripts()).toHaveLength(0);
    expect(requests).toEqual([]);

    fireEvent.mouseMove(document.body, { clientX: 5, clientY: 5 });

    expect(analyticsScripts()).toHaveLength(1);
    await scriptRequested();
    expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>)[0])).toEqual(['js', 'config']);
    // Later moves, touches and keys add nothing.
    interact();
    expect(analyticsScripts()).toHaveLength(1);
  });

  it('remembered as accepted: no banner, and a touch starts it on the next visit', async () => {
    writeConsent('accepted');
    renderRoute('/faq', { mocks: [withAnalytics()] });
    startUsing();
    await settled();

    expect(screen.queryByRole('region', { name: 'May we measure your visit?' })).toBeNull();
    expect(analyticsScripts()).toHaveLength(0);
    expect(requests).toEqual([]);
    // The visitor touches the page (again, until the app has read the stored consent: effects).
    await waitFor(() => {
      fireEvent.touchStart(document.body);
      expect(analyticsScripts()).toHaveLength(1);
    });
    await scriptRequested();
  });

  it('a key press counts as a first interaction (keyboard-only visitors)', async () => {
    writeConsent('accepted');
    renderRoute('/faq', { mocks: [withAnalytics()] });
    startUsing();
    await settled();

    expect(analyticsScripts()).toHaveLength(0);
    await waitFor(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      expect(analyticsScripts()).toHaveLength(1);
    });
    await scriptRequested();
  });

  it('while the banner shows, the page keeps room for it at its end (nothing hidden under it)', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: the banner measures 120 px here.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'region' ? 120 : 0;
      },
    });
    try {
      renderRoute('/about', { mocks: [withAnalytics()] });
      startUsing();
      const banner = await screen.findByRole('region', { name: 'May we measure your visit?' });
      expect(document.body.style.paddingBottom).toBe('120px');
      await user.click(within(banner).getByRole('button', { name: 'Decline' }));
      expect(document.body.style.paddingBottom).toBe('');
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
    }
  });

  it('the banner works from the keyboard and is translated', async () => {
    const user = userEvent.setup();
    renderRoute('/about', { mocks: [withAnalytics()], language: 'es' });
    startUsing();
    const banner = await screen.findByRole('region', { name: '¿Nos permite medir su visita?' });
    expect(within(banner).getByRole('button', { name: 'Aceptar' })).toBeDefined();

    within(banner).getByRole('button', { name: 'Rechazar' }).focus();
    await user.keyboard('{Enter}');

    expect(readConsent()).toBe('declined');
    expect(screen.queryByRole('region', { name: '¿Nos permite medir su visita?' })).toBeNull();
  });

  it('the footer’s "Analytics choices" asks again, and a change of mind to accept is honoured', async () => {
    const user = userEvent.setup();
    writeConsent('declined');
    renderRoute('/about', { mocks: [withAnalytics()], language: 'fr' });
    startUsing();
    const f = within(await screen.findByRole('contentinfo'));

    await user.click(await f.findByRole('button', { name: 'Choix de mesure d’audience' }));
    const banner = await screen.findByRole('region', { name: 'Pouvons-nous mesurer votre visite ?' });
    await user.click(within(banner).getByRole('button', { name: 'Accepter' }));

    expect(readConsent()).toBe('accepted');
    fireEvent.mouseMove(document.body);
    expect(analyticsScripts()).toHaveLength(1);
    await scriptRequested();
  });

  it('never sends a page address\'s query string (one-time tokens live there)', async () => {
    writeConsent('accepted');
    renderRoute('/reset-password?token=secret-reset-token', { mocks: [withAnalytics()] });
    startUsing();
    await settled();
    await waitFor(() => {
      fireEvent.mouseMove(document.body);
      expect(analyticsScripts()).toHaveLength(1);
    });
    const config = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>)).find((args) => args[0] === 'config')!;
    expect(config[2]).toEqual({ page_location: `${window.location.origin}${window.location.pathname}` });
    expect(JSON.stringify(window.dataLayer)).not.toContain('secret-reset-token');
  });

  it('declining after accepting stops the script already loaded and removes its cookies', async () => {
    const user = userEvent.setup();
    writeConsent('accepted');
    renderRoute('/about', { mocks: [withAnalytics()] });
    startUsing();
    await settled();
    await waitFor(() => {
      fireEvent.mouseMove(document.body);
      expect(analyticsScripts()).toHaveLength(1);
    });
    document.cookie = '_ga=GA1.1.123.456; Path=/';
    document.cookie = '_ga_TEST1=GS1.1.789; Path=/';

    const f = within(await screen.findByRole('contentinfo'));
    await user.click(await f.findByRole('button', { name: 'Analytics choices' }));
    const banner = await screen.findByRole('region', { name: 'May we measure your visit?' });
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));

    expect(readConsent()).toBe('declined');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1']).toBe(true);
    const last = Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it('with no id, the footer offers no analytics choices', async () => {
    renderRoute('/about', { mocks: [settingsMock()] });
    startUsing();
    await settled();
    expect(screen.queryByRole('button', { name: 'Analytics choices' })).toBeNull();
  });
});
