import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SendContactMessageDocument } from '../src/__generated__/graphql.ts';
import { authConfigMock, driver, errorResult, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

function sendMock(input: Record<string, unknown>, result: MockLink.MockedResponse['result'] = sent) {
  return { request: { query: SendContactMessageDocument, variables: { input } }, result };
}
const sent = { data: { sendContactMessage: { __typename: 'SendContactMessagePayload', sent: true } } };

describe('/contact', () => {
  it('sends subject, message and the visitor address, then reads "Message sent"', async () => {
    const user = userEvent.setup();
    renderRoute('/contact', {
      mocks: [authConfigMock(), sendMock({ email: 'dilan@example.com', subject: 'Airport pick-up', message: 'Can I collect at 23:00?', language: 'en' })],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeDefined();
    await user.type(await screen.findByLabelText(/Your email address/), 'dilan@example.com');
    await user.type(screen.getByLabelText(/Subject/), 'Airport pick-up');
    await user.type(screen.getByLabelText(/^Message/), 'Can I collect at 23:00?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent')).toBeDefined();
    expect(screen.queryByLabelText(/Subject/)).toBeNull();
    expect(document.title).toContain('Contact us');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Write to Erbil Car Rental/);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('');
  });

  it('checks the fields before sending: required fields and the email format, with the spec messages', async () => {
    const user = userEvent.setup();
    // No send mock: a request would fail the test with an unexpected operation.
    renderRoute('/contact', { mocks: [authConfigMock()] });

    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in the field(s): Your email address')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/Your email address/));

    await user.type(screen.getByLabelText(/Your email address/), 'not-an-email');
    await user.type(screen.getByLabelText(/Subject/), 'Hello');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address')).toBeDefined();
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('shows the rate limit with the minutes to wait, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderRoute('/contact', {
      mocks: [authConfigMock(), sendMock({ email: 'dilan@example.com', subject: 'Hello', message: 'Hi', language: 'en' }, errorResult('TOO_MANY_REQUESTS', { messageCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1800 }))],
    });
    await user.type(await screen.findByLabelText(/Your email address/), 'dilan@example.com');
    await user.type(screen.getByLabelText(/Subject/), 'Hello');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many attempts. Please try again in 30 minutes.')).toBeDefined();
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Hello');
  });

  it('signed in: asks no address and says the account address answers; in Spanish', async () => {
    const user = userEvent.setup();
    const me = driver({ language: 'es' });
    rememberSignedIn(me);
    renderRoute('/contact', {
      language: 'es',
      mocks: [authConfigMock(), meMock(me), sendMock({ subject: 'Factura', message: 'Envíenme la factura.', language: 'es' })],
    });

    expect(await screen.findByText('Le responderemos en dilan@example.com, la dirección de su cuenta.')).toBeDefined();
    expect(screen.queryByLabelText(/Su correo electrónico/)).toBeNull();
    await user.type(screen.getByLabelText(/Asunto/), 'Factura');
    await user.type(screen.getByLabelText(/^Mensaje/), 'Envíenme la factura.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado')).toBeDefined();
  });
});
