import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /suppliers: the car suppliers (later issue). */
export default function SuppliersPage() {
  return <PlaceholderPage titleId="page.suppliers.title" />;
}
