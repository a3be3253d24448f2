import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Consent } from './consent.ts';

/**
 * Asks whether analytics may run (issue 14 point 7). A non-modal region at the bottom of the
 * window: the page stays usable and nothing runs until the visitor answers Accept. Plain buttons,
 * reachable with Tab and pressed with Enter or Space.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (consent: Consent) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const banner = useRef<HTMLDivElement>(null);
  // The page keeps room for the banner at its end, so the footer and the last controls are never
  // under it (a keyboard user's focus would be hidden there, WCAG 2.4.11).
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const body = document.body;
    const keepRoom = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    keepRoom();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepRoom);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return (
    <Paper
      ref={banner}
      role="region"
      aria-labelledby={titleId}
      pos="fixed"
      bottom={0}
      shadow="md"
      withBorder
      radius={0}
      p="md"
      // Logical insets (right-to-left languages are planned) and above the page's sticky header.
      style={{ insetInline: 0, zIndex: 'calc(var(--mantine-z-index-app) + 1)' }}
    >
      <Group justify="space-between" align="center" gap="md" maw={1100} mx="auto">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={2} size="h5" id={titleId}>
            {intl.formatMessage({ id: 'consent.title' })}
          </Title>
          <Text size="sm">{intl.formatMessage({ id: 'consent.text' })}</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => onAnswer('declined')}>
            {intl.formatMessage({ id: 'consent.decline' })}
          </Button>
          <Button onClick={() => onAnswer('accepted')}>{intl.formatMessage({ id: 'consent.accept' })}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
