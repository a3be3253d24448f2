import { SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';

export const LOCATION_GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 };

/**
 * The locations grid while it loads: first while its code chunk arrives (Suspense fallback in
 * HomePage), then while the query runs. Announced to screen readers as a status.
 */
export function LocationsSkeleton() {
  const intl = useIntl();
  return (
    <SimpleGrid cols={LOCATION_GRID_COLUMNS} role="status">
      <VisuallyHidden>{intl.formatMessage({ id: 'home.locations.loading' })}</VisuallyHidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} h={56} />
      ))}
    </SimpleGrid>
  );
}
