import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /locations: rental locations by country (later issue). */
export default function LocationsPage() {
  return <PlaceholderPage titleId="page.locations.title" />;
}
