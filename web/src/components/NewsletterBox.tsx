import { Box, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../hooks/useNearViewport.ts';

// The form, Apollo and the box's catalog load only when the box nears the viewport: the box sits
// at the bottom of the home page and in the footer of every page, neither needed for the first
// paint (the home route's first-load budget, docs/decisions/004).
const NewsletterForm = lazy(() => import('./NewsletterForm.tsx'));

export interface NewsletterBoxProps {
  /** `home`: a section of the home page (heading, text, wide field); `footer`: compact, for a dark footer column. */
  variant?: 'home' | 'footer';
}

/**
 * The newsletter subscribe box (spec §1), on the home page and in the footer: an email field and
 * a button; success ('Subscription successful!') and errors ('Invalid email address') show in
 * place. Cheap to import anywhere: its content is a separate chunk.
 */
export function NewsletterBox({ variant = 'home' }: NewsletterBoxProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref} data-testid={`newsletter-box-${variant}`}>
      {near ? (
        <Suspense fallback={<NewsletterSkeleton variant={variant} />}>
          <NewsletterForm variant={variant} />
        </Suspense>
      ) : (
        <NewsletterSkeleton variant={variant} />
      )}
    </Box>
  );
}

function NewsletterSkeleton({ variant }: { variant: 'home' | 'footer' }) {
  return (
    <Stack gap="xs" aria-hidden>
      <Skeleton height={variant === 'home' ? 28 : 18} width="50%" />
      <Skeleton height={14} />
      <Skeleton height={36} />
    </Stack>
  );
}
