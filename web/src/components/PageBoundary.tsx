import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from './PageLoader.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface BoundaryProps {
  /** The page's address: moving to another page forgets the failure. */
  at: string;
  children: ReactNode;
}

interface BoundaryState {
  at: string;
  error: unknown;
}

/** Catches what a page throws while rendering (or its chunk failing to load). */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { at: this.props.at, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page failed to render.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { at: props.at, error: null };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * Where the current page renders, below the header (router.tsx): a page that fails shows
 * RouteErrorPage and keeps the header and its menus; a page whose chunk is still loading on a
 * first visit shows PageLoader (later navigations keep the old page meanwhile: a transition).
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary at={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
