import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmNewsletterSubscriptionDocument, SubscribeNewsletterDocument, UnsubscribeNewsletterDocument } from '../src/__generated__/graphql.ts';
import { NewsletterBox } from '../src/components/NewsletterBox.tsx';
import { errorResult } from './accountMocks.ts';
import { scrolledIntoView } from './homeMocks.ts';
import { renderRoute, renderWithProviders } from './render.tsx';

function subscribeMock(email: string, language: string, result: MockLink.MockedResponse['result'] = subscribed) {
  return { request: { query: SubscribeNewsletterDocument, variables: { input: { email, language } } }, result };
}
const subscribed = { data: { subscribeNewsletter: { __typename: 'SubscribeNewsletterPayload', subscribed: true } } };
const done = (field: string) => ({ data: { [field]: { __typename: 'NewsletterTokenPayload', done: true } } });

describe('NewsletterBox', () => {
  beforeEach(() => scrolledIntoView());
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing until it nears the viewport', async () => {
    vi.unstubAllGlobals(); // happy-dom's own observer: nobody scrolls
    renderWithProviders(<NewsletterBox />, { mocks: [] });
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(screen.getByTestId('newsletter-box')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('subscribes the address and answers "Subscription successful!" in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterBox />, { mocks: [subscribeMock('reader@example.com', 'en')] });

    expect(await screen.findByRole('heading', { name: 'Subscribe to our newsletter' })).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com{Enter}');

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Subscription successful!');
    expect(status.textContent).toContain('Check your mailbox');
  });

  it('is a group named by its title, not a page region of its own', async () => {
    renderWithProviders(
      <footer>
        <NewsletterBox />
      </footer>,
      { mocks: [] },
    );
    const group = await screen.findByRole('group', { name: 'Subscribe to our newsletter' });
    expect(group.contains(await screen.findByRole('textbox', { name: 'Email address' }))).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('titles itself with an h2, so a page whose only heading is its h1 skips no level (heading-order)', async () => {
    renderWithProviders(<NewsletterBox />, { mocks: [] });
    const heading = await screen.findByRole('heading', { name: 'Subscribe to our newsletter' });
    expect(heading.tagName).toBe('H2');
  });

  it('says "Invalid email address" under the field, without asking the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterBox />, { mocks: [] });
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email address')).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'reader@nowhere');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email address')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal and rate limit in place, in the interface language", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterBox />, {
      language: 'fr',
      mocks: [subscribeMock('lecteur@example.com', 'fr', errorResult('TOO_MANY_REQUESTS', { messageCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 600 }))],
    });
    expect(await screen.findByRole('heading', { name: 'Abonnez-vous à notre newsletter' })).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'lecteur@example.com');
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/10 minutes/);
  });
});

describe('newsletter link pages', () => {
  it('/newsletter/confirm confirms at once with the token', async () => {
    renderRoute('/newsletter/confirm?token=abc', {
      mocks: [{ request: { query: ConfirmNewsletterSubscriptionDocument, variables: { input: { token: 'abc' } } }, result: done('confirmNewsletterSubscription') }],
    });
    expect(await screen.findByText('Your subscription is confirmed. Welcome aboard!')).toBeDefined();
    expect(document.title).toContain('Newsletter subscription');
  });

  it('/newsletter/confirm says when the link is not valid', async () => {
    renderRoute('/newsletter/confirm?token=old', {
      mocks: [{ request: { query: ConfirmNewsletterSubscriptionDocument, variables: { input: { token: 'old' } } }, result: errorResult('BAD_USER_INPUT', { fieldErrors: { token: 'INVALID' } }) }],
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/This confirmation link is not valid/);
  });

  it('/newsletter/unsubscribe asks first (a link scanner cannot unsubscribe), then unsubscribes with the token', async () => {
    const user = userEvent.setup();
    renderRoute('/newsletter/unsubscribe?token=t1', {
      language: 'es',
      mocks: [{ request: { query: UnsubscribeNewsletterDocument, variables: { input: { token: 't1' } } }, result: done('unsubscribeNewsletter') }],
    });
    expect(await screen.findByText('¿Desea dejar de recibir el boletín de Erbil Car Rental?')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Darse de baja' }));
    expect(await screen.findByText('Se ha dado de baja. Ya no recibirá nuestro boletín.')).toBeDefined();
  });

  it('/newsletter/unsubscribe without a token says the link is not valid', async () => {
    renderRoute('/newsletter/unsubscribe', { mocks: [] });
    expect((await screen.findByRole('alert')).textContent).toMatch(/This unsubscribe link is not valid/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
