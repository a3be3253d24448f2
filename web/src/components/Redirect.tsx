import { createPath, Navigate, type To } from 'react-router-dom';
import { useServerRender } from '../ssr/ServerContext.ts';

/**
 * Sends the visitor elsewhere (history replaced): in the browser the router's <Navigate>; in the
 * server's render, the HTTP redirect the server answers with (302, docs/decisions/043) and nothing
 * rendered.
 */
export function Redirect({ to }: { to: To }) {
  const server = useServerRender();
  if (server) {
    server.redirect = typeof to === 'string' ? to : createPath(to);
    return null;
  }
  return <Navigate replace to={to} />;
}
