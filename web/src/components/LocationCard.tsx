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

interface LocationCardProps {
  location: LocationCardFragment;
  /**
   * What choosing the card does (the home page: fill the search form's pick-up location), with
   * the line that says so under the name. Without it the card is only shown.
   */
  pick?: { label: string; onPick: () => void };
}

export function LocationCard({ location, pick }: LocationCardProps) {
  const body = (
    <>
      {location.imageUrl && (
        <Card.Section mb="sm">
          {/* Decorative: the name below says what the picture shows. */}
          <Image src={location.imageUrl} alt="" h={120} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Text fw={500}>{location.name}</Text>
      {pick && (
        <Text size="sm" c="brand.7">
          {pick.label}
        </Text>
      )}
    </>
  );
  if (!pick) {
    return (
      <Card withBorder padding="md">
        {body}
      </Card>
    );
  }
  // One button for the whole card: its name is the place's, then what choosing it does.
  return (
    <Card component="button" type="button" onClick={pick.onPick} withBorder padding="md" w="100%" h="100%" style={{ textAlign: 'start', font: 'inherit', color: 'inherit', cursor: 'pointer' }}>
      {body}
    </Card>
  );
}
