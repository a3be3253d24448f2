import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A checkbox with no visible label (a list row's, a "select all" beside its count), named by its
 * aria-label, whose clickable area is 44 × 44 px (WCAG 2.5.5 / 2.5.8, issue 24 point 7) while the
 * box itself keeps its size: a label around it, as large as the target, with negative margins so
 * that the layout around is what it would be for the box alone. A click anywhere in it ticks
 * the box (a label's click goes to its control). `nudge` moves it down, in px (aligning it with
 * a title's first line).
 */
export function TapCheckbox({ nudge = 0, ref, ...props }: Omit<CheckboxProps, 'label'> & { nudge?: number; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="tap-checkbox" style={nudge ? { marginTop: `calc(${nudge}px - 0.75rem)` } : undefined}>
      <Checkbox ref={ref} {...props} />
    </label>
  );
}
