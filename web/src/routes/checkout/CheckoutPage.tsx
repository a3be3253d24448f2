import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /checkout: booking and payment (later issue). */
export default function CheckoutPage() {
  return <PlaceholderPage titleId="page.checkout.title" />;
}
