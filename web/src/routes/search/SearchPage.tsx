import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** /search: search results with filters (later issue). */
export default function SearchPage() {
  return <PlaceholderPage titleId="page.search.title" />;
}
