import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /checkout-session/:sessionId: payment session status (later issue). */
export default function CheckoutSessionPage() {
  return <PlaceholderPage titleId="page.checkoutSession.title" />;
}
