import { DataProvider } from '../../components/DataProvider.tsx';
import { SearchForm } from '../../components/search/SearchForm.tsx';

/**
 * Code-split entry point of the hero's search form (see HomePage): the form's Select
 * (combobox and positioning code) and Apollo arrive after the first paint.
 */
export default function HomeSearch() {
  return (
    <DataProvider>
      <SearchForm />
    </DataProvider>
  );
}
