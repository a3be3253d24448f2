import { createContext, useContext, useState } from 'react';

/**
 * The moment a page was rendered, shared by the server's render and the browser's hydration so
 * that anything computed from "now" during render (default dates, the footer's year, an age
 * limit) is the same on both sides (docs/decisions/043-server-rendering.md). The server provides
 * the request's time; the browser provides the time embedded in the page while it hydrates, then
 * nothing, so a component mounted later reads the clock.
 */
export const NowContext = createContext<Date | (() => Date) | null>(null);

/** "Now" for render: fixed for the component's life (its first render's value). */
export function useNow(): Date {
  const given = useContext(NowContext);
  const [now] = useState(() => (typeof given === 'function' ? given() : (given ?? new Date())));
  return now;
}
