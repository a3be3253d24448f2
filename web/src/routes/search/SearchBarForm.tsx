import { Collapse } from '@mantine/core';
import type { ComponentProps } from 'react';
import { DataProvider } from '../../components/DataProvider.tsx';
import { SearchForm } from '../../components/search/SearchForm.tsx';

/**
 * The search bar's form, sliding open under the bar: a chunk of its own (with the form's pickers,
 * calendar and Apollo), mounted once the page is taken over, so that neither it nor its Collapse
 * is part of the search page's first load (docs/decisions/044-javascript-budget.md).
 */
export default function SearchBarForm({ expanded, ...form }: ComponentProps<typeof SearchForm> & { expanded: boolean }) {
  return (
    <Collapse expanded={expanded}>
      <DataProvider>
        <SearchForm {...form} />
      </DataProvider>
    </Collapse>
  );
}
