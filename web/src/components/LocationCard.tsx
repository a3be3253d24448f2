import { Card, Image, Text } from '@mantine/core';
import { graphql } from '../__generated__';
import type { LocationCardFragment } from '../__generated__/graphql.ts';

/** The fields a LocationCard shows; queries that render cards spread `...LocationCard`. */
export const LocationCardFields = graphql(`
  fragment LocationCard on Location {
    id
    name
    imageUrl
  }
`);

export function LocationCard({ location }: { location: LocationCardFragment }) {
  return (
    <Card withBorder padding="md">
      {location.imageUrl && (
        <Card.Section mb="sm">
          {/* Decorative: the name below says what the picture shows. */}
          <Image src={location.imageUrl} alt="" h={120} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Text fw={500}>{location.name}</Text>
    </Card>
  );
}
