import { Box, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../hooks/useNearViewport.ts';

// The form, Apollo and the box's catalog load only when the box nears the viewport: the box sits
// in the footer of every page, not needed for the first paint (the home route's first-load
// budget, docs/decisions/004).
const NewsletterForm = lazy(() => import('./NewsletterForm.tsx'));

/**
 * The newsletter subscribe box (spec §1), in the footer of every page: the one box of a page,
 * the home page included (issue 24). An email field and a button; success ('Subscription
 * successful!') and errors ('Invalid email address') show in place. Cheap to import anywhere:
 * its content is a separate chunk.
 */
export function NewsletterBox() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref} data-testid="newsletter-box">
      {near ? (
        <Suspense fallback={<NewsletterSkeleton />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <NewsletterSkeleton />
      )}
    </Box>
  );
}

function NewsletterSkeleton() {
  return (
    <Stack gap="xs" aria-hidden>
      <Skeleton height={18} width="50%" />
      <Skeleton height={14} />
      <Skeleton height={36} />
    </Stack>
  );
}
