import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /activate: account activation and expired-link resend (later issue). */
export default function ActivatePage() {
  return <PlaceholderPage titleId="page.activate.title" />;
}
