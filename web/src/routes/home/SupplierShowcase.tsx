import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Group, Image, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
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
    <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.suppliers.map((supplier) => (
        <Box component="li" key={supplier.id}>
          {/* Each opens a search filtered by that supplier: the logo's alt text names the link. */}
          <Anchor component={Link} to={supplierSearchPath(supplier.id)} display="block">
            {supplier.logoUrl ? (
              <Image
                src={supplier.logoUrl}
                alt={supplier.name}
                width={LOGO.width}
                height={LOGO.height}
                w={LOGO.width}
                h={LOGO.height}
                fit="contain"
                loading="lazy"
              />
            ) : (
              <Text size="sm" fw={500} lh={`${LOGO.height}px`}>
                {supplier.name}
              </Text>
            )}
          </Anchor>
        </Box>
      ))}
    </Group>
  );
}

/** The suppliers whose cars the site offers, as logos, with a link to their page. */
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
