import { DataProvider } from '../../components/DataProvider.tsx';
import { SearchForm, type LocationChoice } from '../../components/search/SearchForm.tsx';

/**
 * Code-split entry point of the hero's search form (see HomePage): the form's Select
 * (combobox and positioning code) and Apollo arrive after the first paint. `choice` is a
 * location picked on the map below.
 */
export default function HomeSearch({ choice }: { choice?: LocationChoice }) {
  return (
    <DataProvider>
      <SearchForm choice={choice} />
    </DataProvider>
  );
}
