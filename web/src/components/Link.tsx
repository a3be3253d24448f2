import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (it works before the script has run, opens in a new tab, and
 * is what the server renders) whose plain left click navigates in the browser instead. Built on
 * the router's own `useHref` and `useLinkClickHandler`; the router's `Link` also carries route
 * prefetching and route discovery for its framework mode, which this app does not use, and that
 * code was about 4 kB gzipped of every page's first load (docs/decisions/044).
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
