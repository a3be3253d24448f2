import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /booking: view or edit one booking (later issue). */
export default function BookingPage() {
  return <PlaceholderPage titleId="page.booking.title" />;
}
