import { Group, Pagination, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/** Items per page of the /locations and /suppliers lists (spec §9; the server's `settings.pageSizes.lists`). */
export const LIST_PAGE_SIZE = 30;

/** The page in the query string (`?page=2`): a whole number from 1, else 1. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('page'));
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  const setPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next > 1) updated.set('page', String(next));
    else updated.delete('page');
    setParams(updated);
    window.scrollTo?.({ top: 0 });
  };
  return [page, setPage];
}

/**
 * Classic numbered pages (spec §2, classic pagination), named for assistive technologies, with a
 * "Page 2 of 5" line. Nothing when everything fits on one page.
 */
export function PlacesPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const controls = {
    first: 'places.pagination.first',
    previous: 'places.pagination.previous',
    next: 'places.pagination.next',
    last: 'places.pagination.last',
  } as const;
  return (
    <Group component="nav" aria-label={intl.formatMessage({ id: 'places.pagination.label' })} justify="space-between" gap="sm">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        withEdges
        getItemProps={(item) => ({ 'aria-label': intl.formatMessage({ id: 'places.pagination.page' }, { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: controls[control] }) })}
      />
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'places.pagination.summary' }, { page, pages })}
      </Text>
    </Group>
  );
}
