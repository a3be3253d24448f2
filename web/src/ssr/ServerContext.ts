import { createContext, useContext } from 'react';

/**
 * What a page tells the server while it renders there (docs/decisions/043-server-rendering.md):
 * its title and description for the document's head, and its HTTP status (the not-found page
 * says 404). Provided by entry-server.tsx only; in the browser these hooks do nothing.
 */
export interface ServerRender {
  title?: string;
  description?: string;
  status: number;
  /** The page's largest picture, preloaded from the head (components/car/Picture.tsx). */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  /** Where the page sent the visitor instead (components/Redirect.tsx): the server redirects. */
  redirect?: string;
}

export const ServerContext = createContext<ServerRender | null>(null);

/** The render on the server, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerContext);
}

/** The HTTP status the server answers this page with (during the server's render only). */
export function useHttpStatus(status: number): void {
  const server = useServerRender();
  if (server) server.status = status;
}

