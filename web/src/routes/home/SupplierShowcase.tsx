import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { graphql } from '../../__generated__';
import { Picture } from '../../components/car/Picture.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessageId } from '../../lib/errors.ts';
import { supplierSearchPath } from '../../lib/supplierLink.ts';

const HomeSuppliersQuery = graphql(`
  query HomeSuppliers {
    suppliers {
      id
      name
      logoUrl
    }
  }
`);

/** Supplier logos are shown at 60x30 (spec §9). */
const LOGO = { width: 60, height: 30 };

function Logos() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(HomeSuppliersQuery);

  if (loading && !data) {
    return (
      <Group gap="lg" role="status">
        <VisuallyHidden>{intl.formatMessage({ id: 'home.suppliers.loading' })}</VisuallyHidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} w={LOGO.width} h={LOGO.height} />
        ))}
      </Group>
    );
  }

  if (error) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'home.suppliers.error' })}
        message={intl.formatMessage({ id: errorMessageId(error) })}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }

  if (!data?.suppliers.length) {
    return <Text c="dimmed">{intl.formatMessage({ id: 'home.suppliers.empty' })}</Text>;
  }

  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, sm: 4, md: 7 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.suppliers.map((supplier) => (
        <Box component="li" key={supplier.id}>
          {/*
            Each opens a search filtered by that supplier: its logo (alt text: its name) over its
            name. The visible name repeats the alt text, so screen readers hear the logo only.
          */}
          <Anchor
            component={Link}
            to={supplierSearchPath(supplier.id)}
            underline="hover"
            c="inherit"
            display="flex"
            h="100%"
            p="xs"
            style={{ flexDirection: 'column', alignItems: 'center', gap: 6, borderRadius: 'var(--mantine-radius-sm)' }}
          >
            {supplier.logoUrl ? (
              // An uploaded logo (a 512 px avatar) comes at 160 px wide; the seed's SVG logos keep their one file.
              <Picture
                url={supplier.logoUrl}
                layout="logo"
                alt={supplier.name}
                width={LOGO.width}
                height={LOGO.height}
                w={LOGO.width}
                h={LOGO.height}
                fit="contain"
              />
            ) : (
              // No logo: a blank tile of the logo's size keeps the names in line.
              <Box w={LOGO.width} h={LOGO.height} bg="gray.1" style={{ borderRadius: 5 }} aria-hidden />
            )}
            <Text component="span" size="sm" fw={500} ta="center" aria-hidden={supplier.logoUrl ? true : undefined}>
              {supplier.name}
            </Text>
          </Anchor>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The suppliers whose cars the site offers, each as its logo and name, linking to a search of its cars. */
export function SupplierShowcase() {
  const intl = useIntl();
  return (
    <Stack component="section" gap="md" aria-labelledby="home-suppliers-title">
      <Title order={2} id="home-suppliers-title">
        {intl.formatMessage({ id: 'home.suppliers.title' })}
      </Title>
      <Text>{intl.formatMessage({ id: 'home.suppliers.text' })}</Text>
      <Logos />
      <Anchor component={Link} to="/suppliers">
        {intl.formatMessage({ id: 'home.suppliers.all' })}
      </Anchor>
    </Stack>
  );
}
