import { Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';

// Shared by the search page's shell (SearchPage.tsx) and its data part (SearchResults.tsx).

/**
 * Spec §9: mobile is 960 px or less (60em at the default 16 px). What shows is CSS
 * (SearchPage.module.css, the same query): the server's HTML is right at any width. The script's
 * answer (false on the server and while hydrating, then the screen's) drives only behaviour:
 * whether the end of the list loads the next page, and where the filters' sheet opens.
 */
export const MOBILE_QUERY = '(max-width: 60em)';

/** The results while they load: three cards' outlines. */
export function ResultsSkeleton() {
  const intl = useIntl();
  return (
    <Stack role="status" gap="md">
      <VisuallyHidden>{intl.formatMessage({ id: 'search.loading' })}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} withBorder>
          <Group align="flex-start">
            <Skeleton w={300} h={200} maw="100%" />
            <Stack style={{ flex: 1 }}>
              <Skeleton h={24} w="60%" />
              <Skeleton h={16} />
              <Skeleton h={16} w="80%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

