import { createContext, useState, useTransition, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

/** The browser's history, or a memory one (tests). */
export type History = Parameters<typeof HistoryRouter>[0]['history'];

/** Whether the router is moving to another location that has not rendered yet (its page's chunk is loading). */
export const NavigationPending = createContext(false);

/**
 * The browser's router (docs/decisions/044-javascript-budget.md): declarative, over `history`
 * (the browser's, or a memory one in tests). Each change of location renders in a transition
 * that this component starts itself, so the current page stays on screen while the next one's
 * chunk loads, and RootLayout knows a navigation is pending (its progress bar) — what the data
 * router's `useNavigation` told before.
 */
export function AppRouter({ history, children }: { history: History; children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  const [routed] = useState(() => {
    const wrapped = Object.create(history) as History;
    wrapped.listen = (listener) => history.listen((update) => startTransition(() => listener(update)));
    return wrapped;
  });
  return (
    <NavigationPending value={pending}>
      <HistoryRouter history={routed} useTransitions={false}>
        {children}
      </HistoryRouter>
    </NavigationPending>
  );
}
