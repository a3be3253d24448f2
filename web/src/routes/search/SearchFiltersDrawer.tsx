import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SearchFilters, type SearchFiltersProps } from '../../components/search/SearchFilters.tsx';

export interface SearchFiltersDrawerProps extends SearchFiltersProps {
  opened: boolean;
  onClose(): void;
  /** A bottom sheet on phones, a side panel on wider screens. */
  mobile: boolean;
  /** How many filters narrow the search (in the title). */
  active: number;
  /** The results' count, undefined while they load. */
  count: number | undefined;
  onClearFilters?: () => void;
}

/**
 * The results page's filters (spec §9): a chunk of its own, fetched the first time the driver
 * opens them (docs/decisions/044-javascript-budget.md): the drawer's focus trap, transitions and
 * the filters' controls are not part of the page's first load. Each change applies at once (the
 * count follows), "Show N cars" closes it.
 */
export default function SearchFiltersDrawer({ opened, onClose, mobile, active, count, onClearFilters, ...filters }: SearchFiltersDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '85%' : 'md'}
      title={intl.formatMessage({ id: 'search.filtersCount' }, { count: active })}
      styles={{ body: { paddingBottom: 0 } }}
      // Its close button says what it does (axe: a button with no name; the journey spec opens it).
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'search.closeForm' }) }}
    >
      <Stack gap="md">
        <SearchFilters {...filters} />
        <Group
          pos="sticky"
          bottom={0}
          py="sm"
          gap="xs"
          wrap="nowrap"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          {onClearFilters && (
            <Button variant="default" onClick={onClearFilters}>
              {intl.formatMessage({ id: 'search.clearFilters' })}
            </Button>
          )}
          <Button style={{ flex: 1 }} onClick={onClose} loading={count === undefined}>
            {intl.formatMessage({ id: 'search.showCars' }, { count: count ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
