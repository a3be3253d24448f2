import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { graphql } from '../../__generated__';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessageId } from '../../lib/errors.ts';
import { supplierSearchPath } from '../../lib/supplierLink.ts';
import { PlacesPage } from './PlacesMessages.tsx';
import { LIST_PAGE_SIZE, PlacesPager, usePageParam } from './PlacesPager.tsx';

/**
 * Every supplier with its number of cars (one request: `suppliers` is a short list, and its car
 * counts are one batched statement on the server); paged here, 30 a page.
 */
const SuppliersPageQuery = graphql(`
  query SuppliersPage {
    suppliers {
      id
      name
      logoUrl
      carCount
    }
  }
`);

/** Supplier logos are shown at 60x30 (spec §9). */
const LOGO = { width: 60, height: 30 };

function ListSkeleton() {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status">
      <VisuallyHidden>{intl.formatMessage({ id: 'places.suppliers.loading' })}</VisuallyHidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={62} />
      ))}
    </SimpleGrid>
  );
}

function Suppliers() {
  const intl = useIntl();
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(SuppliersPageQuery);

  if (error) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'places.suppliers.error' })}
        message={intl.formatMessage({ id: errorMessageId(error) })}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }
  if ((loading && !data) || !data) return <ListSkeleton />;

  const all = data.suppliers;
  if (!all.length) return <Text c="dimmed">{intl.formatMessage({ id: 'places.suppliers.empty' })}</Text>;

  const pages = Math.ceil(all.length / LIST_PAGE_SIZE);
  const shown = all.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  if (!shown.length) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{intl.formatMessage({ id: 'places.suppliers.pastEnd' })}</Text>
        <Anchor component={Link} to="/suppliers">
          {intl.formatMessage({ id: 'places.locations.firstPage' })}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">{intl.formatMessage({ id: 'places.suppliers.total' }, { count: all.length })}</Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((supplier) => (
          <Box component="li" key={supplier.id}>
            <Paper component={Link} to={supplierSearchPath(supplier.id)} withBorder p="md" display="block" style={{ textDecoration: 'none', color: 'inherit' }}>
              <Group wrap="nowrap" gap="md">
                {supplier.logoUrl ? (
                  // Decorative: the name beside it says whose logo it is.
                  <Image src={supplier.logoUrl} alt="" width={LOGO.width} height={LOGO.height} w={LOGO.width} h={LOGO.height} fit="contain" loading="lazy" />
                ) : (
                  <Box w={LOGO.width} h={LOGO.height} aria-hidden />
                )}
                <Stack gap={0}>
                  <Text fw={500} c="brand.7">
                    {supplier.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage({ id: 'places.suppliers.carCount' }, { count: supplier.carCount })}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          </Box>
        ))}
      </SimpleGrid>
      <PlacesPager page={page} pages={pages} onChange={setPage} />
    </Stack>
  );
}

/** /suppliers: the suppliers' logos, names and numbers of cars, each opening a search filtered by it. */
export default function SuppliersPage() {
  return (
    <PlacesPage area="suppliers" fallbackHeight={120}>
      <Suppliers />
    </PlacesPage>
  );
}
