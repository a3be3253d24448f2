import { useEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './useHydrated.ts';

/**
 * What a reader typed into a server-rendered input before the page's code ran (a slow phone): the
 * input shows it, the state never heard of it (no change event reached React), so nothing follows
 * from it (a filter not applied) and the next render would put the state's text back. Handed to
 * `adopt` once, after hydration, when it differs from what the server rendered (the input's
 * `defaultValue`); an input rendered in the browser has nothing to adopt. useZodForm does the same
 * for whole forms, useTypedEarly for a searchable select.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, adopt: (text: string) => void): void {
  const hydrating = useRef(!useHydrated());
  useEffect(() => {
    const element = input.current;
    if (hydrating.current && element && element.value !== element.defaultValue) adopt(element.value);
    // Once, on mount: later text arrives by change events.
  }, []);
}
