import { useDocumentTitle } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useServerRender } from '../ssr/ServerContext.ts';

/** Sets the browser tab title to "<page> | <brand>" in the current language (on the server: the document's <title>). */
export function usePageTitle(page: string): void {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.documentTitle' }, { page });
  const server = useServerRender();
  if (server) server.title = title;
  useDocumentTitle(title);
}
