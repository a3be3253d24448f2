import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /bookings: the driver's bookings (later issue). */
export default function BookingsPage() {
  return <PlaceholderPage titleId="page.bookings.title" />;
}
