import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Stripe's embedded checkout for a pay-online session. This module (and Stripe's script) is
 * loaded only when the server opened a Stripe session: the test payment page and pay later
 * never fetch it. Stripe returns to the status page (the session's return URL, set by the
 * server); a session that completes without a redirect goes there too.
 */
export default function StripePayment({ sessionId, clientSecret, publishableKey }: { sessionId: string; clientSecret: string; publishableKey: string }) {
  const navigate = useNavigate();
  const stripe: Promise<Stripe | null> = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <div data-testid="stripe-checkout">
      <EmbeddedCheckoutProvider
        stripe={stripe}
        options={{ clientSecret, onComplete: () => void navigate(`/checkout-session/${encodeURIComponent(sessionId)}`) }}
      >
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
